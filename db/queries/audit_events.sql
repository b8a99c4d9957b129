-- name: AuditEventCreate :exec
INSERT INTO audit_events (actor_id, actor_username, client_addr, procedure, action, entity_table, entity_id, summary)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8);

-- name: AuditEventList :many
-- Newest first; keyset paging on id (ids grow with time). Empty filters match all.
SELECT * FROM audit_events
WHERE (sqlc.arg(before_id)::bigint = 0 OR id < sqlc.arg(before_id)::bigint)
  AND (sqlc.narg(actor_id)::uuid IS NULL OR actor_id = sqlc.narg(actor_id)::uuid)
  AND (sqlc.arg(entity_table)::text = '' OR entity_table = sqlc.arg(entity_table)::text)
  AND (sqlc.narg(from_time)::timestamptz IS NULL OR create_time >= sqlc.narg(from_time)::timestamptz)
  AND (sqlc.narg(to_time)::timestamptz IS NULL OR create_time < sqlc.narg(to_time)::timestamptz)
ORDER BY id DESC
LIMIT sqlc.arg(max_rows);
