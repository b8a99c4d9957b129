package outboxpg_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/outbox"
	"github.com/gusset/gusset/internal/outbox/outboxpg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

func newStore(t *testing.T) (*outboxpg.Store, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	inserter, err := queue.NewInserter(pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return outboxpg.New(pool, inserter), pool
}

func msg(to string) mail.Message {
	return mail.Message{Topic: "test", To: to, Subject: "Hello", Text: "Hi"}
}

// enqueue commits msgs and answers their ids.
func enqueue(t *testing.T, s *outboxpg.Store, pool *pgxpool.Pool, msgs ...mail.Message) []uuid.UUID {
	t.Helper()
	var ids []uuid.UUID
	if err := pgx.BeginFunc(context.Background(), pool, func(tx pgx.Tx) error {
		var err error
		ids, err = s.EnqueueIDs(context.Background(), tx, msgs...)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ids
}

// jobs counts the delivery jobs of id in the given state ("" for any).
func jobs(t *testing.T, pool *pgxpool.Pool, id uuid.UUID, state string) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(),
		`SELECT count(*) FROM river_job WHERE kind = 'outbox.deliver' AND args->>'message_id' = $1 AND ($2 = '' OR state::text = $2)`,
		id.String(), state).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestEnqueueWritesAndQueuesExactlyWithItsTransaction(t *testing.T) {
	ctx := context.Background()
	t.Run("a committed message is queued with one delivery job", func(t *testing.T) {
		s, pool := newStore(t)
		id := enqueue(t, s, pool, msg("a@example.com"))[0]
		e, err := s.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status != outbox.Queued || e.To != "a@example.com" || e.Attempts != 0 {
			t.Errorf("got %s to %s after %d attempts, want queued to a@example.com after 0", e.Status, e.To, e.Attempts)
		}
		if n := jobs(t, pool, id, "available"); n != 1 {
			t.Errorf("got %d available jobs, want 1", n)
		}
	})
	t.Run("a rolled-back message leaves neither a row nor a job", func(t *testing.T) {
		s, pool := newStore(t)
		var ids []uuid.UUID
		rollback := errors.New("rolled back")
		err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
			var err error
			if ids, err = s.EnqueueIDs(ctx, tx, msg("a@example.com")); err != nil {
				return err
			}
			return rollback
		})
		if !errors.Is(err, rollback) {
			t.Fatalf("got %v, want %v", err, rollback)
		}
		if _, err := s.Get(ctx, ids[0]); !errors.Is(err, outbox.ErrNotFound) {
			t.Errorf("got %v, want %v", err, outbox.ErrNotFound)
		}
		if n := jobs(t, pool, ids[0], ""); n != 0 {
			t.Errorf("got %d jobs, want 0", n)
		}
	})
	t.Run("a message with a header injection is refused", func(t *testing.T) {
		s, pool := newStore(t)
		err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
			return s.Enqueue(ctx, tx, msg("a@example.com"), msg("a@example.com\r\nBcc: b@example.com"))
		})
		if err == nil {
			t.Fatal("got nil, want an error")
		}
		counts, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(counts) != 0 {
			t.Errorf("got counts %v, want none (the good message rolled back too)", counts)
		}
	})
}

func TestAttemptedRecordsOutcomes(t *testing.T) {
	s, pool := newStore(t)
	ctx := context.Background()
	id := enqueue(t, s, pool, msg("a@example.com"))[0]
	steps := []struct {
		name      string
		status    outbox.Status
		lastError string
		wantSent  bool
	}{
		{"an error keeps the message queued", outbox.Queued, "421 try later", false},
		{"a delivery marks it sent at a time", outbox.Sent, "", true},
	}
	for i, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			if err := s.Attempted(ctx, id, st.status, st.lastError); err != nil {
				t.Fatal(err)
			}
			e, err := s.Get(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if e.Status != st.status || e.Attempts != i+1 || e.LastError != st.lastError || (e.SentTime != nil) != st.wantSent {
				t.Errorf("got %s, %d attempts, %q, sent time %v; want %s, %d, %q, sent %v",
					e.Status, e.Attempts, e.LastError, e.SentTime, st.status, i+1, st.lastError, st.wantSent)
			}
		})
	}
	t.Run("an unknown message is not found", func(t *testing.T) {
		if err := s.Attempted(ctx, uuid.New(), outbox.Sent, ""); !errors.Is(err, outbox.ErrNotFound) {
			t.Errorf("got %v, want %v", err, outbox.ErrNotFound)
		}
	})
}

