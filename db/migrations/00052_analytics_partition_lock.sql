-- Two instances writing the first events of a month both ran CREATE TABLE IF NOT EXISTS
-- for its partition; PostgreSQL's IF NOT EXISTS does not hold against a creator that has
-- not committed yet, so one of them failed (duplicate key in pg_type) and its writer lost
-- the batch. Creators of a partition now take one transaction-scoped advisory lock first:
-- the second waits for the first to commit and then finds the table.

-- +goose Up
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION analytics_ensure_partition(day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    first date := date_trunc('month', day)::date;
    name  text := 'analytics_events_' || to_char(first, 'YYYYMM');
BEGIN
    IF to_regclass(quote_ident(name)) IS NOT NULL THEN
        RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('analytics_ensure_partition'));
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
                   name, first, (first + interval '1 month')::date);
END
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION analytics_ensure_partition(day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    first date := date_trunc('month', day)::date;
BEGIN
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
                   'analytics_events_' || to_char(first, 'YYYYMM'), first, (first + interval '1 month')::date);
END
$$;
-- +goose StatementEnd
