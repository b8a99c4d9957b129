package rfi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/personlink"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/validate"
)

// Attachment is a file attached to an RFI (the generated message).
type Attachment = portalv1.RfiAttachment

// AttachmentPath is where attachments are downloaded by signed link:
// /rfis/files/<attachment>/<who>/<name>?<signature>.
const AttachmentPath = "/rfis/files/"

// MaxAttachment caps one attached file: drawings' PDFs and photos of the site.
const MaxAttachment = 200 << 20

// Errors of the attachments.
var (
	ErrAttachmentNotFound = apperr.NotFound("attachment not found")
	ErrUploadNotFound     = apperr.NotFound("upload not found: upload the file again")
	ErrUploadUnfinished   = apperr.FailedPrecondition("the upload is not finished")
	errNoFiles            = errors.New("rfi: attachments are not configured")
)

// attachable are the types an attachment may be, told from its content: what the
// portal's messages take (PDF, the web's images, Word).
var attachable = files.DefaultRules()[files.KindPortalAttachment].Types

const refusal = "Attach a PDF, an image (JPEG, PNG, WebP or GIF) or a Word file (DOC or DOCX)"

// Uploads are the resumable uploads (resumable.Service).
type Uploads interface {
	StartTargeted(ctx context.Context, t resumable.Targeted) (uuid.UUID, error)
	Owned(ctx context.Context, id string, owner []byte) (resumable.Upload, error)
}

// Blob is a stored file's bytes (the portal's files' kind).
type Blob = portal.Blob

// Blobs open the bucket's bytes.
type Blobs interface {
	Open(ctx context.Context, key string) (Blob, error)
}

// Files are what attachments need: the uploads, the bucket, and the signer of download
// links (its links expire). UploadKey names a finished upload's bytes (tusstore.Key).
type Files struct {
	Uploads   Uploads
	Blobs     Blobs
	Signer    personlink.Signer
	UploadKey func(uuid.UUID) string
}

// WithFiles lets the service take attachments.
func (s *Service) WithFiles(f Files) *Service { s.files = &f; return s }

// Attaching is an upload an attachment is made of, checked by the service; the store
// claims it in the change's transaction (resumable.Upload.ClaimableBy on the locked row).
type Attaching struct {
	UploadID    uuid.UUID
	Owner       []byte
	ContentType string
	BlobKey     string
}

// StoredAttachment is an attachment with where its bytes are and the RFI it belongs to.
type StoredAttachment struct {
	*Attachment
	RfiID   uuid.UUID
	BlobKey string
}

// attachFrom are the statuses that take files: not Closed or Void.
var attachFrom = []portalv1.RfiStatus{Draft, Open, Answered}

// StartUpload admits c's upload of a file for an RFI c sees that is not Closed or Void
// (tus metadata "rfi"). It stays unclaimed until Attach names it (or the uploads'
// janitor removes it).
func (s *Service) StartUpload(ctx context.Context, c actor.Actor, rfiID, name, typ string, size int64, sizeDeferred bool) (uuid.UUID, error) {
	if s.files == nil {
		return uuid.Nil, errNoFiles
	}
	id, err := apperr.ParseID(rfiID, ErrNotFound)
	if err != nil {
		return uuid.Nil, err
	}
	r, err := s.store.Get(ctx, id, accessOf(c))
	if err != nil {
		return uuid.Nil, err
	}
	if err := must(r, "given files", attachFrom...); err != nil {
		return uuid.Nil, err
	}
	if size > MaxAttachment {
		return uuid.Nil, &resumable.TooLargeError{Msg: fmt.Sprintf("An RFI's attachment is at most %s.", resumable.Bytes(MaxAttachment))}
	}
	return s.files.Uploads.StartTargeted(ctx, resumable.Targeted{Owner: portal.Owner(c), Target: id, Name: name, Type: typ, Size: size, SizeDeferred: sizeDeferred})
}

// Upload is c's upload id, or resumable.ErrNotFound for anyone else's.
func (s *Service) Upload(ctx context.Context, c actor.Actor, id uuid.UUID) (resumable.Upload, error) {
	if s.files == nil {
		return resumable.Upload{}, errNoFiles
	}
	return s.files.Uploads.Owned(ctx, id.String(), portal.Owner(c))
}

