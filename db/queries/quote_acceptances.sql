-- name: QuoteAcceptanceCreate :one
INSERT INTO quote_acceptances (quote_id, revision, name, title, company, client_addr, accept_time)
VALUES (@quote_id, @revision, @name, @title, @company, @client_addr, @accept_time)
RETURNING *;

-- name: QuoteAcceptanceGet :one
SELECT * FROM quote_acceptances WHERE quote_id = @quote_id;
