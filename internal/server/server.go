// Package server assembles Gusset's single HTTP listener: Connect services, reflection
// and health, the REST shim, files, the React app and the probes.
package server

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"connectrpc.com/connect"
	"connectrpc.com/grpchealth"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.opentelemetry.io/otel/trace"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/analytics/analyticshttp"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/estimate/estimatehttp"
	"github.com/gusset/gusset/internal/export"
	"github.com/gusset/gusset/internal/files/fileshttp"
	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/media/mediahttp"
	"github.com/gusset/gusset/internal/metrics"
	"github.com/gusset/gusset/internal/newsletter/newsletterhttp"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portal/portalhttp"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/rest"
	"github.com/gusset/gusset/internal/resumable/tushttp"
	"github.com/gusset/gusset/internal/rpc"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/sessioncookie"
	"github.com/gusset/gusset/internal/tracing"
	"github.com/gusset/gusset/internal/web"
)

// Deps are what the handlers need.
type Deps struct {
	Pool     *pgxpool.Pool
	Bucket   *blob.Bucket
	Services app.Services
	Log      *slog.Logger
	// App is the built React app; web.App() in production.
	App fs.FS
	// Renderer draws the public pages from the app's components (internal/render); nil
	// sends them with an empty root for the app to draw in the browser.
	Renderer seo.Renderer
	// PageAssets are each public page's own styles and scripts; web.PageAssets() in
	// production.
	PageAssets map[string][]string
	// SiteURL is the public origin (SITE_URL): trusted for cross-origin writes, and an
	// https origin turns on HSTS. Empty means http://localhost:8080.
	SiteURL string
	// Cache keeps the public reads' answers (pubcache); nil caches nothing. Its Listen
	// must run for it to cache.
	Cache *pubcache.Cache
	// Timeouts bound slow clients; a zero field means DefaultTimeouts' value.
	Timeouts Timeouts
	// Metrics, when set, counts the RPCs and upload bytes.
	Metrics *metrics.Metrics
	// Tracing, when set, gets a server span per Connect call (continuing a caller's W3C
	// traceparent) with the call's queries as children; nil traces nothing.
	Tracing trace.TracerProvider
	// TrustedProxies are the load balancers whose X-Forwarded-For names the client
	// (TRUSTED_PROXIES); empty believes no header.
	TrustedProxies clientaddr.Proxies
	// Warmup, when set, is the start's warm-up of the page cache (its Run is the caller's
	// to start): /readyz says "pages" failing until it is over.
	Warmup *Warmup
}

