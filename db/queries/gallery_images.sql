-- name: GalleryImageListForProjects :many
-- One query for the images of a whole page of projects (no query per project).
SELECT gi.project_id, gi.position, sqlc.embed(f)
FROM gallery_images gi
JOIN files f ON f.id = gi.file_id
WHERE gi.project_id = ANY(@project_ids::uuid[])
ORDER BY gi.project_id, gi.position;

-- name: GalleryImageCreateMany :exec
INSERT INTO gallery_images (project_id, position, file_id)
SELECT @project_id::uuid, (t.ord - 1)::integer, t.file_id
FROM unnest(@file_ids::uuid[]) WITH ORDINALITY AS t(file_id, ord);

-- name: GalleryImageDeleteForProject :many
DELETE FROM gallery_images WHERE project_id = @project_id RETURNING file_id;
