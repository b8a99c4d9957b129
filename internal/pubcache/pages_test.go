package pubcache

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// pageMaker makes a page of html, counting how often it runs.
func pageMaker(calls *atomic.Int32, html string, until time.Time) Maker {
	return func(context.Context) (Page, bool) {
		calls.Add(1)
		return Page{Status: http.StatusOK, HTML: []byte(html), Until: until}, true
	}
}

func servePage(p *Pages, key string, make Maker) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	p.Serve(w, httptest.NewRequest(http.MethodGet, "/x", nil), key, make)
	return w
}

func TestAPageEndsWhenItsDataChangesByTheClock(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	clock := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	var calls atomic.Int32
	make := pageMaker(&calls, "<p>list</p>", clock.Add(10*time.Second))
	steps := []struct {
		name      string
		at        time.Duration
		wantCalls int32
	}{
		{"the first visit makes the page", 0, 1},
		{"before its time it is served from memory", 9 * time.Second, 1},
		{"at its time it is made again", 10 * time.Second, 2},
	}
	for _, st := range steps {
		clock = time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC).Add(st.at)
		servePage(c.Pages(), "/list", make)
		if got := calls.Load(); got != st.wantCalls {
			t.Fatalf("%s: made %d times, want %d", st.name, got, st.wantCalls)
		}
	}
}

func TestAFloodOfRarePagesDoesNotPushOutThePopularOne(t *testing.T) {
	// Room for about ten small pages.
	page := make([]byte, 1000)
	c := New(int64(10 * (len(page) + 1100)))
	c.setLive(true)
	var popularCalls, rareCalls atomic.Int32
	popular := pageMaker(&popularCalls, string(page), time.Time{})
	for range 20 {
		servePage(c.Pages(), "popular", popular)
	}
	for i := range 500 {
		servePage(c.Pages(), fmt.Sprintf("rare-%d", i), pageMaker(&rareCalls, string(page), time.Time{}))
		servePage(c.Pages(), "popular", popular)
	}
	if got := popularCalls.Load(); got != 1 {
		t.Errorf("the popular page was made %d times among 500 rare ones, want once", got)
	}
	if c.pages.bytes > c.pages.maxBytes {
		t.Errorf("the store holds %d bytes, over its %d", c.pages.bytes, c.pages.maxBytes)
	}
}

func TestAfterAChangeTheMostReadPagesAreMadeAgainInTheBackground(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	var calls atomic.Int32
	make := pageMaker(&calls, "<p>home</p>", time.Time{})
	for range 5 {
		servePage(c.Pages(), "/", make)
	}
	c.Invalidate()
	for deadline := time.Now().Add(5 * time.Second); calls.Load() < 2; {
		if time.Now().After(deadline) {
			t.Fatal("the page was not made again after the change")
		}
		time.Sleep(time.Millisecond) // polling a counter, not standing in for it
	}
	// Made again before anyone asked: the next visitor is served from memory.
	for deadline := time.Now().Add(5 * time.Second); c.pages.lookup("/") == nil; {
		if time.Now().After(deadline) {
			t.Fatal("the page made again was not kept")
		}
		time.Sleep(time.Millisecond)
	}
	servePage(c.Pages(), "/", make)
	if got := calls.Load(); got != 2 {
		t.Errorf("made %d times, want twice (once before the change, once after)", got)
	}
}

func TestAPageMadeWhileTheDataChangedIsNotKept(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	var calls atomic.Int32
	changing := func(context.Context) (Page, bool) {
		calls.Add(1)
		if calls.Load() == 1 {
			c.Invalidate() // a write commits while the first page is being made
		}
		return Page{Status: http.StatusOK, HTML: []byte("<p>page</p>")}, true
	}
	servePage(c.Pages(), "/k", changing)
	servePage(c.Pages(), "/k", changing)
	if got := calls.Load(); got != 2 {
		t.Errorf("made %d times, want the page made during a change to be made again", got)
	}
}
