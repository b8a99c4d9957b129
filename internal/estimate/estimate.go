// Package estimate is the /estimate form's requests for a price and their handling by
// sales: a reference number per year, the files the visitor uploaded (resumable uploads,
// internal/resumable), a pipeline, an assignee, notes, and the time to first response
// against the 24-hour promise.
package estimate

import (
	"context"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
)

// Status is where a request stands: New → Reviewing → Quoted → Won / Lost, or Declined.
type Status = adminv1.EstimateStatus

// Statuses; StatusAny is no filter.
const (
	StatusAny       = adminv1.EstimateStatus_ESTIMATE_STATUS_UNSPECIFIED
	StatusNew       = adminv1.EstimateStatus_ESTIMATE_STATUS_NEW
	StatusReviewing = adminv1.EstimateStatus_ESTIMATE_STATUS_REVIEWING
	StatusQuoted    = adminv1.EstimateStatus_ESTIMATE_STATUS_QUOTED
	StatusWon       = adminv1.EstimateStatus_ESTIMATE_STATUS_WON
	StatusLost      = adminv1.EstimateStatus_ESTIMATE_STATUS_LOST
	StatusDeclined  = adminv1.EstimateStatus_ESTIMATE_STATUS_DECLINED
)

// Open reports whether a request of status s still waits for an outcome.
func Open(s Status) bool { return s == StatusNew || s == StatusReviewing || s == StatusQuoted }

// validStatus reports whether s is one of the statuses: not UNSPECIFIED, nor a number a
// newer client sends that this build does not know (refused, never read as a default).
func validStatus(s Status) bool {
	_, ok := adminv1.EstimateStatus_name[int32(s)]
	return ok && s != StatusAny
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

// Input is the /estimate form (its honeypot and challenge are the abuse guard's);
// upload_owner is the visitor's token that started the uploads.
type Input = sitev1.SubmitEstimateRequest

// Request is a stored request as staff read it: its overdue, due_soon and
// needed_by_passed flags, zip_path and files' download_path are the service's (Present),
// the rest the store's. Files are filled in by Get.
type Request = adminv1.Estimate

// File is an uploaded file of a request.
type File = adminv1.EstimateFile

// FilesPath is where staff download a request's files (estimatehttp):
// FilesPath{id}/files/{file} and FilesPath{id}/files.zip.
const FilesPath = "/estimates/"

// SetFlags sets r's flags at now: overdue (no response yet and the promise has passed),
// due soon (no response yet and the promise ends within DueSoonWithin), needed by passed
// (the date the visitor needed the estimate has passed while it is open).
func SetFlags(r *Request, now time.Time) {
	r.Overdue, r.DueSoon, r.NeededByPassed = false, false, false
	if r.GetFirstResponseTime() == nil {
		due := r.GetCreateTime().AsTime().Add(Promise)
		r.Overdue = !now.Before(due)
		r.DueSoon = !r.Overdue && due.Sub(now) <= DueSoonWithin
	}
	if needed, err := time.Parse(time.DateOnly, r.GetNeededBy()); err == nil {
		r.NeededByPassed = Open(r.GetStatus()) && now.After(needed.Add(24*time.Hour))
	}
}

// Note is a staff note: the request's follow-up's (internal/followup).
type Note = adminv1.EstimateNote

// Search is the staff's search: every filter is optional.
type Search = adminv1.SearchEstimatesRequest

// Stats are the last 30 days' requests against the promise.
type Stats = adminv1.EstimateResponseStatsResponse

// Filter is a checked search, as the store reads it; every field is optional.
type Filter struct {
	Status               Status
	Service              string
	AssigneeID           *uuid.UUID
	Unassigned           bool
	NeededFrom, NeededTo *time.Time
	From, To             *time.Time
	Text                 string
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
	Create(ctx context.Context, in *Input, neededBy time.Time, c Claim, notices func(*Request) []mail.Message) (*Request, error)
	Get(ctx context.Context, id uuid.UUID) (*Request, error)
	Search(ctx context.Context, f Filter, p keyset.Request) ([]*Request, error)
	// SetStatus sets the status; a change out of New is the request's first answer when
	// nothing answered before (followup), in the same transaction.
	SetStatus(ctx context.Context, id uuid.UUID, s Status) (*Request, error)
	// Trash moves a request to the trash, signed by the caller's session (trash.DeletedBy).
	Trash(ctx context.Context, id uuid.UUID) error
	// File is one file of a request (not trashed), with its upload's tus id.
	File(ctx context.Context, id, fileID uuid.UUID) (*File, string, error)
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
