-- Applicant notes are staff writes: the audit trail records them like every other
-- (audit_row, migration 00010).

-- +goose Up
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON application_notes
    FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TRIGGER audit ON application_notes;
