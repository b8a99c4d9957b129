-- +goose Up

-- Why staff deleted a milestone: set just before the delete, in its transaction, so the
-- audit trail's entry for the delete (the row as it was) carries the reason.
ALTER TABLE milestones ADD COLUMN delete_reason text NOT NULL DEFAULT '' CHECK (length(delete_reason) <= 1000);

-- +goose Down
ALTER TABLE milestones DROP COLUMN delete_reason;
