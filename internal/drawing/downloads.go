package drawing

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// DownloadPath is where revisions' PDFs are downloaded: /drawings/files/<revision>/<who>/<name>.
const DownloadPath = "/drawings/files/"

// StampedPath is where reviews' stamped PDFs are downloaded: /drawings/stamped/<review>/<who>/<name>.
const StampedPath = "/drawings/stamped/"

// DownloadURL is a signed link for c to a revision's PDF, which a plain <a download>
// follows (it carries no session).
func (s *Service) DownloadURL(ctx context.Context, c actor.Actor, revisionID string) (string, time.Time, error) {
	id, err := apperr.ParseID(revisionID, ErrRevisionNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	var r Revision
	if c.IsReviewer() {
		r, err = s.reviewerRevision(ctx, c, id)
	} else {
		r, err = s.store.RevisionGet(ctx, id, c.Scope())
	}
	if err != nil {
		return "", time.Time{}, err
	}
	url, exp := s.signedLink(DownloadPath, r.ID, c, r.FileName)
	return url, exp, nil
}

// OpenDownload checks a link (its escaped path and query) and opens the revision it
// names; an invalid or expired link is ErrRevisionNotFound.
func (s *Service) OpenDownload(ctx context.Context, escapedPath string, query url.Values) (Revision, Blob, actor.Actor, error) {
	revID, d, ok := s.checkLink(DownloadPath, escapedPath, query)
	if !ok {
		return Revision{}, nil, actor.Actor{}, ErrRevisionNotFound
	}
	r, err := s.store.RevisionGet(ctx, revID, nil)
	if err != nil {
		return Revision{}, nil, actor.Actor{}, err
	}
	b, err := s.blobs.Open(ctx, r.BlobKey)
	if err != nil {
		return Revision{}, nil, actor.Actor{}, fmt.Errorf("opening revision %s: %w", r.ID, err)
	}
	return r, b, d, nil
}

// OpenStamped checks a link to a review's stamped PDF and opens it; an invalid or
// expired link is ErrReviewNotFound.
func (s *Service) OpenStamped(ctx context.Context, escapedPath string, query url.Values) (StoredFile, Blob, error) {
	id, _, ok := s.checkLink(StampedPath, escapedPath, query)
	if !ok {
		return StoredFile{}, nil, ErrReviewNotFound
	}
	f, err := s.reviews.StampedFile(ctx, id, nil)
	if err != nil {
		return StoredFile{}, nil, err
	}
	b, err := s.blobs.Open(ctx, f.Key)
	if err != nil {
		return StoredFile{}, nil, fmt.Errorf("opening stamped file %s: %w", f.ID, err)
	}
	return f, b, nil
}

// RecordDownload records a client's first download of r as a recipient of the
// transmittals that carried it (staff downloads are not recipients').
func (s *Service) RecordDownload(ctx context.Context, r Revision, d actor.Actor) error {
	if d.IsStaff() {
		return nil
	}
	if d.IsReviewer() {
		return s.store.ReviewerDownloaded(ctx, r.ID, d.ID, s.now())
	}
	return s.store.RevisionDownloaded(ctx, r.ID, d.ID, s.now())
}
