package careerspg_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/careers/careerspg"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
)

type outbox struct{}

func (outbox) Enqueue(context.Context, pgx.Tx, ...mail.Message) error { return nil }

// paths give every file its public path (a résumé's signed one is files.Service's).
type paths struct{}

func (paths) Path(f files.File) string { return files.PublicPath(f) }

type fixture struct {
	pool *pgxpool.Pool
	svc  *careers.Service
}

func start(t *testing.T) fixture {
	t.Helper()
	pool := pgtest.New(t)
	return fixture{pool: pool, svc: careers.NewService(careerspg.New(pool, outbox{}, paths{}), followup.NewService(followuppg.New(pool)), nil, mail.Config{})}
}

// applicant stores an application to a new job; it answers the job's and the
// application's ids.
func (f fixture) applicant(t *testing.T, name string) (job, id string) {
	t.Helper()
	if err := f.pool.QueryRow(context.Background(), `WITH j AS (
		INSERT INTO jobs (role, location, qualification) VALUES ('Checker', 'Remote', 'Tekla') RETURNING id)
		INSERT INTO applications (job_id, name, email, phone) SELECT j.id, $1, 'ann@example.com', '555 0100' FROM j
		RETURNING job_id, id`, name).Scan(&job, &id); err != nil {
		t.Fatal(err)
	}
	return job, id
}

func (f fixture) firstAnswered(t *testing.T, id string) bool {
	t.Helper()
	var answered bool
	if err := f.pool.QueryRow(context.Background(), `SELECT first_response_time IS NOT NULL FROM follow_ups WHERE id = $1`, id).Scan(&answered); err != nil {
		t.Fatal(err)
	}
	return answered
}

func TestAnApplicantsFollowUp(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	alice := actor.Actor{Name: "alice"}
	t.Run("moving out of New answers the applicant; the contacted flag follows the status", func(t *testing.T) {
		_, id := f.applicant(t, "Ann")
		a, err := f.svc.SetStatus(ctx, id, careers.StatusInterviewing)
		if err != nil {
			t.Fatal(err)
		}
		if !a.GetContacted() || !f.firstAnswered(t, id) {
			t.Errorf("got contacted %v, answered %v; want both", a.GetContacted(), f.firstAnswered(t, id))
		}
	})
	t.Run("unticking Contacted makes the applicant New, which answers nothing", func(t *testing.T) {
		_, id := f.applicant(t, "Ben")
		a, err := f.svc.SetContacted(ctx, id, false)
		if err != nil || a.GetStatus() != careers.StatusNew || f.firstAnswered(t, id) {
			t.Errorf("got status %v (%v), answered %v; want NEW, not answered", a.GetStatus(), err, f.firstAnswered(t, id))
		}
	})
	t.Run("notes are listed oldest first with their author", func(t *testing.T) {
		_, id := f.applicant(t, "Cat")
		for _, body := range []string{"Called.", "  Sent the test.  "} {
			if _, err := f.svc.AddNote(ctx, id, alice, body); err != nil {
				t.Fatal(err)
			}
		}
		notes, err := f.svc.ListNotes(ctx, id)
		if err != nil || len(notes) != 2 || notes[0].GetBody() != "Called." || notes[1].GetBody() != "Sent the test." || notes[1].GetAuthor() != "alice" {
			t.Errorf("got %+v (%v), want the two notes, trimmed, oldest first", notes, err)
		}
	})
	t.Run("an applicant of a job in the trash takes no note", func(t *testing.T) {
		job, id := f.applicant(t, "Dan")
		if _, err := f.pool.Exec(ctx, `UPDATE jobs SET delete_time = now() WHERE id = $1`, job); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.AddNote(ctx, id, alice, "Hidden."); !errors.Is(err, careers.ErrApplicationNotFound) {
			t.Errorf("add: got %v, want ErrApplicationNotFound", err)
		}
		if _, err := f.svc.ListNotes(ctx, id); !errors.Is(err, careers.ErrApplicationNotFound) {
			t.Errorf("list: got %v, want ErrApplicationNotFound", err)
		}
	})
	t.Run("an empty note is refused before anything is looked up", func(t *testing.T) {
		if _, err := f.svc.AddNote(ctx, "00000000-0000-0000-0000-000000000000", alice, "  "); err == nil || errors.Is(err, careers.ErrApplicationNotFound) {
			t.Errorf("got %v, want a violation on body", err)
		}
	})
}
