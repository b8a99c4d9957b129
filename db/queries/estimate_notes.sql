-- name: EstimateNoteList :many
SELECT * FROM estimate_notes WHERE estimate_id = @estimate_id ORDER BY create_time, id;

-- name: EstimateNoteCreate :one
INSERT INTO estimate_notes (estimate_id, author_id, author_name, body)
VALUES (@estimate_id, sqlc.narg(author_id), @author_name, @body)
RETURNING *;
