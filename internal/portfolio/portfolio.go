// Package portfolio is the Project Portfolio: PDFs shown on the public portfolio page and
// managed by staff.
package portfolio

import (
	"context"
	"image"
	"io"
	"strings"
	"time"

	"github.com/google/uuid"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// ErrItemNotFound answers an unknown or malformed item id.
var ErrItemNotFound = apperr.NotFound("portfolio item not found")

// Item is a portfolio PDF with its title.
type Item struct {
	ID          uuid.UUID
	Title       string
	Description string
	// Active items are shown on the public portfolio page.
	Active bool
	// File is the PDF; nil only when the item was deleted while being listed.
	File *files.File
	// Preview is the PDF's first page as an image (kind poster), made on the server by a
	// queued job (MakePreview); nil until it is made.
	Preview *files.File
	// PreviewState is where the making of the preview stands; PreviewFailure says why it
	// failed.
	PreviewState   PreviewState
	PreviewFailure string
	CreateTime     time.Time
	UpdateTime     time.Time
}

// Input is the add/edit portfolio form.
type Input struct {
	Title       string
	Description string
	Active      bool
	// FileUploadID names a PDF upload: required on create; on update empty keeps the
	// current PDF and a new one replaces it.
	FileUploadID string
	// PreviewUploadID names a poster upload of the PDF's first page: empty keeps the
	// current preview, unless the PDF is replaced, which drops the old PDF's preview and
	// queues the making of the new one's on the server.
	PreviewUploadID string
}

// PreviewState is where the making of an item's preview stands, as stored.
type PreviewState string

// The preview states.
const (
	// PreviewNone: never tried (an item from before previews were made on the server,
	// until the backfill queues it).
	PreviewNone       PreviewState = ""
	PreviewProcessing PreviewState = "processing"
	PreviewReady      PreviewState = "ready"
	// PreviewFailed: the PDF could not be drawn; the item and its PDF are kept.
	PreviewFailed PreviewState = "failed"
)

// Store persists portfolio items. Writes claim uploads and delete file records in the
// same transaction as the item; they return the object keys to remove after the commit.
type Store interface {
	List(ctx context.Context, onlyActive bool, p keyset.Request) ([]Item, error)
	Create(ctx context.Context, in Input) (Item, error)
	Update(ctx context.Context, id uuid.UUID, in Input) (Item, []string, error)
	Delete(ctx context.Context, id uuid.UUID) error

	// Create and Update queue the making of a new PDF's preview (MakePreview) in their
	// transaction when no preview upload comes with it.

	// PreviewSource returns the current PDF of item id (trashed or not);
	// ErrItemNotFound when the item is gone.
	PreviewSource(ctx context.Context, id uuid.UUID) (files.File, error)
	// PreviewLink claims the poster upload uploadID as the preview of item id if the item
	// still has the PDF pdfID (linked false otherwise, nothing claimed); it returns the
	// replaced preview's object keys.
	PreviewLink(ctx context.Context, id, pdfID uuid.UUID, uploadID string) (stale []string, linked bool, err error)
	// PreviewFail records why the preview of item id's PDF pdfID could not be made.
	PreviewFail(ctx context.Context, id, pdfID uuid.UUID, reason string) error
	// PreviewQueueMissing queues the making of previews for up to max items never given
	// one and answers how many it queued.
	PreviewQueueMissing(ctx context.Context, max int32) (int, error)
}

// Files is what the portfolio needs of the file store.
type Files interface {
	// DeleteObjects removes stored files after their records are gone.
	DeleteObjects(ctx context.Context, keys ...string)
	// Open reads a claimed file.
	Open(ctx context.Context, key string) (files.File, *blob.Reader, error)
	// Upload stores a new, unclaimed upload.
	Upload(ctx context.Context, kind files.Kind, name string, body io.Reader) (files.File, error)
}

// Pages draws a PDF's first page.
type Pages interface {
	// FirstPage draws it at most width pixels wide. A PDF it cannot draw (damaged, or
	// past the time or memory a drawing may take) is an error for which Undrawable is
	// true, whose message tells staff why.
	FirstPage(ctx context.Context, pdf io.ReadSeeker, size int64, width int) (image.Image, error)
	Undrawable(err error) bool
}

// Service is the portfolio domain.
type Service struct {
	store   Store
	objects Files
	pages   Pages
}

// NewService returns the service; pages draws the previews (nil: none are made, the
// jobs fail and are retried once a renderer is given).
func NewService(store Store, objects Files, pages Pages) *Service {
	return &Service{store: store, objects: objects, pages: pages}
}

// List lists items newest first; onlyActive for the public page.
func (s *Service) List(ctx context.Context, onlyActive bool, size int32, token string) ([]Item, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Item, error) {
		return s.store.List(ctx, onlyActive, p)
	}, func(it Item) (time.Time, uuid.UUID) { return it.CreateTime, it.ID })
}

// Create adds an item with its PDF.
func (s *Service) Create(ctx context.Context, in Input) (Item, error) {
	in = trim(in)
	var c validate.Checker
	check(&c, in)
	c.Require("file_upload_id", in.FileUploadID, "Please upload a PDF file")
	if err := c.Err(); err != nil {
		return Item{}, err
	}
	return s.store.Create(ctx, in)
}

// Update replaces an item's fields, and its PDF when a new upload is given.
func (s *Service) Update(ctx context.Context, id string, in Input) (Item, error) {
	in = trim(in)
	var c validate.Checker
	// A blank id is the form submitted with nothing selected, a user's mistake to show;
	// a malformed one cannot name an item and is answered as not found.
	c.Require("id", id, "No portfolio selected for update")
	check(&c, in)
	if err := c.Err(); err != nil {
		return Item{}, err
	}
	itemID, err := apperr.ParseID(id, ErrItemNotFound)
	if err != nil {
		return Item{}, err
	}
	item, stale, err := s.store.Update(ctx, itemID, in)
	if err != nil {
		return Item{}, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return item, nil
}

// Delete moves an item (with its PDF) to the trash.
func (s *Service) Delete(ctx context.Context, id string) error {
	itemID, err := apperr.ParseID(id, ErrItemNotFound)
	if err != nil {
		return err
	}
	// To the trash: the files stay until it is emptied.
	return s.store.Delete(ctx, itemID)
}

func trim(in Input) Input {
	in.Title = strings.TrimSpace(in.Title)
	in.Description = strings.TrimSpace(in.Description)
	in.FileUploadID = strings.TrimSpace(in.FileUploadID)
	in.PreviewUploadID = strings.TrimSpace(in.PreviewUploadID)
	return in
}

func check(c *validate.Checker, in Input) {
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, 200)
	c.MaxLen("description", "Description", in.Description, 5000)
}
