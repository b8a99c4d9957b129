package sitepage

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/validate"
)

// Service is the pages domain.
type Service struct {
	store     Store
	sanitizer *richtext.Sanitizer
	// template is the content a new service page starts with (nil: none was seeded).
	template *Content
	now      func() time.Time
	memo     memo
	// zone answers the firm's time zone (the site settings); nil: UTC.
	zone func(ctx context.Context) *time.Location
}

// NewService returns the service; template is the new service pages' content
// (Seed.Template), nil when there is none.
func NewService(store Store, template *Content, sanitizer *richtext.Sanitizer) *Service {
	return &Service{store: store, sanitizer: sanitizer, template: template, now: time.Now}
}

// SetZone names where the firm's time zone comes from: messages write times in it.
func (s *Service) SetZone(zone func(ctx context.Context) *time.Location) { s.zone = zone }

// Seed writes the seed's pages on first start (and, later, the built-in pages the
// database lacks), and answers how many it wrote.
func (s *Service) Seed(ctx context.Context, pages []NewPage) (_ int, err error) {
	defer s.afterWrite(&err)
	return s.store.Seed(ctx, pages)
}

// CleanPath is the path a visitor's address names: lower-case, without a trailing slash
// (routes match in any case, with or without one).
func CleanPath(p string) string {
	p = strings.ToLower(p)
	if len(p) > 1 {
		if p = strings.TrimRight(p, "/"); p == "" {
			return "/"
		}
	}
	return p
}

// Page answers a page's public content, or MovedTo for a renamed path, or ErrPageNotFound
// (unknown, hidden or never published).
func (s *Service) Page(ctx context.Context, path string) (Public, error) {
	path = CleanPath(path)
	if !validPagePath(path) {
		return Public{}, ErrPageNotFound
	}
	return s.store.Published(ctx, path)
}

// Navigation answers the menu: each top-level page with a tile, in order, with the
// visible pages under it in order. Hidden and never-published pages are left out.
func (s *Service) Navigation(ctx context.Context) ([]NavItem, error) {
	pages, err := s.store.Visible(ctx)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(pages, byPosition)
	var items []NavItem
	for _, p := range pages {
		if p.Parent != "" || p.Tile.Image == "" {
			continue
		}
		item := NavItem{Name: p.Name, Path: p.Path, Tile: p.Tile}
		for _, c := range pages {
			if c.Parent == p.Path {
				item.Children = append(item.Children, NavChild{Name: c.Name, Path: c.Path})
			}
		}
		items = append(items, item)
	}
	return items, nil
}

// byPosition orders pages as their menu does: by position, then path.
func byPosition(a, b Page) int {
	return cmp.Or(cmp.Compare(a.Position, b.Position), cmp.Compare(a.Path, b.Path))
}

// Visible answers the pages visitors can open (shown and published): the sitemap's.
func (s *Service) Visible(ctx context.Context) ([]Page, error) { return s.store.Visible(ctx) }

// Redirects answers every renamed page's old path with the path it answers 301 to.
func (s *Service) Redirects(ctx context.Context) (map[string]string, error) {
	return s.store.Redirects(ctx)
}

// List answers every page with its state.
func (s *Service) List(ctx context.Context) ([]Page, error) { return s.store.List(ctx) }

// Get answers a page's state.
func (s *Service) Get(ctx context.Context, path string) (Page, error) { return s.store.Get(ctx, path) }

// Draft answers a page's state and its newest version's content.
func (s *Service) Draft(ctx context.Context, path string) (Page, *Content, error) {
	p, err := s.store.Get(ctx, path)
	if err != nil {
		return Page{}, nil, err
	}
	_, c, err := s.store.Version(ctx, path, p.DraftVersion)
	return p, c, err
}

