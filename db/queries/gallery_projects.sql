-- name: GalleryProjectListPage :many
-- A page of the gallery in one statement: a row per project with its images in display
-- order as parallel arrays (the file; its processing state, '' when it has none; its video
-- poster, the nil uuid when none) and the web variants of all its images as parallel
-- arrays too, by file, narrowest first. Shaped for a generic plan (see database.NewPool):
-- the page is cut first, then each project's images are found by key (LATERAL).
SELECT sqlc.embed(p),
       i.file_ids, i.file_kinds, i.file_keys, i.file_names, i.file_sizes, i.file_content_types,
       i.file_widths, i.file_heights, i.file_create_times,
       i.states, i.failures, i.placeholders, i.state_widths, i.state_heights,
       i.poster_ids, i.poster_keys, i.poster_names, i.poster_sizes, i.poster_content_types,
       i.poster_widths, i.poster_heights, i.poster_create_times,
       v.file_ids AS variant_file_ids, v.keys AS variant_keys, v.widths AS variant_widths,
       v.heights AS variant_heights, v.sizes AS variant_sizes, v.content_types AS variant_content_types
FROM (
    SELECT id FROM gallery_projects
    WHERE delete_time IS NULL
      AND (sqlc.narg(department)::text IS NULL OR department = sqlc.narg(department)::text)
      -- query, when given, is an ILIKE pattern's inside (its % and _ escaped by the caller).
      AND (sqlc.narg(query)::text IS NULL
           OR title ILIKE '%' || sqlc.narg(query)::text || '%'
           OR description ILIKE '%' || sqlc.narg(query)::text || '%'
           OR location ILIKE '%' || sqlc.narg(query)::text || '%')
      AND (sqlc.narg(after_time)::timestamptz IS NULL
           OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
    ORDER BY create_time DESC, id DESC
    LIMIT @max_rows
) cut
JOIN gallery_projects p ON p.id = cut.id
CROSS JOIN LATERAL (
    -- Aggregated from rows already in display order: one sort, not one per array.
    SELECT array_agg(x.file_id)::uuid[] AS file_ids, array_agg(x.kind)::text[] AS file_kinds,
           array_agg(x.object_key)::text[] AS file_keys, array_agg(x.original_name)::text[] AS file_names,
           array_agg(x.size)::bigint[] AS file_sizes, array_agg(x.content_type)::text[] AS file_content_types,
           array_agg(x.width)::integer[] AS file_widths, array_agg(x.height)::integer[] AS file_heights,
           array_agg(x.create_time)::timestamptz[] AS file_create_times,
           array_agg(x.state)::text[] AS states, array_agg(x.failure)::text[] AS failures,
           array_agg(x.placeholder)::text[] AS placeholders, array_agg(x.state_width)::integer[] AS state_widths,
           array_agg(x.state_height)::integer[] AS state_heights,
           array_agg(x.poster_id)::uuid[] AS poster_ids, array_agg(x.poster_key)::text[] AS poster_keys,
           array_agg(x.poster_name)::text[] AS poster_names, array_agg(x.poster_size)::bigint[] AS poster_sizes,
           array_agg(x.poster_content_type)::text[] AS poster_content_types,
           array_agg(x.poster_width)::integer[] AS poster_widths, array_agg(x.poster_height)::integer[] AS poster_heights,
           array_agg(x.poster_create_time)::timestamptz[] AS poster_create_times
    FROM (
        SELECT f.id AS file_id, f.kind, f.object_key, f.original_name, f.size, f.content_type, f.width,
               f.height, f.create_time,
               coalesce(s.state, '') AS state, coalesce(s.failure, '') AS failure,
               coalesce(s.placeholder, '') AS placeholder, coalesce(s.width, 0) AS state_width,
               coalesce(s.height, 0) AS state_height,
               coalesce(pf.id, '00000000-0000-0000-0000-000000000000') AS poster_id,
               coalesce(pf.object_key, '') AS poster_key, coalesce(pf.original_name, '') AS poster_name,
               coalesce(pf.size, 0) AS poster_size, coalesce(pf.content_type, '') AS poster_content_type,
               coalesce(pf.width, 0) AS poster_width, coalesce(pf.height, 0) AS poster_height,
               coalesce(pf.create_time, 'epoch') AS poster_create_time
        FROM gallery_images gi
        JOIN files f ON f.id = gi.file_id
        LEFT JOIN files pf ON pf.id = gi.poster_file_id
        LEFT JOIN image_states s ON s.file_id = f.id
        WHERE gi.project_id = p.id
        ORDER BY gi.position
    ) x
) i
CROSS JOIN LATERAL (
    SELECT array_agg(y.file_id)::uuid[] AS file_ids, array_agg(y.object_key)::text[] AS keys,
           array_agg(y.width)::integer[] AS widths, array_agg(y.height)::integer[] AS heights,
           array_agg(y.size)::bigint[] AS sizes, array_agg(y.content_type)::text[] AS content_types
    FROM (
        SELECT iv.* FROM gallery_images gi
        JOIN image_variants iv ON iv.file_id = gi.file_id
        WHERE gi.project_id = p.id
        ORDER BY iv.file_id, iv.content_type, iv.width
    ) y
) v
ORDER BY p.create_time DESC, p.id DESC;

-- name: GalleryProjectGet :one
SELECT * FROM gallery_projects WHERE id = @id AND delete_time IS NULL;

-- name: GalleryProjectGetForUpdate :one
-- Locks the project so that a concurrent edit cannot swap its images while it is deleted.
SELECT * FROM gallery_projects WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: GalleryProjectCreate :one
-- Its parameters are GalleryProjectUpdate's, in the same order (the id last), so one
-- function fills both.
INSERT INTO gallery_projects (title, description, type, other_type, department, location,
                              technology_used, designing_software, status, tonnage_tenths, id)
VALUES (@title, @description, @type, @other_type, @department, @location,
        @technology_used, @designing_software, @status, sqlc.narg(tonnage_tenths), @id)
RETURNING *;

-- name: GalleryProjectUpdate :one
UPDATE gallery_projects
SET title = @title, description = @description, type = @type, other_type = @other_type,
    department = @department, location = @location, technology_used = @technology_used,
    designing_software = @designing_software, status = @status,
    tonnage_tenths = sqlc.narg(tonnage_tenths), update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: GalleryProjectDelete :one
-- For good (the trash's purge); the images go with it (ON DELETE CASCADE).
DELETE FROM gallery_projects WHERE id = @id AND delete_time IS NOT NULL RETURNING *;

-- name: GalleryProjectTrash :one
UPDATE gallery_projects SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: GalleryProjectRestore :one
UPDATE gallery_projects SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: GalleryProjectGetTrashedForUpdate :one
SELECT * FROM gallery_projects
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;
