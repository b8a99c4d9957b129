-- A case study's images (migration 00025), in order; the first is the cover.

-- name: CaseStudyImageListFor :many
-- One query for the images of a whole page of case studies.
SELECT ci.case_study_id, ci.position, ci.alt, sqlc.embed(f)
FROM case_study_images ci
JOIN files f ON f.id = ci.file_id
WHERE ci.case_study_id = ANY(@case_study_ids::uuid[])
ORDER BY ci.case_study_id, ci.position;

-- name: CaseStudyImageListForUpdate :many
SELECT * FROM case_study_images WHERE case_study_id = @case_study_id ORDER BY position FOR UPDATE;

-- name: CaseStudyImageUpsert :exec
-- Writes one image's place and alt text; an unchanged row is not written (no audit entry).
INSERT INTO case_study_images (case_study_id, file_id, position, alt)
VALUES (@case_study_id, @file_id, @position, @alt)
ON CONFLICT (case_study_id, file_id) DO UPDATE SET position = excluded.position, alt = excluded.alt
WHERE case_study_images.position <> excluded.position OR case_study_images.alt <> excluded.alt;

-- name: CaseStudyImageDelete :exec
DELETE FROM case_study_images WHERE case_study_id = @case_study_id AND file_id = @file_id;

-- name: CaseStudyImageDeleteFor :many
-- Every image of a case study being removed for good: their files go after.
DELETE FROM case_study_images WHERE case_study_id = @case_study_id RETURNING file_id;
