-- The public change notice names the table written ("table:<name>"), so each instance
-- drops only the cached pages and answers made from that table (internal/pubcache records
-- what each was made from, internal/readset); it was a bare notice that dropped them all.

-- +goose Up
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('gusset_public_change', 'table:' || TG_TABLE_NAME);
    RETURN NULL;
END
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('gusset_public_change', '');
    RETURN NULL;
END
$$;
-- +goose StatementEnd
