package portal

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/personlink"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/validate"
)

// Errors of the projects' files.
var (
	ErrFolderNotFound   = apperr.NotFound("folder not found")
	ErrFolderTaken      = apperr.Conflict("the project already has a folder of that name")
	ErrFileNotFound     = apperr.NotFound("file not found")
	ErrRevisionNotFound = apperr.NotFound("file revision not found")
	// ErrUploadUnfinished: the upload's bytes have not all arrived.
	ErrUploadUnfinished = apperr.FailedPrecondition("the upload is not finished")
)

// EstimateFolder is the folder a conversion carries the estimate request's files into.
const EstimateFolder = "From estimate"

// UploaderKind is who uploaded a revision.
type UploaderKind string

const (
	UploaderStaff    UploaderKind = "STAFF"
	UploaderClient   UploaderKind = "CLIENT"
	UploaderEstimate UploaderKind = "ESTIMATE"
)

// A folder with its files (by name), a file with its revisions (newest first), a
// revision as both sides list it and a download as staff read the log are the generated
// messages themselves (proto/gusset/portal/v1/files.proto, admin/v1/portal_files.proto).
type (
	Folder       = portalv1.ProjectFolder
	File         = portalv1.ProjectFile
	FileRevision = portalv1.FileRevision
	Download     = adminv1.FileDownload
)

// Revision is one upload of a file as it is stored: what a listing shows of it
// (FileRevision) and where its bytes are and who uploaded it, which only the server reads.
type Revision struct {
	ID, FileID   uuid.UUID
	Number       int
	Size         int64
	SHA256       []byte
	ContentType  string
	Uploader     UploaderKind
	UploaderName string
	CreateTime   time.Time
	// BlobKey is where its bytes are in the bucket.
	BlobKey string
	// TusID is the storage's name of the upload it was claimed from ("" for a copy).
	TusID string
	// UploaderID is the staff or client user who uploaded it (nil once that user is gone,
	// and for an estimate's file).
	UploaderID *uuid.UUID
	// FileName is the file's name (filled by RevisionGet).
	FileName string
}

// Who asks for files is an actor.Actor: a client user (of their organization) or a staff
// user (any project); its Scope is the organization the store limits the read to.

// Owner is the owner hash of a's uploads (resumable.OwnerOf): the resumable uploads
// they start and the message attachments they upload.
func Owner(a actor.Actor) []byte { return ownerOf(a.IsStaff(), a.ID) }

func ownerOf(staff bool, id uuid.UUID) []byte {
	if staff {
		return resumable.OwnerOf("staff", id)
	}
	return resumable.OwnerOf("client", id)
}

// Uploaded reports whether c uploaded r.
func Uploaded(c actor.Actor, r Revision) bool {
	kind := UploaderClient
	if c.IsStaff() {
		kind = UploaderStaff
	}
	return r.Uploader == kind && r.UploaderID != nil && *r.UploaderID == c.ID
}

// Claim is a finished upload becoming a revision of (its folder, its name).
type Claim struct {
	UploadID    uuid.UUID
	FolderID    uuid.UUID
	Scope       *uuid.UUID
	By          actor.Actor // who claims it, its uploader
	ContentType string
	BlobKey     string
}

// CarriedFile is an estimate request's file copied for a project (Conversion.Files).
type CarriedFile struct {
	Name         string
	Size         int64
	SHA256       []byte
	ContentType  string
	BlobKey      string
	UploaderName string
}

// EstimateFile is a file of an estimate request as a conversion reads it.
type EstimateFile struct {
	UploadID     uuid.UUID
	Name         string
	Size         int64
	SHA256       []byte
	UploaderName string
}

// FileStore persists folders, files, revisions and downloads. With scope set, anything
// of another organization answers the not-found error of its kind.
type FileStore interface {
	// FolderList answers the project's folders with their files and revisions.
	FolderList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*Folder, error)
	FolderGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*Folder, error)
	FolderCreate(ctx context.Context, projectID uuid.UUID, name string) (*Folder, error)
	FolderRename(ctx context.Context, id uuid.UUID, name string) (*Folder, error)
	// RevisionClaim makes the finished upload the file's next revision and removes the
	// upload's row, in one transaction; a claim of an upload already claimed answers its
	// revision.
	RevisionClaim(ctx context.Context, c Claim) (Revision, error)
	RevisionGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (Revision, error)
	DownloadRecord(ctx context.Context, revisionID uuid.UUID, by actor.Actor, bytes int64, complete bool) error
	DownloadList(ctx context.Context, fileID uuid.UUID) ([]*Download, error)
	EstimateFiles(ctx context.Context, estimateID uuid.UUID) ([]EstimateFile, error)
}

// Blob is a stored revision being read: it seeks, for Range requests.
type Blob interface {
	io.ReadSeekCloser
	ModTime() time.Time
}

// Blobs are the bucket's bytes.
type Blobs interface {
	Open(ctx context.Context, key string) (Blob, error)
	Copy(ctx context.Context, dst, src string) error
	Delete(ctx context.Context, key string) error
}

// Uploads are the resumable uploads (resumable.Service).
type Uploads interface {
	StartTargeted(ctx context.Context, t resumable.Targeted) (uuid.UUID, error)
	Owned(ctx context.Context, id string, owner []byte) (resumable.Upload, error)
}

// Signer signs download links (files.Signer).
type Signer = personlink.Signer

// Files is the projects' folders, files and downloads.
type Files struct {
	store   FileStore
	blobs   Blobs
	uploads Uploads
	signer  Signer
	linkTTL time.Duration
	// uploadKey is the bucket key of a finished upload (tusstore.Key).
	uploadKey func(uuid.UUID) string
	now       func() time.Time
	// carrier, when set, hands revisions to outside reviewers and hears of downloads.
	carrier Carrier
}

