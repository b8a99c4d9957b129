-- name: GalleryProjectList :many
SELECT * FROM gallery_projects
WHERE delete_time IS NULL
  AND (sqlc.narg(department)::text IS NULL OR department = sqlc.narg(department)::text)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: GalleryProjectGet :one
SELECT * FROM gallery_projects WHERE id = @id AND delete_time IS NULL;

-- name: GalleryProjectGetForUpdate :one
-- Locks the project so that a concurrent edit cannot swap its images while it is deleted.
SELECT * FROM gallery_projects WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: GalleryProjectCreate :one
INSERT INTO gallery_projects (title, description, type, other_type, department, location,
                              technology_used, designing_software, status)
VALUES (@title, @description, @type, @other_type, @department, @location,
        @technology_used, @designing_software, @status)
RETURNING *;

-- name: GalleryProjectUpdate :one
UPDATE gallery_projects
SET title = @title, description = @description, type = @type, other_type = @other_type,
    department = @department, location = @location, technology_used = @technology_used,
    designing_software = @designing_software, status = @status, update_time = now()
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
