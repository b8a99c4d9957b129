-- Browser sessions: a session held in an HttpOnly cookie may be remembered for up to 30
-- days, and then ends after idle_seconds without use (0: no idle limit); last_seen_time is its last use.

-- +goose Up
ALTER TABLE staff_sessions
    ADD COLUMN browser        boolean     NOT NULL DEFAULT false,
    ADD COLUMN idle_seconds   integer     NOT NULL DEFAULT 0 CHECK (idle_seconds >= 0),
    ADD COLUMN last_seen_time timestamptz NOT NULL DEFAULT now();
ALTER TABLE client_sessions
    ADD COLUMN browser        boolean     NOT NULL DEFAULT false,
    ADD COLUMN idle_seconds   integer     NOT NULL DEFAULT 0 CHECK (idle_seconds >= 0),
    ADD COLUMN last_seen_time timestamptz NOT NULL DEFAULT now();

-- A session's use moves last_seen_time (at most once a minute): that is no event for the
-- trail, whose entries for sessions are their start and end.
DROP TRIGGER audit ON staff_sessions;
CREATE TRIGGER audit AFTER INSERT OR DELETE ON staff_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();
DROP TRIGGER audit ON client_sessions;
CREATE TRIGGER audit AFTER INSERT OR DELETE ON client_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TRIGGER audit ON client_sessions;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();
DROP TRIGGER audit ON staff_sessions;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();
ALTER TABLE client_sessions DROP COLUMN browser, DROP COLUMN idle_seconds, DROP COLUMN last_seen_time;
ALTER TABLE staff_sessions DROP COLUMN browser, DROP COLUMN idle_seconds, DROP COLUMN last_seen_time;
