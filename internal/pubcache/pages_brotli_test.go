package pubcache

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/httpgzip"
)

func TestAPagesBrotliCopyCountsInTheStore(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	var calls atomic.Int32
	html := strings.Repeat("<p>A portal frame of welded plate girders.</p>\n", 100)
	servePage(c.Pages(), "/post", pageMaker(&calls, html, time.Time{}))
	httpgzip.BrotliSettled()
	p := c.Pages()
	p.mu.Lock()
	e, bytes := p.entries["/post"], p.bytes
	p.mu.Unlock()
	if e == nil || e.brotli() == nil {
		t.Fatal("got no Brotli copy of the stored page, want one")
	}
	if want := int64(len("/post") + len(e.html) + len(e.gz) + len(e.brotli())); bytes != want {
		t.Errorf("got %d bytes counted, want %d (plain, gzip and Brotli)", bytes, want)
	}
	// A second page with the same HTML counts as much again, Brotli included.
	servePage(p, "/other", pageMaker(&calls, html, time.Time{}))
	httpgzip.BrotliSettled()
	p.mu.Lock()
	got := p.bytes
	p.mu.Unlock()
	if want := 2*bytes + int64(len("/other")-len("/post")); got != want {
		t.Errorf("two pages: got %d bytes counted, want %d", got, want)
	}
}

func TestAPageDroppedBeforeItsTurnGetsNoBrotliCopy(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	// The worker waits on this job while the page is stored and dropped.
	release := make(chan struct{})
	httpgzip.BrotliLater(nil, func() bool { <-release; return false }, nil)
	var calls atomic.Int32
	servePage(c.Pages(), "/post", pageMaker(&calls, strings.Repeat("<p>Girders.</p>\n", 200), time.Time{}))
	p := c.Pages()
	p.mu.Lock()
	e := p.entries["/post"]
	p.mu.Unlock()
	c.Invalidate()
	close(release)
	httpgzip.BrotliSettled()
	if e == nil || e.brotli() != nil {
		t.Errorf("got a stored page %v with a Brotli copy %v, want a stored page left without one", e != nil, e != nil && e.brotli() != nil)
	}
}
