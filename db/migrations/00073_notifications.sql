-- Notifications: what the other side did on a project (a client's upload, milestone
-- hand-back or message reaches the project's staff; a staff upload or milestone change
-- reaches the organization's clients), one row per recipient, written in the transaction of
-- the write that caused it.

-- +goose Up
CREATE TABLE notifications (
    id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    -- The recipient: a staff user or a client user (exactly one).
    staff_user_id   uuid        REFERENCES staff_users (id) ON DELETE CASCADE,
    client_user_id  uuid        REFERENCES client_users (id) ON DELETE CASCADE,
    recipient_id    uuid        NOT NULL,
    project_id      uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    kind            text        NOT NULL CHECK (kind IN ('CLIENT_UPLOAD', 'STAFF_UPLOAD', 'MILESTONE_HANDED_BACK',
                                                        'MILESTONE_CHANGED', 'CLIENT_MESSAGE', 'STAFF_MESSAGE')),
    -- Who acted, by name as it was (as milestone_changes), and what (a file's name, a
    -- milestone's, a thread's subject).
    actor_name      text        NOT NULL,
    title           text        NOT NULL,
    -- What a click opens: a file, a milestone or a thread of the project.
    target_id       uuid,
    create_time     timestamptz NOT NULL DEFAULT now(),
    read_time       timestamptz,
    -- When it was mailed (alone, or in a digest), or found to need no mail: each
    -- notification is mailed at most once.
    mailed_time     timestamptz,
    CHECK (num_nonnulls(staff_user_id, client_user_id) = 1 AND recipient_id = coalesce(staff_user_id, client_user_id))
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, create_time DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_time IS NULL;
CREATE INDEX notifications_unmailed_idx ON notifications (recipient_id, create_time) WHERE mailed_time IS NULL;
CREATE INDEX notifications_project_idx ON notifications (project_id);
-- No audit trigger: a notification is the echo of a write the trail already records, and
-- reading one is no change.

-- +goose Down
DROP TABLE notifications;
