-- When a transmittal closed: the moment its last item received a status. Unset while any
-- item waits for review (the clock runs), and for transmittals that ask for none (For
-- fabrication, For field use and For information close when sent). Outside reviewers'
-- access and the median days to return are measured from it.

-- +goose Up
ALTER TABLE transmittals ADD COLUMN close_time timestamptz NULL;
CREATE INDEX transmittals_open_idx ON transmittals (due_date) WHERE close_time IS NULL;

-- +goose Down
DROP INDEX transmittals_open_idx;
ALTER TABLE transmittals DROP COLUMN close_time;
