package portal_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestDeletingAMilestoneNeedsAReasonTheTrailKeeps: a milestone is part of the client's
// schedule; staff delete one only with a reason, and the audit trail's entry for the
// delete says why.
func TestDeletingAMilestoneNeedsAReasonTheTrailKeeps(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	project := f.Project(t, f.Organization(t, "Prairie Steel Fabricators"), "J-2026-020")
	id := f.Milestone(t, project, "Anchor bolt plan", "2030-05-01", firm)
	del := func(reason string) error {
		_, err := f.Projects.DeleteMilestone(ctx, sitetest.WithToken(&adminv1.DeleteMilestoneRequest{Id: id, Reason: reason}, f.Staff))
		return err
	}

	t.Run("a delete without a reason is refused and the milestone stays", func(t *testing.T) {
		if got := connect.CodeOf(del("   ")); got != connect.CodeInvalidArgument {
			t.Fatalf("got %v, want %v", got, connect.CodeInvalidArgument)
		}
		if got := len(staffView(t, f, project).GetMilestones()); got != 1 {
			t.Errorf("got %d milestones, want 1", got)
		}
	})
	t.Run("a delete with a reason removes the milestone", func(t *testing.T) {
		if err := del("  Merged into the erection drawings  "); err != nil {
			t.Fatalf("DeleteMilestone: %v", err)
		}
		if got := len(staffView(t, f, project).GetMilestones()); got != 0 {
			t.Errorf("got %d milestones, want 0", got)
		}
	})
	t.Run("the trail's entry for the delete keeps the trimmed reason and its actor", func(t *testing.T) {
		var reason, actor string
		if err := f.Pool.QueryRow(ctx, `SELECT summary ->> 'delete_reason', actor_username FROM audit_events
			WHERE entity_table = 'milestones' AND action = 'delete' AND entity_id = $1`, id).Scan(&reason, &actor); err != nil {
			t.Fatalf("the trail's delete entry: %v", err)
		}
		if reason != "Merged into the erection drawings" || actor != sitetest.AdminUser {
			t.Errorf("got reason %q by %q, want %q by %q", reason, actor, "Merged into the erection drawings", sitetest.AdminUser)
		}
	})
	t.Run("a second delete answers not found", func(t *testing.T) {
		if got := connect.CodeOf(del("again")); got != connect.CodeNotFound {
			t.Errorf("got %v, want %v", got, connect.CodeNotFound)
		}
	})
}
