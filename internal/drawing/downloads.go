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

// who is the downloader as a link names them: "s-<id>" staff, "r-<id>" an outside
// reviewer, "c-<id>" a client.
func who(c actor.Actor) string {
	if c.IsStaff() {
		return "s-" + c.ID.String()
	}
	if c.IsReviewer() {
		return "r-" + c.ID.String()
	}
	return "c-" + c.ID.String()
}

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
	now := s.now()
	// Only what precedes the name is signed: however a browser re-escapes it, the link holds.
	signed := DownloadPath + r.ID.String() + "/" + who(c)
	link := s.signer.Sign(signed, now)
	return signed + "/" + url.PathEscape(r.FileName) + link[len(signed):], now.Add(s.linkTTL), nil
}

// OpenDownload checks a link (its escaped path and query) and opens the revision it
// names; an invalid or expired link is ErrRevisionNotFound.
func (s *Service) OpenDownload(ctx context.Context, escapedPath string, query url.Values) (Revision, Blob, actor.Actor, error) {
	parts := strings.SplitN(strings.TrimPrefix(escapedPath, DownloadPath), "/", 3)
	if len(parts) != 3 || len(parts[1]) < 3 || !s.signer.Valid(DownloadPath+parts[0]+"/"+parts[1], query, s.now()) {
		return Revision{}, nil, actor.Actor{}, ErrRevisionNotFound
	}
	revID, err1 := uuid.Parse(parts[0])
	id, err2 := uuid.Parse(parts[1][2:])
	if err1 != nil || err2 != nil {
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
	return r, b, downloader(parts[1][0], id), nil
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

// downloader is who a link was signed for: a staff user, an outside reviewer or a client
// user (the link names no organization; the download checks the revision, not the person).
func downloader(kind byte, id uuid.UUID) actor.Actor {
	switch kind {
	case 's':
		return actor.Staff(id, "")
	case 'r':
		return actor.Reviewer(id, "")
	}
	return actor.Client(id, "", uuid.Nil)
}
