package contactpg_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/contact/contactpg"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
)

// outbox writes the mail to the outbox table in the caller's transaction (no delivery
// job: these tests read what was queued).
type outbox struct{}

func (outbox) Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error {
	_, err := outbox{}.EnqueueIDs(ctx, tx, msgs...)
	return err
}

func (outbox) EnqueueIDs(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) ([]uuid.UUID, error) {
	ids := make([]uuid.UUID, len(msgs))
	for i, m := range msgs {
		row, err := sqlc.New(tx).OutboxMessageCreate(ctx, sqlc.OutboxMessageCreateParams{
			Topic: m.Topic, ToAddr: m.To, ReplyTo: m.ReplyTo, Subject: m.Subject, TextBody: m.Text, HtmlBody: m.HTML})
		if err != nil {
			return nil, err
		}
		ids[i] = row.ID
	}
	return ids, nil
}

func start(t *testing.T) (*contact.Service, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	cfg := mail.Config{From: "Gusset <no-reply@example.com>", Sales: "sales@example.com", SiteURL: "https://example.com", Company: "Gusset"}
	return contact.NewService(contactpg.New(pool, outbox{}), followup.NewService(followuppg.New(pool)), cfg), pool
}

func send(t *testing.T, svc *contact.Service, name string) string {
	t.Helper()
	m, err := svc.Send(context.Background(), &contact.Input{Name: name, Email: "dana@example.com", Phone: "555 0100", Message: "A truss quote, please."})
	if err != nil {
		t.Fatal(err)
	}
	return m.GetId()
}

func TestTriageKeepsTheFollowUp(t *testing.T) {
	svc, pool := start(t)
	ctx := context.Background()
	alice := actor.Actor{Name: "alice"}

	t.Run("a note is history, not an answer", func(t *testing.T) {
		id := send(t, svc, "Dana")
		if _, err := svc.AddNote(ctx, id, alice, "Left a voicemail."); err != nil {
			t.Fatal(err)
		}
		m, entries, err := svc.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if m.GetStatus() != contact.StatusNew || m.GetFirstReplyTime() != nil || len(entries) != 1 || entries[0].GetKind() != adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_NOTE {
			t.Errorf("got status %s, first reply %v, %d entries; want new, none, one note", m.Status, m.FirstReplyTime, len(entries))
		}
	})

	t.Run("a reply is queued, kept in the history and makes the message Replied", func(t *testing.T) {
		id := send(t, svc, "Erin")
		e, m, err := svc.Reply(ctx, id, alice, "", "We will call you today.")
		if err != nil {
			t.Fatal(err)
		}
		if m.GetStatus() != contact.StatusReplied || m.GetFirstReplyTime() == nil {
			t.Errorf("got status %s, first reply %v; want replied, set", m.Status, m.FirstReplyTime)
		}
		if e.GetKind() != adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_REPLY || e.GetSubject() != "Re: your message to Gusset" || e.GetDeliveryStatus() != "queued" || e.GetOutboxMessageId() == "" {
			t.Errorf("got entry %+v, want a queued reply with the default subject", e)
		}
		var to string
		if err := pool.QueryRow(ctx, `SELECT to_addr FROM outbox_messages WHERE id = $1`, e.GetOutboxMessageId()).Scan(&to); err != nil || to != "dana@example.com" {
			t.Errorf("got the reply's mail to %q (%v), want dana@example.com", to, err)
		}
		if _, err := svc.SetStatus(ctx, id, contact.StatusNew); !errors.Is(err, contact.ErrHasReply) {
			t.Errorf("New after a reply: got %v, want ErrHasReply", err)
		}
		first := m.GetFirstReplyTime().AsTime()
		if _, m, err = svc.Reply(ctx, id, alice, "More", "And the drawings."); err != nil || !m.GetFirstReplyTime().AsTime().Equal(first) {
			t.Errorf("second reply: got first reply %v (%v), want %v kept", m.GetFirstReplyTime(), err, first)
		}
	})

	t.Run("Replied without a reply is refused", func(t *testing.T) {
		if _, err := svc.SetStatus(ctx, send(t, svc, "Finn"), contact.StatusReplied); !errors.Is(err, contact.ErrNeedsReply) {
			t.Errorf("got %v, want ErrNeedsReply", err)
		}
	})

	t.Run("the assignee is read back with the message", func(t *testing.T) {
		id := send(t, svc, "Gus")
		var bob string
		if err := pool.QueryRow(ctx, `INSERT INTO staff_users (username, password_hash) VALUES ('bob', 'x') RETURNING id`).Scan(&bob); err != nil {
			t.Fatal(err)
		}
		m, err := svc.Assign(ctx, id, bob)
		if err != nil {
			t.Fatal(err)
		}
		if m.GetAssigneeId() != bob || m.GetAssigneeUsername() != "bob" {
			t.Errorf("got assignee %q %q, want bob", m.GetAssigneeId(), m.GetAssigneeUsername())
		}
		list, _, err := svc.List(ctx, contact.StatusAny, 100, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range list {
			if l.GetId() == m.GetId() && l.GetAssigneeUsername() != "bob" {
				t.Errorf("listed assignee %q, want bob", l.GetAssigneeUsername())
			}
		}
	})

	t.Run("a trashed message's notes and assignee are out of reach", func(t *testing.T) {
		id := send(t, svc, "Hal")
		if err := svc.Delete(ctx, id, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.AddNote(ctx, id, alice, "Too late."); !errors.Is(err, contact.ErrNotFound) {
			t.Errorf("note: got %v, want ErrNotFound", err)
		}
		if _, err := svc.Assign(ctx, id, ""); !errors.Is(err, contact.ErrNotFound) {
			t.Errorf("assign: got %v, want ErrNotFound", err)
		}
	})
}
