// Package pubcache keeps the answers to the site's public reads in memory, and drops each
// when the tables it was made from change, on this instance or any other.
//
// What is cached: GET requests without credentials answered 200 (the public Connect
// procedures marked NO_SIDE_EFFECTS, which the web app calls with GET, and the REST shim's
// public lists). Each answer gets an ETag (a conditional request is answered 304) and a short
// Cache-Control with stale-while-revalidate, so browsers and CDNs may keep it too.
//
// When it is dropped: the content tables notify the channel "gusset_public_change" on
// every write with the table's name, "table:<name>" (statement triggers, db/migrations), in
// the transaction that writes, so the notice is sent when it commits, whatever wrote it (a
// staff call, a queued job, a command) and on whichever instance; each answer and page
// records the tables it was made from (internal/readset) and goes with their notices only. Likes are kept apart from the content tables and
// drop nothing: the counts in cached answers may be up to maxAge old, and
// BlogService.GetLikeCounts (never cached) answers the current ones. Every instance listens; while it is not
// listening (starting, or its database connection lost) it caches nothing.
package pubcache

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sync/singleflight"

	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/readset"
)

// Channel is the notification channel the content tables' triggers notify.
const Channel = "gusset_public_change"

// CacheControl lets browsers and shared caches keep an answer briefly and serve it stale
// while they revalidate it (a 304 when nothing changed).
const CacheControl = "public, max-age=5, stale-while-revalidate=60"

// maxEntryBytes: larger answers are served but not kept.
const maxEntryBytes = 4 << 20

// maxAge bounds how long an answer is kept without a write: some answers change with the
// clock alone (a job past its closing date, a scheduled post whose time comes), which no
// write announces.
const maxAge = time.Minute

// Cache is the instance's cache of public answers.
type Cache struct {
	maxBytes int64

	mu   sync.RWMutex
	gen  uint64
	live bool
	// allGen is the generation of the last drop of everything, tableGen each table's
	// last drop: what was made from a table before its last drop is not kept (fresh).
	allGen   uint64
	tableGen map[string]uint64
	// pool is the database the cache listens to (set by Listen), which Sync sends its
	// marks through; syncs are the Syncs waiting for their marks, by token.
	pool    *pgxpool.Pool
	syncs   map[string]chan struct{}
	entries map[string]*entry
	bytes   int64

	// inflight makes the concurrent misses of one key wait for one answer: 256 readers of
	// a cold 500 KB list must not build it 256 times at once.
	inflight singleflight.Group

	now func() time.Time // the clock of maxAge (tests move it)

	hits, misses atomic.Uint64
	// lastNotice is the payload of the last notice handled.
	lastNotice atomic.Value
	// drops are told of every drop (the page store), after it, with whether the cache
	// is live and the tables dropped (nil: all).
	drops []func(live bool, tables []string)
	// pages keeps whole pages (Pages).
	pages *Pages
	// changes are told of every drop before it (OnChange).
	changes []func(live bool)
	// topics are told of the notices with their payload instead of a drop (OnTopic).
	topics map[string][]func(live bool)
}

// OnChange has f called at every drop, before the answers are dropped, with whether the
// cache is live after it, and once now: a store of what the answers are made of (the site
// settings, kept in memory) forgets it first, so no answer made after a change is made of
// what was before, on this instance or any other. While the cache is not live, f is told
// so: changes elsewhere go unheard then. Nil-safe: without a cache f hears false once.
func (c *Cache) OnChange(f func(live bool)) {
	if c == nil {
		f(false)
		return
	}
	c.mu.Lock()
	c.changes = append(c.changes, f)
	live := c.live
	c.mu.Unlock()
	f(live)
}

// OnTopic has f called, instead of a drop of the public answers, for every notice whose
// payload is topic (or begins with topic and a colon); and at every drop (Invalidate:
// other notices, a write on this instance) and whenever the cache starts or stops
// listening (with whether it is live, and once now). A cache of other data (the portal's
// project lists) so reuses this listening connection and is dropped by its own tables'
// writes, which leave the public answers alone.
func (c *Cache) OnTopic(topic string, f func(live bool)) {
	if c == nil {
		f(false)
		return
	}
	c.mu.Lock()
	if c.topics == nil {
		c.topics = map[string][]func(bool){}
	}
	c.topics[topic] = append(c.topics[topic], f)
	live := c.live
	c.mu.Unlock()
	f(live)
}

