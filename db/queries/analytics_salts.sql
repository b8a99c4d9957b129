-- name: AnalyticsSaltCreate :exec
-- The first process to need the day's salt writes it; the others read that one.
INSERT INTO analytics_salts (day, salt) VALUES (@day, @salt) ON CONFLICT (day) DO NOTHING;

-- name: AnalyticsSaltGet :one
SELECT salt FROM analytics_salts WHERE day = @day;

-- name: AnalyticsSaltDeleteBefore :execrows
DELETE FROM analytics_salts WHERE day < @day;
