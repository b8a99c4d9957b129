-- name: GalleryImageListForProjects :many
-- One query for the images of a whole page of projects (no query per project).
SELECT gi.project_id, gi.position, gi.poster_file_id, sqlc.embed(f)
FROM gallery_images gi
JOIN files f ON f.id = gi.file_id
WHERE gi.project_id = ANY(@project_ids::uuid[])
ORDER BY gi.project_id, gi.position;

-- name: GalleryImageCreateMany :exec
INSERT INTO gallery_images (project_id, position, file_id)
SELECT @project_id::uuid, (t.ord - 1)::integer, t.file_id
FROM unnest(@file_ids::uuid[]) WITH ORDINALITY AS t(file_id, ord);

-- name: GalleryImageDeleteForProject :many
DELETE FROM gallery_images WHERE project_id = @project_id RETURNING file_id, poster_file_id;

-- name: GalleryImageGetVideoForUpdate :one
-- A project's video by its object key, locked while its poster changes.
SELECT gi.file_id, gi.poster_file_id, f.content_type
FROM gallery_images gi
JOIN files f ON f.id = gi.file_id
WHERE gi.project_id = @project_id AND f.object_key = @object_key
FOR UPDATE OF gi;

-- name: GalleryImageSetPoster :exec
UPDATE gallery_images SET poster_file_id = @poster_file_id
WHERE project_id = @project_id AND file_id = @file_id;
