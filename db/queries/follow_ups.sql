-- name: FollowUpGet :one
-- A subject's follow-up (not in the trash), with its assignee's username.
SELECT f.*, coalesce(u.username, '')::text AS assignee_name
FROM follow_ups f LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE f.id = @id AND f.subject_kind = @subject_kind AND f.trash_time IS NULL;

-- name: FollowUpGetForUpdate :one
SELECT * FROM follow_ups
WHERE id = @id AND subject_kind = @subject_kind AND trash_time IS NULL
FOR UPDATE;

-- name: FollowUpAssign :execrows
-- Only an enabled staff account can be assigned (or nobody, with a null assignee); no
-- row when the subject is missing, trashed, or the assignee is not one.
UPDATE follow_ups f SET assignee_id = sqlc.narg(assignee_id)
WHERE f.id = @id AND f.subject_kind = @subject_kind AND f.trash_time IS NULL
  AND (sqlc.narg(assignee_id)::uuid IS NULL OR EXISTS (
      SELECT 1 FROM staff_users s WHERE s.id = sqlc.narg(assignee_id)::uuid AND s.disabled_time IS NULL));

-- name: FollowUpResponded :exec
-- The first answer's time is kept once.
UPDATE follow_ups SET first_response_time = coalesce(first_response_time, now())
WHERE id = @id AND subject_kind = @subject_kind;

-- name: FollowUpShare :one
-- One kind's figures, in one snapshot. open: not in a closed status, not trashed. Over
-- the subjects received since since (not trashed): received; answered_in_time = first
-- answered within within; due = those whose within is over, plus those already answered
-- in time (one still inside it and unanswered is neither a success nor a miss yet);
-- waiting = not answered at all.
SELECT
    (SELECT count(*) FROM follow_ups o
     WHERE o.subject_kind = @subject_kind AND o.trash_time IS NULL
       AND NOT (o.status = ANY (@closed::text[])))::bigint AS open,
    count(*)::bigint AS received,
    count(*) FILTER (WHERE f.first_response_time <= f.receive_time + @within::interval)::bigint AS answered_in_time,
    count(*) FILTER (WHERE f.first_response_time <= f.receive_time + @within::interval
                        OR f.receive_time + @within::interval <= now())::bigint AS due,
    count(*) FILTER (WHERE f.first_response_time IS NULL)::bigint AS waiting
FROM follow_ups f
WHERE f.subject_kind = @subject_kind AND f.trash_time IS NULL AND f.receive_time >= @since;
