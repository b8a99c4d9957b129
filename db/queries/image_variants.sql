-- name: ImageVariantCreate :exec
INSERT INTO image_variants (file_id, width, height, size, content_type, object_key)
VALUES (@file_id, @width, @height, @size, @content_type, @object_key);

-- name: ImageVariantDeleteForFile :many
DELETE FROM image_variants WHERE file_id = @file_id RETURNING object_key;

-- name: ImageVariantListForFiles :many
SELECT * FROM image_variants WHERE file_id = ANY(@file_ids::uuid[])
ORDER BY file_id, content_type, width;

-- name: ImageVariantKeysForFiles :many
-- Read after the files are locked (FileLockMany), so a variant committed meanwhile is seen.
SELECT object_key FROM image_variants WHERE file_id = ANY(@file_ids::uuid[]);

-- name: ImageVariantGetByKey :one
-- A variant is served only while its file is claimed, like the file itself.
SELECT v.* FROM image_variants v JOIN files f ON f.id = v.file_id
WHERE v.object_key = @object_key AND f.claimed;
