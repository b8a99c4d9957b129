-- The daily reminders of overdue transmittals: one row per recipient (not copies) and day
-- a reminder was queued. The job inserts the day's rows and queues a mail for each row it
-- inserted, in one transaction: the key makes a second run the same day, on this or any
-- other instance, insert nothing and mail no one. Only the reminders job writes it.

-- +goose Up
CREATE TABLE transmittal_reminders (
    transmittal_id  uuid        NOT NULL REFERENCES transmittals (id) ON DELETE CASCADE,
    client_user_id  uuid        NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
    day             date        NOT NULL,
    create_time     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (transmittal_id, client_user_id, day)
);
-- The median days to return reads the transmittals closed in a window.
CREATE INDEX transmittals_closed_idx ON transmittals (close_time) WHERE close_time IS NOT NULL;

-- +goose Down
DROP INDEX transmittals_closed_idx;
DROP TABLE transmittal_reminders;
