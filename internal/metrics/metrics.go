// Package metrics is what Prometheus scrapes: requests per procedure and Connect code,
// their latency, upload bytes, the database pool and the job queue. It is served only on
// its own listener (METRICS_ADDR), never on the public port.
package metrics

import (
	"context"
	"io"
	"net/http"
	"strings"
	"time"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics holds the registry and the instruments the server feeds.
type Metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.CounterVec
	duration    *prometheus.HistogramVec
	uploadBytes prometheus.Counter
}

// New returns the metrics with the Go runtime's and the process's own.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "gusset_rpc_requests_total",
			Help: "RPCs handled, by procedure and Connect code (ok for success).",
		}, []string{"procedure", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "gusset_rpc_duration_seconds",
			Help:    "Time to handle an RPC, by procedure.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"procedure"}),
		uploadBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "gusset_upload_bytes_total",
			Help: "Bytes of upload bodies read (POST /uploads/...).",
		}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.uploadBytes,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// WatchDatabase adds the pool's statistics and the job queue's counts (read from
// river_job on each scrape, bounded by a second) for pool.
func (m *Metrics) WatchDatabase(pool *pgxpool.Pool) {
	m.reg.MustRegister(poolCollector{pool: pool}, queueCollector{pool: pool})
}

// Handler serves the registry in Prometheus's text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// Interceptor counts and times every RPC by its final Connect code.
func (m *Metrics) Interceptor() connect.Interceptor { return interceptor{m} }

func (m *Metrics) observe(procedure string, start time.Time, err error) {
	code := "ok"
	if err != nil {
		code = connect.CodeOf(err).String()
	}
	m.requests.WithLabelValues(procedure, code).Inc()
	m.duration.WithLabelValues(procedure).Observe(time.Since(start).Seconds())
}

type interceptor struct{ m *Metrics }

func (i interceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		if req.Spec().IsClient {
			return next(ctx, req)
		}
		start := time.Now()
		res, err := next(ctx, req)
		i.m.observe(req.Spec().Procedure, start, err)
		return res, err
	}
}

func (i interceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (i interceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return func(ctx context.Context, conn connect.StreamingHandlerConn) error {
		start := time.Now()
		err := next(ctx, conn)
		i.m.observe(conn.Spec().Procedure, start, err)
		return err
	}
}

// CountUploads counts the body bytes read by upload requests.
func (m *Metrics) CountUploads(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/uploads/") && r.Body != nil {
			r.Body = &countingBody{ReadCloser: r.Body, c: m.uploadBytes}
		}
		next.ServeHTTP(w, r)
	})
}

type countingBody struct {
	io.ReadCloser
	c prometheus.Counter
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.c.Add(float64(n))
	return n, err
}
