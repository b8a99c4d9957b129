-- name: StaffLoginChallengeCreate :exec
INSERT INTO staff_login_challenges (token_hash, user_id, expire_time) VALUES ($1, $2, $3);

-- name: StaffLoginChallengeGet :one
SELECT * FROM staff_login_challenges WHERE token_hash = $1 AND expire_time > now();

-- name: StaffLoginChallengeFail :one
-- Counts a wrong code; the caller drops the challenge after too many.
UPDATE staff_login_challenges SET failures = failures + 1 WHERE token_hash = $1 RETURNING failures;

-- name: StaffLoginChallengeDelete :execrows
DELETE FROM staff_login_challenges WHERE token_hash = $1;

-- name: StaffLoginChallengeDeleteExpired :exec
DELETE FROM staff_login_challenges WHERE expire_time <= now();
