package newsletterpg_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/newsletter/newsletterpg"
	"github.com/gusset/gusset/internal/outbox/outboxpg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

// recorder is a mail.Sender on top of the real store that notes each recipient.
type recorder struct {
	mu   sync.Mutex
	sent map[string]int
}

func (r *recorder) Send(_ context.Context, m mail.Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sent[m.To]++
	return nil
}

func TestSendResumesWithoutDuplicates(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	q, err := queue.NewInserter(pool, log)
	if err != nil {
		t.Fatal(err)
	}
	store := newsletterpg.New(pool, outboxpg.New(pool, q), q)
	rec := &recorder{sent: map[string]int{}}
	svc := newsletter.NewService(store, mail.Config{}.WithDefaults(), rec, log)
	for _, addr := range []string{"a@x.example", "b@x.example", "c@x.example", "d@x.example", "e@x.example"} {
		if _, err := pool.Exec(ctx, "INSERT INTO newsletter_subscribers (email, status) VALUES ($1, 'confirmed')", addr); err != nil {
			t.Fatal(err)
		}
	}
	send, err := svc.StartSend(ctx, newsletter.SendInput{Subject: "News", HTML: "<p>Steel</p>"})
	if err != nil {
		t.Fatal(err)
	}

	// A first run that dies after claiming two addresses: they may have been mailed.
	if err := store.SendStart(ctx, send.ID); err != nil {
		t.Fatal(err)
	}
	claimed, err := store.SendClaim(ctx, send.ID, 2)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("claim: got %d, %v", len(claimed), err)
	}
	rec.sent[claimed[0].Email]++ // the one the dead run had mailed before it died

	// The queue runs the job again (after a restart), twice for good measure.
	for range 2 {
		if done, err := svc.RunSend(ctx, send.ID, 0); err != nil || !done {
			t.Fatalf("RunSend: done %v, err %v", done, err)
		}
	}
	for addr, n := range rec.sent {
		if n != 1 {
			t.Errorf("%s was mailed %d times, want at most once", addr, n)
		}
	}
	if got, want := len(rec.sent), 4; got != want {
		t.Errorf("addresses mailed: got %d, want %d (three by the resumed run, one before the crash)", got, want)
	}
	list, _, err := svc.ListSends(ctx, 10, "")
	if err != nil {
		t.Fatal(err)
	}
	got := list[0]
	if !got.Done || got.Total != 5 || got.Sent != 3 || got.Failed != 2 {
		t.Errorf("send: got done=%v total=%d sent=%d failed=%d, want done, 5, 3 sent, 2 failed (interrupted, not resent)", got.Done, got.Total, got.Sent, got.Failed)
	}
}
