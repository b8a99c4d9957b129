// Package dashboardpg reads the dashboard's counts from PostgreSQL.
package dashboardpg

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/dashboard"
)

// Store implements dashboard.Store.
type Store struct {
	q *sqlc.Queries
}

var _ dashboard.Store = (*Store)(nil)

// New returns a store over db.
func New(db sqlc.DBTX) *Store { return &Store{q: sqlc.New(db)} }

// Counts runs DashboardCounts: a single statement sees a single snapshot, so no
// transaction is needed for the counts to agree.
func (s *Store) Counts(ctx context.Context) (dashboard.Counts, error) {
	r, err := s.q.DashboardCounts(ctx)
	if err != nil {
		return dashboard.Counts{}, err
	}
	return dashboard.Counts(r), nil
}

func (s *Store) Weekly(ctx context.Context, weeks int32) ([]dashboard.Week, error) {
	rows, err := s.q.DashboardWeekly(ctx, weeks)
	if err != nil {
		return nil, err
	}
	out := make([]dashboard.Week, len(rows))
	for i, r := range rows {
		out[i] = dashboard.Week{Start: r.WeekStart, Applications: r.Applications, ContactMessages: r.ContactMessages}
	}
	return out, nil
}

func (s *Store) MostLiked(ctx context.Context, n int32) ([]dashboard.LikedPost, error) {
	rows, err := s.q.DashboardMostLiked(ctx, n)
	if err != nil {
		return nil, err
	}
	out := make([]dashboard.LikedPost, len(rows))
	for i, r := range rows {
		out[i] = dashboard.LikedPost{ID: r.ID, Title: r.Title, Slug: r.Slug, Likes: r.Likes}
	}
	return out, nil
}

func (s *Store) JobsClosing(ctx context.Context, withinDays, n int32) ([]dashboard.ClosingJob, error) {
	rows, err := s.q.DashboardJobsClosing(ctx, sqlc.DashboardJobsClosingParams{Days: withinDays, MaxRows: n})
	if err != nil {
		return nil, err
	}
	out := make([]dashboard.ClosingJob, 0, len(rows))
	for _, r := range rows {
		if r.ExpireTime != nil {
			out = append(out, dashboard.ClosingJob{ID: r.ID, Role: r.Role, ExpireTime: *r.ExpireTime})
		}
	}
	return out, nil
}

func (s *Store) OverdueMilestones(ctx context.Context, today time.Time, n int32) ([]dashboard.OverdueRow, error) {
	rows, err := s.q.DashboardOverdueMilestones(ctx, sqlc.DashboardOverdueMilestonesParams{Today: pgtype.Date{Time: today, Valid: true}, MaxRows: n})
	if err != nil {
		return nil, err
	}
	out := make([]dashboard.OverdueRow, len(rows))
	for i, r := range rows {
		out[i] = dashboard.OverdueRow{
			ProjectID: r.ProjectID, ProjectName: r.ProjectName, JobNumber: r.JobNumber, OrganizationName: r.OrganizationName,
			Milestone: dashboard.OverdueMilestone{ID: r.ID, Name: r.Name, Due: r.DueDate.Time, BallWithFirm: r.BallInCourt == "FIRM", AssigneeName: r.AssigneeName},
		}
	}
	return out, nil
}
