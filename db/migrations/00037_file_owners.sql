-- Who uploaded a file of a kind that signed-in people other than staff may upload (a
-- portal message's attachment): the owner hash of the person, resumable.OwnerOf
-- ("client:<id>" or "staff:<id>"), as the resumable uploads keep it. Only that person may
-- claim the upload (attach it to a message) or have it discarded by a refused write; the
-- uploads of other kinds (staff's, visitors' résumés) record none (NULL).

-- +goose Up
ALTER TABLE files ADD COLUMN owner_hash bytea NULL;

-- +goose Down
ALTER TABLE files DROP COLUMN owner_hash;
