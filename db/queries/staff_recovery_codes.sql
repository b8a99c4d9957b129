-- name: StaffRecoveryCodeDeleteForUser :exec
DELETE FROM staff_recovery_codes WHERE user_id = $1;

-- name: StaffRecoveryCodeCreate :exec
INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES ($1, $2);

-- name: StaffRecoveryCodeUse :execrows
-- Single use: only an unused code is marked, atomically.
UPDATE staff_recovery_codes SET used_time = now()
WHERE user_id = $1 AND code_hash = $2 AND used_time IS NULL;
