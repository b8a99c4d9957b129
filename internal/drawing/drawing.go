// Package drawing is a project's drawing register and its transmittals: the sheets the
// firm delivers with each revision's PDF, and the numbered sets of revisions mailed to
// the client's people for approval, fabrication or information (docs/submittals.md).
//
// Staff manage both; a client user reads those of their own organization's projects
// only: anything else answers the not-found error of its kind, as an unknown id does.
package drawing

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
	"github.com/gusset/gusset/internal/resumable"
)

// Errors of the register and the transmittals.
var (
	ErrProjectNotFound     = portal.ErrProjectNotFound
	ErrSheetNotFound       = apperr.NotFound("sheet not found")
	ErrRevisionNotFound    = apperr.NotFound("sheet revision not found")
	ErrTransmittalNotFound = apperr.NotFound("transmittal not found")
)

// The register's and transmittals' messages are the generated ones
// (proto/gusset/portal/v1/drawings.proto, admin/v1/drawings.proto).
type (
	Sheet         = portalv1.Sheet
	SheetRevision = portalv1.SheetRevision
	Transmittal   = portalv1.Transmittal
	SheetInput    = adminv1.SheetInput
	Settings      = adminv1.DrawingSettings
	Proposal      = adminv1.SheetProposal
	RevisionInput = adminv1.SheetRevisionInput
	Input         = adminv1.TransmittalInput
)

// Revision is a sheet revision as the server keeps it: where its bytes are.
type Revision struct {
	ID, ProjectID uuid.UUID
	FileName      string
	Size          int64
	BlobKey       string
	CreateTime    time.Time
}

// Addition is one confirmed row of a bulk add: the upload, vetted, and where its bytes are.
type Addition struct {
	Input    *RevisionInput
	UploadID uuid.UUID
	BlobKey  string
}

// Sending is a transmittal about to be written: the input, its dates and who sends it.
type Sending struct {
	ProjectID uuid.UUID
	In        *Input
	Issue     time.Time
	// Due is the chosen due date, or zero for the issue date plus the review days.
	Due time.Time
	By  actor.Actor
	// Status is what the items' sheets become (zero: they keep theirs).
	Status portalv1.SheetStatus
	// Reviewers are the outside reviewers it names, with their sign-in links.
	Reviewers []Reviewing
	// Mails are the transmittal's mails, made once it has its number; languages are the
	// recipients' choices of language by address ("en", "fr-CA", or "" for none).
	Mails func(t *Transmittal, languages map[string]string) []mail.Message
}

// Store persists the register and the transmittals. With scope set, anything of another
// organization answers the not-found error of its kind.
type Store interface {
	Settings(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) (*Settings, error)
	SettingsUpdate(ctx context.Context, s *Settings) (*Settings, error)

	// SheetList is a whole register with every revision (the drawing log's exports).
	SheetList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*Sheet, error)
	// SheetPage answers up to page.Limit() sheets matching f after page.After, each with
	// its current revision only, and how many match f over all pages.
	SheetPage(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID, f SheetFilter, page keyset.Text) ([]*Sheet, int32, error)
	// SheetGet is a sheet with all its revisions.
	SheetGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*Sheet, error)
	SheetCreate(ctx context.Context, projectID uuid.UUID, in *SheetInput) (*Sheet, error)
	SheetUpdate(ctx context.Context, id uuid.UUID, in *SheetInput) (*Sheet, error)
	// SheetsByNumber answers the project's sheets of these numbers, by lower-cased number.
	SheetsByNumber(ctx context.Context, projectID uuid.UUID, numbers []string) (map[string]*Sheet, error)
	// RevisionsAdd claims each addition's upload (ClaimableBy the caller, started for
	// the project) and makes it the next revision of its sheet, creating the sheets that
	// are new, in one transaction: any refusal writes nothing.
	RevisionsAdd(ctx context.Context, projectID uuid.UUID, by actor.Actor, adds []Addition) ([]*Sheet, error)
	RevisionGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (Revision, error)
	// RevisionDownloaded records the client user's first download of revision as a
	// recipient of the transmittals that carried it.
	RevisionDownloaded(ctx context.Context, revisionID, clientUserID uuid.UUID, at time.Time) error

	// TransmittalSend numbers, writes and mails a transmittal in one transaction.
	TransmittalSend(ctx context.Context, s Sending) (*Transmittal, error)
	TransmittalList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*Transmittal, error)
	TransmittalGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*Transmittal, error)
	// TransmittalOpened records the client user's first open, if they are a recipient.
	TransmittalOpened(ctx context.Context, id, clientUserID uuid.UUID, at time.Time) error

	ClockStore
	// Heading is a project's name, job number and organization, for its printouts.
	Heading(ctx context.Context, projectID uuid.UUID) (Heading, error)
	ReviewerStore
	FileStore
}

// ReviewerStore is what outside reviewers may reach: a transmittal sent to them that is
// open or closed after closedAfter, and its items.
type ReviewerStore interface {
	// ReviewerAccess reports whether the reviewer is a recipient or copy of the
	// transmittal and it is open or closed after closedAfter.
	ReviewerAccess(ctx context.Context, transmittalID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error)
	// ReviewerRevisionAccess reports whether the revision is an item of a transmittal the
	// reviewer has access to.
	ReviewerRevisionAccess(ctx context.Context, revisionID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error)
	TransmittalListForReviewer(ctx context.Context, reviewerID uuid.UUID, closedAfter time.Time) ([]*Transmittal, error)
	// ReviewerOpened and ReviewerDownloaded record the reviewer's first open of a
	// transmittal, and first download of a revision it carried, as a recipient.
	ReviewerOpened(ctx context.Context, transmittalID, reviewerID uuid.UUID, at time.Time) error
	ReviewerDownloaded(ctx context.Context, revisionID, reviewerID uuid.UUID, at time.Time) error
}

// Uploads are the resumable uploads (resumable.Service).
type Uploads interface {
	StartTargeted(ctx context.Context, t resumable.Targeted) (uuid.UUID, error)
	Owned(ctx context.Context, id string, owner []byte) (resumable.Upload, error)
}

// Blobs are the bucket's bytes (the portal's).
type Blobs = portal.Blobs

// Blob is a stored PDF being read (it seeks, for Range requests).
type Blob = portal.Blob

// Signer signs download links (files.Signer).
type Signer = portal.Signer
