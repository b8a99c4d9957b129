-- +goose Up

-- Sign-in failure counters (see auth.Limits for the rules), kept here rather than in a
-- process's memory so that the lockout holds across instances and restarts. One row per
-- key: scope 0 is a username from an address, 1 an address, 2 a username; the unused
-- part of a key is ''.
CREATE TABLE login_limits (
    scope        smallint    NOT NULL,
    username     text        NOT NULL,
    addr         text        NOT NULL,
    failures     int         NOT NULL DEFAULT 0,
    window_start timestamptz NOT NULL,
    locked_until timestamptz NOT NULL,
    strikes      int         NOT NULL DEFAULT 0,
    last_lock    timestamptz NOT NULL,
    PRIMARY KEY (scope, username, addr)
);
CREATE INDEX login_limits_locked_until_idx ON login_limits (locked_until);

-- Settings the instances of one site share, such as a generated FILE_URL_SECRET: kept
-- here so that every instance on the database signs and checks alike.
CREATE TABLE site_settings (
    name  text  PRIMARY KEY,
    value bytea NOT NULL
);

-- +goose Down
DROP TABLE site_settings;
DROP TABLE login_limits;
