-- name: QuoteNumberNext :one
-- The next number of year's sequence. The row stays locked until the caller's
-- transaction ends, so a quote that is not stored gives its number back: no gaps.
INSERT INTO quote_number_counters (year, last) VALUES (@year, 1)
ON CONFLICT (year) DO UPDATE SET last = quote_number_counters.last + 1
RETURNING last;
