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
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// ErrItemNotFound answers an unknown or malformed item id.
var ErrItemNotFound = apperr.NotFound("portfolio item not found")

// Item is a portfolio PDF with its title, its first page as an image once drawn, and
// where the drawing stands: the message the site and the back office read. The store
// answers why a preview failed (preview_failure); the public list leaves it out.
type Item = sitev1.PortfolioItem

// Input is the add/edit portfolio form. file_upload_id names a PDF upload: required on
// create; on update empty keeps the current PDF and a new one replaces it.
// preview_upload_id names a poster upload of the PDF's first page: empty keeps the current
// preview, unless the PDF is replaced, which drops the old PDF's preview and queues the
// making of the new one's on the server.
type Input = adminv1.PortfolioItemInput

// Store persists portfolio items. Writes claim uploads and delete file records in the
// same transaction as the item; they return the object keys to remove after the commit.
type Store interface {
	List(ctx context.Context, onlyActive bool, p keyset.Request) ([]*Item, error)
	Create(ctx context.Context, in *Input) (*Item, error)
	Update(ctx context.Context, id uuid.UUID, in *Input) (*Item, []string, error)
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

// List lists items newest first; onlyActive for the public page, which is not told why a
// preview failed.
func (s *Service) List(ctx context.Context, onlyActive bool, size int32, token string) ([]*Item, string, error) {
	items, next, err := keyset.Fetch(size, token, func(p keyset.Request) ([]*Item, error) {
		return s.store.List(ctx, onlyActive, p)
	}, func(it *Item) (time.Time, uuid.UUID) { return it.GetCreateTime().AsTime(), uuid.MustParse(it.GetId()) })
	if onlyActive {
		for _, it := range items {
			it.PreviewFailure = ""
		}
	}
	return items, next, err
}

// Create adds an item with its PDF.
func (s *Service) Create(ctx context.Context, in *Input) (*Item, error) {
	in = trim(in)
	var c validate.Checker
	check(&c, in)
	c.Require("file_upload_id", in.FileUploadId, "Please upload a PDF file")
	if err := c.Err(); err != nil {
		return nil, err
	}
	return s.store.Create(ctx, in)
}

// Update replaces an item's fields, and its PDF when a new upload is given.
func (s *Service) Update(ctx context.Context, id string, in *Input) (*Item, error) {
	in = trim(in)
	var c validate.Checker
	// A blank id is the form submitted with nothing selected, a user's mistake to show;
	// a malformed one cannot name an item and is answered as not found.
	c.Require("id", id, "No portfolio selected for update")
	check(&c, in)
	if err := c.Err(); err != nil {
		return nil, err
	}
	itemID, err := apperr.ParseID(id, ErrItemNotFound)
	if err != nil {
		return nil, err
	}
	item, stale, err := s.store.Update(ctx, itemID, in)
	if err != nil {
		return nil, err
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

// trim is a copy of in (nil: an empty form) with its texts trimmed; the caller's message
// is left as it is.
func trim(in *Input) *Input {
	out := &Input{}
	if in != nil {
		out = proto.CloneOf(in)
	}
	out.Title = strings.TrimSpace(out.Title)
	out.Description = strings.TrimSpace(out.Description)
	out.FileUploadId = strings.TrimSpace(out.FileUploadId)
	out.PreviewUploadId = strings.TrimSpace(out.PreviewUploadId)
	return out
}

func check(c *validate.Checker, in *Input) {
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, 200)
	c.MaxLen("description", "Description", in.Description, 5000)
}
