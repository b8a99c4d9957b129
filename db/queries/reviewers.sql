-- name: ReviewerCreate :exec
-- Marks an account without an organization as an outside reviewer's (once).
INSERT INTO reviewers (id) VALUES (@id) ON CONFLICT (id) DO NOTHING;
