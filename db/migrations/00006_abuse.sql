-- +goose Up

-- Rate limits of the public forms, per client address and action, in fixed windows:
-- kept here so that they hold across processes and restarts.
CREATE TABLE rate_limits (
    action       text        NOT NULL,
    client       text        NOT NULL,
    window_start timestamptz NOT NULL,
    hits         int         NOT NULL DEFAULT 0,
    PRIMARY KEY (action, client, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- Solved proof-of-work challenges, kept until they expire so that none is accepted twice.
CREATE TABLE spent_challenges (
    signature   text        PRIMARY KEY,
    expire_time timestamptz NOT NULL
);
CREATE INDEX spent_challenges_expire_idx ON spent_challenges (expire_time);

-- +goose Down
DROP TABLE spent_challenges;
DROP TABLE rate_limits;
