-- Every write to what a client's project list shows (docs/portal.md, "The project list's
-- cache") notifies "gusset_public_change" with the payload 'portal', so that every instance
-- drops its cached lists (internal/portal, Lists) and only those: pubcache hands a notice
-- with that payload to its listeners instead of dropping the public answers. As for the
-- public tables (migration 00013), the notice is sent when the writing transaction commits.

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION notify_portal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('gusset_public_change', 'portal');
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER projects_portal_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();
CREATE TRIGGER milestones_portal_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON milestones
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();
CREATE TRIGGER project_team_members_portal_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_team_members
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();
-- The list names the team and the next milestone's assignee by username, and the
-- organization by name: only those columns' changes (not a sign-in's) matter.
CREATE TRIGGER staff_users_portal_change AFTER UPDATE OF username OR DELETE OR TRUNCATE ON staff_users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();
CREATE TRIGGER client_organizations_portal_change AFTER UPDATE OF name OR DELETE OR TRUNCATE ON client_organizations
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();

-- +goose Down
DROP TRIGGER client_organizations_portal_change ON client_organizations;
DROP TRIGGER staff_users_portal_change ON staff_users;
DROP TRIGGER project_team_members_portal_change ON project_team_members;
DROP TRIGGER milestones_portal_change ON milestones;
DROP TRIGGER projects_portal_change ON projects;
DROP FUNCTION notify_portal_change();
