package drawing

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/drawingpdf/stamp"
	"github.com/gusset/gusset/internal/resumable"
)

// MaxStampedFile bounds a file to stamp: the stamp reads it whole, in the request (a
// 50-page set stamps in well under a second; a drawing set is tens of megabytes).
const MaxStampedFile = 100 << 20

// StampedPrefix is where stamped files are kept in the bucket, each under a new key.
const StampedPrefix = "drawings/stamped/"

// stampReturn stamps r's marked-up PDF, or the issued sheet when none came back, and
// stores the result under a new key (r.Stamped). A file that cannot be stamped is a
// violation of the item's markup field; nothing is stored then.
func (s *Service) stampReturn(ctx context.Context, t *Transmittal, who Reviewer, now time.Time, r *ItemReturn) error {
	field := indexed("items", r.Index, "markup_upload_id")
	key, name := "", ""
	if r.Markup != nil {
		key, name = s.uploadKey(r.Markup.ID), r.Markup.Name
		r.MarkupKey = key
	} else {
		rev, err := s.store.RevisionGet(ctx, r.RevisionID, nil)
		if err != nil {
			return err
		}
		key, name = rev.BlobKey, rev.FileName
	}
	data, err := s.readBounded(ctx, key)
	if err != nil {
		return err
	}
	if data == nil {
		return fieldError(field, fmt.Sprintf("%s is larger than the %s a stamp takes", name, resumable.Bytes(MaxStampedFile)))
	}
	var out bytes.Buffer
	box := stamp.Box{Status: r.Label, Reviewer: who.Name, Organization: who.Organization, Date: now.UTC(), Transmittal: t.GetNumberText()}
	if err := stamp.Stamp(bytes.NewReader(data), &out, box); err != nil {
		return stampRefusal(field, name, r.Markup == nil, err)
	}
	sum := sha256.Sum256(out.Bytes())
	r.Stamped = StoredFile{
		Name: r.sheet + "_stamped.pdf", Key: StampedPrefix + uuid.NewString() + ".pdf",
		Size: int64(out.Len()), Sha256: sum[:],
	}
	if err := s.stamped.WriteAll(ctx, r.Stamped.Key, out.Bytes(), "application/pdf"); err != nil {
		return fmt.Errorf("storing a stamped file: %w", err)
	}
	return nil
}

// stampRefusal is why a file could not be stamped, against the item's markup field; an
// issued sheet that cannot be stamped asks for the PDF to be returned instead.
func stampRefusal(field, name string, issued bool, err error) error {
	for _, known := range []error{stamp.ErrNotPDF, stamp.ErrEncrypted, stamp.ErrBroken, stamp.ErrTooLarge} {
		if !errors.Is(err, known) {
			continue
		}
		if issued {
			return fieldError(field, "The issued sheet cannot be stamped ("+known.Error()+"): return a marked-up PDF to stamp instead")
		}
		return fieldError(field, name+": "+known.Error())
	}
	return fmt.Errorf("stamping %s: %w", name, err)
}

// readBounded reads a stored file whole, or answers nil when it is larger than
// MaxStampedFile.
func (s *Service) readBounded(ctx context.Context, key string) ([]byte, error) {
	b, err := s.blobs.Open(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("opening a file to stamp: %w", err)
	}
	defer b.Close()
	data, err := io.ReadAll(io.LimitReader(b, MaxStampedFile+1))
	if err != nil {
		return nil, fmt.Errorf("reading a file to stamp: %w", err)
	}
	if len(data) > MaxStampedFile {
		return nil, nil
	}
	return data, nil
}
