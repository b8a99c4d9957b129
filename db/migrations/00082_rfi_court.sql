-- Whose move an RFI waits on, as one function for every statement that asks (the RFI
-- list's filter and the dashboard's count): Open and raised by the firm, the client's;
-- a draft to send, an Open question to answer or an answer to close, the firm's; Closed
-- and Void, no one's (''). The rule of rfi.Court in Go, which answers it per row. SQL and
-- IMMUTABLE, so the planner inlines it and the list keeps reading rfis_page_idx alone.

-- +goose Up
CREATE FUNCTION rfi_court(status text, raised_by_firm boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN status = 'OPEN' AND raised_by_firm THEN 'CLIENT'
            WHEN status IN ('DRAFT', 'OPEN', 'ANSWERED') THEN 'FIRM'
            ELSE '' END;

-- +goose Down
DROP FUNCTION rfi_court(text, boolean);
