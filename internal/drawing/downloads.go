package drawing

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// DownloadPath is where revisions' PDFs are downloaded: /drawings/files/<revision>/<who>/<name>.
const DownloadPath = "/drawings/files/"

// who is the downloader as a link names them: "s-<id>" staff, "c-<id>" a client.
func who(c actor.Actor) string {
	if c.IsStaff() {
		return "s-" + c.ID.String()
	}
	return "c-" + c.ID.String()
}

// StampedPath is where reviews' stamped PDFs are downloaded: /drawings/stamped/<review>/<who>/<name>.
const StampedPath = "/drawings/stamped/"

// DownloadURL is a signed link for c to a revision's PDF, which a plain <a download>
// follows (it carries no session).
func (s *Service) DownloadURL(ctx context.Context, c actor.Actor, revisionID string) (string, time.Time, error) {
	id, err := apperr.ParseID(revisionID, ErrRevisionNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	r, err := s.store.RevisionGet(ctx, id, c.Scope())
	if err != nil {
		return "", time.Time{}, err
	}
	link, exp := s.signedLink(DownloadPath, r.ID, c, r.FileName)
	return link, exp, nil
}

// signedLink is a link under prefix to the file id named name, signed for c.
func (s *Service) signedLink(prefix string, id uuid.UUID, c actor.Actor, name string) (string, time.Time) {
	now := s.now()
	// Only what precedes the name is signed: however a browser re-escapes it, the link holds.
	signed := prefix + id.String() + "/" + who(c)
	link := s.signer.Sign(signed, now)
	return signed + "/" + url.PathEscape(name) + link[len(signed):], now.Add(s.linkTTL)
}

// linked checks a link under prefix (its escaped path and query): the file id it names
// and who it was signed for (ok false for an invalid or expired link).
func (s *Service) linked(prefix, escapedPath string, query url.Values) (uuid.UUID, actor.Actor, bool) {
	parts := strings.SplitN(strings.TrimPrefix(escapedPath, prefix), "/", 3)
	if len(parts) != 3 || len(parts[1]) < 3 || !s.signer.Valid(prefix+parts[0]+"/"+parts[1], query, s.now()) {
		return uuid.Nil, actor.Actor{}, false
	}
	fileID, err1 := uuid.Parse(parts[0])
	id, err2 := uuid.Parse(parts[1][2:])
	if err1 != nil || err2 != nil {
		return uuid.Nil, actor.Actor{}, false
	}
	return fileID, downloader(parts[1][0] == 's', id), true
}

// OpenDownload checks a link (its escaped path and query) and opens the revision it
// names; an invalid or expired link is ErrRevisionNotFound.
func (s *Service) OpenDownload(ctx context.Context, escapedPath string, query url.Values) (Revision, Blob, actor.Actor, error) {
	revID, by, ok := s.linked(DownloadPath, escapedPath, query)
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
	return r, b, by, nil
}

// OpenStamped checks a link to a review's stamped PDF and opens it; an invalid or
// expired link is ErrReviewNotFound.
func (s *Service) OpenStamped(ctx context.Context, escapedPath string, query url.Values) (StoredFile, Blob, error) {
	id, _, ok := s.linked(StampedPath, escapedPath, query)
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
	return s.store.RevisionDownloaded(ctx, r.ID, d.ID, s.now())
}

// downloader is who a link was signed for: a staff or a client user (the link names no
// organization; the download checks the revision, not the person).
func downloader(staff bool, id uuid.UUID) actor.Actor {
	if staff {
		return actor.Staff(id, "")
	}
	return actor.Client(id, "", uuid.Nil)
}
