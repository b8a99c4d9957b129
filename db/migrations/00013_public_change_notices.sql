-- Every write to what the public site shows notifies "gusset_public_change", so that every
-- instance drops its cache of public answers (internal/pubcache). The notice is sent when
-- the writing transaction commits (never for one that rolls back), and PostgreSQL folds the
-- identical notices of one transaction into one.

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('gusset_public_change', '');
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER blog_posts_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER jobs_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER gallery_projects_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_projects
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER gallery_images_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_images
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER portfolio_items_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_items
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
-- Files: their sizes and dimensions are part of the answers that name them.
CREATE TRIGGER files_public_change AFTER UPDATE OR DELETE OR TRUNCATE ON files
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();

-- +goose Down
DROP TRIGGER files_public_change ON files;
DROP TRIGGER portfolio_items_public_change ON portfolio_items;
DROP TRIGGER gallery_images_public_change ON gallery_images;
DROP TRIGGER gallery_projects_public_change ON gallery_projects;
DROP TRIGGER jobs_public_change ON jobs;
DROP TRIGGER blog_posts_public_change ON blog_posts;
DROP FUNCTION notify_public_change();
