// Package rfi is a project's requests for information: questions on the drawings, asked
// by the firm of the client's people or an outside reviewer (or by the client of the
// firm), numbered per project without gaps, answered and closed, with a response clock,
// a discussion thread, a history of every change, and the register's sheets they hold
// back while open (docs/rfis.md).
//
// Staff see every project's RFIs; a client user those of their organization's projects
// except drafts; an outside reviewer only those asked of or copied to them. Anything
// else answers the not-found error of its kind, as an unknown id does.
package rfi

import (
	"context"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/richtext"
)

// Errors of the RFIs.
var (
	ErrProjectNotFound = portal.ErrProjectNotFound
	ErrNotFound        = apperr.NotFound("RFI not found")
)

// The RFIs' messages are the generated ones (proto/gusset/portal/v1/rfis.proto,
// admin/v1/rfis.proto).
type (
	Rfi           = portalv1.Rfi
	Input         = portalv1.RfiInput
	Filter        = portalv1.RfiFilter
	Settings      = adminv1.RfiSettings
	NonWorkingDay = adminv1.NonWorkingDay
)

// Access is whose view a read or a change is made in: staff see everything (Scope nil);
// a client their organization's RFIs but drafts; a reviewer those naming them.
type Access struct {
	Scope      *uuid.UUID
	Reviewer   *uuid.UUID
	HideDrafts bool
}

func accessOf(c actor.Actor) Access {
	return Access{Scope: c.Scope(), Reviewer: c.ReviewerID(), HideDrafts: !c.IsStaff()}
}

// Sees reports whether a reaches r, an RFI of organization org.
func (a Access) Sees(r *Rfi, org uuid.UUID) bool {
	if a.HideDrafts && r.GetStatus() == portalv1.RfiStatus_RFI_STATUS_DRAFT {
		return false
	}
	if a.Scope == nil || *a.Scope == org {
		return true
	}
	if a.Reviewer == nil {
		return false
	}
	me := a.Reviewer.String()
	if r.GetAssignee().GetId() == me {
		return true
	}
	for _, p := range r.GetDistribution() {
		if p.GetId() == me {
			return true
		}
	}
	return false
}

// Creating is an RFI about to be written.
type Creating struct {
	ProjectID uuid.UUID
	In        *Input
	Status    portalv1.RfiStatus
	// RequiredBy is the chosen date, or zero for the project's response time from today
	// (computed by Default once the store knows the project's settings).
	RequiredBy time.Time
	Default    func(*Settings) time.Time
	By         actor.Actor
	Mails      Mails
	// At is the service's clock's now: the RFI's times are its, not the database's.
	At time.Time
}

// Edit is a change decided on the locked RFI: its new status (the same for an edit or a
// post), the fields rewritten, the answer, a post, and the history's line.
type Edit struct {
	Status     portalv1.RfiStatus
	Fields     *Input
	RequiredBy time.Time
	Answer     string
	Post       string
	// Attach, when set, is an upload the change claims as an attachment.
	Attach *Attaching
	Action string
	Note   string
	// At is when, by the service's clock.
	At time.Time
}

// Decide checks a change against the RFI as it is now (locked) and answers the edit.
type Decide func(cur *Rfi) (*Edit, error)

// Mails are the mails of a change: made once the RFI reads as it now is, for the
// people who follow it.
type Mails func(r *Rfi, a Audience) []mail.Message

// Recipient is one person who may be mailed, with their mail choice.
type Recipient struct {
	ID     uuid.UUID
	Email  string
	Name   string
	Choice portal.MailChoice
	// Language is a client user's choice ("en", "fr-CA", "" for none: English); staff's is "".
	Language string
}

// Audience are the people who follow an RFI: the client side (assignee, distribution,
// the client who raised it) and the project's staff.
type Audience struct {
	Clients []Recipient
	Staff   []Recipient
}

// Page is a list request decoded.
type Page struct {
	ProjectID *uuid.UUID
	Access    Access
	Filter    *Filter
	Today     time.Time
	Number    string
	Page      keyset.Request
}

// Store persists the RFIs.
type Store interface {
	Settings(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) (*Settings, error)
	SettingsUpdate(ctx context.Context, s *Settings) (*Settings, error)
	NonWorkingDays(ctx context.Context) ([]*NonWorkingDay, error)
	SetNonWorkingDays(ctx context.Context, days []*NonWorkingDay) ([]*NonWorkingDay, error)

	// Create numbers, writes and mails an RFI in one transaction.
	Create(ctx context.Context, c Creating) (*Rfi, error)
	// Get is an RFI with its history and thread, if a sees it.
	Get(ctx context.Context, id uuid.UUID, a Access) (*Rfi, error)
	// Page answers up to p.Page.Limit() RFIs and how many match over all pages.
	Page(ctx context.Context, p Page) ([]*Rfi, int32, error)
	// Change locks the RFI, asks decide, writes its edit with a history line (or post),
	// and queues mails, in one transaction.
	Change(ctx context.Context, id uuid.UUID, a Access, by actor.Actor, decide Decide, mails Mails) (*Rfi, error)
	// Counts are the open and overdue RFIs of scope (nil: all); clientCourt: only those
	// asked of the client.
	Counts(ctx context.Context, scope *uuid.UUID, today time.Time, clientCourt bool) (open, overdue int32, err error)
	// Attachment is one attachment with its RFI, whoever asks (the caller checks access).
	Attachment(ctx context.Context, id uuid.UUID) (StoredAttachment, error)
	// AttachmentByUpload is the attachment an upload became, if it did.
	AttachmentByUpload(ctx context.Context, uploadID uuid.UUID) (StoredAttachment, error)
	// RemindersSend claims up to limit of today's reminders and queues their mails.
	RemindersSend(ctx context.Context, today time.Time, limit int, mails func([]*Rfi, []Recipient) []mail.Message) (int, error)
}

// Service is the RFIs.
type Service struct {
	store     Store
	mail      mail.Config
	sanitizer *richtext.Sanitizer
	printer   LogPrinter
	now       func() time.Time
	// files, when set (WithFiles), takes attachments.
	files *Files
}

// NewService returns the service; printer prints the RFI log (ExportPDF answers
// ErrNoPrinter without one); now is its clock (time.Now when nil).
func NewService(store Store, cfg mail.Config, printer LogPrinter, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, mail: cfg, sanitizer: richtext.NewSanitizer(), printer: printer, now: now}
}

// today is the clock's date (UTC), at midnight.
func (s *Service) today() time.Time {
	return dateOnly(s.now().UTC())
}
