package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/metrics"
	"github.com/gusset/gusset/internal/metrics/metricstest"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMetricsMoveWithRequests(t *testing.T) {
	m := metrics.New()
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) {
		d.Metrics = m
		m.WatchDatabase(d.Pool)
	})
	prom := httptest.NewServer(m.Handler())
	t.Cleanup(prom.Close)
	blog := sitev1connect.NewBlogServiceClient(s.H1, s.URL)
	ctx := context.Background()
	const (
		list     = `gusset_rpc_requests_total{code="ok",procedure="/gusset.site.v1.BlogService/ListPosts"}`
		notFound = `gusset_rpc_requests_total{code="not_found",procedure="/gusset.site.v1.BlogService/GetPost"}`
		latency  = `gusset_rpc_duration_seconds_count{procedure="/gusset.site.v1.BlogService/ListPosts"}`
		uploaded = `gusset_upload_bytes_total`
		acquires = `gusset_db_pool_acquires_total`
	)
	before := metricstest.Scrape(t, prom.URL)
	for range 3 {
		if _, err := blog.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{})); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := blog.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: "00000000-0000-0000-0000-000000000000"})); connect.CodeOf(err) != connect.CodeNotFound {
		t.Fatalf("GetPost of a missing post = %v, want not found", err)
	}
	pdf := sitetest.PDFBytes()
	s.Upload(t, "portfolio", "plan.pdf", pdf, s.StaffToken(t))
	after := metricstest.Scrape(t, prom.URL)

	tests := []struct {
		name   string
		sample string
		want   float64
	}{
		{"successful calls are counted by procedure", list, 3},
		{"failed calls are counted by their code", notFound, 1},
		{"each call's latency is observed", latency, 3},
		{"upload bytes are counted", uploaded, float64(len(pdf))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := after[tt.sample] - before[tt.sample]; got != tt.want {
				t.Errorf("%s moved by %v, want %v", tt.sample, got, tt.want)
			}
		})
	}
	t.Run("the public port does not serve the metrics", func(t *testing.T) {
		res, body := s.Do(t, sitetest.NewRequest(t, http.MethodGet, s.URL+"/metrics"))
		if strings.Contains(string(body), "gusset_rpc_requests_total") {
			t.Errorf("GET /metrics on the public port = %d with the metrics, want them only on METRICS_ADDR", res.StatusCode)
		}
	})
	t.Run("the database pool and the queue are reported", func(t *testing.T) {
		if after[acquires] <= before[acquires] {
			t.Errorf("%s = %v after %v, want it to grow", acquires, after[acquires], before[acquires])
		}
		if after[`gusset_queue_scrape_ok`] != 1 {
			t.Errorf("the queue's counts could not be read")
		}
		if _, ok := after[`gusset_queue_jobs{state="available"}`]; !ok {
			t.Errorf("no queue depth sample")
		}
	})
}
