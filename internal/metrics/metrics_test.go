package metrics_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/emptypb"

	"github.com/gusset/gusset/internal/metrics"
	"github.com/gusset/gusset/internal/metrics/metricstest"
	"github.com/gusset/gusset/internal/pgtest"
)

// serve answers ok on /test.v1.T/Ok and not_found on /test.v1.T/Missing, with m's
// interceptor on the handlers, and reads its uploads' bodies.
func serve(t *testing.T, m *metrics.Metrics) (site, scrape string) {
	t.Helper()
	mux := http.NewServeMux()
	ok := func(context.Context, *connect.Request[emptypb.Empty]) (*connect.Response[emptypb.Empty], error) {
		return connect.NewResponse(&emptypb.Empty{}), nil
	}
	missing := func(context.Context, *connect.Request[emptypb.Empty]) (*connect.Response[emptypb.Empty], error) {
		return nil, connect.NewError(connect.CodeNotFound, errors.New("no such thing"))
	}
	mux.Handle("/test.v1.T/Ok", connect.NewUnaryHandler("/test.v1.T/Ok", ok, connect.WithInterceptors(m.Interceptor())))
	mux.Handle("/test.v1.T/Missing", connect.NewUnaryHandler("/test.v1.T/Missing", missing, connect.WithInterceptors(m.Interceptor())))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		buf := make([]byte, 1024)
		for {
			if _, err := r.Body.Read(buf); err != nil {
				return
			}
		}
	})
	srv := httptest.NewServer(m.CountUploads(mux))
	t.Cleanup(srv.Close)
	mon := httptest.NewServer(m.Handler())
	t.Cleanup(mon.Close)
	return srv.URL, mon.URL
}

func call(t *testing.T, m *metrics.Metrics, url, procedure string) {
	t.Helper()
	// The client carries the interceptor too: only the handler's side is counted.
	c := connect.NewClient[emptypb.Empty, emptypb.Empty](http.DefaultClient, url+procedure, connect.WithInterceptors(m.Interceptor()))
	_, _ = c.CallUnary(context.Background(), connect.NewRequest(&emptypb.Empty{}))
}

func TestInterceptorCountsEachRPCOnceByItsCode(t *testing.T) {
	m := metrics.New()
	site, scrape := serve(t, m)
	for range 3 {
		call(t, m, site, "/test.v1.T/Ok")
	}
	call(t, m, site, "/test.v1.T/Missing")
	got := metricstest.Scrape(t, scrape)
	tests := []struct {
		name, sample string
		want         float64
	}{
		{"successes are counted as ok", `gusset_rpc_requests_total{code="ok",procedure="/test.v1.T/Ok"}`, 3},
		{"errors are counted by their Connect code", `gusset_rpc_requests_total{code="not_found",procedure="/test.v1.T/Missing"}`, 1},
		{"every call is timed", `gusset_rpc_duration_seconds_count{procedure="/test.v1.T/Ok"}`, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got[tt.sample] != tt.want {
				t.Errorf("got %v, want %v", got[tt.sample], tt.want)
			}
		})
	}
}

func TestCountUploadsCountsOnlyUploadBodies(t *testing.T) {
	m := metrics.New()
	site, scrape := serve(t, m)
	post := func(path string, n int) {
		res, err := http.Post(site+path, "application/octet-stream", strings.NewReader(strings.Repeat("x", n)))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	post("/uploads/gallery", 5000)
	post("/uploads/resume", 123)
	post("/rest/contact", 999) // not an upload
	got := metricstest.Scrape(t, scrape)["gusset_upload_bytes_total"]
	if got != 5123 {
		t.Errorf("got %v bytes, want 5123", got)
	}
}

func TestWatchDatabaseReportsTheQueueByState(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	if _, err := pool.Exec(ctx, `INSERT INTO river_job (kind, args, state, max_attempts, queue, finalized_at)
		VALUES ('k', '{}', 'available', 8, 'default', NULL), ('k', '{}', 'available', 8, 'default', NULL),
		       ('k', '{}', 'discarded', 8, 'default', now())`); err != nil {
		t.Fatal(err)
	}
	m := metrics.New()
	m.WatchDatabase(pool)
	_, scrape := serve(t, m)
	got := metricstest.Scrape(t, scrape)
	for _, tt := range []struct {
		name, sample string
		want         float64
	}{
		{"jobs are counted by state", `gusset_queue_jobs{state="available"}`, 2},
		{"failures are counted", `gusset_queue_jobs{state="discarded"}`, 1},
		{"a state without jobs is reported as zero", `gusset_queue_jobs{state="retryable"}`, 0},
		{"the scrape reports it read the queue", `gusset_queue_scrape_ok`, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v, ok := got[tt.sample]
			if !ok || v != tt.want {
				t.Errorf("got %v (present %v), want %v", v, ok, tt.want)
			}
		})
	}
	t.Run("a database that cannot answer is reported, not hidden", func(t *testing.T) {
		pool.Close()
		got := metricstest.Scrape(t, scrape)
		if v, ok := got["gusset_queue_scrape_ok"]; !ok || v != 0 {
			t.Errorf("got %v (present %v), want 0", v, ok)
		}
		if _, ok := got[`gusset_queue_jobs{state="available"}`]; ok {
			t.Errorf("got queue counts from a closed pool, want none")
		}
	})
}
