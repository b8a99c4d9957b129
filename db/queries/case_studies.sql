-- Case studies (migration 00025, internal/casestudy).

-- name: CaseStudyList :many
-- Every case study not in the trash (staff), newest created first; query, when given, is
-- an ILIKE pattern's inside (its % and _ escaped by the caller); status, when given, keeps
-- that status.
SELECT * FROM case_studies
WHERE delete_time IS NULL
  AND (sqlc.narg(query)::text IS NULL
       OR title ILIKE '%' || sqlc.narg(query)::text || '%'
       OR slug ILIKE '%' || sqlc.narg(query)::text || '%'
       OR client_type ILIKE '%' || sqlc.narg(query)::text || '%'
       OR summary ILIKE '%' || sqlc.narg(query)::text || '%')
  AND (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status)::text)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: CaseStudyListPublic :many
-- The published case studies, newest published first.
SELECT * FROM case_studies
WHERE status = 'published' AND delete_time IS NULL
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (publish_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY publish_time DESC, id DESC
LIMIT @max_rows;

-- name: CaseStudyGet :one
SELECT * FROM case_studies WHERE id = @id AND delete_time IS NULL;

-- name: CaseStudyGetPublicBySlug :one
SELECT * FROM case_studies WHERE slug = @slug AND status = 'published' AND delete_time IS NULL;

-- name: CaseStudyGetForUpdate :one
SELECT * FROM case_studies WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: CaseStudySlugsLike :many
-- The slugs taken by base and its numbered variants (base-2, base-3 …).
SELECT slug FROM case_studies WHERE slug = @base::text OR slug LIKE @base::text || '-%';

-- name: CaseStudyCreate :one
-- Its parameters are CaseStudyUpdate's, in the same order (the id last), so one function
-- fills both.
INSERT INTO case_studies (title, slug, client_type, city, region, country, summary,
    challenge_html, solution_html, results_html, figures, services, status, publish_time, tonnage_tenths, id)
VALUES (@title, @slug, @client_type, @city, @region, @country, @summary,
    @challenge_html, @solution_html, @results_html, @figures, @services, @status, sqlc.narg(publish_time)::timestamptz,
    sqlc.narg(tonnage_tenths), @id)
RETURNING *;

-- name: CaseStudyUpdate :one
UPDATE case_studies
SET title = @title, slug = @slug, client_type = @client_type, city = @city, region = @region,
    country = @country, summary = @summary, challenge_html = @challenge_html,
    solution_html = @solution_html, results_html = @results_html, figures = @figures,
    services = @services, status = @status, publish_time = sqlc.narg(publish_time)::timestamptz,
    tonnage_tenths = sqlc.narg(tonnage_tenths), update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- Trash (docs/trash-and-pipeline.md). A trashed case study keeps its slug, so a restore
-- never clashes; CaseStudyDelete removes a trashed one for good.

-- name: CaseStudyTrash :one
UPDATE case_studies SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: CaseStudyRestore :one
UPDATE case_studies SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: CaseStudyGetTrashedForUpdate :one
SELECT * FROM case_studies
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;

-- name: CaseStudyDelete :one
DELETE FROM case_studies WHERE id = @id AND delete_time IS NOT NULL RETURNING id;
