-- The analytics' per-network cap (docs/analytics.md, "Not counted"): how many events each
-- client network sent in a window, added to by every instance's writer batch by batch, so
-- the cap holds across instances.

-- +goose Up
-- network is a keyed hash of the network (its /24 or /56) with the day's salt, never the
-- address: once the salt is deleted nobody can tell which network a row was. Rows go when
-- their window is over (the analytics job); a counter needs no WAL, and losing it in a
-- crash only lets a window's events be counted again.
CREATE UNLOGGED TABLE analytics_network_counts (
    window_start timestamptz NOT NULL,
    network      bigint      NOT NULL,
    events       bigint      NOT NULL,
    PRIMARY KEY (window_start, network)
);

-- +goose Down
DROP TABLE analytics_network_counts;
