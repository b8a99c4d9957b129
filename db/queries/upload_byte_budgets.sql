-- name: UploadByteBudgetSpend :one
-- Adds bytes to client's count of the day (UTC) only while it stays within max_bytes: no row comes
-- back when it would not (one statement, so parallel uploads cannot overdraw it).
INSERT INTO upload_byte_budgets AS b (client_key, day, bytes)
SELECT @client_key, (now() AT TIME ZONE 'UTC')::date, @bytes::bigint WHERE @bytes::bigint <= @max_bytes::bigint
ON CONFLICT (client_key, day) DO UPDATE SET bytes = b.bytes + excluded.bytes
WHERE b.bytes + excluded.bytes <= @max_bytes::bigint
RETURNING bytes;

-- name: UploadByteBudgetPurge :execrows
DELETE FROM upload_byte_budgets WHERE day < (now() AT TIME ZONE 'UTC')::date;
