package pubcache

import (
	"io"
	"net/http"
	"net/http/httptest"
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
