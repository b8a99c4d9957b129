package pubcache

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/readset"
)

// Page is a whole HTML answer made for a page key (see Pages.Serve).
type Page struct {
	Status int
	HTML   []byte
	// Until, when set, is when the page changes by the clock alone (a scheduled post is
	// published, a job closes): the page is not served from the cache from then on.
	Until time.Time
	// RetryAfter, in seconds, asks the client to come back later (with a 503).
	RetryAfter int
	// Location, with a 301, is where the page moved (a renamed case study's old address).
	Location string
	// gz is HTML gzipped already (a page Get answered from the store), so answering it
	// again under another key compresses nothing; br is its Brotli copy, when made.
	gz, br []byte
}

// Maker makes the page of a key, on a miss. It is given a context that outlives the
// request that missed (others may wait for the same page). keep false answers the page
// without caching it (an error page).
type Maker func(ctx context.Context) (p Page, keep bool)

// Pages keeps whole pages by key: unlike the answers, whose key is the URL, a page's key
// is what its HTML depends on (the route and the query parameters the page reads), so
// junk in a URL reaches the cache, never the renderer. It is dropped with the Cache it
// belongs to (Cache.Pages), on every change notice.
type Pages struct {
	c        *Cache
	maxBytes int64
	// refreshTop is how many of the most read pages are made again right after a change,
	// in the background, so that visitors rarely meet a miss.
	refreshTop int

	mu      sync.Mutex
	entries map[string]*pageEntry
	bytes   int64

	inflight singleflight.Group
	// refreshNext is the pages the background refresh makes next; refreshing is true
	// while it runs.
	refreshMu   sync.Mutex
	refreshNext []hotPage
	refreshing  bool
}

type pageEntry struct {
	status   int
	html, gz []byte
	// br is html in Brotli, made in the background after the page is stored (nil until
	// then: gzip is sent meanwhile); p.mu counts its bytes once it is set.
	br    atomic.Pointer[[]byte]
	etag  string
	made  time.Time
	until time.Time
	gen   uint64
	// retryAfter is Page.RetryAfter.
	retryAfter int
	// location is Page.Location.
	location string
	reads    atomic.Int64
	// make makes the page again (refresh after a change).
	make Maker
	// tables are what the page was made from (readset): it goes with their drops only.
	tables []string
}

// Pages is the cache's page store (nil for a nil Cache). It holds as many bytes of pages
// (plain and gzipped together) as the Cache does of answers, and its entries go with every
// change the Cache hears of.
func (c *Cache) Pages() *Pages {
	if c == nil {
		return nil
	}
	return c.pages
}

func newPages(c *Cache, maxBytes int64) *Pages {
	p := &Pages{c: c, maxBytes: maxBytes, refreshTop: 32, entries: map[string]*pageEntry{}}
	c.drops = append(c.drops, p.dropped)
	return p
}

// Serve answers r with the page under key, made by make on a miss. Concurrent misses of a
// key wait for one page.
func (p *Pages) Serve(w http.ResponseWriter, r *http.Request, key string, make Maker) {
	if p == nil {
		// No cache: the page is sent once, compressed only for a client that takes it,
		// and fast.
		page, _ := make(r.Context())
		gz := []byte{} // never sent to a client that takes no gzip
		if httpgzip.Negotiate(r) == httpgzip.Gzip {
			gz = httpgzip.CompressFast(page.HTML)
		}
		writePage(w, r, newPageEntry(Page{Status: page.Status, HTML: page.HTML, RetryAfter: page.RetryAfter, Location: page.Location, gz: gz}, 0, time.Now(), nil))
		return
	}
	if e := p.lookup(key); e != nil {
		e.reads.Add(1)
		writePage(w, r, e)
		return
	}
	writePage(w, r, p.makeOne(r.Context(), key, make))
}

// Get is the page under key, made by make on a miss (and kept when it may be), for a
// caller that answers it as part of its own.
func (p *Pages) Get(ctx context.Context, key string, make Maker) Page {
	var e *pageEntry
	if p == nil {
		page, _ := make(ctx)
		return page
	}
	if e = p.lookup(key); e == nil {
		e = p.makeOne(ctx, key, make)
	}
	// What answers this page as part of its own is made from what the page was.
	readset.Note(ctx, e.tables...)
	return Page{Status: e.status, HTML: e.html, Until: e.until, RetryAfter: e.retryAfter, Location: e.location, gz: e.gz, br: e.brotli()}
}

// makeOne makes key's page once for all who wait for it, and keeps it when it may.
func (p *Pages) makeOne(ctx context.Context, key string, make Maker) *pageEntry {
	arrived, _ := p.c.state()
	v, _, _ := p.inflight.Do(flightKey(key, arrived), func() (any, error) {
		if e := p.lookup(key); e != nil {
			return e, nil
		}
		gen, live := p.c.state()
		made := p.c.now()
		mctx, read := readset.Start(context.WithoutCancel(ctx))
		page, keep := make(mctx)
		e := newPageEntry(page, gen, made, make)
		e.tables = read.Tables()
		if keep && live && p.store(key, e) && e.brotli() == nil {
			p.fillBrotli(key, e)
		}
		return e, nil
	})
	return v.(*pageEntry)
}

