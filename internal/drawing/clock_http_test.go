package drawing_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// clock is the register's injected clock, moved by the test.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

// startAt runs a site whose drawing register's clock is c.
func startAt(t *testing.T, c *clock) (*sitetest.PortalFixture, tenant) {
	t.Helper()
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), DrawingClock: c.Now})
	f := sitetest.PortalFixtureOf(t, s)
	return f, newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-101")
}

// reminded counts the reminders queued to each address.
func reminded(t *testing.T, f *sitetest.PortalFixture) map[string]int {
	t.Helper()
	rows, err := f.Pool.Query(context.Background(), `SELECT to_addr, count(*) FROM outbox_messages WHERE topic = 'drawing.reminder' GROUP BY to_addr`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var to string
		var n int
		if err := rows.Scan(&to, &n); err != nil {
			t.Fatal(err)
		}
		out[to] = n
	}
	return out
}

func TestTheClockMakesATransmittalOverdueAndRemindsEachRecipientOnceADay(t *testing.T) {
	clk := &clock{now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	f, a := startAt(t, clk)
	ctx := context.Background()
	f.Invite(t, a.org, "lee@prairie.example")
	f.Invite(t, a.org, "kim@prairie.example")
	lee, kim := userID(t, f, "lee@prairie.example"), userID(t, f, "kim@prairie.example")
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf", "B102_R0.pdf"))
	in := forApproval(a.project, []string{a.clientID, lee}, revs)
	in.CopyIds = []string{kim}
	// Outside reviewers are reminded as recipients too, and not as copies.
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example"}, {Email: "gc@contractor.example", Copy: true}}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	stats := adminv1connect.NewDrawingStatsServiceClient(f.H1, f.URL)
	snapshot := func(t *testing.T) *portalv1.DrawingSnapshot {
		t.Helper()
		res, err := portalv1connect.NewDrawingClockServiceClient(f.H1, f.URL).GetDrawingSnapshot(ctx, sitetest.WithToken(&portalv1.GetDrawingSnapshotRequest{ProjectId: a.project}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		return res.Msg.GetSnapshot()
	}
	run := func(t *testing.T) {
		t.Helper()
		if _, err := f.Svcs.Drawings.SendReminders(ctx); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("due on its issue date plus 14 days, it is not overdue on its due date", func(t *testing.T) {
		clk.set(time.Date(2026, 3, 16, 23, 0, 0, 0, time.UTC))
		got := openAs(t, f, a.client, tr.GetId())
		if got.GetDueDate() != "2026-03-16" || got.GetDaysOutstanding() != 14 || got.GetOverdue() || got.GetDaysOverdue() != 0 {
			t.Errorf("got due %s, %d days out, overdue %v (%d days), want due 2026-03-16, 14 days, not overdue",
				got.GetDueDate(), got.GetDaysOutstanding(), got.GetOverdue(), got.GetDaysOverdue())
		}
		run(t)
		if got := reminded(t, f); len(got) != 0 {
			t.Errorf("reminders on the due date: %v, want none", got)
		}
		if s := snapshot(t); s.GetOpenTransmittals() != 1 || s.GetOverdueTransmittals() != 0 || s.GetSheetsOut() != 2 {
			t.Errorf("got snapshot %v, want 1 open, 0 overdue, 2 sheets out", s)
		}
	})

	clk.set(time.Date(2026, 3, 17, 0, 30, 0, 0, time.UTC))
	t.Run("the day after its due date, both sides see it overdue", func(t *testing.T) {
		got := openAs(t, f, a.client, tr.GetId())
		if !got.GetOverdue() || got.GetDaysOverdue() != 1 || got.GetDaysOutstanding() != 15 {
			t.Errorf("got overdue %v by %d days, %d days out; want overdue by 1, 15 days out", got.GetOverdue(), got.GetDaysOverdue(), got.GetDaysOutstanding())
		}
		sheets, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range sheets.Msg.GetSheets() {
			if !sh.GetOverdue() || sh.GetDaysOutstanding() != 15 || sh.GetDueDate() != "2026-03-16" || sh.GetIssuedDate() != "2026-03-02" {
				t.Errorf("sheet %s: got overdue %v, %d days, due %q, issued %q; want overdue, 15 days, due 2026-03-16, issued 2026-03-02",
					sh.GetSheetNumber(), sh.GetOverdue(), sh.GetDaysOutstanding(), sh.GetDueDate(), sh.GetIssuedDate())
			}
		}
		s := snapshot(t)
		if s.GetOverdueTransmittals() != 1 || s.GetSheetsOverdue() != 2 || len(s.GetOpen()) != 1 || s.GetOpen()[0].GetDaysOverdue() != 1 {
			t.Errorf("got snapshot %v, want T-0001 overdue by a day with its 2 sheets", s)
		}
		res, err := stats.GetDrawingStats(ctx, sitetest.WithToken(&adminv1.GetDrawingStatsRequest{}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if res.Msg.GetOverdueCount() != 1 || res.Msg.GetOverdue()[0].GetNumberText() != "T-0001" || res.Msg.GetOverdue()[0].GetOrganizationName() != "Prairie Steel Fabricators" {
			t.Errorf("got dashboard %v, want T-0001 of Prairie Steel Fabricators overdue", res.Msg)
		}
	})

	t.Run("runs on the same day, even at once, remind each recipient once and no copy", func(t *testing.T) {
		var wg sync.WaitGroup
		for range 3 {
			wg.Go(func() {
				if _, err := f.Svcs.Drawings.SendReminders(ctx); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		run(t)
		want := map[string]int{"dana@prairie.example": 1, "lee@prairie.example": 1, "eor@engineers.example": 1}
		if got := reminded(t, f); !mapsEqual(got, want) {
			t.Errorf("got reminders %v, want %v", got, want)
		}
	})

	t.Run("the next day reminds them again", func(t *testing.T) {
		clk.set(time.Date(2026, 3, 18, 8, 0, 0, 0, time.UTC))
		run(t)
		run(t)
		want := map[string]int{"dana@prairie.example": 2, "lee@prairie.example": 2, "eor@engineers.example": 2}
		if got := reminded(t, f); !mapsEqual(got, want) {
			t.Errorf("got reminders %v, want %v", got, want)
		}
	})

	t.Run("once it closes, the clock stops and the reminders end", func(t *testing.T) {
		if _, err := f.Pool.Exec(ctx, `UPDATE transmittals SET close_time = '2026-03-18 15:00Z' WHERE id = $1`, tr.GetId()); err != nil {
			t.Fatal(err)
		}
		clk.set(time.Date(2026, 3, 25, 8, 0, 0, 0, time.UTC))
		run(t)
		want := map[string]int{"dana@prairie.example": 2, "lee@prairie.example": 2, "eor@engineers.example": 2}
		if got := reminded(t, f); !mapsEqual(got, want) {
			t.Errorf("got reminders %v, want %v", got, want)
		}
		got := openAs(t, f, a.client, tr.GetId())
		if got.GetOverdue() || got.GetDaysOutstanding() != 16 {
			t.Errorf("got overdue %v, %d days out; want closed after 16 days", got.GetOverdue(), got.GetDaysOutstanding())
		}
		if s := snapshot(t); s.GetOpenTransmittals() != 0 || len(s.GetOpen()) != 0 {
			t.Errorf("got snapshot %v, want nothing open", s)
		}
	})
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestATransmittalForFabricationIsClosedWhenSent(t *testing.T) {
	f, a := start(t)
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	in := forApproval(a.project, []string{a.clientID}, revs)
	in.Purpose = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION
	in.IssueDate = time.Now().UTC().AddDate(0, 0, -30).Format(time.DateOnly)
	fab, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	if fab.GetCloseTime() == nil || fab.GetOverdue() {
		t.Errorf("for fabrication: got close time %v, overdue %v; want closed when sent, not overdue", fab.GetCloseTime(), fab.GetOverdue())
	}
	in.Purpose = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL
	approval, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	if approval.GetCloseTime() != nil || !approval.GetOverdue() || approval.GetDaysOutstanding() != 30 {
		t.Errorf("for approval: got close time %v, overdue %v, %d days; want open, overdue, 30 days", approval.GetCloseTime(), approval.GetOverdue(), approval.GetDaysOutstanding())
	}
}

func TestTheMedianDaysToReturnPerOrganization(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-202")
	today := time.Now().UTC().Truncate(24 * time.Hour)
	// sendClosed sends a transmittal of x issued ago days before today and closes it
	// after took days (took < 0: left as sent).
	sendClosed := func(x tenant, purpose portalv1.TransmittalPurpose, ago, took int) {
		t.Helper()
		revs := revisionIDs(addSheets(t, f, x.project, "S"+time.Now().Format("150405.000000000")+".pdf"))
		in := forApproval(x.project, []string{x.clientID}, revs)
		in.Purpose = purpose
		issue := today.AddDate(0, 0, -ago)
		in.IssueDate = issue.Format(time.DateOnly)
		tr, err := send(f, in)
		if err != nil {
			t.Fatal(err)
		}
		if took >= 0 {
			if _, err := f.Pool.Exec(ctx, `UPDATE transmittals SET close_time = $2 WHERE id = $1`, tr.GetId(), issue.AddDate(0, 0, took).Add(15*time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
	}
	approval, resubmittal := portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL
	for _, took := range []int{3, 10, 14, 20} {
		sendClosed(a, approval, 40, took)
	}
	sendClosed(a, resubmittal, 30, 11)
	// Outside the window, still open, or asking for no review: not counted.
	sendClosed(a, approval, 200, 50)
	sendClosed(a, approval, 20, -1)
	sendClosed(a, portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION, 5, -1)
	sendClosed(b, approval, 30, 7)
	sendClosed(b, approval, 30, 8)

	stats := adminv1connect.NewDrawingStatsServiceClient(f.H1, f.URL)
	res, err := stats.GetDrawingStats(ctx, sitetest.WithToken(&adminv1.GetDrawingStatsRequest{}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	type figure struct {
		org      string
		median   float64
		returned int32
	}
	var got []figure
	for _, r := range res.Msg.GetReturnTimes() {
		got = append(got, figure{r.GetOrganizationName(), r.GetMedianDays(), r.GetReturned()})
	}
	want := []figure{{"Coastal Erectors", 7.5, 2}, {"Prairie Steel Fabricators", 11, 5}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	one, err := stats.GetDrawingStats(ctx, sitetest.WithToken(&adminv1.GetDrawingStatsRequest{OrganizationId: b.org}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if r := one.Msg.GetReturnTimes(); len(r) != 1 || r[0].GetOrganizationId() != b.org || one.Msg.GetOverdueCount() != 0 {
		t.Errorf("one organization's: got %v, want Coastal Erectors' only", one.Msg)
	}
}