// Handler returns the whole site as one handler.
func Handler(d Deps) http.Handler {
	ready := readiness(d)

	site := d.SiteURL
	if site == "" {
		site = "http://localhost:8080"
	}
	// A missing index.html is answered by web.Handler (the app is not built).
	index, _ := fs.ReadFile(d.App, "index.html")
	mux := http.NewServeMux()
	cfg := seo.Config{
		SiteURL: site, Index: index, Renderer: d.Renderer, Cache: d.Cache.Pages(), Assets: d.PageAssets, Styles: d.App, Boot: web.BootScript, RPC: mux, Log: d.Log,
		Posts: d.Services.Blog, Jobs: d.Services.Careers,
	}
	if d.Services.CaseStudies != nil {
		cfg.CaseStudies = d.Services.CaseStudies
	}
	if d.Services.Site != nil {
		cfg.Settings = d.Services.Site
		// The settings in memory are forgotten at every change notice, before the cached
		// answers made of them.
		d.Cache.OnChange(d.Services.Site.Forget)
	}
	if d.Services.Pages != nil {
		cfg.SitePages = d.Services.Pages
		// Likewise the pages' index (which paths are pages, the renamed ones).
		d.Cache.OnChange(d.Services.Pages.Forget)
	}
	if d.Services.Portal != nil {
		// The clients' project lists are kept while the notices of their tables' writes
		// are heard, and dropped by those only (docs/portal.md).
		d.Cache.OnTopic(portal.ChangeTopic, d.Services.Portal.ForgetLists)
	}
	pages := seo.New(cfg)

	mux.Handle("/", seo.NoIndexAdmin(web.Handler(d.App, pages)))
	pages.Mount(mux)
	var outer []connect.Interceptor
	if d.Tracing != nil {
		// First, so the span covers the others, the auth's session lookup included.
		outer = append(outer, tracing.Interceptor(d.Tracing, tracing.Propagator()))
	}
	if d.Metrics != nil {
		outer = append(outer, d.Metrics.Interceptor())
	}
	public := func(h http.Handler) http.Handler { return d.Cache.Handler(wholeAnswers(h)) }
	rpc.Mount(mux, d.Services, healthChecker{ready: ready}, public, d.Log, outer...)
	newsletterhttp.New(d.Services.Newsletter, d.Log).Mount(mux)
	fileshttp.New(d.Services.Files, staffOnly(d.Services.Auth), visitorUploads(d.Services.Abuse), d.Log).
		WithClientUploads(portalUploader(portalCallers(d.Services.Auth, d.Services.Portal))).Mount(mux)
	mediahttp.New(d.Services.Media, d.Log).Mount(mux)
	tus, err := tushttp.New(d.Services.Uploads, d.Services.UploadStore, d.Log)
	if err != nil {
		// Its configuration is fixed here; reaching this is a bug.
		panic(err)
	}
	// An upload's bytes change no cached public answer.
	mux.Handle(tushttp.BasePath, http.StripPrefix(strings.TrimSuffix(tushttp.BasePath, "/"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pubcache.Unchanged(r.Context())
		tus.ServeHTTP(w, r)
	})))
	mountPortalFiles(mux, d)
	mountDrawings(mux, d)
	mountRfis(mux, d)
	mountQuotes(mux, d)
	// A page view is no change to any public answer.
	beacon := analyticshttp.New(d.Services.Analytics, d.Log)
	mux.Handle("POST "+analyticshttp.Path, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pubcache.Unchanged(r.Context())
		beacon.ServeHTTP(w, r)
	}))
	estimatehttp.New(d.Services.Estimates, estimatehttp.Authorizer(staffOnly(d.Services.Auth)), d.Log).Mount(mux)
	challengeHandler(d.Services.Abuse, d.Log).Mount(mux)
	(&export.Handlers{Contact: d.Services.Contact, Newsletter: d.Services.Newsletter, Jobs: d.Services.Careers,
		Staff: export.Authorizer(staffOnly(d.Services.Auth)), Log: d.Log}).Mount(mux)
	// The shim calls the services through this same mux, in-process.
	rest.New(mux, d.Log, d.Services.Files).Mount(mux, d.Cache.Handler)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", readyz(ready, d.Log))
	timeouts := d.Timeouts.orDefaults()
	// Goals reached below are recorded for the request's visitor (analytics.Convert).
	inner := d.Services.Analytics.Middleware(mux)
	if d.Metrics != nil {
		inner = d.Metrics.CountUploads(inner)
	}
	// A browser's session cookie becomes its bearer token before anything reads one.
	guarded, err := refuseCrossOrigin(site, limitSlowClients(timeouts, d.Log, sessioncookie.New(site).Middleware(inner)))
	if err != nil {
		// SITE_URL is checked when the configuration is read; reaching this is a bug.
		panic(err)
	}
	// Normalize before anything reads Accept-Encoding: the cache and Connect's compressor
	// must see one reading of it.
	// Slow readers are limited outside everything that writes an answer (and inside the
	// request id, which their log line carries).
	return d.TrustedProxies.Handler(requestid.Middleware(limitSlowReaders(timeouts, d.Log,
		httpgzip.Normalize(securityHeaders(site, logRequests(d.Log, refuseBadURLText(d.Log, d.Cache.Invalidating(guarded))))))))
}

// visitorUploads admits the uploads visitors may make (résumés): rate-limited per address,
// and each needs the form's solved challenge, sent in X-Altcha (as the REST shim's forms
// may send theirs), so no upload is stored for nothing.
func visitorUploads(g *abuse.Guard) fileshttp.Authorizer {
	return func(r *http.Request) error {
		return g.AdmitUpload(r.Context(), abuse.ResumeUpload, r.RemoteAddr, r.Header.Get(abuse.ChallengeHeader))
	}
}

// staffOnly authorizes plain HTTP routes (uploads of staff kinds, private files, exports)
// with the same sessions and the same gate as the Connect interceptor: a user who must
// still change a temporary password or set up two-factor sign-in gets nothing here either.
func staffOnly(a *auth.Service) fileshttp.Authorizer {
	return func(r *http.Request) error {
		s, err := a.Authenticate(r.Context(), auth.BearerToken(r.Header.Get("Authorization")))
		if err != nil {
			return err
		}
		return a.Gate(s.User)
	}
}