func (p *Pages) lookup(key string) *pageEntry {
	p.mu.Lock()
	defer p.mu.Unlock()
	e := p.entries[key]
	if e == nil {
		return nil
	}
	now := p.c.now()
	if now.Sub(e.made) > maxAge || (!e.until.IsZero() && !now.Before(e.until)) {
		return nil
	}
	return e
}

// store keeps e unless the data changed since it was made; when full, it first evicts the
// least read of a few pages sampled at random, so a flood of rarely read pages cannot
// push out the ones read most. It reports whether it kept e.
func (p *Pages) store(key string, e *pageEntry) bool {
	size := e.size(key)
	fresh, live := p.c.fresh(e.gen, e.tables)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !fresh || !live || size > p.maxBytes {
		return false
	}
	if old := p.entries[key]; old != nil {
		p.bytes -= old.size(key)
		e.reads.Store(old.reads.Load())
	}
	for p.bytes+size > p.maxBytes && len(p.entries) > 0 {
		p.evictOne()
	}
	p.entries[key] = e
	p.bytes += size
	return true
}

// evictSample is how many entries eviction compares (Go's map order is random).
const evictSample = 8

func (p *Pages) evictOne() {
	victim, fewest, n := "", int64(-1), 0
	for k, e := range p.entries {
		if r := e.reads.Load(); fewest < 0 || r < fewest {
			victim, fewest = k, r
		}
		if n++; n == evictSample {
			break
		}
	}
	old := p.entries[victim]
	p.bytes -= old.size(victim)
	delete(p.entries, victim)
}

// hotPage is a page the background refresh makes again.
type hotPage struct {
	key   string
	reads int64
	make  Maker
}

// dropped drops the pages made from tables (all for nil) after a change (or while the
// cache is not listening), and makes the most read of them again in the background.
func (p *Pages) dropped(live bool, tables []string) {
	p.mu.Lock()
	var top []hotPage
	for k, e := range p.entries {
		if madeFrom(e.tables, tables) {
			top = append(top, hotPage{k, e.reads.Load(), e.make})
			p.bytes -= e.size(k)
			delete(p.entries, k)
		}
	}
	p.mu.Unlock()
	if !live || len(top) == 0 {
		return
	}
	sort.Slice(top, func(i, j int) bool { return top[i].reads > top[j].reads })
	top = top[:min(len(top), p.refreshTop)]
	p.refreshMu.Lock()
	p.refreshNext = top
	running := p.refreshing
	p.refreshing = true
	p.refreshMu.Unlock()
	if !running {
		go p.refresh()
	}
}

// refresh makes the pages of the latest drop again, one at a time (the renderer's pool
// stays free for visitors); a burst of changes refreshes the latest one's list only.
func (p *Pages) refresh() {
	for {
		p.refreshMu.Lock()
		top := p.refreshNext
		p.refreshNext = nil
		if top == nil {
			p.refreshing = false
			p.refreshMu.Unlock()
			return
		}
		p.refreshMu.Unlock()
		for _, h := range top {
			if h.make != nil && p.lookup(h.key) == nil {
				e := p.makeOne(context.Background(), h.key, h.make)
				e.reads.Store(h.reads)
			}
		}
	}
}

func newPageEntry(page Page, gen uint64, made time.Time, make Maker) *pageEntry {
	sum := sha256.Sum256(page.HTML)
	gz := page.gz
	if gz == nil {
		gz = httpgzip.Compress(page.HTML)
	}
	e := &pageEntry{
		status: page.Status, html: page.HTML, gz: gz,
		etag: base64.RawURLEncoding.EncodeToString(sum[:16]),
		made: made, until: page.Until, gen: gen, make: make, retryAfter: page.RetryAfter,
		location: page.Location,
	}
	if page.br != nil {
		e.br.Store(&page.br)
	}
	return e
}

// writePage sends e: in Brotli or gzip to a client that takes it, 304 to one that has it.
func writePage(w http.ResponseWriter, r *http.Request, e *pageEntry) {
	h := w.Header()
	httpgzip.Vary(h)
	if e.status == http.StatusOK {
		if tag := e.held(r.Header.Get("If-None-Match")); tag != "" {
			h.Set("ETag", tag)
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	body, br := e.html, e.brotli()
	h.Set("Content-Type", "text/html; charset=utf-8")
	var also []httpgzip.Encoding
	if br != nil {
		also = append(also, httpgzip.Brotli)
	}
	enc := httpgzip.Negotiate(r, also...)
	switch enc {
	case httpgzip.Brotli:
		body = br
		h.Set("Content-Encoding", "br")
	case httpgzip.Gzip:
		body = e.gz
		h.Set("Content-Encoding", "gzip")
	case httpgzip.Identity:
	}
	h.Set("ETag", e.tag(enc))
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if e.retryAfter > 0 {
		h.Set("Retry-After", strconv.Itoa(e.retryAfter))
	}
	if e.location != "" {
		h.Set("Location", e.location)
	}
	w.WriteHeader(e.status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
