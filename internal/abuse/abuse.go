// Package abuse keeps bots off the public forms (contact, newsletter, job application,
// résumé upload): a honeypot field, per-address rate limits kept in PostgreSQL (so they
// hold across processes and restarts), and a self-hosted proof-of-work challenge
// (ALTCHA) that is verified here and accepted once for each use (a form's submission, its
// résumé's upload).
package abuse

import (
	"context"
	"fmt"
	"time"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/validate"
)

// Action is a public form.
type Action string

// The guarded forms.
const (
	Contact      Action = "contact"
	Newsletter   Action = "newsletter"
	Application  Action = "application"
	ResumeUpload Action = "resume_upload"
	// Estimate is the /estimate form; EstimateUpload each of its resumable uploads.
	Estimate       Action = "estimate"
	EstimateUpload Action = "estimate_upload"
	// PortalLink is the portal's "mail me a sign-in link", per client address;
	// PortalLinkAddress the same per e-mail address asked for.
	PortalLink        Action = "portal_link"
	PortalLinkAddress Action = "portal_link_address"
)

// Limit is how many submissions one address may make per window.
type Limit struct {
	Max    int
	Window time.Duration
}

// DefaultLimits allow any real visitor more than they need: a person sends a handful of
// messages an hour, not dozens.
var DefaultLimits = map[Action]Limit{
	Contact:      {Max: 5, Window: time.Hour},
	Newsletter:   {Max: 5, Window: time.Hour},
	Application:  {Max: 10, Window: time.Hour},
	ResumeUpload: {Max: 20, Window: time.Hour},
	Estimate:     {Max: 5, Window: time.Hour},
	// A bid package may be many files; the bytes have their own daily budget.
	EstimateUpload: {Max: 200, Window: time.Hour},
	// A client needs a link now and then; a mailbox is not to be flooded.
	PortalLink:        {Max: 10, Window: time.Hour},
	PortalLinkAddress: {Max: 5, Window: time.Hour},
}

// Store counts hits and spends challenges.
type Store interface {
	// Hit counts one hit and answers the window's count.
	Hit(ctx context.Context, action Action, client string, windowStart time.Time) (int, error)
	// Spend records a solved challenge until expires; false if it was spent before.
	Spend(ctx context.Context, signature string, expires time.Time) (bool, error)
	Purge(ctx context.Context, now time.Time) (int64, error)
}

// Form is what a submission carries for the guard.
type Form struct {
	// Honeypot is the hidden field people never see and bots fill in.
	Honeypot string
	// Challenge is the solved ALTCHA payload (base64 JSON).
	Challenge string
}

// ChallengeHeader carries a solved challenge outside a form's fields: an upload's, or an
// API client's (the REST shim reads it when a form has no altcha field).
const ChallengeHeader = "X-Altcha"

// Messages of refusals, in the spec's plain style.
const (
	MsgRejected  = "Your submission could not be accepted. Please try again."
	MsgChallenge = "Please wait for the verification to finish, then try again."
)

// RateLimitedError is a refusal until RetryAfter has passed.
type RateLimitedError struct{ RetryAfter time.Duration }

func (e *RateLimitedError) Error() string {
	mins := int(e.RetryAfter.Round(time.Minute) / time.Minute)
	if mins <= 1 {
		return "Too many requests. Please try again in a minute."
	}
	return fmt.Sprintf("Too many requests. Please try again in %d minutes.", mins)
}

// RetryDelay is how long the caller must wait, for a Retry-After answer.
func (e *RateLimitedError) RetryDelay() time.Duration { return e.RetryAfter }

// Is makes the error match apperr.ErrRateLimited (429).
func (e *RateLimitedError) Is(target error) bool { return target == apperr.ErrRateLimited }

// Guard checks submissions.
type Guard struct {
	store     Store
	limits    map[Action]Limit
	challenge *Challenger
	now       func() time.Time
}

// NewGuard returns a guard; a nil challenger turns the challenge off.
func NewGuard(store Store, limits map[Action]Limit, challenge *Challenger) *Guard {
	return &Guard{store: store, limits: limits, challenge: challenge, now: time.Now}
}

