-- name: AnalyticsNetworkCountAdd :many
-- Adds each network's events of a batch to its window and answers the windows' totals
-- after the addition: one statement, so two writers adding to one window at once each see
-- the total with their own events and never both take the last places under the cap. The
-- caller passes each (window, network) once, in order, so two writers lock rows in the same
-- order.
INSERT INTO analytics_network_counts (window_start, network, events)
-- (Set-returning functions side by side in a select list run in step.)
SELECT unnest(@window_starts::timestamptz[]), unnest(@networks::bigint[]), unnest(@events::bigint[])
ON CONFLICT (window_start, network) DO UPDATE SET events = analytics_network_counts.events + excluded.events
RETURNING window_start, network, events;

-- name: AnalyticsNetworkCountDeleteBefore :execrows
DELETE FROM analytics_network_counts WHERE window_start < @before;
