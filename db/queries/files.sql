-- name: FileCreate :one
INSERT INTO files (id, kind, object_key, original_name, size, content_type, width, height, owner_hash)
VALUES (@id, @kind, @object_key, @original_name, @size, @content_type, @width, @height, @owner_hash)
RETURNING *;

-- name: FileClaimNamed :exec
-- Claims the unclaimed uploads of a kind that a record's content names (a page version's
-- pictures); ids already claimed, unknown or of another kind are left as they are.
UPDATE files SET claimed = true
WHERE id = ANY(@ids::uuid[]) AND kind = @kind AND NOT claimed;

-- name: FileClaim :one
-- Claims an unclaimed upload of the given kind for one record, by its uploader: owner_hash
-- is the claiming person's (NULL for a record of staff or a visitor, which claims only an
-- upload no person is recorded for). No row means the id is unknown, of another kind,
-- already used, or someone else's.
UPDATE files SET claimed = true
WHERE id = @id AND kind = @kind AND NOT claimed AND owner_hash IS NOT DISTINCT FROM sqlc.narg(owner_hash)::bytea
RETURNING *;

-- name: FileGetByKey :one
SELECT * FROM files WHERE object_key = @object_key;

-- name: FileGetMany :many
SELECT * FROM files WHERE id = ANY(@ids::uuid[]);

-- name: FileDeleteMany :many
DELETE FROM files WHERE id = ANY(@ids::uuid[]) RETURNING object_key;

-- name: FileListUnclaimed :many
SELECT * FROM files
WHERE NOT claimed AND create_time < @before
ORDER BY create_time
LIMIT @max_rows;

-- name: FileGet :one
SELECT * FROM files WHERE id = @id;

-- name: FileLockMany :many
-- Taken before deleting files, so that variants a worker commits meanwhile are seen (and
-- their objects deleted) rather than left behind by the cascade.
SELECT id FROM files WHERE id = ANY(@ids::uuid[]) ORDER BY id FOR UPDATE;

-- name: FileLockUnclaimed :one
-- An unclaimed upload, of the given kind unless kind is '', uploaded by owner_hash (NULL:
-- one no person is recorded for), as FileClaim.
SELECT id FROM files WHERE id = @id AND NOT claimed AND (@kind::text = '' OR kind = @kind::text)
  AND owner_hash IS NOT DISTINCT FROM sqlc.narg(owner_hash)::bytea FOR UPDATE;

-- name: FileLockShare :one
-- Held by a worker while it records variants: the file cannot be deleted meanwhile.
SELECT id FROM files WHERE id = @id FOR SHARE;
