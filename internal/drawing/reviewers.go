package drawing

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

// Outside reviewers (docs/submittals.md): an engineer of record or a contractor's reviewer
// who is not of the client organization, named on a transmittal by e-mail address. Their
// account is the portal's (a client user without an organization), so they sign in as
// clients do; what they may see is decided here: the transmittals sent to them, and those
// transmittals' items, until ReviewerAccess after each closes.

// DefaultReviewerAccess is how long after a transmittal closes its outside reviewers may
// still open it and download its items (Config.ReviewerAccess, REVIEWER_ACCESS_DAYS).
const DefaultReviewerAccess = 30 * 24 * time.Hour

// ReviewerLinkTTL is how long the one-time sign-in link of a transmittal's mail to an
// outside reviewer works: a mail is read days after it is sent, unlike a link asked for
// at the sign-in page (portal.LinkTTL). Once spent or expired, the reviewer asks for a
// new link with their address at the portal's sign-in page.
const ReviewerLinkTTL = 7 * 24 * time.Hour

// Reviewing is an outside reviewer named on a transmittal being sent: their address
// (lower-cased), name, role, and the hash of their one-time sign-in link (the mail
// carries the token).
type Reviewing struct {
	// Index is their place in TransmittalInput.reviewers, for a violation's field.
	Index       int
	Email, Name string
	Copy        bool
	LinkHash    []byte
	LinkExpire  time.Time
}

// reviewersOf checks the input's outside reviewers and gives each a one-time sign-in
// link: the Reviewing rows and each address's token. An address named twice is named
// once, a recipient rather than a copy.
func reviewersOf(v *validate.Checker, in []*portalv1.OutsideReviewer, now time.Time) ([]Reviewing, map[string]string, error) {
	var out []Reviewing
	at := map[string]int{}
	for i, r := range in {
		field := fmt.Sprintf("transmittal.reviewers[%d]", i)
		email, name := portal.NormalizeEmail(r.GetEmail()), strings.TrimSpace(r.GetName())
		if email == "" {
			v.Add(field+".email", "Enter the reviewer's e-mail address")
			continue
		}
		v.Check(validate.Email(email) && len(email) <= 200, field+".email", "Please enter a valid email address")
		v.MaxLen(field+".name", "Name", name, 200)
		v.Text(field+".name", name)
		if j, ok := at[email]; ok {
			out[j].Copy = out[j].Copy && r.GetCopy()
			continue
		}
		at[email] = len(out)
		out = append(out, Reviewing{Index: i, Email: email, Name: name, Copy: r.GetCopy(), LinkExpire: now.Add(ReviewerLinkTTL)})
	}
	tokens := map[string]string{}
	for i := range out {
		token, hash, err := auth.NewToken()
		if err != nil {
			return nil, nil, err
		}
		out[i].LinkHash = hash
		tokens[out[i].Email] = token
	}
	return out, tokens, nil
}

// hasReviewerRecipient reports whether an outside reviewer is a recipient (not a copy).
func hasReviewerRecipient(in []*portalv1.OutsideReviewer) bool {
	for _, r := range in {
		if !r.GetCopy() {
			return true
		}
	}
	return false
}

// reviewerLink is the URL of a reviewer's mail: their one-time sign-in, then the
// transmittal's page.
func reviewerLink(siteURL, token string, t *Transmittal) string {
	return siteURL + "/portal/sign-in/link?token=" + url.QueryEscape(token) + "&next=" + url.QueryEscape(ClientTransmittalPath(t))
}

// closedAfter is the earliest close time whose transmittals reviewers may still open.
func (s *Service) closedAfter() time.Time { return s.now().Add(-s.reviewerAccess) }

// withAccessEnd sets when reviewers' access to t ends, once it has closed.
func (s *Service) withAccessEnd(t *Transmittal) *Transmittal {
	if t != nil && t.GetCloseTime() != nil {
		t.ReviewerAccessEndTime = timestamppb.New(t.GetCloseTime().AsTime().Add(s.reviewerAccess))
	}
	return t
}

// ReviewerMayOpen answers nil when the outside reviewer is a recipient (or copy) of the
// transmittal and their access has not ended, ErrTransmittalNotFound otherwise (as for an
// unknown id). It is the reviewer's half of "may this actor review this transmittal".
func (s *Service) ReviewerMayOpen(ctx context.Context, c actor.Actor, transmittalID uuid.UUID) error {
	id := c.ReviewerID()
	if id == nil {
		return ErrTransmittalNotFound
	}
	ok, err := s.store.ReviewerAccess(ctx, transmittalID, *id, s.closedAfter())
	if err != nil {
		return err
	}
	if !ok {
		return ErrTransmittalNotFound
	}
	return nil
}

// reviewerTransmittal is GetTransmittal for an outside reviewer: only one sent to them,
// their first open recorded.
func (s *Service) reviewerTransmittal(ctx context.Context, c actor.Actor, id uuid.UUID) (*Transmittal, error) {
	if err := s.ReviewerMayOpen(ctx, c, id); err != nil {
		return nil, err
	}
	if err := s.store.ReviewerOpened(ctx, id, c.ID, s.now()); err != nil {
		return nil, err
	}
	t, err := s.store.TransmittalGet(ctx, id, nil)
	s.clockTransmittals(t)
	return s.withAccessEnd(t), err
}

// ReviewerTransmittals lists the transmittals sent to the outside reviewer c whose access
// has not ended, newest first; anyone else is refused.
func (s *Service) ReviewerTransmittals(ctx context.Context, c actor.Actor) ([]*Transmittal, error) {
	id := c.ReviewerID()
	if id == nil {
		return nil, ErrReviewersOnly
	}
	list, err := s.store.TransmittalListForReviewer(ctx, *id, s.closedAfter())
	s.clockTransmittals(list...)
	for _, t := range list {
		s.withAccessEnd(t)
	}
	return list, err
}

// ErrReviewersOnly: a procedure of outside reviewers called by someone else.
var ErrReviewersOnly = apperr.PermissionDenied("only outside reviewers have transmittals of their own")

// reviewerRevision is a revision an outside reviewer may download: an item of a
// transmittal they may still open.
func (s *Service) reviewerRevision(ctx context.Context, c actor.Actor, id uuid.UUID) (Revision, error) {
	ok, err := s.store.ReviewerRevisionAccess(ctx, id, c.ID, s.closedAfter())
	if err != nil {
		return Revision{}, err
	}
	if !ok {
		return Revision{}, ErrRevisionNotFound
	}
	return s.store.RevisionGet(ctx, id, nil)
}
