package portal

import (
	"context"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
)

// Carrier is another domain that hands a project's files to people: a transmittal carries
// file revisions to its recipients and copies, some of them outside reviewers, who belong
// to no organization and so reach no project's files by scope (internal/drawing).
type Carrier interface {
	// FileCarried reports whether c, who is not of the project's organization, was handed
	// the revision and may still download it.
	FileCarried(ctx context.Context, c actor.Actor, revisionID uuid.UUID) (bool, error)
	// FileDownloaded is told of every download of a revision by someone not staff.
	FileDownloaded(ctx context.Context, c actor.Actor, revisionID uuid.UUID) error
}

// SetCarrier sets the domain that hands files to people outside the organization (set
// once at start, before serving).
func (f *Files) SetCarrier(c Carrier) { f.carrier = c }

// revisionFor is the revision c may download: one of their organization's projects (staff:
// any), or, for an outside reviewer, one the carrier handed them.
func (f *Files) revisionFor(ctx context.Context, c actor.Actor, id uuid.UUID) (Revision, error) {
	if !c.IsReviewer() {
		return f.store.RevisionGet(ctx, id, c.Scope())
	}
	if f.carrier == nil {
		return Revision{}, ErrRevisionNotFound
	}
	ok, err := f.carrier.FileCarried(ctx, c, id)
	if err != nil {
		return Revision{}, err
	}
	if !ok {
		return Revision{}, ErrRevisionNotFound
	}
	return f.store.RevisionGet(ctx, id, nil)
}

// downloaded tells the carrier of a download by someone not staff.
func (f *Files) downloaded(ctx context.Context, r Revision, d actor.Actor) error {
	if f.carrier == nil || d.IsStaff() {
		return nil
	}
	return f.carrier.FileDownloaded(ctx, d, r.ID)
}
