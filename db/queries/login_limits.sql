-- name: LoginLimitLock :one
-- Answers the key's counters, creating them (an empty window, no lock) if missing, and
-- locks the row until the transaction ends: callers lock their keys in one order, so
-- parallel sign-ins queue up instead of reading the same count.
INSERT INTO login_limits (scope, username, addr, window_start, locked_until, last_lock)
VALUES (@scope, @username, @addr, 'epoch', 'epoch', 'epoch')
ON CONFLICT (scope, username, addr) DO UPDATE SET scope = EXCLUDED.scope
RETURNING failures, window_start, locked_until, strikes, last_lock;

-- name: LoginLimitSave :exec
UPDATE login_limits
SET failures = @failures, window_start = @window_start, locked_until = @locked_until,
    strikes = @strikes, last_lock = @last_lock
WHERE scope = @scope AND username = @username AND addr = @addr;

-- name: LoginLimitDelete :exec
DELETE FROM login_limits WHERE scope = @scope AND username = @username AND addr = @addr;

-- name: LoginLimitPurge :execrows
-- Drops counters with nothing left to remember: no lock, the window over, and no lock
-- recent enough to count for the back-off.
DELETE FROM login_limits
WHERE locked_until <= @now AND window_start < @window_before AND last_lock < @lock_before;
