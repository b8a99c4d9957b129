package pubcache

import (
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestConcurrentMissesOfOneKeyMakeOneAnswer(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	release := make(chan struct{})
	var calls atomic.Int32
	h := c.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		<-release
		_, _ = io.WriteString(w, "a long list")
	}))
	const readers = 50
	var wg sync.WaitGroup
	bodies := make([]string, readers)
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/blog/posts", nil))
			bodies[i] = w.Body.String()
		}()
	}
	// Every reader has missed (and joined the one answer in the making) before it is let go.
	for deadline := time.Now().Add(10 * time.Second); c.misses.Load() < readers; {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d readers reached the cache", c.misses.Load(), readers)
		}
		time.Sleep(time.Millisecond) // polling a counter, not standing in for it
	}
	close(release)
	wg.Wait()
	if got := calls.Load(); got != 1 {
		t.Errorf("the handler ran %d times for %d concurrent readers of one key, want 1", got, readers)
	}
	for i, b := range bodies {
		if b != "a long list" {
			t.Fatalf("reader %d got %q, want the shared answer", i, b)
		}
	}
}

func TestAnswersAreKeptUntilAWriteOrTheirMaxAge(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	clock := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return clock }
	var calls atomic.Int32
	read := c.Handler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		_, _ = io.WriteString(w, "the list")
	}))
	writeStatus := http.StatusOK
	markUnchanged := false
	write := c.Invalidating(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if markUnchanged {
			Unchanged(r.Context())
		}
		w.WriteHeader(writeStatus)
	}))
	get := func() {
		read.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/blog/posts", nil))
	}
	post := func(status int) {
		writeStatus = status
		write.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/api/blog/posts", nil))
	}

	steps := []struct {
		name      string
		act       func()
		wantCalls int32
	}{
		{"the first read makes the answer", get, 1},
		{"a second read is answered from memory", get, 1},
		{"a refused POST (404) keeps it", func() { post(http.StatusNotFound); get() }, 1},
		{"a POST refused as bad input (400) keeps it", func() { post(http.StatusBadRequest); get() }, 1},
		{"a POST marked as changing no answer (a like) keeps it", func() {
			markUnchanged = true
			post(http.StatusOK)
			markUnchanged = false
			get()
		}, 1},
		{"a POST that succeeded drops it", func() { post(http.StatusCreated); get() }, 2},
		{"just under the maximum age it is still kept", func() { clock = clock.Add(maxAge); get() }, 2},
		{"past the maximum age it is made again", func() { clock = clock.Add(time.Second); get() }, 3},
		{"and the new one is kept", get, 3},
	}
	for _, st := range steps {
		st.act()
		if got := calls.Load(); got != st.wantCalls {
			t.Fatalf("%s: the handler ran %d times, want %d", st.name, got, st.wantCalls)
		}
	}
}

func TestWritesPassedThroughCanStream(t *testing.T) {
	c := New(1 << 20)
	h := c.Invalidating(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		f, ok := w.(http.Flusher)
		if !ok {
			t.Fatal("the writer is not an http.Flusher: Connect's streams refuse it")
		}
		_, _ = w.Write([]byte("part"))
		f.Flush()
	}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/gusset.site.v1.BlogService/LikePost", nil))
	if !rec.Flushed || rec.Body.String() != "part" {
		t.Errorf("got flushed %v body %q, want a flushed %q", rec.Flushed, rec.Body.String(), "part")
	}
}

func TestAnAnswerIsOnlyKeptForClientsThatTakeItsCoding(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	var calls atomic.Int32
	// A handler that gzips whatever the client said, as Connect does for a GET that asks for a
	// gzipped answer with its own compression parameter.
	h := c.Handler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Encoding", "gzip")
		_, _ = w.Write([]byte("\x1f\x8b gzipped"))
	}))
	get := func(acceptEncoding string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		r := httptest.NewRequest(http.MethodGet, "/gusset.site.v1.BlogService/ListPosts?compression=gzip", nil)
		r.Header.Set("Accept-Encoding", acceptEncoding)
		h.ServeHTTP(w, r)
		return w
	}
	steps := []struct {
		name      string
		accept    string
		wantCalls int32
	}{
		{"a client that takes only identity gets the handler's own answer", "identity", 1},
		{"and so does the next one: the gzipped answer was not kept for it", "identity", 2},
		{"a client that takes gzip makes an answer that is kept", "gzip", 3},
		{"and the next one gets it from memory", "gzip", 3},
		{"while a client that takes only identity still never does", "identity", 4},
	}
	for _, st := range steps {
		res := get(st.accept)
		if got := calls.Load(); got != st.wantCalls {
			t.Fatalf("%s: the handler ran %d times, want %d", st.name, got, st.wantCalls)
		}
		if got, want := res.Header().Get("Content-Encoding"), "gzip"; got != want {
			t.Fatalf("%s: Content-Encoding = %q, want %q (the handler's)", st.name, got, want)
		}
	}
}

func TestOnChangeHearsEveryDropBeforeIt(t *testing.T) {
	c := New(1 << 20)
	var heard []bool
	var cachedAtDrop []bool
	c.OnChange(func(live bool) {
		heard = append(heard, live)
		// Told before the drop: what was cached is still there.
		c.mu.RLock()
		cachedAtDrop = append(cachedAtDrop, len(c.entries) > 0)
		c.mu.RUnlock()
	})
	c.setLive(true)
	c.store("k", c.gen, &entry{body: []byte("answer")})
	c.Invalidate()
	c.setLive(false)
	if want := []bool{false, true, true, false}; !slices.Equal(heard, want) {
		t.Errorf("heard %v, want %v: once at registration, then at each drop with whether the cache is live after it", heard, want)
	}
	if want := []bool{false, false, true, false}; !slices.Equal(cachedAtDrop, want) {
		t.Errorf("answers still cached when told: %v, want %v", cachedAtDrop, want)
	}
	var nilHeard []bool
	(*Cache)(nil).OnChange(func(live bool) { nilHeard = append(nilHeard, live) })
	if !slices.Equal(nilHeard, []bool{false}) {
		t.Errorf("without a cache heard %v, want [false]: nothing is heard, so nothing may be kept", nilHeard)
	}
}

func TestATopicsNoticesGoToItsListenersAndKeepThePublicAnswers(t *testing.T) {
	tests := []struct {
		payload  string
		wantKept bool
	}{
		{"portal", true},
		{"portal:a mark", true},
		{"", false},             // a public table's write: everything is dropped
		{"settle-1", false},     // a topic nobody listens to: likewise
		{"portalx", false},      // another topic, not a prefix of one
		{"other:portal", false}, // the topic is what comes before the colon
	}
	for _, tt := range tests {
		t.Run("a notice "+tt.payload, func(t *testing.T) {
			c := New(1 << 20)
			var heard []bool
			c.OnTopic("portal", func(live bool) { heard = append(heard, live) })
			c.setLive(true)
			c.store("k", c.gen, &entry{body: []byte("answer")})
			heard = nil
			c.notice(tt.payload)
			// Either way the lists are dropped: a public write drops what listens to topics too.
			if !slices.Equal(heard, []bool{true}) {
				t.Errorf("the topic's listener heard %v, want it told once that the cache is live", heard)
			}
			if got := len(c.entries) == 1; got != tt.wantKept {
				t.Errorf("public answer kept = %v, want %v", got, tt.wantKept)
			}
			if got := c.LastNotice(); got != tt.payload {
				t.Errorf("LastNotice = %q, want %q", got, tt.payload)
			}
		})
	}
}
