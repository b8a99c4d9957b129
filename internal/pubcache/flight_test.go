package pubcache

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// oldAndNew is what a maker reads: "old" until a write makes it "new". The first call
// blocks on release, as a page still being made when the write commits.
type oldAndNew struct {
	data             atomic.Value
	calls            atomic.Int32
	started, release chan struct{}
}

func newOldAndNew() *oldAndNew {
	d := &oldAndNew{started: make(chan struct{}), release: make(chan struct{})}
	d.data.Store("old")
	return d
}

func (d *oldAndNew) read() string {
	v := d.data.Load().(string)
	if d.calls.Add(1) == 1 {
		close(d.started)
		<-d.release
	}
	return v
}

// afterTheWrite checks that a reader arriving after the write reads it: the write
// happens while the first reader's answer is being made, then a second reader asks.
// serve is one reader's visit; the first reader's answer may be either.
func afterTheWrite(t *testing.T, c *Cache, d *oldAndNew, serve func() string) {
	t.Helper()
	first := make(chan string, 1)
	go func() { first <- serve() }()
	<-d.started
	d.data.Store("new")
	c.Invalidate() // the write's drop is heard before its answer goes out (Invalidating)
	second := make(chan string, 1)
	go func() { second <- serve() }()
	select {
	case got := <-second:
		if got != "new" {
			t.Errorf("the reader after the write got %q, want %q", got, "new")
		}
	case <-time.After(30 * time.Second): // a ceiling for the failure, not a wait for success
		close(d.release)
		t.Fatalf("the reader after the write waited for the answer made before it (got %q)", <-second)
	}
	close(d.release)
	<-first
}

func TestAReaderAfterAWriteIsNotGivenWhatWasBeingMadeBeforeIt(t *testing.T) {
	t.Run("a page", func(t *testing.T) {
		c := New(1 << 20)
		c.setLive(true)
		d := newOldAndNew()
		maker := func(context.Context) (Page, bool) {
			return Page{Status: http.StatusOK, HTML: []byte(d.read())}, true
		}
		afterTheWrite(t, c, d, func() string { return servePage(c.Pages(), "/k", maker).Body.String() })
	})
	t.Run("an answer", func(t *testing.T) {
		c := New(1 << 20)
		c.setLive(true)
		d := newOldAndNew()
		h := c.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.WriteString(w, d.read())
		}))
		afterTheWrite(t, c, d, func() string {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/settings", nil))
			return w.Body.String()
		})
	})
}
