-- name: RfiEventCreate :exec
INSERT INTO rfi_events (rfi_id, action, actor_name, by_firm, note, status, create_time)
VALUES (@rfi_id, @action, @actor_name, @by_firm, @note, @status, @now);

-- name: RfiEventListByRfi :many
SELECT * FROM rfi_events WHERE rfi_id = @rfi_id ORDER BY create_time, seq;
