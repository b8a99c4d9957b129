package auditpg_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/audit/auditpg"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

// Application events go to tables no trigger of the schema audits ("sign_in", say), so
// the trail holds exactly what a test records.
func record(t *testing.T, pool *pgxpool.Pool, a audit.Origin, table, id string, summary any) {
	t.Helper()
	if err := auditpg.Record(context.Background(), sqlc.New(pool), a, "test_action", table, id, summary); err != nil {
		t.Fatal(err)
	}
}

func ids(events []audit.Event) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.EntityID)
	}
	return out
}

func TestListFiltersAndPagesNewestFirst(t *testing.T) {
	pool := pgtest.New(t)
	store := auditpg.New(pool)
	ctx := context.Background()
	alice, bob := audit.Origin{Actor: actor.Staff(uuid.New(), "alice")}, audit.Origin{Actor: actor.Staff(uuid.New(), "bob")}
	record(t, pool, alice, "t_one", "1", nil)
	record(t, pool, bob, "t_two", "2", nil)
	record(t, pool, alice, "t_two", "3", nil)
	record(t, pool, audit.Origin{Actor: actor.Actor{Name: "a stranger"}}, "t_one", "4", nil)
	all, err := store.List(ctx, audit.Filter{EntityTable: "", Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var mine []audit.Event
	for _, e := range all {
		if e.Action == "test_action" {
			mine = append(mine, e)
		}
	}
	if got, want := ids(mine), []string{"4", "3", "2", "1"}; !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	third := mine[1].ID // event "3"
	tests := []struct {
		name string
		f    audit.Filter
		want []string
	}{
		{"an actor's events", audit.Filter{ActorID: alice.ID, Limit: 100}, []string{"3", "1"}},
		{"one table's events", audit.Filter{EntityTable: "t_two", Limit: 100}, []string{"3", "2"}},
		{"a page is no longer than its limit", audit.Filter{EntityTable: "t_one", Limit: 1}, []string{"4"}},
		{"the next page starts after the last id", audit.Filter{BeforeID: third, Limit: 100}, []string{"2", "1"}},
		{"a window after every event is empty", audit.Filter{From: time.Now().Add(time.Hour), Limit: 100}, nil},
		{"a window ending before every event is empty", audit.Filter{To: time.Now().Add(-time.Hour), Limit: 100}, nil},
		{"a window around every event has them all", audit.Filter{From: time.Now().Add(-time.Hour), To: time.Now().Add(time.Hour), EntityTable: "t_one", Limit: 100}, []string{"4", "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := store.List(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			var g []string
			for _, e := range got {
				if e.Action == "test_action" {
					g = append(g, e.EntityID)
				}
			}
			if !slices.Equal(g, tt.want) {
				t.Errorf("got %v, want %v", g, tt.want)
			}
		})
	}
}

func TestRecordKeepsTheActorAndSummary(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	tests := []struct {
		name        string
		origin      audit.Origin
		summary     any
		wantSummary string
	}{
		{"a staff user's event keeps who, where and how", audit.Origin{Actor: actor.Staff(uuid.New(), "alice"), Addr: "203.0.113.7", Procedure: "/gusset.admin.v1.X/Y"}, map[string]string{"k": "v"}, `{"k": "v"}`},
		{"an event of nobody known has a nil user id", audit.Origin{Actor: actor.Actor{Name: "typed-name"}}, nil, `{}`},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table := "t_" + string(rune('a'+i))
			record(t, pool, tt.origin, table, "x", tt.summary)
			got, err := auditpg.New(pool).List(ctx, audit.Filter{EntityTable: table, Limit: 10})
			if err != nil || len(got) != 1 {
				t.Fatalf("got %d events, %v, want 1, nil", len(got), err)
			}
			type who struct {
				ID              uuid.UUID
				Name, Addr, Via string
			}
			g, o := got[0], tt.origin
			if gw, ww := (who{g.ActorID, g.ActorName, g.Addr, g.Procedure}), (who{o.ID, o.Name, o.Addr, o.Procedure}); gw != ww {
				t.Errorf("got actor %+v, want %+v", gw, ww)
			}
			var gotJSON, wantJSON any
			_ = json.Unmarshal(got[0].Summary, &gotJSON)
			_ = json.Unmarshal([]byte(tt.wantSummary), &wantJSON)
			if g, w := must(json.Marshal(gotJSON)), must(json.Marshal(wantJSON)); g != w {
				t.Errorf("got summary %s, want %s", g, w)
			}
		})
	}
}

func must(b []byte, err error) string {
	if err != nil {
		panic(err)
	}
	return string(b)
}

func TestRecordCommitsWithItsTransaction(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	rollback := errors.New("rolled back")
	err := database.InTx(ctx, pool, func(q *sqlc.Queries) error {
		if err := auditpg.Record(ctx, q, audit.Origin{Actor: actor.Actor{Name: "alice"}}, "test_action", "t_tx", "1", nil); err != nil {
			return err
		}
		return rollback
	})
	if !errors.Is(err, rollback) {
		t.Fatalf("got %v, want %v", err, rollback)
	}
	got, err := auditpg.New(pool).List(ctx, audit.Filter{EntityTable: "t_tx", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("got %d events after a rollback, want 0", len(got))
	}
}

func TestTheTrailCannotBeEdited(t *testing.T) {
	pool := pgtest.New(t)
	record(t, pool, audit.Origin{Actor: actor.Actor{Name: "alice"}}, "t_ro", "1", nil)
	for _, stmt := range []string{
		`UPDATE audit_events SET action = 'other'`,
		`DELETE FROM audit_events`,
		`TRUNCATE audit_events`,
	} {
		t.Run(stmt+" is refused", func(t *testing.T) {
			if _, err := pool.Exec(context.Background(), stmt); err == nil {
				t.Errorf("got nil, want an error")
			}
		})
	}
}

func TestUsernamesNamesOnlyExistingStaff(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	u, err := sqlc.New(pool).StaffUserCreate(ctx, sqlc.StaffUserCreateParams{Username: "alice", PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := auditpg.New(pool).Usernames(ctx, []uuid.UUID{u.ID, uuid.New()})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[u.ID.String()] != "alice" {
		t.Errorf("got %v, want only %s: alice", got, u.ID)
	}
}
