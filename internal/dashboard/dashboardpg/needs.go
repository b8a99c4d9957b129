package dashboardpg

import (
	"context"

	"github.com/gusset/gusset/internal/dashboard"
)

// Needs runs DashboardNeeds (one statement: one snapshot).
func (s *Store) Needs(ctx context.Context) (dashboard.Needs, error) {
	r, err := s.q.DashboardNeeds(ctx)
	if err != nil {
		return dashboard.Needs{}, err
	}
	return dashboard.Needs{
		UnassignedEstimates: r.UnassignedEstimates, UnansweredThreads: r.UnansweredThreads,
		RfisWithFirm: r.RfisWithFirm, SheetsToRevise: r.SheetsToRevise,
	}, nil
}
