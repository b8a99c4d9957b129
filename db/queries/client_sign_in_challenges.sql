-- name: ClientSignInChallengeCreate :exec
INSERT INTO client_sign_in_challenges (token_hash, user_id, method, expire_time) VALUES (@token_hash, @user_id, @method, @expire_time);

-- name: ClientSignInChallengeGet :one
SELECT * FROM client_sign_in_challenges WHERE token_hash = @token_hash AND expire_time > now();

-- name: ClientSignInChallengeFail :one
-- Counts a wrong code; the caller drops the challenge after too many.
UPDATE client_sign_in_challenges SET failures = failures + 1 WHERE token_hash = @token_hash RETURNING failures;

-- name: ClientSignInChallengeDelete :execrows
DELETE FROM client_sign_in_challenges WHERE token_hash = @token_hash;

-- name: ClientSignInChallengeDeleteExpired :exec
DELETE FROM client_sign_in_challenges WHERE expire_time <= now();
