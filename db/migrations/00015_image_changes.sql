-- A gallery or blog image's variants are part of the public answers that show it: their
-- arrival notifies the public caches (migration 00013), as every content write does.

-- +goose Up
CREATE TRIGGER image_states_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON image_states
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER image_variants_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON image_variants
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();

-- +goose Down
DROP TRIGGER image_variants_public_change ON image_variants;
DROP TRIGGER image_states_public_change ON image_states;
