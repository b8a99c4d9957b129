-- The daily reminders of overdue RFIs: one row per RFI and day a reminder was queued to
-- its assignee, as transmittal_reminders: a second run the same day inserts nothing and
-- mails no one. Only the reminders job writes it.

-- +goose Up
CREATE TABLE rfi_reminders (
    rfi_id      uuid        NOT NULL REFERENCES rfis (id) ON DELETE CASCADE,
    day         date        NOT NULL,
    create_time timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (rfi_id, day)
);

-- +goose Down
DROP TABLE rfi_reminders;
