-- name: RateLimitHit :one
-- Counts one hit of client at action in the window starting at window_start and answers
-- the window's count: one statement, so parallel requests each see their own count.
INSERT INTO rate_limits (action, client, window_start, hits)
VALUES (@action, @client, @window_start, 1)
ON CONFLICT (action, client, window_start) DO UPDATE SET hits = rate_limits.hits + 1
RETURNING hits;

-- name: RateLimitPurge :execrows
DELETE FROM rate_limits WHERE window_start < @before;
