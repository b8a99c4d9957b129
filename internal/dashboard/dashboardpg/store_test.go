package dashboardpg_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/dashboard"
	"github.com/gusset/gusset/internal/dashboard/dashboardpg"
	"github.com/gusset/gusset/internal/pgtest"
)

func exec(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) {
	t.Helper()
	if _, err := pool.Exec(context.Background(), sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// job inserts a job and answers its id.
func job(t *testing.T, pool *pgxpool.Pool, role string, active bool, expire *time.Time, deleted bool) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	var del *time.Time
	if deleted {
		now := time.Now()
		del = &now
	}
	if err := pool.QueryRow(context.Background(),
		`INSERT INTO jobs (role, location, qualification, active, expire_time, delete_time) VALUES ($1, 'Ohio', 'Tekla', $2, $3, $4) RETURNING id`,
		role, active, expire, del).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// acmeProjects inserts the organization Acme with two projects, Warehouse (Detailing)
// and Old (Closed), and answers their ids.
func acmeProjects(t *testing.T, pool *pgxpool.Pool) (open, closed uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	var org uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO client_organizations (name) VALUES ('Acme') RETURNING id`).Scan(&org); err != nil {
		t.Fatal(err)
	}
	project := func(name, status string) uuid.UUID {
		var id uuid.UUID
		if err := pool.QueryRow(ctx, `INSERT INTO projects (organization_id, name, job_number, status) VALUES ($1, $2, $2, $3) RETURNING id`, org, name, status).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	return project("Warehouse", "DETAILING"), project("Old", "CLOSED")
}

func at(d time.Duration) *time.Time { t := time.Now().Add(d); return &t }

func TestCountsLeaveOutTheTrashDraftsAndExpiredJobs(t *testing.T) {
	pool := pgtest.New(t)
	open := job(t, pool, "Detailer", true, nil, false)
	job(t, pool, "Checker", true, at(-time.Hour), false) // expired
	job(t, pool, "Modeler", false, nil, false)           // inactive
	gone := job(t, pool, "Estimator", true, nil, true)   // in the trash
	for _, j := range []uuid.UUID{open, open, gone} {
		exec(t, pool, `INSERT INTO applications (job_id, name, email, phone) VALUES ($1, 'A', 'a@example.com', '1')`, j)
	}
	exec(t, pool, `INSERT INTO applications (job_id, name, email, phone, delete_time) VALUES ($1, 'B', 'b@example.com', '1', now())`, open)
	exec(t, pool, `INSERT INTO blog_posts (title, content_html, slug, status, publish_time) VALUES
		('Posted', '<p>x</p>', 'posted', 'published', now() - interval '1 day'),
		('Later', '<p>x</p>', 'later', 'scheduled', now() + interval '1 day'),
		('Draft', '<p>x</p>', 'draft', 'draft', NULL)`)
	exec(t, pool, `INSERT INTO blog_posts (title, content_html, slug, status, publish_time, delete_time) VALUES
		('Binned', '<p>x</p>', 'binned', 'published', now() - interval '1 day', now())`)
	exec(t, pool, `INSERT INTO contact_messages (name, email, phone, message) VALUES ('C', 'c@example.com', '1', 'Hello'), ('D', 'd@example.com', '1', 'Hi')`)
	exec(t, pool, `INSERT INTO contact_messages (name, email, phone, message, delete_time) VALUES ('E', 'e@example.com', '1', 'Gone', now())`)

	got, err := dashboardpg.New(pool).Counts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := dashboard.Counts{TotalJobs: 3, ActiveJobs: 1, Applicants: 2, BlogsPosted: 1, ContactMessages: 2}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestWeeklyAnswersEveryWeekOldestFirst(t *testing.T) {
	pool := pgtest.New(t)
	j := job(t, pool, "Detailer", true, nil, false)
	exec(t, pool, `INSERT INTO applications (job_id, name, email, phone) VALUES ($1, 'A', 'a@example.com', '1'), ($1, 'B', 'b@example.com', '1')`, j)
	exec(t, pool, `INSERT INTO applications (job_id, name, email, phone, create_time) VALUES ($1, 'C', 'c@example.com', '1', now() - interval '14 days')`, j)
	exec(t, pool, `INSERT INTO contact_messages (name, email, phone, message, create_time) VALUES ('C', 'c@example.com', '1', 'Hi', now() - interval '7 days')`)
	// Older than the series: counted nowhere.
	exec(t, pool, `INSERT INTO contact_messages (name, email, phone, message, create_time) VALUES ('D', 'd@example.com', '1', 'Hi', now() - interval '60 days')`)

	got, err := dashboardpg.New(pool).Weekly(context.Background(), 4)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("got %d weeks, want 4", len(got))
	}
	now := time.Now().UTC()
	monday := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, 0, -((int(now.Weekday()) + 6) % 7))
	if !got[3].Start.Equal(monday) {
		t.Errorf("got the last week starting %v, want this Monday %v", got[3].Start, monday)
	}
	var apps, msgs []int64
	for i, w := range got {
		if i > 0 && !w.Start.Equal(got[i-1].Start.AddDate(0, 0, 7)) {
			t.Errorf("week %d starts %v, want a week after %v", i, w.Start, got[i-1].Start)
		}
		apps, msgs = append(apps, w.Applications), append(msgs, w.ContactMessages)
	}
	if want := []int64{0, 1, 0, 2}; !slices.Equal(apps, want) {
		t.Errorf("got applications %v, want %v", apps, want)
	}
	if want := []int64{0, 0, 1, 0}; !slices.Equal(msgs, want) {
		t.Errorf("got contact messages %v, want %v", msgs, want)
	}
}

func TestMostLikedAndJobsClosingAreOrderedAndCapped(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	store := dashboardpg.New(pool)
	for _, p := range []struct {
		slug  string
		likes int
	}{{"few", 1}, {"many", 9}, {"none", 0}, {"some", 5}} {
		var id uuid.UUID
		if err := pool.QueryRow(ctx, `INSERT INTO blog_posts (title, content_html, slug, status, publish_time) VALUES ($1, '<p>x</p>', $1, 'published', now() - interval '1 day') RETURNING id`, p.slug).Scan(&id); err != nil {
			t.Fatal(err)
		}
		if p.likes > 0 {
			exec(t, pool, `INSERT INTO blog_post_like_counts (post_id, likes) VALUES ($1, $2)`, id, p.likes)
		}
	}
	exec(t, pool, `INSERT INTO blog_posts (title, content_html, slug, status, publish_time) VALUES ('draft', '<p>x</p>', 'draft', 'draft', NULL)`)
	t.Run("the most liked public posts come first, no more than asked", func(t *testing.T) {
		got, err := store.MostLiked(ctx, 3)
		if err != nil {
			t.Fatal(err)
		}
		var slugs []string
		for _, p := range got {
			slugs = append(slugs, p.Slug)
		}
		if want := []string{"many", "some", "few"}; !slices.Equal(slugs, want) {
			t.Errorf("got %v, want %v", slugs, want)
		}
	})

	job(t, pool, "In five days", true, at(5*24*time.Hour), false)
	job(t, pool, "Tomorrow", true, at(24*time.Hour), false)
	job(t, pool, "Next month", true, at(30*24*time.Hour), false)
	job(t, pool, "Expired", true, at(-time.Hour), false)
	job(t, pool, "Inactive", false, at(time.Hour), false)
	job(t, pool, "Binned", true, at(time.Hour), true)
	t.Run("jobs closing within the days come soonest first", func(t *testing.T) {
		got, err := store.JobsClosing(ctx, 7, 10)
		if err != nil {
			t.Fatal(err)
		}
		var roles []string
		for _, j := range got {
			roles = append(roles, j.Role)
		}
		if want := []string{"Tomorrow", "In five days"}; !slices.Equal(roles, want) {
			t.Errorf("got %v, want %v", roles, want)
		}
	})
}

func TestOverdueMilestonesListOpenOnesOfOpenProjectsLongestOverdueFirst(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	open, closed := acmeProjects(t, pool)
	today := time.Date(2026, 5, 10, 0, 0, 0, 0, time.UTC)
	for _, m := range []struct {
		project uuid.UUID
		name    string
		due     time.Time
		done    bool
	}{
		{open, "Two days late", today.AddDate(0, 0, -2), false},
		{open, "A week late", today.AddDate(0, 0, -7), false},
		{open, "Due today", today, false},
		{open, "Done late", today.AddDate(0, 0, -9), true},
		{closed, "Of a closed project", today.AddDate(0, 0, -9), false},
	} {
		exec(t, pool, `INSERT INTO milestones (project_id, name, due_date, done) VALUES ($1, $2, $3, $4)`, m.project, m.name, m.due, m.done)
	}
	got, err := dashboardpg.New(pool).OverdueMilestones(ctx, today, 10)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range got {
		names = append(names, r.Milestone.Name)
		if r.ProjectName != "Warehouse" || r.OrganizationName != "Acme" {
			t.Errorf("got project %q of %q, want Warehouse of Acme", r.ProjectName, r.OrganizationName)
		}
	}
	if want := []string{"A week late", "Two days late"}; !slices.Equal(names, want) {
		t.Errorf("got %v, want %v", names, want)
	}
}

// TestSheetsToReviseAreTheLatestRevisionsSentBackOfOpenProjects: a sheet returned Revise
// and resubmit or Rejected waits on the firm's new revision; approved sheets, sheets out
// for approval and a closed project's sheets do not.
func TestSheetsToReviseAreTheLatestRevisionsSentBackOfOpenProjects(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	open, closed := acmeProjects(t, pool)
	for _, s := range []struct {
		project uuid.UUID
		number  string
		status  string
	}{
		{open, "B101", "REVISE_AND_RESUBMIT"},
		{open, "B102", "REJECTED"},
		{open, "B103", "APPROVED_AS_NOTED"},
		{open, "B104", "ISSUED_FOR_APPROVAL"},
		{open, "B105", "NOT_ISSUED"},
		{closed, "B101", "REVISE_AND_RESUBMIT"},
	} {
		exec(t, pool, `INSERT INTO drawing_sheets (project_id, sheet_number, status) VALUES ($1, $2, $3)`, s.project, s.number, s.status)
	}
	got, err := dashboardpg.New(pool).Needs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.SheetsToRevise != 2 {
		t.Errorf("got %d sheets to revise, want 2 (B101 and B102 of the open project)", got.SheetsToRevise)
	}
}
