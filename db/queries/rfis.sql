-- name: RfiCreate :one
INSERT INTO rfis (project_id, number, status, subject, question, proposed_resolution, refs, cost_impact,
    schedule_impact, raised_by_staff_id, raised_by_client_id, raised_by_name, raised_by_firm, assignee_id,
    distribution_ids, required_by, open_time, create_time, update_time)
VALUES (@project_id, @number, @status, @subject, @question, @proposed_resolution, @refs, @cost_impact,
    @schedule_impact, sqlc.narg('raised_by_staff_id'), sqlc.narg('raised_by_client_id'), @raised_by_name,
    @raised_by_firm, sqlc.narg('assignee_id'), @distribution_ids, sqlc.narg('required_by'),
    CASE WHEN @status::text = 'OPEN' THEN @now::timestamptz END, @now, @now)
RETURNING id;

-- name: RfiGet :one
-- An RFI with its project's organization and name; for_update locks it (a state change).
SELECT r.*, p.organization_id, p.name AS project_name, p.job_number
FROM rfis r JOIN projects p ON p.id = r.project_id
WHERE r.id = @id;

-- name: RfiLock :one
SELECT r.status FROM rfis r WHERE r.id = @id FOR UPDATE;

-- name: RfiUpdate :exec
UPDATE rfis SET subject = @subject, question = @question, proposed_resolution = @proposed_resolution,
    refs = @refs, cost_impact = @cost_impact, schedule_impact = @schedule_impact,
    assignee_id = sqlc.narg('assignee_id'), distribution_ids = @distribution_ids,
    required_by = sqlc.narg('required_by'), update_time = @now
WHERE id = @id;

-- name: RfiSetStatus :exec
-- A state change at @now (the service's clock). Opening sets open_time once; answering sets the answer; reopening
-- clears the answer and the close; closing and voiding set close_time.
UPDATE rfis SET status = @status,
    required_by = coalesce(sqlc.narg('required_by'), required_by),
    open_time = CASE WHEN @status::text = 'OPEN' THEN coalesce(open_time, @now::timestamptz) ELSE open_time END,
    answer = CASE WHEN @status::text = 'ANSWERED' THEN @answer::text WHEN @status::text = 'OPEN' THEN '' ELSE answer END,
    answered_by_name = CASE WHEN @status::text = 'ANSWERED' THEN @answered_by_name::text WHEN @status::text = 'OPEN' THEN '' ELSE answered_by_name END,
    answer_time = CASE WHEN @status::text = 'ANSWERED' THEN @now::timestamptz WHEN @status::text = 'OPEN' THEN NULL ELSE answer_time END,
    close_time = CASE WHEN @status::text IN ('CLOSED', 'VOID') THEN @now::timestamptz ELSE NULL END,
    update_time = @now
WHERE id = @id;

-- name: RfiPage :many
-- A page of RFIs, newest first, after (after_time, after_id), with how many match over all
-- pages: of one project or (project unset) all, of one organization (scope) or any, assigned
-- to or copied to one person (an outside reviewer) or anyone. The filter: status, overdue (Open and required before @today),
-- the subject holding @query or the number being @number_query, and the ball's court
-- (rfi_court, migration 00082). The matching set holds keys only (read from
-- rfis_page_idx alone); only the page's rows are read whole.
WITH matching AS (
    SELECT r.id, r.create_time
    FROM rfis r JOIN projects p ON p.id = r.project_id
    WHERE (sqlc.narg('project_id')::uuid IS NULL OR r.project_id = sqlc.narg('project_id'))
        AND (sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id'))
        AND (sqlc.narg('person_id')::uuid IS NULL OR r.assignee_id = sqlc.narg('person_id') OR sqlc.narg('person_id') = ANY(r.distribution_ids))
        AND (NOT @hide_drafts::boolean OR r.status <> 'DRAFT')
        AND (@status::text = '' OR r.status = @status)
        AND (NOT @overdue_only::boolean OR (r.status = 'OPEN' AND r.required_by < @today::date))
        AND (@query::text = '' OR strpos(lower(r.subject), lower(@query)) > 0 OR r.number::text = @number_query::text)
        AND (@court::text = '' OR @court = rfi_court(r.status, r.raised_by_firm))
), page AS (
    SELECT m.id FROM matching m
    WHERE sqlc.narg('after_time')::timestamptz IS NULL OR (m.create_time, m.id) < (sqlc.narg('after_time')::timestamptz, sqlc.narg('after_id')::uuid)
    ORDER BY m.create_time DESC, m.id DESC
    LIMIT @max_rows
)
SELECT r.*, p.organization_id, p.name AS project_name, p.job_number, (SELECT count(*) FROM matching)::int AS total_size
FROM page JOIN rfis r ON r.id = page.id JOIN projects p ON p.id = r.project_id
ORDER BY r.create_time DESC, r.id DESC;

-- name: RfiPeople :many
-- The people an RFI may name, of these ids: client users of the organization and outside
-- reviewers (accounts without an organization that are reviewers), with whether they are
-- disabled, their mail choice (EACH when never chosen) and language.
SELECT u.id, u.name, u.email, (u.organization_id IS NULL)::boolean AS reviewer, u.disabled,
    coalesce(c.choice, 'EACH')::text AS choice, u.language
FROM client_users u LEFT JOIN message_mail_choices c ON c.id = u.id
WHERE u.id = ANY(@ids::uuid[])
    AND (u.organization_id = @organization_id OR (u.organization_id IS NULL AND EXISTS (SELECT 1 FROM reviewers v WHERE v.id = u.id)));

-- name: RfiCounts :one
-- Open and overdue RFIs: of one organization (scope) or all; in the client's court only
-- when client_court is set.
SELECT count(*) FILTER (WHERE r.status = 'OPEN')::int AS open,
    count(*) FILTER (WHERE r.status = 'OPEN' AND r.required_by < @today::date)::int AS overdue
FROM rfis r JOIN projects p ON p.id = r.project_id
WHERE r.status = 'OPEN' AND p.status <> 'CLOSED'
    AND (sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id'))
    AND (NOT @client_court::boolean OR r.raised_by_firm);
