-- A project's RFI conventions: how long the asked side has to answer (the default
-- required-by date is the day an RFI opens plus these days, calendar or working days),
-- and the last RFI number given. The number is taken by incrementing it in the
-- transaction that writes the RFI, as drawing_settings.last_transmittal is: the row lock
-- makes concurrent RFIs take turns and a rolled-back one gives its number back.
-- The firm's non-working days (holidays) are a list staff edit; working days skip them
-- and weekends.

-- +goose Up
CREATE TABLE rfi_settings (
    project_id     uuid        PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    response_days  int         NOT NULL DEFAULT 5 CHECK (response_days BETWEEN 1 AND 365),
    working_days   boolean     NOT NULL DEFAULT true,
    last_number    int         NOT NULL DEFAULT 0 CHECK (last_number >= 0),
    update_time    timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfi_settings FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TABLE non_working_days (
    day         date        PRIMARY KEY,
    name        text        NOT NULL DEFAULT '' CHECK (length(name) <= 200),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON non_working_days FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE non_working_days;
DROP TABLE rfi_settings;
