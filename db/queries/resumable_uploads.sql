-- name: ResumableUploadCreate :exec
INSERT INTO resumable_uploads (id, owner_hash, client_key, challenge_sig, name, content_type, size)
VALUES (@id, @owner_hash, @client_key, @challenge_sig, @name, @content_type, @size);

-- name: ResumableUploadSetTusID :exec
UPDATE resumable_uploads SET tus_id = @tus_id WHERE id = @id;

-- name: ResumableUploadGet :one
SELECT * FROM resumable_uploads WHERE id = @id;

-- name: ResumableUploadOwnerHeld :one
-- The owner's uploads nothing has claimed yet: how many, and their declared bytes.
SELECT count(*)::int AS uploads, coalesce(sum(size), 0)::bigint AS bytes FROM resumable_uploads
WHERE owner_hash = @owner_hash AND estimate_id IS NULL;

-- name: ResumableUploadChallengeBound :one
-- Whether a challenge was already spent on an upload by this owner.
SELECT EXISTS (SELECT 1 FROM resumable_uploads WHERE owner_hash = @owner_hash AND challenge_sig = @challenge_sig);

-- name: ResumableUploadSaveHash :execrows
-- The running hash after hashed_offset bytes; only over the state it continued from.
UPDATE resumable_uploads SET hash_state = @hash_state, hashed_offset = @hashed_offset, update_time = now()
WHERE id = @id AND hashed_offset = @from_offset;

-- name: ResumableUploadLoseHash :exec
UPDATE resumable_uploads SET hash_state = NULL, hashed_offset = -1, update_time = now() WHERE id = @id;

-- name: ResumableUploadComplete :exec
UPDATE resumable_uploads SET sha256 = @sha256, complete_time = now(), hash_state = NULL, update_time = now()
WHERE id = @id;

-- name: ResumableUploadsForClaim :many
-- The uploads a request names, locked so that two requests cannot claim one.
SELECT * FROM resumable_uploads WHERE id = ANY (@ids::uuid[]) FOR UPDATE;

-- name: ResumableUploadClaim :execrows
UPDATE resumable_uploads SET estimate_id = @estimate_id, position = @position
WHERE id = @id AND estimate_id IS NULL;

-- name: ResumableUploadListByEstimate :many
SELECT * FROM resumable_uploads WHERE estimate_id = @estimate_id ORDER BY position;

-- name: ResumableUploadUnclaimed :many
-- Uploads no request claimed whose last bytes arrived before before.
SELECT * FROM resumable_uploads WHERE estimate_id IS NULL AND update_time < @before
ORDER BY update_time LIMIT @max_rows;

-- name: ResumableUploadDeleteUnclaimed :execrows
DELETE FROM resumable_uploads WHERE id = @id AND estimate_id IS NULL AND update_time < @before;

-- name: ResumableUploadDeleteByEstimate :many
DELETE FROM resumable_uploads WHERE estimate_id = @estimate_id RETURNING tus_id;

-- name: ResumableUploadGetForEstimate :one
-- A file of a request that is not in the trash.
SELECT u.* FROM resumable_uploads u
JOIN estimate_requests e ON e.id = u.estimate_id AND e.delete_time IS NULL
WHERE u.id = @id AND u.estimate_id = @estimate_id;

-- name: ResumableUploadCreateTargeted :exec
-- An upload admitted by a signed-in service (the portal) for target: no budget.
INSERT INTO resumable_uploads (id, owner_hash, client_key, name, content_type, size, target_id)
VALUES (@id, @owner_hash, @client_key, @name, @content_type, @size, @target_id);

-- name: ResumableUploadGetForUpdate :one
SELECT * FROM resumable_uploads WHERE id = @id FOR UPDATE;

-- name: ResumableUploadDeleteClaimed :execrows
-- A targeted upload leaves the table once claimed: its bytes belong to what claimed it.
DELETE FROM resumable_uploads WHERE id = @id AND estimate_id IS NULL;