// NewFiles returns the service; links signed by signer last linkTTL; uploadKey names a
// finished upload's bytes in the bucket.
func NewFiles(store FileStore, blobs Blobs, uploads Uploads, signer Signer, linkTTL time.Duration, uploadKey func(uuid.UUID) string) *Files {
	return &Files{store: store, blobs: blobs, uploads: uploads, signer: signer, linkTTL: linkTTL, uploadKey: uploadKey, now: time.Now}
}

// List is a project's folders with their files and revisions.
func (f *Files) List(ctx context.Context, c actor.Actor, projectID string) ([]*Folder, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	return f.store.FolderList(ctx, id, c.Scope())
}

func checkFolderName(name string) (string, error) {
	name = strings.TrimSpace(name)
	var v validate.Checker
	v.Require("name", name, "Name the folder")
	v.MaxLen("name", "Folder name", name, 100)
	v.Text("name", name)
	if strings.ContainsAny(name, "/\\") {
		v.Add("name", "A folder's name must not contain a slash")
	}
	return name, v.Err()
}

// CreateFolder adds a folder to a project (staff).
func (f *Files) CreateFolder(ctx context.Context, projectID, name string) (*Folder, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	if name, err = checkFolderName(name); err != nil {
		return nil, err
	}
	return f.store.FolderCreate(ctx, id, name)
}

// RenameFolder renames a folder (staff).
func (f *Files) RenameFolder(ctx context.Context, folderID, name string) (*Folder, error) {
	id, err := apperr.ParseID(folderID, ErrFolderNotFound)
	if err != nil {
		return nil, err
	}
	if name, err = checkFolderName(name); err != nil {
		return nil, err
	}
	return f.store.FolderRename(ctx, id, name)
}

// StartUpload admits c's upload of a file into folder (one of c's organization's
// projects, for a client): only the file cap applies.
func (f *Files) StartUpload(ctx context.Context, c actor.Actor, folderID, name, typ string, size int64, sizeDeferred bool) (uuid.UUID, error) {
	id, err := apperr.ParseID(folderID, ErrFolderNotFound)
	if err != nil {
		return uuid.Nil, err
	}
	if _, err := f.store.FolderGet(ctx, id, c.Scope()); err != nil {
		return uuid.Nil, err
	}
	return f.uploads.StartTargeted(ctx, resumable.Targeted{Owner: Owner(c), Target: id, Name: name, Type: typ, Size: size, SizeDeferred: sizeDeferred})
}

// Upload is c's upload id, or ErrNotFound for anyone else's.
func (f *Files) Upload(ctx context.Context, c actor.Actor, id uuid.UUID) (resumable.Upload, error) {
	return f.uploads.Owned(ctx, id.String(), Owner(c))
}

// ClaimUpload makes c's finished upload the next revision of its name in its folder.
// Claiming it again answers the same revision.
func (f *Files) ClaimUpload(ctx context.Context, c actor.Actor, id uuid.UUID) (Revision, error) {
	u, err := f.Upload(ctx, c, id)
	if errors.Is(err, resumable.ErrNotFound) {
		// Claimed already (the row is gone): the store answers its revision.
		return f.store.RevisionClaim(ctx, Claim{UploadID: id, Scope: c.Scope(), By: c})
	}
	if err != nil {
		return Revision{}, err
	}
	if u.TargetID == nil {
		return Revision{}, resumable.ErrNotFound
	}
	if !u.Complete {
		return Revision{}, ErrUploadUnfinished
	}
	key := f.uploadKey(u.ID)
	typ, err := f.sniff(ctx, key)
	if err != nil {
		return Revision{}, err
	}
	return f.store.RevisionClaim(ctx, Claim{UploadID: id, FolderID: *u.TargetID, Scope: c.Scope(), By: c, ContentType: typ, BlobKey: key})
}

// sniff names the stored bytes' type from their start, never the uploader's word.
func (f *Files) sniff(ctx context.Context, key string) (string, error) {
	b, err := f.blobs.Open(ctx, key)
	if err != nil {
		return "", fmt.Errorf("reading an upload's start: %w", err)
	}
	defer b.Close()
	head := make([]byte, files.SniffLen)
	n, err := io.ReadFull(b, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return "", err
	}
	if t := files.Sniff(head[:n]); t != "" {
		return t, nil
	}
	return http.DetectContentType(head[:n]), nil
}

// CarryEstimate copies an estimate request's files to keys of their own, for a
// conversion: purging the request later leaves the project's copies whole. undo removes
// the copies (a conversion that failed).
func (f *Files) CarryEstimate(ctx context.Context, estimateID uuid.UUID) ([]CarriedFile, func(), error) {
	src, err := f.store.EstimateFiles(ctx, estimateID)
	if err != nil {
		return nil, func() {}, err
	}
	var out []CarriedFile
	undo := func() {
		for _, c := range out {
			_ = f.blobs.Delete(context.WithoutCancel(ctx), c.BlobKey)
		}
	}
	for _, e := range src {
		from := f.uploadKey(e.UploadID)
		typ, err := f.sniff(ctx, from)
		if err != nil {
			undo()
			return nil, func() {}, err
		}
		key := "portal/" + uuid.NewString()
		if err := f.blobs.Copy(ctx, key, from); err != nil {
			_ = f.blobs.Delete(context.WithoutCancel(ctx), key)
			undo()
			return nil, func() {}, fmt.Errorf("copying an estimate file: %w", err)
		}
		out = append(out, CarriedFile{Name: e.Name, Size: e.Size, SHA256: e.SHA256, ContentType: typ, BlobKey: key, UploaderName: e.UploaderName})
	}
	return out, undo, nil
}
