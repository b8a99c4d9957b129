package drawing

import (
	"context"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// Reviewer is who returns a transmittal's items, as their stamps name them.
type Reviewer struct {
	Name, Organization string
	// OrganizationID is whose stamp set the reviewer stamps with: the project's client.
	OrganizationID uuid.UUID
}

// ErrNotReviewer: the caller may read the transmittal but is not one of its reviewers
// (a copy, another user of the organization, staff).
var ErrNotReviewer = apperr.PermissionDenied("only the transmittal's recipients review it")

// ErrNoReview: the transmittal asks for no review (for fabrication, field use or information).
var ErrNoReview = apperr.FailedPrecondition("this transmittal asks for no review")

// reviewable answers the transmittal and c as its reviewer, or why c may not review it.
// This is the one place that decides who reviews a transmittal: a kind of reviewer (an
// outside reviewer invited to one transmittal) is a case here, and everything that
// reviews (the markup uploads, the returns, the stamp set) asks here.
func (s *Service) reviewable(ctx context.Context, c actor.Actor, id uuid.UUID) (*Transmittal, Reviewer, error) {
	switch c.Kind {
	case actor.KindClient:
		// Another organization's transmittal is not found, as an unknown one is.
		t, err := s.store.TransmittalGet(ctx, id, c.Scope())
		if err != nil {
			return nil, Reviewer{}, err
		}
		r, ok, err := s.reviews.Reviewer(ctx, id, c.ID)
		return reviewerOf(t, r, ok, err)
	case actor.KindReviewer:
		// Only a transmittal sent to them, until their access ends; else not found.
		if err := s.ReviewerMayOpen(ctx, c, id); err != nil {
			return nil, Reviewer{}, err
		}
		t, err := s.store.TransmittalGet(ctx, id, nil)
		if err != nil {
			return nil, Reviewer{}, err
		}
		r, ok, err := s.reviews.OutsideReviewer(ctx, id, c.ID)
		return reviewerOf(t, r, ok, err)
	case actor.KindStaff:
		// Staff issue transmittals; the client returns them.
		return nil, Reviewer{}, ErrNotReviewer
	case actor.KindSystem:
		return nil, Reviewer{}, ErrTransmittalNotFound
	}
	return nil, Reviewer{}, ErrTransmittalNotFound
}

// reviewerOf is the transmittal and its reviewer once found (ok), or why they may not review it.
func reviewerOf(t *Transmittal, r Reviewer, ok bool, err error) (*Transmittal, Reviewer, error) {
	switch {
	case err != nil:
		return nil, Reviewer{}, err
	case !ok:
		return nil, Reviewer{}, ErrNotReviewer
	case !asksForReview(t.GetPurpose()):
		return nil, Reviewer{}, ErrNoReview
	}
	return t, r, nil
}

func asksForReview(p portalv1.TransmittalPurpose) bool {
	return p == portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL || p == portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL
}

// StampSetFor answers the stamps c chooses from when reviewing the transmittal.
func (s *Service) StampSetFor(ctx context.Context, c actor.Actor, transmittalID string) (*StampSet, error) {
	id, err := apperr.ParseID(transmittalID, ErrTransmittalNotFound)
	if err != nil {
		return nil, err
	}
	_, r, err := s.reviewable(ctx, c, id)
	if err != nil {
		return nil, err
	}
	labels, err := s.stamps.StampLabels(ctx, r.OrganizationID)
	if err != nil {
		return nil, err
	}
	return stampSetOf(r.OrganizationID, labels), nil
}
