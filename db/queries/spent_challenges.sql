-- name: SpentChallengeAdd :execrows
-- Spends a solved challenge; no row added means it was spent before.
INSERT INTO spent_challenges (signature, expire_time) VALUES (@signature, @expire_time)
ON CONFLICT (signature) DO NOTHING;

-- name: SpentChallengePurge :execrows
DELETE FROM spent_challenges WHERE expire_time < @before;
