-- +goose Up

-- The project portal's projects and deadlines. A project belongs to one client
-- organization; its milestones have due dates and a "ball in court": the firm (with the
-- staff member responsible, if named) or the client organization. Every change of a date
-- or of who holds the ball is kept in milestone_changes, which both sides read.
CREATE TABLE projects (
    id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    organization_id uuid        NOT NULL REFERENCES client_organizations (id) ON DELETE RESTRICT,
    name            text        NOT NULL CHECK (name <> ''),
    job_number      text        NOT NULL CHECK (job_number <> ''),
    location        text        NOT NULL DEFAULT '',
    status          text        NOT NULL DEFAULT 'ESTIMATING'
        CHECK (status IN ('ESTIMATING', 'DETAILING', 'APPROVAL', 'RELEASED', 'CLOSED')),
    -- The estimate request the project was won from, if any.
    estimate_request_id uuid    UNIQUE REFERENCES estimate_requests (id) ON DELETE SET NULL,
    create_time     timestamptz NOT NULL DEFAULT now(),
    update_time     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX projects_job_number_idx ON projects (lower(job_number));
CREATE INDEX projects_organization_idx ON projects (organization_id, create_time DESC);

-- The firm's team on a project.
CREATE TABLE project_team_members (
    project_id    uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    staff_user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    PRIMARY KEY (project_id, staff_user_id)
);

CREATE TABLE milestones (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id    uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name          text        NOT NULL CHECK (name <> ''),
    due_date      date        NOT NULL,
    -- FIRM: the firm holds the ball (assignee_id the staff member responsible, if any);
    -- CLIENT: the client organization does.
    ball_in_court text        NOT NULL DEFAULT 'FIRM' CHECK (ball_in_court IN ('FIRM', 'CLIENT')),
    assignee_id   uuid        REFERENCES staff_users (id) ON DELETE SET NULL,
    done          boolean     NOT NULL DEFAULT false,
    create_time   timestamptz NOT NULL DEFAULT now(),
    update_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX milestones_project_idx ON milestones (project_id, due_date, id);

-- The history of a milestone: who (a staff user or a client user, by name as it was),
-- when, the date and ball before and after, and why.
CREATE TABLE milestone_changes (
    id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    milestone_id      uuid        NOT NULL REFERENCES milestones (id) ON DELETE CASCADE,
    create_time       timestamptz NOT NULL DEFAULT now(),
    actor_kind        text        NOT NULL CHECK (actor_kind IN ('STAFF', 'CLIENT')),
    actor_id          uuid        NOT NULL,
    actor_name        text        NOT NULL,
    old_due_date      date        NOT NULL,
    new_due_date      date        NOT NULL,
    old_ball_in_court text        NOT NULL,
    new_ball_in_court text        NOT NULL,
    old_assignee_id   uuid,
    new_assignee_id   uuid,
    reason            text        NOT NULL DEFAULT '',
    -- A date is never moved without a reason.
    CHECK (old_due_date = new_due_date OR reason <> '')
);
CREATE INDEX milestone_changes_milestone_idx ON milestone_changes (milestone_id, id);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON project_team_members FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON milestones FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON milestone_changes FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE milestone_changes;
DROP TABLE milestones;
DROP TABLE project_team_members;
DROP TABLE projects;
