package rfi

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// maxNonWorkingDays bounds the firm's list (years of holidays).
const maxNonWorkingDays = 1000

// GetSettings answers a project's RFI clock.
func (s *Service) GetSettings(ctx context.Context, c actor.Actor, projectID string) (*Settings, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.Settings(ctx, id, c.Scope())
}

// UpdateSettings sets a project's RFI clock (staff).
func (s *Service) UpdateSettings(ctx context.Context, in *Settings) (*Settings, error) {
	if _, err := apperr.ParseID(in.GetProjectId(), ErrProjectNotFound); err != nil {
		return nil, err
	}
	var v validate.Checker
	v.Check(in.GetResponseDays() >= 1 && in.GetResponseDays() <= 365, "settings.response_days", "Between 1 and 365 days")
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.store.SettingsUpdate(ctx, in)
}

// NonWorkingDays answers the firm's non-working days in date order.
func (s *Service) NonWorkingDays(ctx context.Context) ([]*NonWorkingDay, error) {
	return s.store.NonWorkingDays(ctx)
}

// SetNonWorkingDays replaces the firm's non-working days (staff).
func (s *Service) SetNonWorkingDays(ctx context.Context, days []*NonWorkingDay) ([]*NonWorkingDay, error) {
	var v validate.Checker
	v.Check(len(days) <= maxNonWorkingDays, "days", fmt.Sprintf("At most %d days", maxNonWorkingDays))
	seen := map[string]bool{}
	out := make([]*NonWorkingDay, 0, len(days))
	for i, d := range days {
		field := fmt.Sprintf("days[%d]", i)
		day, err := time.Parse(time.DateOnly, strings.TrimSpace(d.GetDay()))
		name := strings.TrimSpace(d.GetName())
		v.Text(field+".name", name)
		v.MaxLen(field+".name", "Name", name, 200)
		switch {
		case err != nil:
			v.Add(field+".day", "A date is YYYY-MM-DD")
		case seen[day.Format(time.DateOnly)]:
			v.Add(field+".day", "This day is listed twice")
		default:
			seen[day.Format(time.DateOnly)] = true
			out = append(out, &NonWorkingDay{Day: day.Format(time.DateOnly), Name: name})
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.store.SetNonWorkingDays(ctx, out)
}

// Counts are the open RFIs and the overdue among them: every project's for staff; for
// a client, their organization's asked of them ("RFIs waiting on you").
func (s *Service) Counts(ctx context.Context, c actor.Actor) (open, overdue int32, err error) {
	return s.store.Counts(ctx, c.Scope(), s.today(), !c.IsStaff())
}
