-- The analytics report over a busy site (docs/analytics.md, "The report's cost"): today's
-- rollup, made every minute by the analytics job, is recorded beside the final days' with
-- when it was made, so a report can read it instead of rolling today up again.

-- +goose Up
-- final: the day was over when it was rolled up (its rollup never changes again); a row
-- with final false is today's latest rollup, made at roll_time.
ALTER TABLE analytics_rolled_days ADD COLUMN final boolean NOT NULL DEFAULT true;

-- +goose Down
DELETE FROM analytics_rolled_days WHERE NOT final;
ALTER TABLE analytics_rolled_days DROP COLUMN final;
