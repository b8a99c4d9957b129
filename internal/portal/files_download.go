package portal

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

// The downloads of revisions: signed links, their check, and the download log.

// DownloadPath is where revisions are downloaded: /portal/files/<revision>/<who>/<name>.
const DownloadPath = "/portal/files/"

// who is the downloader as a link names them: "s-<id>" staff, "c-<id>" a client.
func who(c actor.Actor) string {
	if c.IsStaff() {
		return "s-" + c.ID.String()
	}
	return "c-" + c.ID.String()
}

// DownloadURL is a signed link for c to revision, which a plain <a download> follows.
func (f *Files) DownloadURL(ctx context.Context, c actor.Actor, revisionID string) (string, time.Time, error) {
	id, err := apperr.ParseID(revisionID, ErrRevisionNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	r, err := f.store.RevisionGet(ctx, id, c.Scope())
	if err != nil {
		return "", time.Time{}, err
	}
	now := f.now()
	// The name is the last segment for the browser's sake; only what precedes it is
	// signed, so however a browser re-escapes a name, the link holds.
	signed := DownloadPath + r.ID.String() + "/" + who(c)
	link := f.signer.Sign(signed, now)
	return signed + "/" + url.PathEscape(r.FileName) + link[len(signed):], now.Add(f.linkTTL), nil
}

// OpenDownload checks a link (its escaped path and query: the revision and the person
// are signed, the name is not) and opens the revision it names, with who the link was
// signed for (their kind and id; no name); an invalid or expired link is
// ErrRevisionNotFound.
func (f *Files) OpenDownload(ctx context.Context, escapedPath string, query url.Values) (Revision, Blob, actor.Actor, error) {
	parts := strings.SplitN(strings.TrimPrefix(escapedPath, DownloadPath), "/", 3)
	if len(parts) != 3 || len(parts[1]) < 3 || !f.signer.Valid(DownloadPath+parts[0]+"/"+parts[1], query, f.now()) {
		return Revision{}, nil, actor.Actor{}, ErrRevisionNotFound
	}
	revID, err1 := uuid.Parse(parts[0])
	who, err2 := uuid.Parse(parts[1][2:])
	if err1 != nil || err2 != nil {
		return Revision{}, nil, actor.Actor{}, ErrRevisionNotFound
	}
	r, err := f.store.RevisionGet(ctx, revID, nil)
	if err != nil {
		return Revision{}, nil, actor.Actor{}, err
	}
	b, err := f.blobs.Open(ctx, r.BlobKey)
	if err != nil {
		return Revision{}, nil, actor.Actor{}, fmt.Errorf("opening revision %s: %w", r.ID, err)
	}
	by := actor.Actor{Kind: actor.KindClient, ID: who}
	if parts[1][0] == 's' {
		by.Kind = actor.KindStaff
	}
	return r, b, by, nil
}

// RecordDownload logs a download of r by d: bytes sent, whole or not.
func (f *Files) RecordDownload(ctx context.Context, r Revision, d actor.Actor, bytes int64) error {
	return f.store.DownloadRecord(ctx, r.ID, d, bytes, bytes == r.Size)
}

// Downloads is the download log of a file (staff).
func (f *Files) Downloads(ctx context.Context, fileID string) ([]*Download, error) {
	id, err := apperr.ParseID(fileID, ErrFileNotFound)
	if err != nil {
		return nil, err
	}
	return f.store.DownloadList(ctx, id)
}
