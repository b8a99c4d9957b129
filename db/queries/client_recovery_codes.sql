-- name: ClientRecoveryCodeDeleteForUser :exec
DELETE FROM client_recovery_codes WHERE user_id = @user_id;

-- name: ClientRecoveryCodeCreate :exec
INSERT INTO client_recovery_codes (user_id, code_hash) VALUES (@user_id, @code_hash);

-- name: ClientRecoveryCodeUse :execrows
-- Single use: only an unused code is marked, atomically.
UPDATE client_recovery_codes SET used_time = now()
WHERE user_id = @user_id AND code_hash = @code_hash AND used_time IS NULL;
