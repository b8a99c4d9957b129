package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// lockedBuffer collects log lines written from many goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) lines() []map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	for line := range strings.SplitSeq(strings.TrimSpace(l.b.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

func TestRequestIDs(t *testing.T) {
	logs := &lockedBuffer{}
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) {
		d.Log = slog.New(requestid.NewHandler(slog.NewJSONHandler(logs, nil)))
	})
	blog := sitev1connect.NewBlogServiceClient(s.H1, s.URL)
	const missing = "00000000-0000-0000-0000-000000000000"

	connectError := func(t *testing.T, id string) string {
		t.Helper()
		req := connect.NewRequest(&sitev1.GetPostRequest{Id: missing})
		if id != "" {
			req.Header().Set(requestid.Header, id)
		}
		_, err := blog.GetPost(context.Background(), req)
		var cerr *connect.Error
		if !errors.As(err, &cerr) || cerr.Code() != connect.CodeNotFound {
			t.Fatalf("GetPost of a missing post = %v, want not found", err)
		}
		return cerr.Meta().Get(requestid.Header)
	}
	restError := func(t *testing.T, id string) string {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, s.URL+"/api/blog/posts/"+missing, nil)
		if id != "" {
			req.Header.Set(requestid.Header, id)
		}
		res, _ := s.Do(t, req)
		if res.StatusCode != http.StatusNotFound {
			t.Fatalf("GET a missing post = %d, want 404", res.StatusCode)
		}
		return res.Header.Get(requestid.Header)
	}
	for _, via := range []struct {
		name string
		call func(t *testing.T, id string) string
	}{{"a Connect error", connectError}, {"a REST shim error", restError}} {
		t.Run(via.name+" carries the caller's sane id", func(t *testing.T) {
			if got := via.call(t, "lb-7f3a.42"); got != "lb-7f3a.42" {
				t.Errorf("X-Request-Id = %q, want the caller's lb-7f3a.42", got)
			}
		})
		t.Run(via.name+" carries a new id instead of an odd one", func(t *testing.T) {
			got := via.call(t, "odd id;")
			if got == "" || got == "odd id;" || !requestid.Sane(got) {
				t.Errorf("X-Request-Id = %q, want a new sane id", got)
			}
		})
		t.Run(via.name+" carries a new id for each request without one", func(t *testing.T) {
			a, b := via.call(t, ""), via.call(t, "")
			if a == "" || a == b {
				t.Errorf("X-Request-Ids = %q and %q, want two different ids", a, b)
			}
		})
	}

	t.Run("the request's log line carries its id", func(t *testing.T) {
		id := connectError(t, "trace-me-1")
		found := 0
		for _, l := range logs.lines() {
			if l["path"] == "/gusset.site.v1.BlogService/GetPost" && l["request_id"] == id {
				found++
			}
		}
		if found != 1 {
			t.Errorf("found %d request lines with request_id %q, want 1", found, id)
		}
	})
}
