-- The client's project list shows each project's RFIs waiting on the client (docs/rfis.md):
-- a write to rfis drops the cached lists as the other tables it is made of do (migration
-- 00035's notify_portal_change).

-- +goose Up
CREATE TRIGGER rfis_portal_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rfis
    FOR EACH STATEMENT EXECUTE FUNCTION notify_portal_change();

-- +goose Down
DROP TRIGGER rfis_portal_change ON rfis;