func TestListPagesNewestFirstWithoutOverlap(t *testing.T) {
	s, pool := newStore(t)
	ctx := context.Background()
	// One transaction: every row has the same create time, so the id alone orders them.
	var msgs []mail.Message
	for i := range 5 {
		msgs = append(msgs, msg(fmt.Sprintf("p%d@example.com", i)))
	}
	all := enqueue(t, s, pool, msgs...)
	later := enqueue(t, s, pool, msg("late@example.com"))[0]
	if err := s.Attempted(ctx, later, outbox.Failed, "550 no such user"); err != nil {
		t.Fatal(err)
	}
	t.Run("pages of two cover every message once, newest first", func(t *testing.T) {
		var got []uuid.UUID
		req := keyset.Request{Size: 2}
		for {
			rows, err := s.List(ctx, "", req)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) > int(req.Size) {
				rows = rows[:req.Size]
				last := rows[len(rows)-1]
				got = append(got, ids(rows)...)
				req.AfterTime, req.AfterID = &last.CreateTime, &last.ID
				continue
			}
			got = append(got, ids(rows)...)
			break
		}
		slices.SortFunc(all, func(a, b uuid.UUID) int { return -slices.Compare(a[:], b[:]) })
		want := append([]uuid.UUID{later}, all...)
		if !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
	t.Run("a status lists only its messages", func(t *testing.T) {
		rows, err := s.List(ctx, outbox.Failed, keyset.Request{Size: 10})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(rows); !slices.Equal(got, []uuid.UUID{later}) {
			t.Errorf("got %v, want [%v]", got, later)
		}
	})
	t.Run("counts are by status", func(t *testing.T) {
		got, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got[outbox.Queued] != 5 || got[outbox.Failed] != 1 || len(got) != 2 {
			t.Errorf("got %v, want 5 queued and 1 failed", got)
		}
	})
}

func ids(es []outbox.Entry) []uuid.UUID {
	var out []uuid.UUID
	for _, e := range es {
		out = append(out, e.ID)
	}
	return out
}

func TestRetryRequeuesOnlyUndeliveredMessages(t *testing.T) {
	ctx := context.Background()
	t.Run("a failed message is queued again and its job made available", func(t *testing.T) {
		s, pool := newStore(t)
		id := enqueue(t, s, pool, msg("a@example.com"))[0]
		if _, err := pool.Exec(ctx, `UPDATE river_job SET state = 'discarded', finalized_at = now() WHERE args->>'message_id' = $1`, id.String()); err != nil {
			t.Fatal(err)
		}
		if err := s.Attempted(ctx, id, outbox.Failed, "550"); err != nil {
			t.Fatal(err)
		}
		e, err := s.Retry(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status != outbox.Queued {
			t.Errorf("got %s, want queued", e.Status)
		}
		if n := jobs(t, pool, id, "available"); n != 1 {
			t.Errorf("got %d available jobs, want 1", n)
		}
	})
	t.Run("a message whose job River removed gets a new job", func(t *testing.T) {
		s, pool := newStore(t)
		id := enqueue(t, s, pool, msg("a@example.com"))[0]
		if _, err := pool.Exec(ctx, `DELETE FROM river_job`); err != nil {
			t.Fatal(err)
		}
		if err := s.Attempted(ctx, id, outbox.Failed, "550"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Retry(ctx, id); err != nil {
			t.Fatal(err)
		}
		if n := jobs(t, pool, id, "available"); n != 1 {
			t.Errorf("got %d available jobs, want 1", n)
		}
	})
	t.Run("a sent message is not retried", func(t *testing.T) {
		s, pool := newStore(t)
		id := enqueue(t, s, pool, msg("a@example.com"))[0]
		if err := s.Attempted(ctx, id, outbox.Sent, ""); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Retry(ctx, id); !errors.Is(err, outbox.ErrNotRetryable) {
			t.Errorf("got %v, want %v", err, outbox.ErrNotRetryable)
		}
		if e, _ := s.Get(ctx, id); e.Status != outbox.Sent {
			t.Errorf("got %s, want sent", e.Status)
		}
	})
	t.Run("an unknown message is not found", func(t *testing.T) {
		s, _ := newStore(t)
		if _, err := s.Retry(ctx, uuid.New()); !errors.Is(err, outbox.ErrNotFound) {
			t.Errorf("got %v, want %v", err, outbox.ErrNotFound)
		}
	})
}
