package dashboardpg

import (
	"context"

	"github.com/gusset/gusset/internal/dashboard"
)

// Leads runs DashboardLeads (one statement, one snapshot).
func (s *Store) Leads(ctx context.Context, days int32) (dashboard.Leads, error) {
	r, err := s.q.DashboardLeads(ctx, days)
	if err != nil {
		return dashboard.Leads{}, err
	}
	return dashboard.Leads{Open: r.OpenLeads, AnsweredInTime: r.AnsweredInTime, Due: r.Due}, nil
}
