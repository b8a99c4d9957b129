package portal

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/personlink"
)

// The downloads of revisions: signed links, their check, and the download log.

// DownloadPath is where revisions are downloaded: /portal/files/<revision>/<who>/<name>.
const DownloadPath = "/portal/files/"

// DownloadURL is a signed link for c to revision, which a plain <a download> follows.
func (f *Files) DownloadURL(ctx context.Context, c actor.Actor, revisionID string) (string, time.Time, error) {
	id, err := apperr.ParseID(revisionID, ErrRevisionNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	r, err := f.revisionFor(ctx, c, id)
	if err != nil {
		return "", time.Time{}, err
	}
	now := f.now()
	return personlink.URL(f.signer, DownloadPath, r.ID, c, r.FileName, now), now.Add(f.linkTTL), nil
}

// OpenDownload checks a link (its escaped path and query: the revision and the person
// are signed, the name is not) and opens the revision it names, with who the link was
// signed for (their kind and id; no name); an invalid or expired link is
// ErrRevisionNotFound.
func (f *Files) OpenDownload(ctx context.Context, escapedPath string, query url.Values) (Revision, Blob, actor.Actor, error) {
	revID, by, ok := personlink.Parse(f.signer, DownloadPath, escapedPath, query, f.now())
	if !ok {
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
	return r, b, by, nil
}

// RecordDownload logs a download of r by d: bytes sent, whole or not; the carrier hears
// of it (a transmittal's recipient's first download).
func (f *Files) RecordDownload(ctx context.Context, r Revision, d actor.Actor, bytes int64) error {
	if err := f.store.DownloadRecord(ctx, r.ID, d, bytes, bytes == r.Size); err != nil {
		return err
	}
	return f.downloaded(ctx, r, d)
}

// Downloads is the download log of a file (staff).
func (f *Files) Downloads(ctx context.Context, fileID string) ([]*Download, error) {
	id, err := apperr.ParseID(fileID, ErrFileNotFound)
	if err != nil {
		return nil, err
	}
	return f.store.DownloadList(ctx, id)
}
