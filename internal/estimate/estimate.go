// Package estimate is the /estimate form's requests for a price and their handling by
// sales: a reference number per year, the files the visitor uploaded (resumable uploads,
// internal/resumable), a pipeline, an assignee, notes, and the time to first response
// against the 24-hour promise.
package estimate

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
)

// Status is where a request stands: New → Reviewing → Quoted → Won / Lost, or Declined.
type Status string

// Statuses.
const (
	StatusNew       Status = "NEW"
	StatusReviewing Status = "REVIEWING"
	StatusQuoted    Status = "QUOTED"
	StatusWon       Status = "WON"
	StatusLost      Status = "LOST"
	StatusDeclined  Status = "DECLINED"
)

// Open reports whether the request still waits for an outcome.
func (s Status) Open() bool { return s == StatusNew || s == StatusReviewing || s == StatusQuoted }

func (s Status) valid() bool {
	switch s {
	case StatusNew, StatusReviewing, StatusQuoted, StatusWon, StatusLost, StatusDeclined:
		return true
	}
	return false
}

// Services are the seven services, by their pages' slugs.
var Services = []string{
	"structural-steel-detailing", "miscellaneous-steel-detailing", "steel-estimation-and-take-off",
	"connection-design-and-pe-se-stamping", "architectural-bim-services", "pemb-detailing",
	"rebar-estimation-and-detailing",
}

// Deliverables a request may ask for.
var Deliverables = []string{"SHOP_ERECTION", "CNC_DSTV", "BOM", "IFC"}

// Drawing statuses and software.
var (
	DrawingStatuses = []string{"FOR_BID", "FOR_CONSTRUCTION"}
	Software        = []string{"TEKLA", "SDS2", "OTHER"}
)

// Promise is the reply time the site promises; DueSoonWithin is how close to it a
// request waiting for its first response is flagged due soon.
const (
	Promise       = followup.Promise
	DueSoonWithin = 4 * time.Hour
)

// Input is the form.
type Input struct {
	Name, Company, Email, Phone                      string
	ProjectName, City, Region, Country               string
	Services                                         []string
	StructureType, ScopeNotes, Tonnage               string
	DrawingStatus, NeededBy, Software, SoftwareOther string
	Deliverables                                     []string
	UploadIDs                                        []string
	// UploadOwner is the visitor's token that started the uploads.
	UploadOwner string
}

// File is an uploaded file of a request.
type File struct {
	ID     uuid.UUID
	Name   string
	Size   int64
	SHA256 []byte
}

// Request is a stored request.
type Request struct {
	ID        uuid.UUID
	Reference string
	Input
	NeededByDate      time.Time
	Status            Status
	AssigneeID        *uuid.UUID
	AssigneeName      string
	CreateTime        time.Time
	FirstResponseTime *time.Time
	Files             []File
	FileCount         int
}

// Flags are the list's warnings at now.
type Flags struct {
	// Overdue: no response yet and the promise has passed.
	Overdue bool
	// DueSoon: no response yet and the promise ends within DueSoonWithin.
	DueSoon bool
	// NeededByPassed: the date the visitor needed the estimate has passed while it is open.
	NeededByPassed bool
}

// FlagsAt are r's flags at now.
func (r Request) FlagsAt(now time.Time) Flags {
	var f Flags
	if r.FirstResponseTime == nil {
		due := r.CreateTime.Add(Promise)
		f.Overdue = !now.Before(due)
		f.DueSoon = !f.Overdue && due.Sub(now) <= DueSoonWithin
	}
	f.NeededByPassed = r.Status.Open() && !r.NeededByDate.IsZero() && now.After(r.NeededByDate.Add(24*time.Hour))
	return f
}

// Note is a staff note: the request's follow-up's (internal/followup).
type Note = followup.Note

// Filter narrows the list; every field is optional.
type Filter struct {
	Status               Status
	Service              string
	AssigneeID           *uuid.UUID
	Unassigned           bool
	NeededFrom, NeededTo *time.Time
	From, To             *time.Time
	Text                 string
}

// Stats are the last 30 days' requests against the promise.
type Stats struct {
	Total, AnsweredInTime, Waiting int
}

// Claim is what a request's uploads must satisfy; the store checks it with the claim.
type Claim struct {
	IDs        []uuid.UUID
	OwnerHash  []byte
	MaxRequest int64
}

// Store persists requests.
type Store interface {
	// Create stores the request, claims its uploads (all the owner's, finished, unclaimed,
	// within the cap: else a field error and nothing is stored) and queues its mail, in
	// one transaction.
	Create(ctx context.Context, in Input, neededBy time.Time, c Claim, notices func(Request) []mail.Message) (Request, error)
	Get(ctx context.Context, id uuid.UUID) (Request, error)
	Search(ctx context.Context, f Filter, p keyset.Request) ([]Request, error)
	// SetStatus sets the status; a change out of New is the request's first answer when
	// nothing answered before (followup), in the same transaction.
	SetStatus(ctx context.Context, id uuid.UUID, s Status) (Request, error)
	// Trash moves a request to the trash, signed by the caller's session (trash.DeletedBy).
	Trash(ctx context.Context, id uuid.UUID) error
	// File is one file of a request (not trashed).
	File(ctx context.Context, id, fileID uuid.UUID) (File, string, error)
}

// Errors.
var (
	ErrNotFound     = apperr.NotFound("estimate request not found")
	ErrFileNotFound = apperr.NotFound("file not found")
)

// Field messages.
const (
	MsgRequired       = "This field is required"
	MsgUploadNotYours = "A file does not belong to this form. Please remove it and add it again."
	MsgUploadPending  = "A file has not finished uploading. Please wait for it to finish."
)
