-- name: QuoteTemplateList :many
SELECT * FROM quote_templates
WHERE retire_time IS NULL AND (@kind::text = '' OR kind = @kind)
ORDER BY kind, title, id;

-- name: QuoteTemplateGet :one
SELECT * FROM quote_templates WHERE id = @id;

-- name: QuoteTemplateCreate :one
INSERT INTO quote_templates (family_id, version, kind, title, body)
VALUES (@family_id, @version, @kind, @title, @body)
RETURNING *;

-- name: QuoteTemplateRetire :one
-- Retires a family's current version, answering it (no row: no current version).
UPDATE quote_templates SET retire_time = now()
WHERE family_id = @family_id AND retire_time IS NULL
RETURNING *;

-- name: QuoteTemplateCurrentTerms :one
-- The terms a new quote starts with: the newest current terms template.
SELECT * FROM quote_templates
WHERE kind = 'TERMS' AND retire_time IS NULL
ORDER BY create_time DESC, id DESC
LIMIT 1;
