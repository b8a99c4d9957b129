package drawingpg_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawing/drawingpg"
	"github.com/gusset/gusset/internal/pgtest"
)

// An outside reviewer's reach to a file a transmittal carried ends with their access to
// the transmittal, by the service's clock, as their reach to its sheets does.
func TestAReviewersReachToACarriedFileEndsWithTheirAccess(t *testing.T) {
	pool := pgtest.New(t)
	s := seedProject(t, pool)
	ctx := context.Background()
	var file, revision uuid.UUID
	if err := pool.QueryRow(ctx, `WITH f AS (INSERT INTO portal_files (folder_id, name, last_revision)
			SELECT id, 'BOM.csv', 1 FROM portal_folders WHERE project_id = $1 AND name = 'Drawings' RETURNING id),
		r AS (INSERT INTO portal_file_revisions (file_id, number, size, sha256, content_type, blob_key, uploader_kind, uploader_name)
			SELECT id, 1, 4, sha256('bom'), 'text/csv', 'tus/bom', 'STAFF', 'alice' FROM f RETURNING id)
		SELECT (SELECT id FROM f), (SELECT id FROM r)`, s.project).Scan(&file, &revision); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	svc := drawing.NewService(drawingpg.New(pool, &outbox{}), drawing.Config{ReviewerAccess: 30 * 24 * time.Hour, Now: func() time.Time { return now }})
	in := sending(s, s.user).In
	in.ProjectId = s.project.String()
	in.FileIds = []string{file.String()}
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example"}}
	sent, err := svc.SendTransmittal(ctx, actor.Staff(s.staff, "alice"), in)
	if err != nil {
		t.Fatal(err)
	}
	var reviewer actor.Actor
	for _, r := range sent.GetRecipients() {
		if r.GetReviewerId() != "" {
			reviewer = actor.Reviewer(uuid.MustParse(r.GetReviewerId()), "eor")
		}
	}
	closed := now.Add(2 * 24 * time.Hour)
	if _, err := pool.Exec(ctx, `UPDATE transmittals SET close_time = $1 WHERE id = $2`, closed, sent.GetId()); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		at   time.Time
		open bool
	}{
		{"a day before the access ends, the reviewer reaches the file", closed.Add(29 * 24 * time.Hour), true},
		{"the moment the access ends, the reviewer reaches it no more", closed.Add(30 * 24 * time.Hour), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			now = tt.at
			ok, err := svc.FileCarried(ctx, reviewer, revision)
			if err != nil || ok != tt.open {
				t.Errorf("FileCarried: got %v, %v; want %v", ok, err, tt.open)
			}
		})
	}
	t.Run("a client user is never answered by the carrier (their organization's scope decides)", func(t *testing.T) {
		now = closed
		if ok, err := svc.FileCarried(ctx, actor.Client(s.user, "dana", uuid.New()), revision); err != nil || ok {
			t.Errorf("FileCarried of a client: got %v, %v; want false", ok, err)
		}
	})
}