// SaveDraft stores content as the page's new version, edited from version. A save over a
// version someone else replaced since is refused with who saved it and when; nothing is
// written.
func (s *Service) SaveDraft(ctx context.Context, path string, content *Content, version int32) (Page, error) {
	c, err := Checked(content, s.sanitizer, false)
	if err != nil {
		return Page{}, err
	}
	return s.save(ctx, path, c, version, 0)
}

func (s *Service) save(ctx context.Context, path string, c *Content, version, restoredFrom int32) (Page, error) {
	p, err := s.store.SaveDraft(ctx, path, c, version, restoredFrom, by(ctx))
	if errors.Is(err, ErrStale) {
		return Page{}, s.staleError(ctx, path)
	}
	return p, err
}

// staleError says who saved the page since the editor opened it, and when.
func (s *Service) staleError(ctx context.Context, path string) error {
	p, err := s.store.Get(ctx, path)
	if err != nil {
		return err
	}
	who := p.UpdatedBy
	if who == "" {
		who = "someone else"
	}
	var loc *time.Location
	if s.zone != nil {
		loc = s.zone(ctx)
	}
	return apperr.Aborted(fmt.Sprintf("The page was changed by %s at %s after you opened it. Your changes were not saved: they are still in the editor.",
		who, localtime.Format(p.UpdateTime, loc)))
}

// Publish makes version public now, or schedules it for at when at is in the future (a
// later publish or a cancel replaces the schedule). The version must keep the publish
// rules (every image has alt text).
func (s *Service) Publish(ctx context.Context, path string, version int32, at *time.Time) (_ Page, err error) {
	defer s.afterWrite(&err)
	_, c, err := s.store.Version(ctx, path, version)
	if errors.Is(err, ErrVersionNotFound) {
		if _, perr := s.store.Get(ctx, path); perr != nil {
			return Page{}, perr
		}
	}
	if err != nil {
		return Page{}, err
	}
	if _, err := Checked(c, s.sanitizer, true); err != nil {
		return Page{}, err
	}
	if at != nil && at.After(s.now()) {
		return s.store.Schedule(ctx, path, version, *at)
	}
	return s.store.Publish(ctx, path, version, by(ctx))
}

// CancelScheduledPublish drops the page's scheduled publish.
func (s *Service) CancelScheduledPublish(ctx context.Context, path string) (Page, error) {
	return s.store.CancelSchedule(ctx, path)
}

// PublishDue is the queue's scheduled publish: it publishes the page's scheduled version
// if the schedule (version, at) still stands and its time came, and reports whether it did.
// A second run finds no schedule and does nothing.
func (s *Service) PublishDue(ctx context.Context, job ScheduledPublish) (_ bool, err error) {
	defer s.afterWrite(&err)
	return s.store.PublishDue(ctx, job.PageID, job.Version, job.At)
}

// UndoPublish publishes again the version that was public before the last publish.
func (s *Service) UndoPublish(ctx context.Context, path string) (_ Page, err error) {
	defer s.afterWrite(&err)
	return s.store.Undo(ctx, path, by(ctx))
}

// Versions answers a page's versions, newest first.
func (s *Service) Versions(ctx context.Context, path string) ([]Version, error) {
	return s.store.Versions(ctx, path)
}

// Version answers one version and its content.
func (s *Service) Version(ctx context.Context, path string, version int32) (Version, *Content, error) {
	v, c, err := s.store.Version(ctx, path, version)
	if errors.Is(err, ErrVersionNotFound) {
		if _, perr := s.store.Get(ctx, path); perr != nil {
			return Version{}, nil, perr
		}
	}
	return v, c, err
}

// Restore saves version's content as the page's new draft (nothing is published);
// draftVersion is the draft it replaces, checked as a save's.
func (s *Service) Restore(ctx context.Context, path string, version, draftVersion int32) (Page, error) {
	_, c, err := s.Version(ctx, path, version)
	if err != nil {
		return Page{}, err
	}
	if c, err = Checked(c, s.sanitizer, false); err != nil {
		return Page{}, err
	}
	return s.save(ctx, path, c, draftVersion, version)
}