// portalUploader admits the uploads open to portal clients (message attachments) by a
// client's session or a staff user's, as the portal's resumable uploads, and names the
// person, whose upload it is.
func portalUploader(callers portalhttp.Callers) fileshttp.Uploader {
	return func(r *http.Request) ([]byte, error) {
		c, err := callers(r)
		if err != nil {
			return nil, err
		}
		return portal.Owner(c), nil
	}
}

// readiness checks each dependency at once (bounded: a dead one answers within two
// seconds) and answers each one's error, nil when it works.
func readiness(d Deps) func(context.Context) map[string]error {
	checks := map[string]func(context.Context) error{
		"database": func(ctx context.Context) error { return d.Pool.Ping(ctx) },
		"bucket": func(ctx context.Context) error {
			ok, err := d.Bucket.IsAccessible(ctx)
			if err == nil && !ok {
				err = errors.New("bucket is not accessible")
			}
			return err
		},
	}
	if d.Warmup != nil {
		checks["pages"] = d.Warmup.ready
	}
	return func(ctx context.Context) map[string]error {
		ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		var mu sync.Mutex
		var wg sync.WaitGroup
		res := make(map[string]error, len(checks))
		for name, check := range checks {
			wg.Go(func() {
				err := check(ctx)
				mu.Lock()
				res[name] = err
				mu.Unlock()
			})
		}
		wg.Wait()
		return res
	}
}

// readyz answers each dependency's state, "ok" or "failing" (the cause goes to the log,
// not to whoever asks), with 503 when any fails.
func readyz(ready func(context.Context) map[string]error, log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body := struct {
			Status string            `json:"status"`
			Checks map[string]string `json:"checks"`
		}{Status: "ready", Checks: map[string]string{}}
		status := http.StatusOK
		for name, err := range ready(r.Context()) {
			body.Checks[name] = "ok"
			if err != nil {
				log.Warn("not ready", "dependency", name, "err", err)
				body.Checks[name], body.Status, status = "failing", "not ready", http.StatusServiceUnavailable
			}
		}
		errmap.WriteJSON(w, status, body)
	}
}

type healthChecker struct {
	ready func(context.Context) map[string]error
}

func (h healthChecker) Check(ctx context.Context, _ *grpchealth.CheckRequest) (*grpchealth.CheckResponse, error) {
	for _, err := range h.ready(ctx) {
		if err != nil {
			return &grpchealth.CheckResponse{Status: grpchealth.StatusNotServing}, nil
		}
	}
	return &grpchealth.CheckResponse{Status: grpchealth.StatusServing}, nil
}

// DefaultShutdownGrace is how long a shutdown waits for requests in flight
// (SHUTDOWN_GRACE).
const DefaultShutdownGrace = 20 * time.Second

// Serve listens on addr (HTTP/1.1 and h2c) until ctx ends, then shuts down gracefully:
// it stops accepting connections at once, lets the requests in flight finish for up to
// grace (0 is DefaultShutdownGrace), then cuts what is left and says so. ready, if not
// nil, receives the bound address once listening.
func Serve(ctx context.Context, addr string, h http.Handler, log *slog.Logger, ready func(net.Addr), grace time.Duration) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return ServeListener(ctx, ln, h, log, ready, grace)
}

// ServeListener is Serve on a listener already bound, for a caller that must know the
// address is free before it starts anything else.
func ServeListener(ctx context.Context, ln net.Listener, h http.Handler, log *slog.Logger, ready func(net.Addr), grace time.Duration) error {
	if grace <= 0 {
		grace = DefaultShutdownGrace
	}
	var protocols http.Protocols
	protocols.SetHTTP1(true)
	protocols.SetUnencryptedHTTP2(true)
	srv := &http.Server{
		Handler:           h,
		Protocols:         &protocols,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	log.Info("serving", "addr", ln.Addr().String())
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: no new connections; waiting for requests in flight", "grace", grace.String())
	shutdownCtx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		_ = srv.Close()
		return fmt.Errorf("requests still running after the shutdown grace (%s) were cut: %w", grace, err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
