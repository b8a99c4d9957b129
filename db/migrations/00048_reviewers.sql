-- Outside reviewers: an engineer of record or a contractor's reviewer named on a transmittal
-- by e-mail address, who belongs to no client organization. Their sign-in account is a
-- client_users row without an organization, so that one address stays one account (the
-- unique lower-cased e-mail) and the clients' sign-in serves them unchanged: one-time links,
-- sessions, two-factor sign-in and the sign-in limits. A row here marks such an account as
-- a reviewer's; transmittal_recipients names it (migration 00049). What a reviewer may see
-- is decided by those recipients, never by an organization: they have none.

-- +goose Up
ALTER TABLE client_users ALTER COLUMN organization_id DROP NOT NULL;

CREATE TABLE reviewers (
    id          uuid        PRIMARY KEY REFERENCES client_users (id) ON DELETE CASCADE,
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON reviewers FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE reviewers;
DELETE FROM client_users WHERE organization_id IS NULL;
ALTER TABLE client_users ALTER COLUMN organization_id SET NOT NULL;
