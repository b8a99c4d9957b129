package portal

import (
	"context"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/mail"
)

// Started is a conversion its caller commits in its own transaction (a quote's
// acceptance): the conversion with the request's files carried, the invitation of the
// requester (its organization is the conversion's, known once it is stored) and its mail.
// Undo removes the carried copies when the transaction fails.
type Started struct {
	Conversion Conversion
	Invitation Invitation
	Mail       func(User) mail.Message
	Undo       func()
}

// StartConversion prepares c (the organization, the project and any extra files already
// in the bucket) with the request's files carried and an invitation for email.
func (s *Service) StartConversion(ctx context.Context, c Conversion, email, name string) (Started, error) {
	p, err := checkProject(c.Project)
	if err != nil {
		return Started{}, err
	}
	c.Project = p
	token, hash, err := auth.NewToken()
	if err != nil {
		return Started{}, err
	}
	undo := func() {}
	if s.carrier != nil {
		carried, u, err := s.carrier.CarryEstimate(ctx, c.EstimateID)
		if err != nil {
			return Started{}, err
		}
		c.Files, undo = append(carried, c.Files...), u
	}
	cfg := s.mail.At(ctx)
	return Started{
		Conversion: c,
		Invitation: Invitation{Email: NormalizeEmail(email), Name: name, LinkHash: hash, ExpireTime: s.now().Add(LinkTTL)},
		Mail: func(u User) mail.Message {
			return invitation(cfg, Organization{ID: u.OrganizationID, Name: u.OrganizationName}, u, token)
		},
		Undo: undo,
	}, nil
}
