package database_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

// TestActorFollowsTheRequest uses a pool of one connection, so each statement reuses the
// connection the previous one left: an actor must never outlive its request.
func TestActorFollowsTheRequest(t *testing.T) {
	ctx := context.Background()
	pool, err := database.NewPool(ctx, pgtest.NewURL(t)+"&pool_max_conns=1")
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if got := pool.Config().MaxConns; got != 1 {
		t.Fatalf("pool size = %d, want 1", got)
	}
	alice := audit.Origin{Actor: actor.Staff(uuid.New(), "alice"), Addr: "192.0.2.1:1", Procedure: "/gusset.admin.v1.JobService/CreateJob"}
	bob := audit.Origin{Actor: actor.Staff(uuid.New(), "bob"), Addr: "192.0.2.2:1", Procedure: "/gusset.admin.v1.JobService/UpdateJob"}
	insert := func(ctx context.Context, role string) {
		t.Helper()
		if _, err := pool.Exec(ctx, `INSERT INTO jobs (role, location, qualification) VALUES ($1, 'Calgary', 'SDS/2')`, role); err != nil {
			t.Fatal(err)
		}
	}
	insert(audit.WithOrigin(ctx, alice), "by alice")
	insert(ctx, "by a job, no actor")
	insert(audit.WithOrigin(ctx, bob), "by bob")
	insert(audit.WithOrigin(ctx, bob), "by bob again")
	if err := insertInTx(audit.WithOrigin(ctx, alice), pool); err != nil {
		t.Fatal(err)
	}
	insert(ctx, "by a visitor, no actor")

	rows, err := pool.Query(ctx, `SELECT actor_username, client_addr, procedure, summary->>'role' FROM audit_events ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var user, addr, proc, role string
		if err := rows.Scan(&user, &addr, &proc, &role); err != nil {
			t.Fatal(err)
		}
		got = append(got, user+" "+addr+" "+proc+" "+role)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"alice 192.0.2.1:1 /gusset.admin.v1.JobService/CreateJob by alice",
		"bob 192.0.2.2:1 /gusset.admin.v1.JobService/UpdateJob by bob",
		"bob 192.0.2.2:1 /gusset.admin.v1.JobService/UpdateJob by bob again",
		"alice 192.0.2.1:1 /gusset.admin.v1.JobService/CreateJob in a transaction",
	}
	if len(got) != len(want) {
		t.Fatalf("audit rows = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("audit row %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func insertInTx(ctx context.Context, pool *pgxpool.Pool) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO jobs (role, location, qualification) VALUES ('in a transaction', 'Calgary', 'SDS/2')`)
		return err
	})
}
