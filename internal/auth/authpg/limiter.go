package authpg

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/auth"
)

// LimiterUpdate locks the keys' rows (creating missing ones) in the order given, which
// is the same for every caller (by scope), so parallel updates queue up without
// deadlocking; the rows stay locked until the transaction commits what fn left.
func (s *Store) LimiterUpdate(ctx context.Context, keys []auth.LimiterKey, fn func([]*auth.LimiterEntry) error) error {
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		entries := make([]*auth.LimiterEntry, len(keys))
		for i, k := range keys {
			row, err := q.LoginLimitLock(ctx, sqlc.LoginLimitLockParams{Scope: int16(k.Scope), Username: k.Username, Addr: k.Addr})
			if err != nil {
				return fmt.Errorf("lock sign-in counter: %w", err)
			}
			entries[i] = &auth.LimiterEntry{
				Failures: int(row.Failures), WindowStart: row.WindowStart, LockedUntil: row.LockedUntil,
				Strikes: int(row.Strikes), LastLock: row.LastLock,
			}
		}
		if err := fn(entries); err != nil {
			return err
		}
		for i, k := range keys {
			e := entries[i]
			var err error
			if e.Delete {
				err = q.LoginLimitDelete(ctx, sqlc.LoginLimitDeleteParams{Scope: int16(k.Scope), Username: k.Username, Addr: k.Addr})
			} else {
				err = q.LoginLimitSave(ctx, sqlc.LoginLimitSaveParams{
					Scope: int16(k.Scope), Username: k.Username, Addr: k.Addr,
					Failures: int32(e.Failures), WindowStart: stamp(e.WindowStart), LockedUntil: stamp(e.LockedUntil),
					Strikes: int32(e.Strikes), LastLock: stamp(e.LastLock),
				})
			}
			if err != nil {
				return fmt.Errorf("save sign-in counter: %w", err)
			}
		}
		return nil
	})
}

func (s *Store) LimiterPurge(ctx context.Context, now, windowBefore, lockBefore time.Time) (int64, error) {
	return s.q.LoginLimitPurge(ctx, sqlc.LoginLimitPurgeParams{Now: now, WindowBefore: windowBefore, LockBefore: lockBefore})
}

// stamp stores Go's zero time as the epoch, like a new row's: "never".
func stamp(t time.Time) time.Time {
	if t.IsZero() {
		return time.Unix(0, 0)
	}
	return t
}
