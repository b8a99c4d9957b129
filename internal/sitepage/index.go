package sitepage

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/gusset/gusset/internal/readset"
)

// Index is what the server needs of the pages on every request, before its page cache:
// which paths are pages and whether visitors may open them, and the renamed paths. The
// service keeps it in memory between change notices (Forget).
type Index struct {
	// Pages are every page by path.
	Pages map[string]Page
	// Redirects are the renamed pages' old paths, each with the path it answers 301 to.
	Redirects map[string]string
}

// memo is the index read last, kept while changes are heard.
type memo struct {
	mu sync.Mutex
	// index is nil when it must be read again.
	index *Index
	// tables are what index was read from, noted by a read from memory (readset).
	tables []string
	// keep is whether a read may be kept: changes are heard.
	keep bool
	// gen grows at every Forget, so a read that began before it is not kept.
	gen uint64
}

// Index answers the pages' index, from memory when it can.
func (s *Service) Index(ctx context.Context) (Index, error) {
	m := &s.memo
	m.mu.Lock()
	if m.index != nil {
		ix, tables := *m.index, m.tables
		m.mu.Unlock()
		readset.Note(ctx, tables...)
		return ix, nil
	}
	gen := m.gen
	m.mu.Unlock()
	ctx, read := readset.Start(ctx)
	pages, err := s.store.List(ctx)
	if err != nil {
		return Index{}, err
	}
	redirects, err := s.store.Redirects(ctx)
	if err != nil {
		return Index{}, err
	}
	ix := Index{Pages: make(map[string]Page, len(pages)), Redirects: redirects}
	for _, p := range pages {
		ix.Pages[p.Path] = p
	}
	m.mu.Lock()
	if m.keep && m.gen == gen {
		m.index, m.tables = &ix, read.Tables()
	}
	m.mu.Unlock()
	return ix, nil
}

// Forget drops the index in memory; keep says whether reads may be kept from now on
// (false while changes made elsewhere would go unheard). internal/server calls it at every
// change notice of the public cache, before the cached pages are dropped.
func (s *Service) Forget(keep bool) {
	m := &s.memo
	m.mu.Lock()
	defer m.mu.Unlock()
	m.gen++
	m.index = nil
	m.keep = keep
}

// Visible reports whether visitors may open the page at path (false for a path that is
// no page).
func (ix Index) Visible(path string) bool {
	p, ok := ix.Pages[path]
	return ok && p.InNavigation()
}

// changed drops the index after a write of this instance, which its change notice would
// drop a moment later: the writer's next request already sees the write.
func (s *Service) changed() {
	m := &s.memo
	m.mu.Lock()
	defer m.mu.Unlock()
	m.gen++
	m.index = nil
}

// afterWrite drops the index when the write whose error *err is succeeded; deferred.
func (s *Service) afterWrite(err *error) {
	if *err == nil {
		s.changed()
	}
}

// ServiceSlugs answers the slugs of the service pages visitors can open, in menu order:
// what an estimate request may name (internal/estimate).
func (s *Service) ServiceSlugs(ctx context.Context) ([]string, error) {
	pages, err := s.servicePages(ctx)
	if err != nil {
		return nil, err
	}
	slugs := make([]string, len(pages))
	for i, p := range pages {
		slugs[i] = strings.TrimPrefix(p.Path, p.Parent+"/")
	}
	return slugs, nil
}

// ServiceNames answers the menu names of the service pages visitors can open, by slug:
// how a request's services are named to the visitor (internal/estimate).
func (s *Service) ServiceNames(ctx context.Context) (map[string]string, error) {
	pages, err := s.servicePages(ctx)
	if err != nil {
		return nil, err
	}
	names := make(map[string]string, len(pages))
	for _, p := range pages {
		names[strings.TrimPrefix(p.Path, p.Parent+"/")] = p.Name
	}
	return names, nil
}

// servicePages are the service pages visitors can open, in menu order.
func (s *Service) servicePages(ctx context.Context) ([]Page, error) {
	ix, err := s.Index(ctx)
	if err != nil {
		return nil, err
	}
	var pages []Page
	for _, p := range ix.Pages {
		if p.Kind == KindService && p.InNavigation() {
			pages = append(pages, p)
		}
	}
	slices.SortFunc(pages, byPosition)
	return pages, nil
}
