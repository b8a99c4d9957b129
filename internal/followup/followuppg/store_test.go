package followuppg_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

type fixture struct {
	pool *pgxpool.Pool
	svc  *followup.Service
}

func start(t *testing.T) fixture {
	t.Helper()
	pool := pgtest.New(t)
	return fixture{pool: pool, svc: followup.NewService(followuppg.New(pool))}
}

// message stores a contact message received ago, in status.
func (f fixture) message(t *testing.T, name string, ago time.Duration, status string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := f.pool.QueryRow(context.Background(), `INSERT INTO contact_messages (name, email, phone, message, status, create_time)
		VALUES ($1, 'a@example.com', '555 0100', 'Hello', $2, now() - $3::interval) RETURNING id`,
		name, status, ago.String()).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// applicant stores an application to a new job.
func (f fixture) applicant(t *testing.T, name string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := f.pool.QueryRow(context.Background(), `WITH j AS (
		INSERT INTO jobs (role, location, qualification) VALUES ('Checker', 'Remote', 'Tekla') RETURNING id)
		INSERT INTO applications (job_id, name, email, phone) SELECT j.id, $1, 'a@example.com', '555 0100' FROM j
		RETURNING id`, name).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func (f fixture) staff(t *testing.T, name string, disabled bool) string {
	t.Helper()
	var id string
	if err := f.pool.QueryRow(context.Background(), `INSERT INTO staff_users (username, password_hash, disabled_time)
		VALUES ($1, 'x', CASE WHEN $2 THEN now() END) RETURNING id`, name, disabled).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func (f fixture) exec(t *testing.T, sql string, args ...any) {
	t.Helper()
	if _, err := f.pool.Exec(context.Background(), sql, args...); err != nil {
		t.Fatal(err)
	}
}

func TestTheTriggerKeepsTheFollowUpOfItsSubject(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	id := f.message(t, "Dana", time.Hour, "new")
	read := func() (kind, status string, trashed bool, n int) {
		t.Helper()
		if err := f.pool.QueryRow(ctx, `SELECT coalesce(max(subject_kind), ''), coalesce(max(status), ''),
			coalesce(bool_or(trash_time IS NOT NULL), false), count(*) FROM follow_ups WHERE id = $1`, id).Scan(&kind, &status, &trashed, &n); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Run("a new subject has its follow-up", func(t *testing.T) {
		if kind, status, trashed, n := read(); n != 1 || kind != "contact" || status != "new" || trashed {
			t.Errorf("got kind %q status %q trashed %v (%d rows), want contact, new, not trashed (1 row)", kind, status, trashed, n)
		}
	})
	t.Run("the subject's status and trash are copied", func(t *testing.T) {
		f.exec(t, `UPDATE contact_messages SET status = 'closed', delete_time = now() WHERE id = $1`, id)
		if _, status, trashed, _ := read(); status != "closed" || !trashed {
			t.Errorf("got status %q trashed %v, want closed, trashed", status, trashed)
		}
		if _, err := f.svc.Notes(ctx, followup.Contact, id); !errors.Is(err, followup.ErrNotFound) {
			t.Errorf("notes of a trashed subject: got %v, want ErrNotFound", err)
		}
		f.exec(t, `UPDATE contact_messages SET delete_time = NULL WHERE id = $1`, id)
	})
	t.Run("deleting the subject for good takes its follow-up and notes", func(t *testing.T) {
		if _, err := f.svc.AddNote(ctx, followup.Contact, id, actor.Actor{Name: "alice"}, "Called."); err != nil {
			t.Fatal(err)
		}
		f.exec(t, `DELETE FROM contact_messages WHERE id = $1`, id)
		var notes int
		if err := f.pool.QueryRow(ctx, `SELECT count(*) FROM follow_up_notes WHERE follow_up_id = $1`, id).Scan(&notes); err != nil {
			t.Fatal(err)
		}
		if _, _, _, n := read(); n != 0 || notes != 0 {
			t.Errorf("got %d follow-ups and %d notes left, want none", n, notes)
		}
	})
	t.Run("a follow-up of another kind is not found under this one", func(t *testing.T) {
		other := f.message(t, "Erin", time.Hour, "new")
		if _, err := f.svc.Notes(ctx, followup.Estimate, other); !errors.Is(err, followup.ErrNotFound) {
			t.Errorf("got %v, want ErrNotFound", err)
		}
	})
}

func TestAssignTakesAnEnabledStaffMemberOrNobody(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	id := f.message(t, "Dana", time.Hour, "new")
	bob, gone := f.staff(t, "bob", false), f.staff(t, "gone", true)
	for _, tc := range []struct {
		name     string
		subject  uuid.UUID
		assignee string
		want     error
	}{
		{"an enabled account is assigned", id, bob, nil},
		{"nobody is assigned with an empty id", id, "", nil},
		{"a disabled account is refused on assignee_id", id, gone, followup.ErrAssignee},
		{"an unknown account is refused on assignee_id", id, uuid.NewString(), followup.ErrAssignee},
		{"text that is not an id is refused on assignee_id", id, "bob", followup.ErrAssignee},
		{"a missing subject is not found", uuid.New(), bob, followup.ErrNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := f.svc.Assign(ctx, followup.Contact, tc.subject, tc.assignee)
			if !errors.Is(err, tc.want) && err != tc.want {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			var v *validate.Error
			if tc.want == followup.ErrAssignee && (!errors.As(err, &v) || v.Violations[0].Field != "assignee_id") {
				t.Errorf("got %v, want a violation on assignee_id", err)
			}
		})
	}
}

func TestTheFirstAnswerIsKeptOnce(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	first := func(id uuid.UUID) *time.Time {
		t.Helper()
		var at *time.Time
		if err := f.pool.QueryRow(ctx, `SELECT first_response_time FROM follow_ups WHERE id = $1`, id).Scan(&at); err != nil {
			t.Fatal(err)
		}
		return at
	}
	t.Run("a note does not answer a kind whose notes do not", func(t *testing.T) {
		id := f.message(t, "Dana", time.Hour, "new")
		if _, err := f.svc.AddNote(ctx, followup.Contact, id, actor.Actor{Name: "alice"}, "Left a voicemail."); err != nil {
			t.Fatal(err)
		}
		if at := first(id); at != nil {
			t.Errorf("got first answer %v, want none", at)
		}
	})
	t.Run("a note answers a kind whose notes do, and a later one does not move it", func(t *testing.T) {
		id := f.applicant(t, "Erin")
		if _, err := f.svc.AddNote(ctx, followup.Application, id, actor.Actor{Name: "alice"}, "Reviewing."); err != nil {
			t.Fatal(err)
		}
		at := first(id)
		if at == nil {
			t.Fatal("got no first answer after a note, want one")
		}
		f.exec(t, `UPDATE follow_ups SET first_response_time = first_response_time - interval '1 hour' WHERE id = $1`, id)
		if _, err := f.svc.AddNote(ctx, followup.Application, id, actor.Actor{Name: "alice"}, "Interviewed."); err != nil {
			t.Fatal(err)
		}
		if again := first(id); again == nil || !again.Equal(at.Add(-time.Hour)) {
			t.Errorf("got first answer %v after a second note, want %v kept", again, at.Add(-time.Hour))
		}
	})
	t.Run("a note is checked before it is stored", func(t *testing.T) {
		id := f.message(t, "Finn", time.Hour, "new")
		for _, body := range []string{"   ", string(make([]rune, followup.MaxNote+1))} {
			if _, err := f.svc.AddNote(ctx, followup.Contact, id, actor.Actor{Name: "alice"}, body); err == nil {
				t.Errorf("a note of %d characters was stored, want a violation on body", len(body))
			}
		}
	})
}

func TestFiguresCountTheTwentyFourHourPromise(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	place := func(name string, ago time.Duration, answeredAfter time.Duration, status string, trashed bool) {
		t.Helper()
		id := f.message(t, name, ago, status)
		if answeredAfter > 0 {
			f.exec(t, `UPDATE follow_ups SET first_response_time = receive_time + $2::interval WHERE id = $1`, id, answeredAfter.String())
		}
		if trashed {
			f.exec(t, `UPDATE contact_messages SET delete_time = now() WHERE id = $1`, id)
		}
	}
	place("in time", 72*time.Hour, 2*time.Hour, "replied", false)
	place("in time, closed", 240*time.Hour, 23*time.Hour, "closed", false)
	place("late", 72*time.Hour, 30*time.Hour, "replied", false)
	place("never answered", 48*time.Hour, 0, "new", false)
	place("inside its 24 hours", time.Hour, 0, "new", false)
	place("older than the window", 40*24*time.Hour, time.Hour, "replied", false)
	place("in the trash", 48*time.Hour, 0, "new", true)

	got, err := f.svc.Figures(ctx, followup.Contact, 30)
	if err != nil {
		t.Fatal(err)
	}
	// Open: all but the closed and the trashed = 5. In the window (not trashed): in time,
	// in time closed, late, never answered, inside = 5 received; 2 in time; due = 2 in
	// time + late + never answered = 4; waiting = never answered + inside = 2.
	want := followup.Figures{Open: 5, Received: 5, AnsweredInTime: 2, Due: 4, Waiting: 2}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if other, err := f.svc.Figures(ctx, followup.Application, 30); err != nil || other != (followup.Figures{}) {
		t.Errorf("another kind's figures: got %+v, %v; want zeros", other, err)
	}
}
