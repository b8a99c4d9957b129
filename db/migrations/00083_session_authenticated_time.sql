-- Re-authentication for sensitive staff actions: authenticated_time is when the session's
-- user last proved who they are (the sign-in, with its second factor when on; moved by
-- AccountService.Reauthenticate). Sessions open before this migration count from their
-- sign-in, so none is handed a fresh proof it never gave.

-- +goose Up
ALTER TABLE staff_sessions ADD COLUMN authenticated_time timestamptz NOT NULL DEFAULT now();
UPDATE staff_sessions SET authenticated_time = create_time;

-- +goose Down
ALTER TABLE staff_sessions DROP COLUMN authenticated_time;
