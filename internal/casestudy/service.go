package casestudy

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/textsearch"
)

// Service is the case-study domain.
type Service struct {
	store     Store
	objects   ObjectDeleter
	sanitizer *richtext.Sanitizer
	// pages are the service pages a case study can name, in the site's order.
	pages []Page
}

// NewService returns the service; pages are the site's service pages (slug and name),
// the only ones a case study may name.
func NewService(store Store, objects ObjectDeleter, pages []Page) *Service {
	return &Service{store: store, objects: objects, sanitizer: richtext.NewSanitizer(), pages: pages}
}

// Pages lists the service pages a case study can name.
func (s *Service) Pages() []Page { return append([]Page(nil), s.pages...) }

// PagesOf are the service pages of slugs the site has, in the order of slugs.
func (s *Service) PagesOf(slugs []string) []Page {
	var out []Page
	for _, slug := range slugs {
		for _, p := range s.pages {
			if p.Slug == slug {
				out = append(out, p)
			}
		}
	}
	return out
}

// List lists the published case studies, newest published first.
func (s *Service) List(ctx context.Context, size int32, token string) ([]*CaseStudy, string, error) {
	return s.named(keyset.Fetch(size, token, func(p keyset.Request) ([]*CaseStudy, error) {
		return s.store.ListPublic(ctx, p)
	}, func(c *CaseStudy) (time.Time, uuid.UUID) {
		return c.GetPublishTime().AsTime(), uuid.MustParse(c.GetId())
	}))
}

// Search lists every case study for staff, drafts included, newest created first; a
// query keeps those whose title, slug, client type or summary contains it; a status other
// than UNSPECIFIED those of that status.
func (s *Service) Search(ctx context.Context, query string, status Status, size int32, token string) ([]*CaseStudy, string, error) {
	contains, err := textsearch.Contains("query", query)
	if err != nil {
		return nil, "", err
	}
	return s.named(keyset.Fetch(size, token, func(p keyset.Request) ([]*CaseStudy, error) {
		return s.store.List(ctx, contains, status, p)
	}, func(c *CaseStudy) (time.Time, uuid.UUID) {
		return c.GetCreateTime().AsTime(), uuid.MustParse(c.GetId())
	}))
}

// Get answers a published case study by its slug (in any case). An earlier slug of a
// renamed one answers ErrMoved with the current one.
func (s *Service) Get(ctx context.Context, slug string) (*CaseStudy, error) {
	slug = strings.ToLower(strings.TrimSpace(slug))
	if !slugPattern.MatchString(slug) || len(slug) > maxSlug {
		return nil, ErrNotFound
	}
	c, err := s.store.GetPublicBySlug(ctx, slug)
	if err == nil || !apperrIsNotFound(err) {
		return s.namedOne(c, err)
	}
	to, err := s.store.RedirectTarget(ctx, slug)
	if err != nil {
		return nil, err
	}
	return nil, &MovedError{Slug: to}
}

// GetAny answers any case study by id (staff).
func (s *Service) GetAny(ctx context.Context, id string) (*CaseStudy, error) {
	csID, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	return s.namedOne(s.store.Get(ctx, csID))
}

// Create stores a new case study (a draft unless in's status publishes it).
func (s *Service) Create(ctx context.Context, in *Input) (*CaseStudy, error) {
	in, err := s.clean(in)
	if err != nil {
		return nil, err
	}
	return s.namedOne(s.store.Create(ctx, in, s.rules(in)))
}

// Update replaces a case study's fields and images.
func (s *Service) Update(ctx context.Context, id string, in *Input) (*CaseStudy, error) {
	csID, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	in, err = s.clean(in)
	if err != nil {
		return nil, err
	}
	c, stale, err := s.store.Update(ctx, csID, in, s.rules(in))
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return s.namedOne(c, nil)
}

// Delete moves a case study (with its images) to the trash.
func (s *Service) Delete(ctx context.Context, id string) error {
	csID, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return err
	}
	return s.store.Trash(ctx, csID)
}

// named gives the services of the listed case studies their names; a slug the site no
// longer has is left out.
func (s *Service) named(list []*CaseStudy, next string, err error) ([]*CaseStudy, string, error) {
	if err != nil {
		return nil, "", err
	}
	for _, c := range list {
		slugs := make([]string, len(c.GetServices()))
		for i, r := range c.GetServices() {
			slugs[i] = r.GetSlug()
		}
		c.Services = c.Services[:0]
		for _, p := range s.PagesOf(slugs) {
			c.Services = append(c.Services, &sitev1.RelatedService{Slug: p.Slug, Name: p.Name})
		}
	}
	return list, next, nil
}

func (s *Service) namedOne(c *CaseStudy, err error) (*CaseStudy, error) {
	list, _, err := s.named([]*CaseStudy{c}, "", err)
	if err != nil {
		return nil, err
	}
	return list[0], nil
}
