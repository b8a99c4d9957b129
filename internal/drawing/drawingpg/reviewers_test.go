package drawingpg_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawing/drawingpg"
	"github.com/gusset/gusset/internal/pgtest"
)

// An outside reviewer's access to a transmittal ends ReviewerAccess after it closes, by
// the service's clock: GetTransmittal, their list, their downloads and the check reviews
// call all end together.
func TestReviewerAccessEndsAfterTheTransmittalCloses(t *testing.T) {
	pool := pgtest.New(t)
	s := seedProject(t, pool)
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	svc := drawing.NewService(drawingpg.New(pool, &outbox{}), drawing.Config{ReviewerAccess: 30 * 24 * time.Hour, Now: func() time.Time { return now }})
	in := sending(s, s.user).In
	in.ProjectId = s.project.String()
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "EOR@Engineers.example", Name: "Engineer of record"}}
	sent, err := svc.SendTransmittal(ctx, actor.Staff(s.staff, "alice"), in)
	if err != nil {
		t.Fatal(err)
	}
	var reviewer actor.Actor
	for _, r := range sent.GetRecipients() {
		if r.GetReviewerId() != "" {
			if r.GetEmail() != "eor@engineers.example" {
				t.Errorf("the reviewer's address = %q, want it lower-cased", r.GetEmail())
			}
			reviewer = actor.Reviewer(uuid.MustParse(r.GetReviewerId()), "eor")
		}
	}
	if !reviewer.IsReviewer() {
		t.Fatalf("recipients %v have no reviewer", sent.GetRecipients())
	}
	closed := now.Add(2 * 24 * time.Hour)
	if _, err := pool.Exec(ctx, `UPDATE transmittals SET close_time = $1 WHERE id = $2`, closed, sent.GetId()); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		at   time.Time
		open bool
	}{
		{"while it is open after the reviewer's first look, they reach it", now, true},
		{"a day before the access ends, they reach it", closed.Add(29 * 24 * time.Hour), true},
		{"the moment the access ends, they reach nothing", closed.Add(30 * 24 * time.Hour), false},
		{"a year later, they reach nothing", closed.AddDate(1, 0, 0), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now = tt.at
			tr, err := svc.GetTransmittal(ctx, reviewer, sent.GetId())
			if got := err == nil; got != tt.open {
				t.Fatalf("GetTransmittal: got %v, want open %v", err, tt.open)
			}
			if !tt.open && !errors.Is(err, drawing.ErrTransmittalNotFound) {
				t.Errorf("GetTransmittal after the access ended: got %v, want %v", err, drawing.ErrTransmittalNotFound)
			}
			if tt.open {
				if end := tr.GetReviewerAccessEndTime().AsTime(); !end.Equal(closed.Add(30 * 24 * time.Hour)) {
					t.Errorf("the access end: got %v, want %v", end, closed.Add(30*24*time.Hour))
				}
			}
			list, err := svc.ReviewerTransmittals(ctx, reviewer)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(list) == 1; got != tt.open {
				t.Errorf("the reviewer's list: got %d transmittals, want open %v", len(list), tt.open)
			}
			if got := svc.ReviewerMayOpen(ctx, reviewer, uuid.MustParse(sent.GetId())) == nil; got != tt.open {
				t.Errorf("ReviewerMayOpen: got %v, want %v", got, tt.open)
			}
			ok, err := drawingpg.New(pool, &outbox{}).ReviewerRevisionAccess(ctx, s.revision, reviewer.ID, tt.at.Add(-30*24*time.Hour))
			if err != nil || ok != tt.open {
				t.Errorf("ReviewerRevisionAccess: got %v, %v; want %v", ok, err, tt.open)
			}
		})
	}
	t.Run("a client user is not a reviewer of it", func(t *testing.T) {
		if err := svc.ReviewerMayOpen(ctx, actor.Client(s.user, "dana", uuid.New()), uuid.MustParse(sent.GetId())); !errors.Is(err, drawing.ErrTransmittalNotFound) {
			t.Errorf("ReviewerMayOpen of a client: got %v, want %v", err, drawing.ErrTransmittalNotFound)
		}
	})
}
