-- An RFI's change is a notification too (docs/portal.md, notifications): in the other
-- side's list, and in the daily digest of those who chose one (the RFI's own mail reaches
-- the people who follow it and chose a mail for each).

-- +goose Up
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('CLIENT_UPLOAD', 'STAFF_UPLOAD',
    'MILESTONE_HANDED_BACK', 'MILESTONE_CHANGED', 'CLIENT_MESSAGE', 'STAFF_MESSAGE', 'RFI_CHANGED'));

-- +goose Down
DELETE FROM notifications WHERE kind = 'RFI_CHANGED';
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('CLIENT_UPLOAD', 'STAFF_UPLOAD',
    'MILESTONE_HANDED_BACK', 'MILESTONE_CHANGED', 'CLIENT_MESSAGE', 'STAFF_MESSAGE'));
