package drawing

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// A transmittal's other files are the project's portal files (internal/portal), each
// sent as its current revision. They are for information: no review, no clock, no part
// in closing. Their downloads are the portal files' own (signed links, the download log);
// this file is what the transmittals add to them: which outside reviewers may download
// them, and the recipients' first download.

// FileStore keeps what the transmittals know of the files they carried.
type FileStore interface {
	// TransmittalFileAccess reports whether the file revision was carried by a
	// transmittal sent to the reviewer that is open or closed after closedAfter.
	TransmittalFileAccess(ctx context.Context, revisionID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error)
	// TransmittalFileDownloaded records who's first download as a recipient (client user
	// or outside reviewer) of the transmittals that carried the file revision.
	TransmittalFileDownloaded(ctx context.Context, revisionID uuid.UUID, who actor.Actor, at time.Time) error
}

// checkItems checks what a transmittal carries: sheet revisions or files, at least one of
// either; one that asks for a review, at least one sheet (files are not reviewed); each
// file once.
func checkItems(v *validate.Checker, in *Input) {
	sheets, files := len(in.GetRevisionIds()), len(in.GetFileIds())
	switch {
	case sheets == 0 && files == 0:
		v.Add("transmittal.revision_ids", "Choose at least one sheet revision")
	case sheets == 0 && asksForReview(in.GetPurpose()):
		v.Add("transmittal.revision_ids", "A transmittal for approval or a resubmittal carries at least one sheet revision: files alone go for information or field use")
	}
	v.Check(sheets <= MaxBulk, "transmittal.revision_ids", fmt.Sprintf("At most %d items", MaxBulk))
	v.Check(files <= MaxBulk, "transmittal.file_ids", fmt.Sprintf("At most %d files", MaxBulk))
	seen := make(map[uuid.UUID]bool, files)
	for i, raw := range in.GetFileIds() {
		id, err := apperr.ParseCanonical(raw)
		switch {
		case err != nil:
			v.Add(indexed("transmittal.file_ids", i, ""), "Not a file of this project")
		case seen[id]:
			v.Add(indexed("transmittal.file_ids", i, ""), "This file is chosen twice")
		}
		seen[id] = true
	}
}

// FileCarried reports whether the outside reviewer c was sent a transmittal that carried
// the file revision and may still open it: the portal's files let them download that
// revision (portal.Carrier). Anyone else is answered false.
func (s *Service) FileCarried(ctx context.Context, c actor.Actor, revisionID uuid.UUID) (bool, error) {
	id := c.ReviewerID()
	if id == nil {
		return false, nil
	}
	return s.store.TransmittalFileAccess(ctx, revisionID, *id, s.closedAfter())
}

// FileDownloaded records a download of a file revision by c as their first download of
// the transmittals that carried it, as a sheet revision's download does (portal.Carrier).
// Staff are no recipients.
func (s *Service) FileDownloaded(ctx context.Context, c actor.Actor, revisionID uuid.UUID) error {
	if c.IsStaff() {
		return nil
	}
	return s.store.TransmittalFileDownloaded(ctx, revisionID, c, s.now())
}
