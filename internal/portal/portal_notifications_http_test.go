package portal_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestAClientsUploadReachesTheProjectsStaffAndAStaffUploadTheClients(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-040")
	f.staffAddress(t, "admin@firm.example")
	drawings := f.folderOf(t, dana, project, "Drawings")

	t.Run("a client's upload is a notification and a mail for staff, not for the client", func(t *testing.T) {
		uploadPortalFile(t, f.tus(dana), drawings, "GA-101 marked up.pdf", testPDF)
		notes, unread := f.staffNotes(t)
		if len(notes) != 1 || unread != 1 {
			t.Fatalf("staff notifications = %v (unread %d), want 1 unread", notes, unread)
		}
		n := notes[0]
		if n.GetKind() != portalv1.NotificationKind_NOTIFICATION_KIND_CLIENT_UPLOAD || n.GetTitle() != "GA-101 marked up.pdf" ||
			n.GetProjectId() != project || n.GetJobNumber() != "J-2026-040" || !strings.Contains(n.GetActorName(), "dana@prairie.example") || n.GetRead() {
			t.Errorf("notification = %v, want dana's unread upload of GA-101 marked up.pdf on J-2026-040", n)
		}
		if got, want := f.msgs.mailsTo(t, "portal.notification"), []string{"admin@firm.example"}; !slices.Equal(got, want) {
			t.Errorf("mailed %v, want %v", got, want)
		}
		if mine, unread := f.clientNotes(t, dana); len(mine) != 0 || unread != 0 {
			t.Errorf("the uploader's own list = %v (unread %d), want nothing", mine, unread)
		}
	})
	t.Run("a staff upload reaches the client by mail and in the list", func(t *testing.T) {
		uploadPortalFile(t, f.tus(f.Staff), drawings, "GA-101.pdf", testPDF)
		notes, unread := f.clientNotes(t, dana)
		if len(notes) != 1 || unread != 1 || notes[0].GetKind() != portalv1.NotificationKind_NOTIFICATION_KIND_STAFF_UPLOAD {
			t.Fatalf("client notifications = %v (unread %d), want the staff upload", notes, unread)
		}
		if got := f.msgs.mailsTo(t, "portal.notification"); !slices.Contains(got, "dana@prairie.example") {
			t.Errorf("mailed %v, want dana among them", got)
		}
	})
	t.Run("a client handing a milestone back reaches staff", func(t *testing.T) {
		ms := f.Milestone(t, project, "Approval of shop drawings", "2030-03-01", portalv1.BallInCourt_BALL_IN_COURT_CLIENT)
		if _, err := f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: ms, Reason: "Approved as noted"}, dana)); err != nil {
			t.Fatal(err)
		}
		notes, unread := f.staffNotes(t)
		if len(notes) == 0 {
			t.Fatal("staff have no notification of the hand-back")
		}
		if unread != 2 || notes[0].GetKind() != portalv1.NotificationKind_NOTIFICATION_KIND_MILESTONE_HANDED_BACK || notes[0].GetTargetId() != ms {
			t.Errorf("staff's newest = %v (unread %d), want the hand-back of %s first of 2 unread", notes[0], unread, ms)
		}
	})
	t.Run("marking one read and then all read counts down to zero", func(t *testing.T) {
		notes, _ := f.staffNotes(t)
		if len(notes) < 2 {
			t.Fatalf("staff have %d notifications, want 2", len(notes))
		}
		res, err := f.staffN.MarkStaffNotificationRead(ctx, sitetest.WithToken(&adminv1.MarkStaffNotificationReadRequest{Id: notes[0].GetId()}, f.Staff))
		if err != nil || res.Msg.GetUnreadCount() != 1 {
			t.Fatalf("MarkStaffNotificationRead = %v, %v; want 1 left unread", res, err)
		}
		all, err := f.staffN.MarkAllStaffNotificationsRead(ctx, sitetest.WithToken(&adminv1.MarkAllStaffNotificationsReadRequest{}, f.Staff))
		if err != nil || all.Msg.GetUnreadCount() != 0 {
			t.Fatalf("MarkAllStaffNotificationsRead = %v, %v; want none unread", all, err)
		}
		if notes, _ := f.staffNotes(t); !notes[0].GetRead() || !notes[1].GetRead() {
			t.Errorf("after marking all read: %v", notes)
		}
	})
	t.Run("the list pages newest first", func(t *testing.T) {
		var seen []string
		token := ""
		for range 3 {
			res, err := f.staffN.ListStaffNotifications(ctx, sitetest.WithToken(&adminv1.ListStaffNotificationsRequest{PageSize: 1, PageToken: token}, f.Staff))
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range res.Msg.GetNotifications() {
				seen = append(seen, n.GetKind().String())
			}
			if token = res.Msg.GetNextPageToken(); token == "" {
				break
			}
		}
		want := []string{"NOTIFICATION_KIND_MILESTONE_HANDED_BACK", "NOTIFICATION_KIND_CLIENT_UPLOAD"}
		if !slices.Equal(seen, want) || token != "" {
			t.Errorf("pages = %v (next %q), got %v, want %v", seen, token, seen, want)
		}
	})
}

func TestANotificationIsWrittenWithItsWriteOrNotAtAll(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-041")
	ms := f.Milestone(t, project, "Approval of shop drawings", "2030-03-01", portalv1.BallInCourt_BALL_IN_COURT_CLIENT)
	// Notifications cannot be written for a while: the hand-back that causes one must fail
	// whole, its milestone still in the client's court.
	if _, err := f.Pool.Exec(ctx, `CREATE FUNCTION refuse_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no notifications'; END $$;
		CREATE TRIGGER refuse BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_note()`); err != nil {
		t.Fatal(err)
	}
	_, err := f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: ms, Reason: "Approved"}, dana))
	if err == nil {
		t.Fatal("the hand-back succeeded though its notification could not be written")
	}
	if got := staffView(t, f.PortalFixture, project).GetMilestones()[0].GetBallInCourt(); got != portalv1.BallInCourt_BALL_IN_COURT_CLIENT {
		t.Errorf("ball after the failed hand-back = %v, want the client's still", got)
	}
	if _, err := f.Pool.Exec(ctx, `DROP TRIGGER refuse ON notifications`); err != nil {
		t.Fatal(err)
	}
	// A write refused for its own reason leaves no notification either.
	_, err = f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: ms}, dana))
	wantCode(t, "a hand-back without a reason", err, connect.CodeInvalidArgument)
	if n := f.noteRows(t); n != 0 {
		t.Errorf("notifications after two failed writes = %d, want 0", n)
	}
	if _, err := f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: ms, Reason: "Approved"}, dana)); err != nil {
		t.Fatal(err)
	}
	if n := f.noteRows(t); n != 1 {
		t.Errorf("notifications after the hand-back = %d, want 1 (the one staff user)", n)
	}
}
