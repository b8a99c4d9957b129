package dashboard

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// maxOverdue caps the overdue milestones read: the dashboard shows the worst.
const maxOverdue = 200

// OverdueMilestone is an open milestone of a portal project (not closed) due before today.
type OverdueMilestone struct {
	ID           uuid.UUID
	Name         string
	Due          time.Time
	DaysOverdue  int
	BallWithFirm bool
	AssigneeName string
}

// OverdueProject is a project with overdue milestones, the longest overdue first.
type OverdueProject struct {
	ID                                uuid.UUID
	Name, JobNumber, OrganizationName string
	Milestones                        []OverdueMilestone
}

// OverdueRow is one overdue milestone with its project, as the store reads it.
type OverdueRow struct {
	ProjectID                                uuid.UUID
	ProjectName, JobNumber, OrganizationName string
	Milestone                                OverdueMilestone
}

// OverdueStore reads the overdue milestones, the longest overdue first.
type OverdueStore interface {
	OverdueMilestones(ctx context.Context, today time.Time, n int32) ([]OverdueRow, error)
}

// OverdueProjects lists the projects with milestones overdue as of now (UTC dates, as
// the portal's snapshot counts them), the project with the oldest one first.
func (s *Service) OverdueProjects(ctx context.Context, now time.Time) ([]OverdueProject, error) {
	y, m, d := now.UTC().Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	rows, err := s.store.OverdueMilestones(ctx, today, maxOverdue)
	if err != nil {
		return nil, err
	}
	var out []OverdueProject
	at := map[uuid.UUID]int{}
	for _, r := range rows {
		i, ok := at[r.ProjectID]
		if !ok {
			i = len(out)
			at[r.ProjectID] = i
			out = append(out, OverdueProject{ID: r.ProjectID, Name: r.ProjectName, JobNumber: r.JobNumber, OrganizationName: r.OrganizationName})
		}
		ms := r.Milestone
		ms.DaysOverdue = int(today.Sub(ms.Due).Hours() / 24)
		out[i].Milestones = append(out[i].Milestones, ms)
	}
	return out, nil
}
