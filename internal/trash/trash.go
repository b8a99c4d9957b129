// Package trash is the back office's trash: a deleted job, application, blog post,
// gallery project, portfolio item, contact message, estimate or case study keeps its row (marked with delete_time) and its files
// for Retention, during which staff can restore it; then, or when staff empty the trash,
// it is removed for good, rows first and then the stored files.
package trash

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// Retention is how long a deleted item can be restored.
const Retention = 30 * 24 * time.Hour

// Kind is what a trashed record is.
type Kind string

// Kinds.
const (
	KindJob            Kind = "job"
	KindApplication    Kind = "application"
	KindPost           Kind = "post"
	KindGalleryProject Kind = "gallery_project"
	KindPortfolioItem  Kind = "portfolio_item"
	KindContactMessage Kind = "contact_message"
	// KindEstimate is an estimate request; its files (resumable uploads) go with it.
	KindEstimate Kind = "estimate"
	// KindCaseStudy is a case study; its images and redirects go with it.
	KindCaseStudy Kind = "case_study"
)

func (k Kind) valid() bool {
	switch k {
	case KindJob, KindApplication, KindPost, KindGalleryProject, KindPortfolioItem, KindContactMessage, KindEstimate, KindCaseStudy:
		return true
	}
	return false
}

// Errors.
var (
	ErrNotFound = apperr.NotFound("This item is not in the trash (it may have been restored or removed already).")
	// ErrJobTrashed refuses to restore an application into a job that is itself trashed.
	ErrJobTrashed = apperr.FailedPrecondition("This applicant's job is in the trash: restore the job first.")
)

// Item is one trashed record.
type Item struct {
	Kind       Kind
	ID         uuid.UUID
	Title      string
	DeleteTime time.Time
	// DeleteUser is the username of who deleted it; "" when unknown.
	DeleteUser string
}

// PurgeTime is when the item leaves the trash for good.
func (i Item) PurgeTime() time.Time { return i.DeleteTime.Add(Retention) }

// Ref names a trashed record.
type Ref struct {
	Kind Kind
	ID   uuid.UUID
}

// Store persists the trash. Purge removes one trashed record (deleted before before, when
// given) with everything that belongs to it in one transaction and returns the object keys
// of its files, to remove after the commit; ErrNotFound when there is no such record.
type Store interface {
	List(ctx context.Context, p keyset.Request) ([]Item, error)
	Restore(ctx context.Context, r Ref) error
	Purge(ctx context.Context, r Ref, before *time.Time) ([]string, error)
	// Expired lists up to max trashed records deleted before before (all for nil).
	Expired(ctx context.Context, before *time.Time, max int32) ([]Ref, error)
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Service is the trash.
type Service struct {
	store   Store
	objects ObjectDeleter
	now     func() time.Time
}

// NewService returns the service; now is the clock the purge reads (time.Now if nil).
func NewService(store Store, objects ObjectDeleter, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, objects: objects, now: now}
}

// DeletedBy is the signed-in staff member who deletes, for the trash's "deleted by";
// nil outside a staff request.
func DeletedBy(ctx context.Context) *uuid.UUID {
	if s, ok := auth.SessionFrom(ctx); ok {
		id := s.User.ID
		return &id
	}
	return nil
}

// List lists the trash, most recently deleted first.
func (s *Service) List(ctx context.Context, size int32, token string) ([]Item, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Item, error) {
		return s.store.List(ctx, p)
	}, func(i Item) (time.Time, uuid.UUID) { return i.DeleteTime, i.ID })
}

// Restore brings an item back as it was.
func (s *Service) Restore(ctx context.Context, kind Kind, id string) error {
	r, err := ref(kind, id)
	if err != nil {
		return err
	}
	return s.store.Restore(ctx, r)
}

// Empty removes one item for good with its files; kind "" and id "" remove every item.
// It answers how many items were removed.
func (s *Service) Empty(ctx context.Context, kind Kind, id string) (int, error) {
	if kind == "" && id == "" {
		return s.purgeAll(ctx, nil)
	}
	r, err := ref(kind, id)
	if err != nil {
		return 0, err
	}
	if err := s.purge(ctx, r, nil); err != nil {
		return 0, err
	}
	return 1, nil
}

// PurgeExpired removes for good every item deleted more than Retention ago (the queued
// housekeeping job).
func (s *Service) PurgeExpired(ctx context.Context) (int, error) {
	before := s.now().Add(-Retention)
	return s.purgeAll(ctx, &before)
}

// purgeAll purges in batches, one transaction per item so that a large trash never holds
// locks for long; an item restored meanwhile is skipped.
func (s *Service) purgeAll(ctx context.Context, before *time.Time) (int, error) {
	n := 0
	for {
		refs, err := s.store.Expired(ctx, before, 100)
		if err != nil {
			return n, err
		}
		removed := 0
		for _, r := range refs {
			switch err := s.purge(ctx, r, before); {
			case errors.Is(err, ErrNotFound):
			case err != nil:
				return n, err
			default:
				removed++
			}
		}
		n += removed
		if len(refs) < 100 || removed == 0 {
			return n, nil
		}
	}
}

func (s *Service) purge(ctx context.Context, r Ref, before *time.Time) error {
	keys, err := s.store.Purge(ctx, r, before)
	if err != nil {
		return err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), keys...)
	return nil
}

func ref(kind Kind, id string) (Ref, error) {
	if !kind.valid() {
		return Ref{}, &validate.Error{Violations: []validate.Violation{{Field: "kind", Message: "Please choose what kind of item to restore or remove"}}}
	}
	parsed, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return Ref{}, err
	}
	return Ref{Kind: kind, ID: parsed}, nil
}
