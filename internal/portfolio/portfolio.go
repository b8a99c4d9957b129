// Package portfolio is the Project Portfolio: PDFs shown on the public portfolio page and
// managed by staff.
package portfolio

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/page"
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
	// Preview is the PDF's first page as an image (kind poster); nil for items uploaded
	// before previews existed, until staff make one.
	Preview    *files.File
	CreateTime time.Time
	UpdateTime time.Time
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
	// current preview, unless the PDF is replaced, which drops the old PDF's preview.
	PreviewUploadID string
}

// Store persists portfolio items. Writes claim uploads and delete file records in the
// same transaction as the item; they return the object keys to remove after the commit.
type Store interface {
	List(ctx context.Context, onlyActive bool, p page.Request) ([]Item, error)
	Create(ctx context.Context, in Input) (Item, error)
	Update(ctx context.Context, id uuid.UUID, in Input) (Item, []string, error)
	Delete(ctx context.Context, id uuid.UUID) error
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Service is the portfolio domain.
type Service struct {
	store   Store
	objects ObjectDeleter
}

// NewService returns the service.
func NewService(store Store, objects ObjectDeleter) *Service {
	return &Service{store: store, objects: objects}
}

// List lists items newest first; onlyActive for the public page.
func (s *Service) List(ctx context.Context, onlyActive bool, size int32, token string) ([]Item, string, error) {
	return page.Fetch(size, token, func(p page.Request) ([]Item, error) {
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
