package estimatepg_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/proto"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/estimate"
	"github.com/gusset/gusset/internal/estimate/estimatepg"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
)

// outbox drops the mail: these tests are about the request's follow-up.
type outbox struct{}

func (outbox) Enqueue(context.Context, pgx.Tx, ...mail.Message) error { return nil }

type fixture struct {
	pool  *pgxpool.Pool
	store *estimatepg.Store
	svc   *estimate.Service
}

func start(t *testing.T) fixture {
	t.Helper()
	pool := pgtest.New(t)
	store := estimatepg.New(pool, outbox{})
	return fixture{pool: pool, store: store, svc: estimate.NewService(store, followup.NewService(followuppg.New(pool)), nil, nil, mail.Config{})}
}

func (f fixture) request(t *testing.T, name string) string {
	t.Helper()
	r, err := f.store.Create(context.Background(), &estimate.Input{
		Name: name, Company: "Acme", Email: "erin@example.com", Phone: "555 0100", ProjectName: "Mill", City: "Oslo", Country: "NO",
		Services: []string{"detailing"}, StructureType: "Warehouse", DrawingStatus: "FOR_BID", Software: "TEKLA", Deliverables: []string{"models"},
	}, time.Now().AddDate(0, 1, 0), estimate.Claim{}, func(*estimate.Request) []mail.Message { return nil })
	if err != nil {
		t.Fatal(err)
	}
	return r.GetId()
}

func TestTheFirstResponseOfARequest(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	t.Run("a status change out of New is the first response, kept after", func(t *testing.T) {
		id := f.request(t, "Erin")
		r, err := f.svc.SetStatus(ctx, id, estimate.StatusReviewing)
		if err != nil {
			t.Fatal(err)
		}
		if r.GetFirstResponseTime() == nil {
			t.Fatal("got no first response after Reviewing, want one")
		}
		first := r.GetFirstResponseTime().AsTime()
		if _, err := f.svc.AddNote(ctx, id, actor.Actor{Name: "alice"}, "Quoted."); err != nil {
			t.Fatal(err)
		}
		if r, err = f.svc.Get(ctx, id); err != nil || !r.GetFirstResponseTime().AsTime().Equal(first) {
			t.Errorf("got first response %v (%v) after a note, want %v kept", r.FirstResponseTime, err, first)
		}
	})
	t.Run("setting New is no response", func(t *testing.T) {
		r, err := f.svc.SetStatus(ctx, f.request(t, "Finn"), estimate.StatusNew)
		if err != nil || r.FirstResponseTime != nil {
			t.Errorf("got first response %v (%v), want none", r.FirstResponseTime, err)
		}
	})
	t.Run("a note is a first response", func(t *testing.T) {
		id := f.request(t, "Gus")
		if _, err := f.svc.AddNote(ctx, id, actor.Actor{Name: "alice"}, "Called back."); err != nil {
			t.Fatal(err)
		}
		notes, err := f.svc.Notes(ctx, id)
		if err != nil || len(notes) != 1 || notes[0].GetAuthor() != "alice" {
			t.Fatalf("got notes %+v (%v), want alice's one", notes, err)
		}
		if r, err := f.svc.Get(ctx, id); err != nil || r.FirstResponseTime == nil {
			t.Errorf("got first response %v (%v), want one", r.FirstResponseTime, err)
		}
	})
	t.Run("the share counts the requests of the last 30 days", func(t *testing.T) {
		s, err := f.svc.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want := (&estimate.Stats{Total: 3, AnsweredInTime: 2, Waiting: 1}); !proto.Equal(s, want) {
			t.Errorf("got %+v, want %+v", s, want)
		}
	})
}

func TestTheAssigneeOfARequest(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	id := f.request(t, "Erin")
	var bob, gone string
	if err := f.pool.QueryRow(ctx, `INSERT INTO staff_users (username, password_hash) VALUES ('bob', 'x') RETURNING id`).Scan(&bob); err != nil {
		t.Fatal(err)
	}
	if err := f.pool.QueryRow(ctx, `INSERT INTO staff_users (username, password_hash, disabled_time) VALUES ('gone', 'x', now()) RETURNING id`).Scan(&gone); err != nil {
		t.Fatal(err)
	}
	r, err := f.svc.SetAssignee(ctx, id, bob)
	if err != nil {
		t.Fatal(err)
	}
	if r.GetAssigneeId() != bob || r.GetAssigneeName() != "bob" {
		t.Errorf("got assignee %v %q, want bob", r.GetAssigneeId(), r.GetAssigneeName())
	}
	list, _, err := f.svc.Search(ctx, &estimate.Search{AssigneeId: bob, PageSize: 10})
	if err != nil || len(list) != 1 || list[0].AssigneeName != "bob" {
		t.Errorf("search by assignee: got %d requests (%v), want Erin's, assigned to bob", len(list), err)
	}
	if _, err := f.svc.SetAssignee(ctx, id, gone); !errors.Is(err, followup.ErrAssignee) {
		t.Errorf("a disabled account: got %v, want ErrAssignee", err)
	}
	if err := f.svc.Trash(ctx, id); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SetAssignee(ctx, id, ""); !errors.Is(err, estimate.ErrNotFound) {
		t.Errorf("a trashed request: got %v, want ErrNotFound", err)
	}
}
