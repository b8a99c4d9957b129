-- name: NonWorkingDayList :many
SELECT * FROM non_working_days ORDER BY day;

-- name: NonWorkingDayDeleteAll :exec
DELETE FROM non_working_days;

-- name: NonWorkingDayCreateMany :exec
INSERT INTO non_working_days (day, name)
SELECT unnest(@days::date[]), unnest(@names::text[]);