// Attach makes c's finished upload for the RFI one of its attachments, its type told
// from its content. Attaching it again answers the RFI as it is.
func (s *Service) Attach(ctx context.Context, c actor.Actor, rfiID, uploadID string) (*Rfi, error) {
	if s.files == nil {
		return nil, errNoFiles
	}
	rid, err := apperr.ParseID(rfiID, ErrNotFound)
	if err != nil {
		return nil, err
	}
	uid, err := apperr.ParseID(uploadID, ErrUploadNotFound)
	if err != nil {
		return nil, err
	}
	owner := portal.Owner(c)
	u, err := s.files.Uploads.Owned(ctx, uid.String(), owner)
	if errors.Is(err, resumable.ErrNotFound) {
		// Claimed already (its row is gone), by this RFI: the same answer again.
		if a, err := s.store.AttachmentByUpload(ctx, uid); err == nil && a.RfiID == rid {
			return s.Get(ctx, c, rfiID)
		}
		return nil, ErrUploadNotFound
	}
	if err != nil {
		return nil, err
	}
	if u.TargetID == nil || *u.TargetID != rid {
		return nil, ErrUploadNotFound
	}
	if !u.Complete {
		return nil, ErrUploadUnfinished
	}
	key := s.files.UploadKey(u.ID)
	typ, err := s.sniff(ctx, key, u.Size)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(attachable, typ) {
		return nil, &validate.Error{Violations: []validate.Violation{{Field: "upload_id", Message: refusal}}}
	}
	at := &Attaching{UploadID: uid, Owner: owner, ContentType: typ, BlobKey: key}
	return s.change(ctx, c, rfiID, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "given files", attachFrom...); err != nil {
			return nil, err
		}
		return &Edit{Status: cur.GetStatus(), Attach: at, Action: "attached", Note: u.Name}, nil
	}, "attached")
}

// sniff names the stored bytes' type from their content, never the uploader's word (a
// Word file from its container's structure).
func (s *Service) sniff(ctx context.Context, key string, size int64) (string, error) {
	b, err := s.files.Blobs.Open(ctx, key)
	if err != nil {
		return "", fmt.Errorf("reading an upload: %w", err)
	}
	defer b.Close()
	return files.SniffWhole(seekReaderAt{b}, size), nil
}

// seekReaderAt reads at an offset by seeking: SniffWhole reads one part at a time.
type seekReaderAt struct{ r io.ReadSeeker }

func (s seekReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if _, err := s.r.Seek(off, io.SeekStart); err != nil {
		return 0, err
	}
	return io.ReadFull(s.r, p)
}

// AttachmentURL is a signed link for c to an attachment of an RFI c sees, which a plain
// <a download> follows (it carries no session).
func (s *Service) AttachmentURL(ctx context.Context, c actor.Actor, attachmentID string) (string, error) {
	if s.files == nil {
		return "", errNoFiles
	}
	id, err := apperr.ParseID(attachmentID, ErrAttachmentNotFound)
	if err != nil {
		return "", err
	}
	a, err := s.store.Attachment(ctx, id)
	if err != nil {
		return "", err
	}
	if _, err := s.store.Get(ctx, a.RfiID, accessOf(c)); err != nil {
		if errors.Is(err, ErrNotFound) {
			return "", ErrAttachmentNotFound
		}
		return "", err
	}
	return personlink.URL(s.files.Signer, AttachmentPath, id, c, a.GetFileName(), s.now()), nil
}

// OpenAttachment checks a link (its escaped path and query) and opens the attachment it
// names; an invalid or expired link is ErrAttachmentNotFound.
func (s *Service) OpenAttachment(ctx context.Context, escapedPath string, query url.Values) (StoredAttachment, Blob, error) {
	if s.files == nil {
		return StoredAttachment{}, nil, errNoFiles
	}
	id, _, ok := personlink.Parse(s.files.Signer, AttachmentPath, escapedPath, query, s.now())
	if !ok {
		return StoredAttachment{}, nil, ErrAttachmentNotFound
	}
	a, err := s.store.Attachment(ctx, id)
	if err != nil {
		return StoredAttachment{}, nil, err
	}
	b, err := s.files.Blobs.Open(ctx, a.BlobKey)
	if err != nil {
		return StoredAttachment{}, nil, fmt.Errorf("opening attachment %s: %w", id, err)
	}
	return a, b, nil
}
