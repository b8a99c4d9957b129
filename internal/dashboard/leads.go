package dashboard

import (
	"context"

	"github.com/gusset/gusset/internal/followup"
)

// LeadDays is the window of the 24-hour share: the messages of the last 30 days.
const LeadDays = 30

// Leads are how the firm keeps the connect page's promise of a reply within 24 hours.
type Leads struct {
	// Open: contact messages not Closed and not in the trash.
	Open int64
	// AnsweredInTime: messages of the last LeadDays days (not in the trash) whose first
	// reply from the back office was sent within 24 hours of the message.
	AnsweredInTime int64
	// Due: the same messages that count, answered in time or received more than 24
	// hours ago (one still inside its 24 hours, unanswered, is neither yet).
	Due int64
}

// Leads returns the open leads and the 24-hour share's numbers: the contact messages'
// follow-up figures.
func (s *Service) Leads(ctx context.Context) (Leads, error) {
	f, err := s.followUps.Figures(ctx, followup.Contact, LeadDays)
	if err != nil {
		return Leads{}, err
	}
	return Leads{Open: f.Open, AnsweredInTime: f.AnsweredInTime, Due: f.Due}, nil
}
