-- name: ApplicationNoteList :many
SELECT * FROM application_notes
WHERE application_id = @application_id
ORDER BY create_time, id;

-- name: ApplicationNoteCreate :one
INSERT INTO application_notes (application_id, author_id, author_name, body)
VALUES (@application_id, sqlc.narg(author_id), @author_name, @body)
RETURNING *;