// topic tells the listeners of topic (all topics' for ""), and reports whether any did.
func (c *Cache) topic(topic string, live bool) bool {
	c.mu.RLock()
	var fs []func(bool)
	for t, l := range c.topics {
		if topic == "" || t == topic {
			fs = append(fs, l...)
		}
	}
	c.mu.RUnlock()
	for _, f := range fs {
		f(live)
	}
	return len(fs) > 0
}

// changing tells the OnChange listeners of a drop to come; called without c.mu held.
func (c *Cache) changing(live bool) {
	c.mu.RLock()
	changes := c.changes
	c.mu.RUnlock()
	for _, f := range changes {
		f(live)
	}
}

// dropped tells the drop's listeners of the tables dropped (nil: all); called without
// c.mu held.
func (c *Cache) dropped(tables []string) {
	c.mu.RLock()
	live, drops := c.live, c.drops
	c.mu.RUnlock()
	for _, f := range drops {
		f(live, tables)
	}
}

type entry struct {
	header http.Header
	body   []byte
	etag   string
	made   time.Time
	// tables are what the answer was made from (readset); none: it goes with any drop.
	tables []string
}

// New returns a cache holding at most maxBytes of answers; it caches once Listen listens.
func New(maxBytes int64) *Cache {
	c := &Cache{maxBytes: maxBytes, entries: map[string]*entry{}, tableGen: map[string]uint64{}, now: time.Now}
	c.pages = newPages(c, maxBytes)
	return c
}

// Live reports whether the cache is listening for changes, and so caching.
func (c *Cache) Live() bool {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.live
}

// LastNotice is the payload of the last change notice the cache handled: notices arrive in
// order, so once a notice sent now is the last one, every earlier one has been handled.
func (c *Cache) LastNotice() string {
	v, _ := c.lastNotice.Load().(string)
	return v
}

// Stats are the cache's hits and misses so far.
func (c *Cache) Stats() (hits, misses uint64) { return c.hits.Load(), c.misses.Load() }

// Invalidate drops every answer, and what listens to any topic (OnTopic).
func (c *Cache) Invalidate() {
	c.topic("", c.Live())
	c.changing(c.Live())
	c.mu.Lock()
	c.gen++
	c.allGen = c.gen
	clear(c.entries)
	c.bytes = 0
	c.mu.Unlock()
	c.dropped(nil)
}

func (c *Cache) setLive(live bool) {
	c.topic("", live)
	c.changing(live)
	c.mu.Lock()
	c.live = live
	c.gen++
	c.allGen = c.gen
	clear(c.entries)
	c.bytes = 0
	c.mu.Unlock()
	c.dropped(nil)
}

// lookup is the answer under key (nil when there is none younger than maxAge), and the
// generation a new answer must be made in.
func (c *Cache) lookup(key string) (e *entry, gen uint64, live bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e = c.entries[key]
	if e != nil && c.now().Sub(e.made) > maxAge {
		e = nil // replaced when the new answer is stored
	}
	return e, c.gen, c.live
}

// state is the cache's generation (it changes with every drop) and whether it is live.
func (c *Cache) state() (gen uint64, live bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.gen, c.live
}

// store keeps e under key unless the data changed since gen (e may be stale then).
func (c *Cache) store(key string, gen uint64, e *entry) {
	size := int64(len(key) + len(e.body))
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.freshLocked(gen, e.tables) || !c.live || size > c.maxBytes {
		return
	}
	if c.bytes+size > c.maxBytes {
		// Full: start over. The public first pages come back at once; what was
		// crowded out was rarely asked for.
		clear(c.entries)
		c.bytes = 0
	}
	if old := c.entries[key]; old != nil {
		c.bytes -= int64(len(key) + len(old.body))
	}
	c.entries[key] = e
	c.bytes += size
}

