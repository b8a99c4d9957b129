package database

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	pgxuuid "github.com/vgarvardt/pgx-google-uuid/v5"

	"github.com/gusset/gusset/internal/audit"
)

// actorKey is where a connection remembers the actor its session settings name, so a
// connection is only written to when the actor changes: requests without an actor on
// clean connections (the public site) cost no extra round trip.
const actorKey = "gusset.actor"

// NewPool returns a pool on url whose connections carry the request's audit.Origin in
// the session settings the audit triggers read (gusset.actor_id, _username, _addr,
// _procedure). A connection acquired without an actor has any earlier actor cleared
// before use, so a visitor's or a job's write is never recorded under a staff user.
// Queries made in a traced request are its child spans (queryTracer).
func NewPool(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = DefaultConnectTimeout
	}
	cfg.PrepareConn = prepareActor
	// google/uuid values (every id in the domain) are sent and read as binary uuids:
	// without this pgx encodes each through driver.Valuer, failing a plan per element of
	// a uuid[] parameter, which made that a quarter of the gallery list's CPU.
	cfg.AfterConnect = func(ctx context.Context, conn *pgx.Conn) error {
		pgxuuid.Register(conn.TypeMap())
		// Every statement is prepared once per connection (pgx's statement cache). With
		// the optional cursor parameters of the paged lists PostgreSQL would plan each
		// execution anew (a custom plan costs it more than running the list); the
		// statements here are written so that their one generic plan is good, which
		// halves the database's CPU per public list.
		_, err := conn.Exec(ctx, "SET plan_cache_mode = force_generic_plan")
		return err
	}
	cfg.ConnConfig.Tracer = queryTracer()
	return pgxpool.NewWithConfig(ctx, cfg)
}

func prepareActor(ctx context.Context, conn *pgx.Conn) (bool, error) {
	a, _ := audit.OriginFrom(ctx)
	want := ""
	if a.ID != [16]byte{} {
		want = fmt.Sprintf("%s\x00%s\x00%s\x00%s", a.ID, a.Name, a.Addr, a.Procedure)
	}
	data := conn.PgConn().CustomData()
	if have, _ := data[actorKey].(string); have == want {
		return true, nil
	}
	id := ""
	if want != "" {
		id = a.ID.String()
	}
	// Session-level (not transaction-local) settings: the pool hands connections to
	// plain statements and transactions alike.
	_, err := conn.Exec(ctx, `SELECT set_config('gusset.actor_id', $1, false), set_config('gusset.actor_username', $2, false),
		set_config('gusset.actor_addr', $3, false), set_config('gusset.actor_procedure', $4, false)`,
		id, a.Name, a.Addr, a.Procedure)
	if err != nil {
		// The connection's settings are unknown now: drop it rather than risk a write
		// recorded under the wrong actor.
		return false, fmt.Errorf("database: set audit actor: %w", err)
	}
	data[actorKey] = want
	return true, nil
}
