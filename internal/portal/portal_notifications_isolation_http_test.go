package portal_test

import (
	"context"
	"maps"
	"testing"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The notifications' isolation cases, added to TestPortalIsolation's. Each tenant's
// notification is made on first use: staff move the milestone the firm holds.
func init() {
	maps.Copy(portalIsolationCases, notificationIsolationCases)
}

var tenantNotes = map[string]string{}

// noteOf answers the id of a notification of tn's client (staff's change of tn's project).
func noteOf(t *testing.T, f *sitetest.PortalFixture, tn tenant) string {
	t.Helper()
	if id, ok := tenantNotes[tn.project]; ok {
		return id
	}
	n := noteFixtureOf(f)
	if err := n.moveFirmMilestone(t, tn.firmMs, "Erection drawings", "2030-02-20"); err != nil {
		t.Fatal(err)
	}
	notes, _ := n.clientNotes(t, tn.token)
	if len(notes) == 0 {
		t.Fatalf("%s has no notification after staff moved their milestone", tn.email)
	}
	tenantNotes[tn.project] = notes[0].GetId()
	return notes[0].GetId()
}

func unreadOf(t *testing.T, f *sitetest.PortalFixture, tn tenant) int32 {
	t.Helper()
	res, err := noteFixtureOf(f).notes.GetUnreadNotificationCount(context.Background(), sitetest.WithToken(&portalv1.GetUnreadNotificationCountRequest{}, tn.token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetUnreadCount()
}

var notificationIsolationCases = map[string]func(t *testing.T, f *sitetest.PortalFixture, a, b tenant){
	portalv1connect.NotificationServiceListNotificationsProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		noteOf(t, f, a)
		bNote := noteOf(t, f, b)
		notes, _ := noteFixtureOf(f).clientNotes(t, a.token)
		if len(notes) == 0 {
			t.Fatal("a lists no notification of their own")
		}
		for _, n := range notes {
			if n.GetProjectId() != a.project || n.GetId() == bNote {
				t.Errorf("a lists %v, of project %s, want only a's project %s", n.GetId(), n.GetProjectId(), a.project)
			}
		}
	},
	portalv1connect.NotificationServiceGetUnreadNotificationCountProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		noteOf(t, f, a)
		noteOf(t, f, b)
		notes, _ := noteFixtureOf(f).clientNotes(t, a.token)
		var want int32
		for _, n := range notes {
			if !n.GetRead() {
				want++
			}
		}
		if got := unreadOf(t, f, a); got != want {
			t.Errorf("a's unread count = %d, want %d (a's own unread only)", got, want)
		}
	},
	portalv1connect.NotificationServiceMarkNotificationReadProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		bNote := noteOf(t, f, b)
		before := unreadOf(t, f, b)
		c := noteFixtureOf(f).notes
		for what, id := range map[string]string{"b's notification": bNote, "a made-up id": uuid.NewString(), "a malformed id": "../" + bNote, "b's project": b.project} {
			_, err := c.MarkNotificationRead(context.Background(), sitetest.WithToken(&portalv1.MarkNotificationReadRequest{Id: id}, a.token))
			wantNotFound(t, "MarkNotificationRead of "+what, err)
		}
		if after := unreadOf(t, f, b); after != before || before == 0 {
			t.Errorf("b's unread count = %d → %d, want unchanged and above 0", before, after)
		}
	},
	portalv1connect.NotificationServiceMarkAllNotificationsReadProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		noteOf(t, f, a)
		noteOf(t, f, b)
		before := unreadOf(t, f, b)
		res, err := noteFixtureOf(f).notes.MarkAllNotificationsRead(context.Background(), sitetest.WithToken(&portalv1.MarkAllNotificationsReadRequest{}, a.token))
		if err != nil || res.Msg.GetUnreadCount() != 0 {
			t.Fatalf("MarkAllNotificationsRead = %v, %v", res, err)
		}
		if after := unreadOf(t, f, b); after != before {
			t.Errorf("b's unread count after a marked all read = %d → %d, want unchanged", before, after)
		}
	},
	portalv1connect.NotificationServiceGetProjectMailChoiceProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		c := noteFixtureOf(f).notes
		for what, id := range map[string]string{"b's project": b.project, "a made-up id": uuid.NewString(), "a malformed id": "../" + b.project} {
			_, err := c.GetProjectMailChoice(context.Background(), sitetest.WithToken(&portalv1.GetProjectMailChoiceRequest{ProjectId: id}, a.token))
			wantNotFound(t, "GetProjectMailChoice of "+what, err)
		}
		if _, err := c.GetProjectMailChoice(context.Background(), sitetest.WithToken(&portalv1.GetProjectMailChoiceRequest{ProjectId: a.project}, a.token)); err != nil {
			t.Errorf("GetProjectMailChoice of a's own project = %v", err)
		}
	},
	portalv1connect.NotificationServiceSetProjectMailChoiceProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		c := noteFixtureOf(f).notes
		for what, id := range map[string]string{"b's project": b.project, "a made-up id": uuid.NewString()} {
			_, err := c.SetProjectMailChoice(context.Background(), sitetest.WithToken(&portalv1.SetProjectMailChoiceRequest{ProjectId: id, MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE}, a.token))
			wantNotFound(t, "SetProjectMailChoice of "+what, err)
		}
		var n int
		if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM project_mail_choices WHERE project_id = $1`, b.project).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("choices recorded for b's project = %d, want 0", n)
		}
	},
}
