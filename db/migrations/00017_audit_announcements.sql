-- The announcement is a staff write: audited like every other (audit_row, migration 00010).

-- +goose Up
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON announcements
    FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TRIGGER audit ON announcements;
