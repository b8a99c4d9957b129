// Package sitepage is pages as content: every public page of the site is an ordered list
// of typed blocks with its search and sharing fields (gusset.site.v1.PageContent), which
// staff edit in the back office. Every save is a version; one version is public; a publish
// can be scheduled (the queue publishes it) and undone; service pages can be added from a
// template, renamed (the old path answers 301), reordered, hidden and removed
// (docs/pages.md).
//
// The content is the generated protobuf message itself rather than a Go copy of it: the
// schema is defined once (proto/gusset/site/v1/page_content.proto), stored as its protobuf
// JSON and read by the app's generated types, and a second copy here would have to follow
// every change of it by hand.
package sitepage

import (
	"context"
	"time"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// Content is a page's content: its SEO fields, banner and blocks.
type Content = sitev1.PageContent

// Kind says what a page is made from.
type Kind string

const (
	// KindBuiltIn is one of the spec's pages: its path and place are fixed; it can be
	// hidden.
	KindBuiltIn Kind = "built_in"
	// KindService is a service page: added from the template, renamed, reordered, hidden
	// or removed.
	KindService Kind = "service"
)

// ServicesParent is the menu entry service pages sit under.
const ServicesParent = "/services"

// Errors.
var (
	ErrPageNotFound    = apperr.NotFound("page not found")
	ErrVersionNotFound = apperr.NotFound("version not found")
	// ErrStale is the store's answer to a save over a replaced draft; the service answers
	// a message that names who saved and when instead.
	ErrStale = apperr.Aborted("the page was changed since it was read")
	// ErrPathTaken is a new path another page, or a built-in address, already has.
	ErrPathTaken error = &validate.Error{
		Violations: []validate.Violation{{Field: "slug", Message: "Another page already has this address"}},
		Kind:       apperr.ErrConflict,
	}
	ErrNotService      = apperr.FailedPrecondition("Only service pages can change their address or be removed")
	ErrNothingToUndo   = apperr.FailedPrecondition("This page was published only once: there is no earlier version to bring back")
	ErrNotScheduled    = apperr.FailedPrecondition("This page has no scheduled publish")
	ErrSeedUnavailable = apperr.Unavailable("the service page template is missing")
	// ErrReorder is a reorder that does not name every page under its parent exactly once.
	ErrReorder error = &validate.Error{
		Violations: []validate.Violation{{Field: "paths", Message: "List every page under this menu entry exactly once; the pages may have changed since you loaded them"}},
	}
)

// Page is a page's place in the navigation and its publishing state.
type Page struct {
	Path string
	// ID stays with the page across renames (the scheduled publish's job names it).
	ID     uuid.UUID
	Name   string
	Kind   Kind
	Parent string
	// Position orders the pages under one parent, from 1.
	Position int32
	Hidden   bool
	// Tile is a top-level page's home tile; a page with one is a top-level menu entry.
	Tile Tile
	// DraftVersion is the newest version; PublishedVersion the public one (0: never).
	DraftVersion     int32
	PublishedVersion int32
	// ScheduledVersion is published at ScheduledTime (0 and nil: no schedule).
	ScheduledVersion int32
	ScheduledTime    *time.Time
	// UpdatedBy saved the draft last, at UpdateTime: "" for the first-start seed.
	UpdateTime time.Time
	UpdatedBy  string
}

// Tile is a top-level menu entry's home tile: artwork (a path on this site) and a sentence.
type Tile struct {
	Image string `json:"image"`
	Blurb string `json:"blurb"`
}

// Version is one saved version of a page.
type Version struct {
	Version    int32
	CreateTime time.Time
	// CreatedBy is "" for the first-start seed.
	CreatedBy string
	// RestoredFrom is the version whose content it brought back (0: none).
	RestoredFrom int32
	// PublishTime is when it was last made public (nil: never).
	PublishTime *time.Time
}

// Public is a page as visitors see it.
type Public struct {
	Content *Content
	Version int32
	// MovedTo is set when the asked path was renamed: the page's path now (and Content is
	// nil).
	MovedTo string
}

// NavItem is a top-level menu entry with its home tile and the pages under it.
type NavItem struct {
	Name, Path string
	Tile       Tile
	Children   []NavChild
}

// NavChild is a page under a top-level entry; Path is its whole path.
type NavChild struct{ Name, Path string }

// NewPage is a page to add: the seed's pages and new service pages.
type NewPage struct {
	Path, Name string
	Kind       Kind
	Parent     string
	Position   int32
	Hidden     bool
	Tile       Tile
	Content    *Content
	// Published makes the first version public at once (the seed).
	Published bool
}

// Store keeps the pages, their versions, publishes and redirects.
type Store interface {
	// Seed adds the pages in one transaction: every page when there are none yet, else
	// only the built-in pages missing (a release that adds one). It answers how many it
	// added.
	Seed(ctx context.Context, pages []NewPage) (int, error)
	List(ctx context.Context) ([]Page, error)
	// Visible answers the shown, published pages.
	Visible(ctx context.Context) ([]Page, error)
	Get(ctx context.Context, path string) (Page, error)
	// Published answers a shown page's public content; a renamed path answers MovedTo;
	// anything else ErrPageNotFound.
	Published(ctx context.Context, path string) (Public, error)
	// Version answers one version with its content, or ErrVersionNotFound.
	Version(ctx context.Context, path string, version int32) (Version, *Content, error)
	Versions(ctx context.Context, path string) ([]Version, error)
	// SaveDraft stores content as a new version when the draft is at version, or answers
	// ErrStale writing nothing.
	SaveDraft(ctx context.Context, path string, content *Content, version, restoredFrom int32, by actor.Actor) (Page, error)
	// Publish makes version public now, replacing any schedule.
	Publish(ctx context.Context, path string, version int32, by actor.Actor) (Page, error)
	// Schedule has the queue publish version at at, replacing any schedule.
	Schedule(ctx context.Context, path string, version int32, at time.Time) (Page, error)
	CancelSchedule(ctx context.Context, path string) (Page, error)
	// PublishDue publishes the schedule (version, at) of the page id if it still stands
	// and its time came, and reports whether it did.
	PublishDue(ctx context.Context, id uuid.UUID, version int32, at time.Time) (bool, error)
	// Undo takes back the newest publish and publishes the one before it again, or
	// answers ErrNothingToUndo.
	Undo(ctx context.Context, path string, by actor.Actor) (Page, error)
	// Create adds a page with its first version; ErrPathTaken when its path is taken.
	Create(ctx context.Context, p NewPage, by actor.Actor) (Page, error)
	// UpdatePlace renames the page to newPath (the old path redirects to it), and sets
	// its name and hidden flag.
	UpdatePlace(ctx context.Context, path, newPath, name string, hidden bool) (Page, error)
	// Reorder sets the order of the pages under parent; paths must be exactly them.
	Reorder(ctx context.Context, parent string, paths []string) ([]Page, error)
	Delete(ctx context.Context, path string) error
	// Redirects answers every old path with the path it answers 301 to.
	Redirects(ctx context.Context) (map[string]string, error)
}