// Challenger makes and checks challenges; nil when they are off.
func (g *Guard) Challenger() *Challenger { return g.challenge }

// Admit lets a submission of action from remote (the connection's address) through, or
// refuses it: over the address's limit (counted first, so refused attempts count too),
// with the honeypot filled, or without a fresh solved challenge.
func (g *Guard) Admit(ctx context.Context, action Action, remote string, f Form, needChallenge bool) error {
	if err := g.count(ctx, action, remote); err != nil {
		return err
	}
	if f.Honeypot != "" {
		return rejected("website", MsgRejected)
	}
	if needChallenge {
		return g.spend(ctx, f.Challenge, "")
	}
	return nil
}

// AdmitUpload lets a visitor's file upload for the form of action (a résumé for an
// application) through, or refuses it: over the address's limit of uploadAction, or
// without the form's fresh solved challenge. The upload spends its own use of the
// challenge, so the form's submission can still spend the same one: one solved
// challenge buys one upload and one submission, never a stream of uploads.
func (g *Guard) AdmitUpload(ctx context.Context, uploadAction Action, remote, challenge string) error {
	if err := g.count(ctx, uploadAction, remote); err != nil {
		return err
	}
	return g.spend(ctx, challenge, string(uploadAction))
}

// AdmitBound lets one of a visitor's uploads through (uploadAction's limit counted
// first), with a fresh solved challenge: the first upload spends its use of it, and the
// visitor's further uploads may show the same one while bound(signature) says an upload
// of theirs spent it (a form may carry many files, but the visitor solves once). It
// answers the signature to bind to the upload; "" when challenges are off.
func (g *Guard) AdmitBound(ctx context.Context, uploadAction Action, remote, challenge string, bound func(sig string) (bool, error)) (string, error) {
	if err := g.count(ctx, uploadAction, remote); err != nil {
		return "", err
	}
	if g.challenge == nil {
		return "", nil
	}
	sig, expires, ok := g.challenge.Verify(challenge, g.now())
	if !ok {
		return "", rejected("challenge", MsgChallenge)
	}
	fresh, err := g.store.Spend(ctx, string(uploadAction)+" "+sig, expires)
	if err != nil {
		return "", err
	}
	if !fresh {
		mine, err := bound(sig)
		if err != nil {
			return "", err
		}
		if !mine {
			return "", rejected("challenge", MsgChallenge)
		}
	}
	return sig, nil
}

// spend accepts a fresh solved challenge once for use (the form's submission when ""):
// every use of one challenge is spent on its own.
func (g *Guard) spend(ctx context.Context, challenge, use string) error {
	if g.challenge == nil {
		return nil
	}
	sig, expires, ok := g.challenge.Verify(challenge, g.now())
	if !ok {
		return rejected("challenge", MsgChallenge)
	}
	if use != "" {
		sig = use + " " + sig
	}
	fresh, err := g.store.Spend(ctx, sig, expires)
	if err != nil {
		return err
	}
	if !fresh {
		return rejected("challenge", MsgChallenge)
	}
	return nil
}

func (g *Guard) count(ctx context.Context, action Action, remote string) error {
	return g.AdmitKey(ctx, action, clientaddr.Key(remote))
}

// AdmitKey counts one request of action for key (a client address as clientaddr.Key
// answers it, or another key such as an e-mail address) and refuses it over the limit.
func (g *Guard) AdmitKey(ctx context.Context, action Action, key string) error {
	limit, ok := g.limits[action]
	if !ok || limit.Max <= 0 {
		return nil
	}
	now := g.now()
	start := now.Truncate(limit.Window)
	n, err := g.store.Hit(ctx, action, key, start)
	if err != nil {
		return err
	}
	if n > limit.Max {
		return &RateLimitedError{RetryAfter: start.Add(limit.Window).Sub(now)}
	}
	return nil
}

// Purge drops expired windows and challenges.
func (g *Guard) Purge(ctx context.Context) (int64, error) { return g.store.Purge(ctx, g.now()) }

func rejected(field, msg string) error {
	var c validate.Checker
	c.Add(field, msg)
	return c.Err()
}
