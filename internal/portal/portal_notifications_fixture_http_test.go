package portal_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// noteFixture is the portal fixture with the files', messages' and notifications'
// clients of both sides.
type noteFixture struct {
	*portalFiles
	msgs   *messageFixture
	notes  portalv1connect.NotificationServiceClient
	staffN adminv1connect.NotificationAdminServiceClient
}

func newNoteFixture(t *testing.T) *noteFixture {
	t.Helper()
	return noteFixtureOf(sitetest.NewPortalFixture(t))
}

func noteFixtureOf(f *sitetest.PortalFixture) *noteFixture {
	return &noteFixture{
		portalFiles: &portalFiles{PortalFixture: f,
			files: portalv1connect.NewFileServiceClient(f.H1, f.URL),
			admin: adminv1connect.NewProjectFileAdminServiceClient(f.H1, f.URL)},
		msgs:   messageFixtureOf(f),
		notes:  portalv1connect.NewNotificationServiceClient(f.H1, f.URL),
		staffN: adminv1connect.NewNotificationAdminServiceClient(f.H1, f.URL),
	}
}

// clientNotes lists the client's notifications (newest first) and unread count.
func (f *noteFixture) clientNotes(t *testing.T, token string) ([]*portalv1.Notification, int32) {
	t.Helper()
	res, err := f.notes.ListNotifications(context.Background(), sitetest.WithToken(&portalv1.ListNotificationsRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetNotifications(), res.Msg.GetUnreadCount()
}

// staffNotes lists the staff user's notifications and unread count.
func (f *noteFixture) staffNotes(t *testing.T) ([]*portalv1.Notification, int32) {
	t.Helper()
	res, err := f.staffN.ListStaffNotifications(context.Background(), sitetest.WithToken(&adminv1.ListStaffNotificationsRequest{}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetNotifications(), res.Msg.GetUnreadCount()
}

// staffAddress gives the staff user an address to be mailed at, with a mail for each.
func (f *noteFixture) staffAddress(t *testing.T, email string) {
	t.Helper()
	if _, err := f.msgs.admin.SetStaffMailChoice(context.Background(), sitetest.WithToken(&adminv1.SetStaffMailChoiceRequest{
		MailChoice: portalv1.MailChoice_MAIL_CHOICE_EACH, Email: email}, f.Staff)); err != nil {
		t.Fatal(err)
	}
}

// setClientChoice sets the client's mail choice for a project.
func (f *noteFixture) setClientChoice(t *testing.T, token, project string, c portalv1.MailChoice) {
	t.Helper()
	if _, err := f.notes.SetProjectMailChoice(context.Background(), sitetest.WithToken(&portalv1.SetProjectMailChoiceRequest{ProjectId: project, MailChoice: c}, token)); err != nil {
		t.Fatal(err)
	}
}

// moveFirmMilestone has staff move a milestone's date (a change the clients hear of).
func (f *noteFixture) moveFirmMilestone(t *testing.T, id, name, due string) error {
	t.Helper()
	_, err := f.Projects.UpdateMilestone(context.Background(), sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: id, Reason: "Mill delay",
		Milestone: &adminv1.MilestoneInput{Name: name, DueDate: due, BallInCourt: portalv1.BallInCourt_BALL_IN_COURT_FIRM}}, f.Staff))
	return err
}

// noteRows counts the notifications table's rows.
func (f *noteFixture) noteRows(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM notifications`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func wantCode(t *testing.T, what string, err error, code connect.Code) {
	t.Helper()
	if got := connect.CodeOf(err); err == nil || got != code {
		t.Errorf("%s = %v, want %v", what, err, code)
	}
}

// startupDigestDone waits for the digest run the queue makes at start: a test that calls
// for digests must begin after it, or that run could be the digest the test calls for.
func startupDigestDone(t *testing.T, s *sitetest.Site) {
	t.Helper()
	sitetest.WaitFor(t, "the start-up digest run to end", func() bool {
		var n int
		if err := s.Pool.QueryRow(context.Background(), `SELECT count(*) FROM river_job WHERE kind = 'portal.digest' AND state = 'completed'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n > 0
	})
}
