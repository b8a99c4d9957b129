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

-- name: GalleryImageListForUpdate :many
-- A project's images in order, locked while one of them is added, removed or moved.
SELECT gi.position, gi.file_id, gi.poster_file_id, f.object_key, f.content_type
FROM gallery_images gi
JOIN files f ON f.id = gi.file_id
WHERE gi.project_id = @project_id
ORDER BY gi.position
FOR UPDATE OF gi;

-- name: GalleryImageAppendMany :exec
-- Adds files after a project's current images (first_position is the current count).
INSERT INTO gallery_images (project_id, position, file_id)
SELECT @project_id::uuid, (t.ord - 1 + @first_position::bigint)::integer, t.file_id
FROM unnest(@file_ids::uuid[]) WITH ORDINALITY AS t(file_id, ord);

-- name: GalleryImageDeleteOne :one
DELETE FROM gallery_images WHERE project_id = @project_id AND file_id = @file_id
RETURNING file_id, poster_file_id;

-- name: GalleryImageReorder :exec
-- Puts the project's images in the order of file_ids (all of them, each once: the
-- caller checks). Only moved rows are written; the deferrable key is checked once the
-- statement is done, so images can swap places.
UPDATE gallery_images gi SET position = (t.ord - 1)::integer
FROM unnest(@file_ids::uuid[]) WITH ORDINALITY AS t(file_id, ord)
WHERE gi.project_id = @project_id AND gi.file_id = t.file_id AND gi.position <> (t.ord - 1)::integer;
