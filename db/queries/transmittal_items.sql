-- name: TransmittalItemCreateMany :exec
INSERT INTO transmittal_items (transmittal_id, revision_id, position)
SELECT @transmittal_id, r, ord::int FROM unnest(@revision_ids::uuid[]) WITH ORDINALITY AS x (r, ord);

-- name: TransmittalItemList :many
-- The items of these transmittals with their sheets' numbers and titles, in order.
SELECT i.id, i.transmittal_id, i.revision_id, r.sheet_id, s.sheet_number, s.title, r.revision, r.file_name
FROM transmittal_items i
JOIN drawing_revisions r ON r.id = i.revision_id
JOIN drawing_sheets s ON s.id = r.sheet_id
WHERE i.transmittal_id = ANY (@transmittal_ids::uuid[])
ORDER BY i.transmittal_id, i.position;

-- name: TransmittalItemNumbersByRevision :many
-- Which transmittals carried each revision of a project (the register's "issued in"),
-- with what the clock of a sheet reads of them.
SELECT i.revision_id, t.number, t.purpose, t.issue_date, t.due_date, t.close_time FROM transmittal_items i JOIN transmittals t ON t.id = i.transmittal_id
WHERE t.project_id = @project_id ORDER BY t.number;

-- name: TransmittalItemNumbersByRevisions :many
-- TransmittalItemNumbersByRevision for these revisions only (a page of the register, a
-- sheet's history).
SELECT i.revision_id, t.number, t.purpose, t.issue_date, t.due_date, t.close_time FROM transmittal_items i JOIN transmittals t ON t.id = i.transmittal_id
WHERE i.revision_id = ANY (@revision_ids::uuid[]) ORDER BY t.number;