// CreateServicePage adds /services/{slug} from the service template, named name, last in
// the services menu. It is not public until its first publish.
func (s *Service) CreateServicePage(ctx context.Context, slug, name string) (_ Page, err error) {
	defer s.afterWrite(&err)
	slug, name = strings.TrimSpace(slug), strings.TrimSpace(name)
	var c validate.Checker
	c.Check(ValidSlug(slug), "slug", "The address is lower-case words joined by hyphens, such as steel-joist-detailing")
	c.Require("name", name, "Name is required")
	c.MaxLen("name", "Name", name, maxName)
	c.Text("name", name)
	if err := c.Err(); err != nil {
		return Page{}, err
	}
	if s.template == nil {
		return Page{}, ErrSeedUnavailable
	}
	content := proto.Clone(s.template).(*Content)
	// The template's placeholders name the new service where they can.
	if content.Banner != nil {
		content.Banner.Header = name
	}
	for _, b := range content.Blocks {
		if e := b.GetEstimatePromo(); e != nil {
			e.Service = slug
		}
	}
	return s.store.Create(ctx, NewPage{
		Path: ServicesParent + "/" + slug, Name: name, Kind: KindService, Parent: ServicesParent, Content: content,
	}, by(ctx))
}

// UpdatePlace sets a page's menu name and whether it is hidden, and renames a service
// page's slug (slug "" keeps it): the old path then answers 301 to the new one.
func (s *Service) UpdatePlace(ctx context.Context, path, name, slug string, hidden bool) (_ Page, err error) {
	defer s.afterWrite(&err)
	name, slug = strings.TrimSpace(name), strings.TrimSpace(slug)
	p, err := s.store.Get(ctx, path)
	if err != nil {
		return Page{}, err
	}
	var c validate.Checker
	c.Require("name", name, "Name is required")
	c.MaxLen("name", "Name", name, maxName)
	c.Text("name", name)
	if slug != "" {
		c.Check(ValidSlug(slug), "slug", "The address is lower-case words joined by hyphens, such as steel-joist-detailing")
	}
	if err := c.Err(); err != nil {
		return Page{}, err
	}
	newPath := path
	if slug != "" {
		newPath = p.Parent + "/" + slug
		if newPath != path && p.Kind != KindService {
			return Page{}, ErrNotService
		}
	}
	return s.store.UpdatePlace(ctx, path, newPath, name, hidden)
}

// Reorder orders the pages under parent as paths lists them (every one, once).
func (s *Service) Reorder(ctx context.Context, parent string, paths []string) (_ []Page, err error) {
	defer s.afterWrite(&err)
	return s.store.Reorder(ctx, parent, paths)
}

// Delete removes a service page. One the menu links to (shown and published) is removed
// only when removeFromNavigation confirms it; the menu is made from the pages, so it
// follows.
func (s *Service) Delete(ctx context.Context, path string, removeFromNavigation bool) (err error) {
	defer s.afterWrite(&err)
	p, err := s.store.Get(ctx, path)
	if err != nil {
		return err
	}
	if p.Kind != KindService {
		return ErrNotService
	}
	if p.InNavigation() && !removeFromNavigation {
		return apperr.FailedPrecondition(fmt.Sprintf("The menu links to '%s' (under %s). Removing the page takes it out of the menu too: confirm to remove it.", p.Name, p.Parent))
	}
	return s.store.Delete(ctx, path)
}

// InNavigation reports whether the menu links to p: it is shown and public.
func (p Page) InNavigation() bool { return !p.Hidden && p.PublishedVersion > 0 }

// ScheduledPublish names a scheduled publish as its job carries it.
type ScheduledPublish struct {
	PageID  uuid.UUID
	Version int32
	At      time.Time
}

// by is who is writing, from the request's audit actor: the system (the zero Actor) for
// the first-start seed and the queue.
func by(ctx context.Context) actor.Actor {
	o, _ := audit.OriginFrom(ctx)
	return o.Actor
}
