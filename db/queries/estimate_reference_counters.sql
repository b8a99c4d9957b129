-- name: EstimateReferenceNext :one
-- The next number of year's sequence: one statement, so parallel requests never share one.
INSERT INTO estimate_reference_counters (year, last) VALUES (@year, 1)
ON CONFLICT (year) DO UPDATE SET last = estimate_reference_counters.last + 1
RETURNING last;
