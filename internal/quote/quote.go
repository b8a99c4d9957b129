// Package quote is the firm's answer to an estimate request: a quote numbered per year
// (Q-2026-0042) and revised, its proposal PDF mailed to the requester with a signed link,
// and the requester's answers over that link — a question, a decline, or an acceptance
// that starts the portal project (docs/quotes.md).
package quote

import (
	"context"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

// The domain's messages are the generated ones (proto/gusset/admin/v1/quotes.proto,
// site/v1/proposals.proto).
type (
	Quote      = adminv1.Quote
	Content    = sitev1.QuoteContent
	Totals     = sitev1.QuoteTotals
	Proposal   = sitev1.Proposal
	Acceptance = sitev1.QuoteAcceptance
	Template   = adminv1.QuoteTemplate
)

// Errors.
var (
	ErrNotFound         = apperr.NotFound("quote not found")
	ErrRequestNotFound  = apperr.NotFound("estimate request not found")
	ErrTemplateNotFound = apperr.NotFound("quote template not found")
	ErrNotDraft         = apperr.FailedPrecondition("Only a draft revision can be edited or sent; start a new revision.")
	ErrDraftExists      = apperr.FailedPrecondition("This quote already has a draft revision.")
	ErrClosed           = apperr.FailedPrecondition("This quote was accepted or declined: it cannot be revised.")
	ErrNotAsked         = apperr.FailedPrecondition("This quote has not been sent.")
	// ErrBadLink: a link that is malformed or tampered with, or names a revision never sent.
	ErrBadLink      = &validate.Error{Violations: []validate.Violation{{Field: "token", Message: "This link is not valid. Please open the link in the latest e-mail about this proposal."}}}
	ErrRevised      = apperr.FailedPrecondition("This proposal was revised: please open the link in the latest e-mail about it.")
	ErrAccepted     = apperr.FailedPrecondition("This proposal was already accepted.")
	ErrDeclined     = apperr.FailedPrecondition("This proposal was declined.")
	ErrOrganization = &validate.Error{Violations: []validate.Violation{{Field: "organization_id", Message: "Choose an existing client organization"}}}
	ErrTermsBox     = &validate.Error{Violations: []validate.Violation{{Field: "accept_terms", Message: "Please tick \"I accept these terms\"."}}}
	errNoAddress    = apperr.FailedPrecondition("The request has no e-mail address to send to.")
)

// Expired is the error of an answer to a proposal past its validity: it says whom to call.
func Expired(validUntil string, firm Firm) error {
	who := firm.Name
	if firm.Phone != "" {
		who += " at " + firm.Phone
	}
	if firm.Email != "" {
		who += " (" + firm.Email + ")"
	}
	return apperr.FailedPrecondition("This proposal expired on " + validUntil + ". Please contact " + who + " for a renewed one.")
}

// Firm is who the proposals are from (the site settings' name, phone and sales e-mail).
type Firm struct{ Name, Phone, Email string }

// Saved is a revision's content as stored, with what the server computed.
type Saved struct {
	Content    *Content
	Totals     *Totals
	ValidUntil time.Time
	// The terms, copied from their template's version.
	TermsID      *uuid.UUID
	TermsTitle   string
	TermsBody    string
	TermsVersion int32
	// OrganizationID is the client organization staff chose for the project (nil: the
	// request's company's).
	OrganizationID *uuid.UUID
}

// NewQuote is revision 1 of a new quote.
type NewQuote struct {
	RequestID uuid.UUID
	Year      int
	Saved     Saved
	By        string
	Now       time.Time
}

// Accept is an acceptance to commit with the project's start.
type Accept struct {
	QuoteID  uuid.UUID
	Record   *Acceptance
	Origin   audit.Origin
	Today    time.Time
	Expired  error
	Started  portal.Started
	Now      time.Time
	FileName string
}

// Reminder is a sent quote whose validity ends soon, claimed once for its reminder.
type Reminder struct {
	Number, Reference, Company, ProjectName, Assignee string
	Revision                                          int32
	ValidUntil                                        time.Time
}

// Sent is a sent revision as the figures read it.
type Sent struct {
	Year, Seq, Revision int32
	Status              string
	Currency            string
	TotalCents          int64
	SentTime            time.Time
	AnswerTime          *time.Time
}

// FirstQuote is a request's arrival and its first quote's sending.
type FirstQuote struct{ Received, FirstSent time.Time }

// Store persists quotes. Absent rows answer the domain's not-found errors.
type Store interface {
	Create(ctx context.Context, n NewQuote) (uuid.UUID, error)
	Update(ctx context.Context, id uuid.UUID, s Saved, now time.Time) error
	// Revise copies the newest revision of id's quote into a new draft.
	Revise(ctx context.Context, id uuid.UUID, by string, now time.Time) (uuid.UUID, error)
	// Send marks a draft sent, supersedes the revision sent before, marks the request
	// Quoted and queues the mail, in one transaction.
	Send(ctx context.Context, id uuid.UUID, now time.Time, msg func(*Quote) (mail.Message, error)) error
	Get(ctx context.Context, id uuid.UUID) (*Quote, error)
	// List is a request's revisions, or (nil) every quote's newest.
	List(ctx context.Context, requestID *uuid.UUID) ([]*Quote, error)
	// Note adds n to the request's thread of quote id and queues msg (when not nil).
	Note(ctx context.Context, id uuid.UUID, n followup.NewNote, msg *mail.Message) error
	// Decline records a decline of a sent, valid revision.
	Decline(ctx context.Context, id uuid.UUID, reason string, today, now time.Time, expired error) error
	// Accept records the acceptance and starts the project, all or nothing.
	Accept(ctx context.Context, a Accept) error

	Templates(ctx context.Context, kind string) ([]*Template, error)
	Template(ctx context.Context, id uuid.UUID) (*Template, error)
	CurrentTerms(ctx context.Context) (*Template, error)
	TemplateCreate(ctx context.Context, family uuid.UUID, kind, title, body string) (*Template, error)
	TemplateUpdate(ctx context.Context, family uuid.UUID, title, body string) (*Template, error)
	TemplateRetire(ctx context.Context, family uuid.UUID) error

	SentSince(ctx context.Context, since time.Time) ([]Sent, error)
	FirstQuotes(ctx context.Context, since time.Time) ([]FirstQuote, error)
	NearingExpiry(ctx context.Context, today, until time.Time) ([]uuid.UUID, error)
	// Reminders claims the reminders due and queues their mails, once each.
	Reminders(ctx context.Context, today, until, now time.Time, msg func(Reminder) mail.Message) (int, error)
}
