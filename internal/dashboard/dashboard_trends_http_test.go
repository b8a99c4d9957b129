package dashboard_test

import (
	"context"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// mondayUTC is the start of t's week (Monday 00:00 UTC).
func mondayUTC(t time.Time) time.Time {
	t = t.UTC()
	d := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	return d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
}

func TestDashboardTrends(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	dash := adminv1connect.NewDashboardServiceClient(s.H1, s.URL)
	exec := func(t *testing.T, sql string, args ...any) {
		t.Helper()
		if _, err := s.Pool.Exec(ctx, sql, args...); err != nil {
			t.Fatal(err)
		}
	}
	get := func(t *testing.T) *adminv1.GetDashboardResponse {
		t.Helper()
		res, err := dash.GetDashboard(ctx, sitetest.WithToken(&adminv1.GetDashboardRequest{}, token))
		if err != nil {
			t.Fatalf("GetDashboard: %v", err)
		}
		return res.Msg
	}

	this := mondayUTC(time.Now())
	// weeksAgo(n, h) is a time n weeks before this week's start, h hours into that week.
	weeksAgo := func(n, h int) time.Time { return this.AddDate(0, 0, -7*n).Add(time.Duration(h) * time.Hour) }

	t.Run("an empty site has twelve weeks of zeros, oldest first, ending with this week", func(t *testing.T) {
		weeks := get(t).GetWeeks()
		if len(weeks) != 12 {
			t.Fatalf("%d weeks, want 12", len(weeks))
		}
		for i, w := range weeks {
			if want := weeksAgo(11-i, 0); !w.GetWeekStart().AsTime().Equal(want) || w.GetApplications() != 0 || w.GetContactMessages() != 0 {
				t.Errorf("week %d = %v, want %v with zeros", i, w, want)
			}
		}
	})

	t.Run("each week counts its own applications and messages; weeks without any are zeros", func(t *testing.T) {
		var jobID string
		if err := s.Pool.QueryRow(ctx, `INSERT INTO jobs (role, location, qualification) VALUES ('Checker', 'Pune', 'BE') RETURNING id`).Scan(&jobID); err != nil {
			t.Fatal(err)
		}
		apply := func(at time.Time) {
			exec(t, `INSERT INTO applications (job_id, name, email, phone, create_time) VALUES ($1, 'A', 'a@example.com', '1', $2)`, jobID, at)
		}
		message := func(at time.Time) {
			exec(t, `INSERT INTO contact_messages (name, email, phone, message, create_time) VALUES ('B', 'b@example.com', '2', 'Hi', $1)`, at)
		}
		apply(weeksAgo(0, 0)) // the first instant of this week
		apply(weeksAgo(3, 1))
		apply(weeksAgo(3, 167)) // the last hour of that week
		message(weeksAgo(11, 2))
		message(weeksAgo(1, 5))
		apply(weeksAgo(12, 0)) // the week before the series: not counted
		exec(t, `INSERT INTO applications (job_id, name, email, phone, create_time, delete_time) VALUES ($1, 'Spam', 's@example.com', '1', $2, now())`,
			jobID, weeksAgo(0, 1)) // in the trash: not counted
		message(weeksAgo(0, 0).Add(-time.Microsecond)) // last week's last instant
		wantApps := map[int]int64{0: 1, 3: 2}
		wantMsgs := map[int]int64{11: 1, 1: 2}
		weeks := get(t).GetWeeks()
		if len(weeks) != 12 {
			t.Fatalf("%d weeks, want 12", len(weeks))
		}
		for i, w := range weeks {
			ago := 11 - i
			if w.GetApplications() != wantApps[ago] || w.GetContactMessages() != wantMsgs[ago] {
				t.Errorf("%d weeks ago: %d applications %d messages, want %d and %d", ago, w.GetApplications(), w.GetContactMessages(), wantApps[ago], wantMsgs[ago])
			}
		}
	})

	t.Run("the most liked public posts, five at most, drafts left out", func(t *testing.T) {
		// A post with its count of likes (kept apart from the post since migration 00018).
		liked := func(slug, status string, publish any, likes int) {
			exec(t, `WITH p AS (INSERT INTO blog_posts (title, slug, content_html, status, publish_time)
				VALUES ('Post', $1, '<p>x</p>', $2, $3) RETURNING id)
				INSERT INTO blog_post_like_counts (post_id, likes) SELECT id, $4 FROM p`, slug, status, publish, likes)
		}
		for i, likes := range []int{3, 9, 1, 7, 5, 8} {
			liked("post-"+string(rune('a'+i)), "published", time.Now(), likes)
		}
		liked("draft", "draft", nil, 100)
		liked("later", "scheduled", time.Now().Add(24*time.Hour), 100)
		var got []int64
		for _, p := range get(t).GetMostLikedPosts() {
			got = append(got, p.GetLikes())
		}
		want := []int64{9, 8, 7, 5, 3}
		if len(got) != len(want) {
			t.Fatalf("likes %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("likes %v, want %v", got, want)
			}
		}
	})

	t.Run("jobs closing soon are the active jobs expiring within 14 days, soonest first", func(t *testing.T) {
		job := func(role string, active bool, expire any) {
			exec(t, `INSERT INTO jobs (role, location, qualification, active, expire_time) VALUES ($1, 'Pune', 'BE', $2, $3)`, role, active, expire)
		}
		now := time.Now()
		job("In ten days", true, now.Add(10*24*time.Hour))
		job("Tomorrow", true, now.Add(24*time.Hour))
		job("In twenty days", true, now.Add(20*24*time.Hour))
		job("Expired", true, now.Add(-time.Hour))
		job("Inactive", false, now.Add(2*24*time.Hour))
		job("Open-ended", true, nil)
		var got []string
		for _, j := range get(t).GetJobsClosingSoon() {
			got = append(got, j.GetRole())
		}
		if len(got) != 2 || got[0] != "Tomorrow" || got[1] != "In ten days" {
			t.Errorf("closing soon %q, want [Tomorrow In ten days]", got)
		}
	})
}