// Handler answers cacheable requests from the cache, and caches next's answers to them.
func (c *Cache) Handler(next http.Handler) http.Handler {
	if c == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet || r.Header.Get("Authorization") != "" || r.Header.Get("Range") != "" {
			next.ServeHTTP(w, r)
			return
		}
		// One answer per coding: an answer is only ever served to clients that take its
		// coding, as Negotiate reads their header (Normalize made Connect read it so too).
		enc := httpgzip.Negotiate(r)
		key := enc.String() + " " + r.URL.RequestURI()
		e, gen, live := c.lookup(key)
		if !live {
			next.ServeHTTP(w, r)
			return
		}
		if e != nil {
			c.hits.Add(1)
			e.serve(w, r)
			return
		}
		c.misses.Add(1)
		made := c.now()
		v, _, _ := c.inflight.Do(flightKey(key, gen), func() (any, error) {
			// Made by an answer that finished between the miss and here: use it.
			if e, _, _ := c.lookup(key); e != nil {
				return e, nil
			}
			// The answer is shared: it must not end when the first asker hangs up.
			ctx, read := readset.Start(context.WithoutCancel(r.Context()))
			rec := &recorder{header: http.Header{}, status: http.StatusOK}
			next.ServeHTTP(rec, r.WithContext(ctx))
			if rec.status != http.StatusOK || rec.header.Get("Set-Cookie") != "" {
				return rec, nil
			}
			e := newEntry(rec, enc, made)
			if e == nil {
				return rec, nil
			}
			e.tables = read.Tables()
			if len(e.body) <= maxEntryBytes {
				c.store(key, gen, e)
			}
			return e, nil
		})
		switch v := v.(type) {
		case *entry:
			v.serve(w, r)
		case *recorder:
			v.replay(w)
		}
	})
}

// newEntry is rec as an entry in enc, or nil when rec is in a coding enc's clients may not
// take (a Connect GET that asked for a gzipped answer with its own compression parameter):
// that answer goes to its asker only.
func newEntry(rec *recorder, enc httpgzip.Encoding, made time.Time) *entry {
	h := rec.header.Clone()
	h.Del("Date")
	body := rec.body.Bytes()
	switch got := h.Get("Content-Encoding"); {
	case got == enc.String(), got == "" && enc == httpgzip.Identity:
	case got == "" && enc == httpgzip.Gzip:
		// The shim's JSON comes uncompressed: compress it once, here, rather than never.
		body = httpgzip.Encode(body)
		h.Set("Content-Encoding", "gzip")
	default:
		return nil
	}
	h.Del("Content-Length")
	httpgzip.Vary(h)
	// Sent with its length, the answer goes out in one write instead of in chunks.
	h.Set("Content-Length", strconv.Itoa(len(body)))
	sum := sha256.Sum256(body)
	e := &entry{header: h, body: body, etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`, made: made}
	h.Set("ETag", e.etag)
	h.Set("Cache-Control", CacheControl)
	return e
}

func (e *entry) serve(w http.ResponseWriter, r *http.Request) {
	for k, v := range e.header {
		w.Header()[k] = v
	}
	if matches(r.Header.Get("If-None-Match"), e.etag) {
		w.Header().Del("Content-Length")
		w.Header().Del("Content-Type")
		w.Header().Del("Content-Encoding")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(e.body)
}

// matches reports whether an If-None-Match header names etag.
func matches(ifNoneMatch, etag string) bool {
	for _, t := range strings.Split(ifNoneMatch, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// recorder keeps an answer to cache it, or to pass it on as it was.
type recorder struct {
	header http.Header
	status int
	wrote  bool
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }
func (r *recorder) WriteHeader(status int) {
	if !r.wrote {
		r.status, r.wrote = status, true
	}
}
func (r *recorder) Write(p []byte) (int, error) {
	r.wrote = true
	return r.body.Write(p)
}

func (r *recorder) replay(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
	_, _ = w.Write(r.body.Bytes())
}
