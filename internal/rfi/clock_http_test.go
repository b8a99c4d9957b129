package rfi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// mails counts the queued mails of topic to each address, and answers the subjects.
func mails(t *testing.T, f *sitetest.PortalFixture, topic string) (map[string]int, []string) {
	t.Helper()
	rows, err := f.Pool.Query(context.Background(), `SELECT to_addr, subject FROM outbox_messages WHERE topic = $1 ORDER BY create_time`, topic)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	count := map[string]int{}
	var subjects []string
	for rows.Next() {
		var to, subject string
		if err := rows.Scan(&to, &subject); err != nil {
			t.Fatal(err)
		}
		count[to]++
		subjects = append(subjects, subject)
	}
	return count, subjects
}

// TestTheRfiClockRunsOnWorkingDaysAndRemindsOnceADay: the required-by date skips the
// weekend and the firm's listed day; past it the RFI is overdue on both sides, and its
// assignee is reminded once a day until it is answered.
func TestTheRfiClockRunsOnWorkingDaysAndRemindsOnceADay(t *testing.T) {
	f, c, x := start(t)
	ctx := context.Background()
	if _, err := admin(f.Site).SetNonWorkingDays(ctx, sitetest.WithToken(&adminv1.SetNonWorkingDaysRequest{Days: []*adminv1.NonWorkingDay{{Day: "2026-12-01", Name: "Firm holiday"}}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	if _, err := admin(f.Site).UpdateRfiSettings(ctx, sitetest.WithToken(&adminv1.UpdateRfiSettingsRequest{Settings: &adminv1.RfiSettings{ProjectId: x.project, ResponseDays: 3, WorkingDays: true}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	r := raise(t, f, question(x))

	t.Run("the required-by date skips the weekend and the listed day", func(t *testing.T) {
		// Friday + 3 working days: Monday 30, (Tuesday 1 listed), Wednesday 2, Thursday 3.
		if r.GetRequiredBy() != "2026-12-03" {
			t.Errorf("got %s, want 2026-12-03", r.GetRequiredBy())
		}
	})

	t.Run("the assignee is mailed the RFI with its number in the subject", func(t *testing.T) {
		count, subjects := mails(t, f, "rfi.change")
		if count[x.email] != 1 || len(subjects) == 0 || subjects[0][:8] != "RFI-001 " {
			t.Errorf("got mails %v with subjects %q, want one to %s starting RFI-001", count, subjects, x.email)
		}
	})

	t.Run("on time it is not overdue", func(t *testing.T) {
		c.set(time.Date(2026, 12, 3, 23, 0, 0, 0, time.UTC))
		got := getAsClient(t, f, x, r.GetId())
		if got.GetOverdue() || got.GetDaysOpen() != 6 {
			t.Errorf("got overdue %v, %d days open, want on time, 6 days open", got.GetOverdue(), got.GetDaysOpen())
		}
		if n, err := f.Svcs.Rfis.SendReminders(ctx); err != nil || n != 0 {
			t.Errorf("got %d reminders (%v), want none", n, err)
		}
	})

	t.Run("past its date it is overdue on both sides and in the overdue list", func(t *testing.T) {
		c.set(time.Date(2026, 12, 5, 8, 0, 0, 0, time.UTC))
		got := getAsClient(t, f, x, r.GetId())
		if !got.GetOverdue() || got.GetDaysOverdue() != 2 || got.GetDaysOpen() != 8 {
			t.Errorf("got overdue %v by %d, %d days open, want overdue by 2, 8 days open", got.GetOverdue(), got.GetDaysOverdue(), got.GetDaysOpen())
		}
		list, err := admin(f.Site).ListRfisAdmin(ctx, sitetest.WithToken(&adminv1.ListRfisAdminRequest{Filter: &portalv1.RfiFilter{OverdueOnly: true}}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if list.Msg.GetTotalSize() != 1 || !list.Msg.GetRfis()[0].GetOverdue() {
			t.Errorf("got %d overdue across projects, want 1", list.Msg.GetTotalSize())
		}
	})

	t.Run("the staff dashboard counts it open and overdue", func(t *testing.T) {
		res, err := adminv1connect.NewDashboardServiceClient(f.H1, f.URL).GetDashboard(ctx, sitetest.WithToken(&adminv1.GetDashboardRequest{}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if res.Msg.GetOpenRfis() != 1 || res.Msg.GetOverdueRfis() != 1 {
			t.Errorf("got %d open, %d overdue, want 1 and 1", res.Msg.GetOpenRfis(), res.Msg.GetOverdueRfis())
		}
	})

	t.Run("the reminder goes once a day", func(t *testing.T) {
		for range 2 {
			if _, err := f.Svcs.Rfis.SendReminders(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if count, _ := mails(t, f, "rfi.reminder"); count[x.email] != 1 {
			t.Errorf("got reminders %v, want one to %s", count, x.email)
		}
		c.set(time.Date(2026, 12, 6, 8, 0, 0, 0, time.UTC))
		if _, err := f.Svcs.Rfis.SendReminders(ctx); err != nil {
			t.Fatal(err)
		}
		if count, _ := mails(t, f, "rfi.reminder"); count[x.email] != 2 {
			t.Errorf("got reminders %v, want two to %s", count, x.email)
		}
	})

	t.Run("answered, it is no longer reminded", func(t *testing.T) {
		if _, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "Shear tab."}, x.token)); err != nil {
			t.Fatal(err)
		}
		c.set(time.Date(2026, 12, 7, 8, 0, 0, 0, time.UTC))
		if n, err := f.Svcs.Rfis.SendReminders(ctx); err != nil || n != 0 {
			t.Errorf("got %d reminders (%v), want none", n, err)
		}
		if got := getAsClient(t, f, x, r.GetId()); got.GetDaysOpen() != 9 || got.GetOverdue() {
			t.Errorf("got %d days open, overdue %v, want 9 (to its answer), not overdue", got.GetDaysOpen(), got.GetOverdue())
		}
	})
}

// TestRfiMailFollowsTheRecipientsChoice: a client who chose no mail gets no RFI mail.
func TestRfiMailFollowsTheRecipientsChoice(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	msgs := portalv1connect.NewMessageServiceClient(f.H1, f.URL)
	if _, err := msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE}, x.token)); err != nil {
		t.Fatal(err)
	}
	raise(t, f, question(x))
	if count, _ := mails(t, f, "rfi.change"); count[x.email] != 0 {
		t.Errorf("got mails %v, want none to %s", count, x.email)
	}
}

func getAsClient(t *testing.T, f *sitetest.PortalFixture, x tenant, id string) *portalv1.Rfi {
	t.Helper()
	res, err := portal(f.Site).GetRfi(context.Background(), sitetest.WithToken(&portalv1.GetRfiRequest{Id: id}, x.token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetRfi()
}

// TestRfiMailIsInTheRecipientsLanguage: a client who chose French gets the RFI's change and
// its reminder in French; staff's copies stay English.
func TestRfiMailIsInTheRecipientsLanguage(t *testing.T) {
	f, c, x := start(t)
	ctx := context.Background()
	if _, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "fr-CA"}, x.token)); err != nil {
		t.Fatal(err)
	}
	r := raise(t, f, question(x))
	latest := func(topic string) (subject, body string) {
		t.Helper()
		return f.NewestMail(t, topic, x.email)
	}
	nb := "\u00a0"

	t.Run("the change's mail is in French", func(t *testing.T) {
		subject, body := latest("rfi.change")
		if want := "RFI-001 soumise" + nb + ": " + r.GetSubject(); subject != want {
			t.Errorf("subject = %q, want %q", subject, want)
		}
		for _, want := range []string{"Statut" + nb + ": Ouverte", "Ouvrir RFI-001: ", "Vous recevez un courriel à chaque changement"} {
			if !strings.Contains(body, want) {
				t.Errorf("body lacks %q:\n%s", want, body)
			}
		}
	})

	t.Run("the reminder is in French", func(t *testing.T) {
		c.set(time.Date(2027, 1, 20, 8, 0, 0, 0, time.UTC))
		if _, err := f.Svcs.Rfis.SendReminders(ctx); err != nil {
			t.Fatal(err)
		}
		subject, body := latest("rfi.reminder")
		if !strings.HasPrefix(subject, "Rappel"+nb+": RFI-001 est en retard de ") || !strings.HasSuffix(subject, " jours") {
			t.Errorf("subject = %q, want the French reminder", subject)
		}
		if want := "Répondre à RFI-001: "; !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	})
}
