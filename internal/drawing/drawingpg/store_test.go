package drawingpg_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawing/drawingpg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

// outbox counts the mails queued in committed transactions.
type outbox struct {
	mu   sync.Mutex
	sent int
}

func (o *outbox) Enqueue(_ context.Context, _ pgx.Tx, msgs ...mail.Message) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent += len(msgs)
	return nil
}

// seed is a project of an organization with a client user, a staff user, and one
// sheet revision, inserted straight in SQL.
type seed struct {
	project, user, staff, revision uuid.UUID
}

func seedProject(t *testing.T, pool *pgxpool.Pool) seed {
	t.Helper()
	ctx := context.Background()
	var s seed
	err := pool.QueryRow(ctx, `WITH o AS (INSERT INTO client_organizations (name) VALUES ('Prairie Steel') RETURNING id),
		p AS (INSERT INTO projects (organization_id, name, job_number) SELECT id, 'Warehouse', 'J-1' FROM o RETURNING id),
		u AS (INSERT INTO client_users (organization_id, email) SELECT id, 'dana@prairie.example' FROM o RETURNING id),
		st AS (INSERT INTO staff_users (username, password_hash) VALUES ('alice', 'x') RETURNING id),
		sh AS (INSERT INTO drawing_sheets (project_id, sheet_number) SELECT id, 'B101' FROM p RETURNING id),
		r AS (INSERT INTO drawing_revisions (sheet_id, revision, position, file_name, size, sha256, blob_key, uploader_name)
			SELECT id, '0', 1, 'B101_R0.pdf', 10, sha256('x'), 'tus/x', 'alice' FROM sh RETURNING id)
		SELECT (SELECT id FROM p), (SELECT id FROM u), (SELECT id FROM st), (SELECT id FROM r)`).Scan(&s.project, &s.user, &s.staff, &s.revision)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sending(s seed, recipient uuid.UUID) drawing.Sending {
	return drawing.Sending{
		ProjectID: s.project, Issue: time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC),
		By:     actor.Staff(s.staff, "alice"),
		Status: portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL,
		In: &adminv1.TransmittalInput{Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL,
			RecipientIds: []string{recipient.String()}, RevisionIds: []string{s.revision.String()}},
		Mails: func(*drawing.Transmittal, map[string]string) []mail.Message {
			return []mail.Message{{Topic: drawing.TopicTransmittal}}
		},
	}
}

func TestTransmittalNumbersHaveNoGapsUnderConcurrency(t *testing.T) {
	pool := pgtest.New(t)
	s := seedProject(t, pool)
	box := &outbox{}
	store := drawingpg.New(pool, box)
	const n = 20
	var wg sync.WaitGroup
	numbers := make([]int32, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			recipient := s.user
			if i%5 == 4 {
				recipient = uuid.New() // refused: it must give its number back
			}
			tr, err := store.TransmittalSend(context.Background(), sending(s, recipient))
			errs[i] = err
			numbers[i] = tr.GetNumber()
		})
	}
	wg.Wait()
	var got []int32
	for i, err := range errs {
		refused := i%5 == 4
		if refused != (err != nil) {
			t.Fatalf("transmittal %d: got %v, want refused %v", i, err, refused)
		}
		if refused {
			var v *validate.Error
			if !errors.As(err, &v) {
				t.Fatalf("transmittal %d: got %v, want a field violation", i, err)
			}
			continue
		}
		got = append(got, numbers[i])
	}
	slices.Sort(got)
	for i, num := range got {
		if num != int32(i+1) {
			t.Fatalf("got numbers %v, want 1 to %d without gaps", got, len(got))
		}
	}
	if box.sent != len(got) {
		t.Errorf("got %d mails queued, want %d (one per sent transmittal)", box.sent, len(got))
	}
	tr, err := store.TransmittalList(context.Background(), s.project, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) != len(got) || tr[0].GetDueDate() != "2026-12-12" {
		t.Errorf("got %d transmittals, the newest due %s; want %d due 2026-12-12", len(tr), tr[0].GetDueDate(), len(got))
	}
}

func TestAnotherOrganizationReadsNothing(t *testing.T) {
	pool := pgtest.New(t)
	s := seedProject(t, pool)
	store := drawingpg.New(pool, &outbox{})
	ctx := context.Background()
	other := uuid.New()
	tr, err := store.TransmittalSend(ctx, sending(s, s.user))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.SheetList(ctx, s.project, &other); !errors.Is(err, drawing.ErrProjectNotFound) {
		t.Errorf("SheetList: got %v, want project not found", err)
	}
	if _, err := store.TransmittalGet(ctx, uuid.MustParse(tr.GetId()), &other); !errors.Is(err, drawing.ErrTransmittalNotFound) {
		t.Errorf("TransmittalGet: got %v, want transmittal not found", err)
	}
	if _, err := store.RevisionGet(ctx, s.revision, &other); !errors.Is(err, drawing.ErrRevisionNotFound) {
		t.Errorf("RevisionGet: got %v, want revision not found", err)
	}
}
