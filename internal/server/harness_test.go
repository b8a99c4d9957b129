package server_test

import (
	"context"
	"crypto/tls"
	"errors"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/server"
)

const (
	adminUser     = "admin"
	adminPassword = "correct horse battery"
)

// site is a running Gusset server on a real PostgreSQL, reached over real HTTP.
type site struct {
	url    string
	svcs   app.Services
	pool   *pgxpool.Pool
	bucket *blob.Bucket
	// h1 speaks HTTP/1.1; h2c speaks cleartext HTTP/2 (gRPC needs it).
	h1, h2c *http.Client
	// cache is the server's cache of public answers; deps what the server was made of.
	cache *pubcache.Cache
	deps  server.Deps
	// cancelWorkers cancels the job queue's context, as SIGTERM does in `gusset serve`;
	// stopWorkers then waits for the running jobs to end.
	cancelWorkers context.CancelFunc
	stopWorkers   func(context.Context) error
}

func startSite(t testing.TB, cfg auth.Config) *site {
	t.Helper()
	return startSiteWith(t, app.Config{Auth: cfg, FileSecret: []byte("test secret")})
}

// startSiteWith runs a site with a whole service configuration.
func startSiteWith(t testing.TB, cfg app.Config) *site {
	t.Helper()
	return startSiteTuned(t, cfg, func(*server.Deps) {})
}

// startSiteTuned runs a site whose server settings tune changes.
func startSiteTuned(t testing.TB, cfg app.Config, tune func(*server.Deps)) *site {
	t.Helper()
	if cfg.DatabaseURL == "" {
		// A site on its own database (a fault test's cluster) opens it as serve does.
		cfg.Pool = pgtest.New(t)
	}
	bucketURL, err := blobstore.FileURL(t.TempDir())
	switch {
	case cfg.BlobURL != "":
		bucketURL = cfg.BlobURL // the test's own bucket
	case os.Getenv("GUSSET_TEST_BLOB") == "s3":
		bucketURL = testBucketURL(t)
	}
	if err != nil {
		t.Fatal(err)
	}
	cfg.BlobURL = bucketURL
	if cfg.RateLimits == nil {
		// Tests about other things post many forms from one address.
		cfg.RateLimits = map[abuse.Action]abuse.Limit{}
	}
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	a, err := app.Open(context.Background(), cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Errorf("closing the app: %v", err)
		}
	})
	// The queue's workers run as in `gusset serve`, polling often so tests wait little;
	// cancelling their context is what a stop of the process does (site.cancelWorkers).
	workersCtx, cancelWorkers := context.WithCancel(context.Background())
	t.Cleanup(cancelWorkers)
	stopWorkers, err := a.StartWorkers(workersCtx, queue.Options{FetchPoll: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := stopWorkers(context.Background()); err != nil {
			t.Errorf("stopping the workers: %v", err)
		}
	})
	svcs, bucket, pool := a.Services, a.Bucket, a.Pool
	// EnsureUser: a second instance on the same database finds the admin there.
	if _, err := svcs.Auth.EnsureUser(context.Background(), adminUser, adminPassword); err != nil {
		t.Fatal(err)
	}
	webApp := fstest.MapFS{
		"index.html":         {Data: []byte(fakeIndex)},
		"assets/app-1a2b.js": {Data: []byte("console.log(1)")},
		"assets/big-9f8e.js": {Data: []byte(strings.Repeat("console.log('a steel beam');\n", 200))},
		"favicon.svg":        {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
		// A robots.txt among the app's files must not shadow the server's own.
		"robots.txt": {Data: []byte("User-agent: *\nDisallow: /")},
	}
	// The public cache runs as in `gusset serve`; its listening connection closes before the
	// test's database is dropped.
	cache := pubcache.New(16 << 20)
	listenCtx, stopListening := context.WithCancel(context.Background())
	listening := make(chan struct{})
	go func() { defer close(listening); cache.Listen(listenCtx, pool, log) }()
	t.Cleanup(func() { stopListening(); <-listening })
	deps := server.Deps{Pool: pool, Bucket: bucket, Services: svcs, Log: log, App: webApp, Cache: cache}
	tune(&deps)
	h := server.Handler(deps)

	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- server.Serve(ctx, "127.0.0.1:0", h, log, func(a net.Addr) { addrc <- a }, 0) }()
	var addr net.Addr
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("Serve: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("server did not start")
	}
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("graceful shutdown: %v", err)
		}
	})
	h2c := &http.Client{Transport: &http.Transport{
		Protocols: h2cOnly(),
		// Needed only so that the transport accepts the h2c-only protocol set.
		TLSClientConfig: &tls.Config{},
	}}
	return &site{url: "http://" + addr.String(), svcs: svcs, pool: pool, bucket: bucket, h1: &http.Client{}, h2c: h2c, cache: cache, deps: deps,
		cancelWorkers: cancelWorkers, stopWorkers: stopWorkers}
}

// fakeIndex stands for the built app's index.html: a head with a title and description
// for the server to replace, and the empty root React renders into.
const fakeIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description." />
    <title>Gusset</title>
  </head>
  <body><div id="root"></div></body>
</html>`

func h2cOnly() *http.Protocols {
	var p http.Protocols
	p.SetUnencryptedHTTP2(true)
	return &p
}

// staffToken signs in as the admin and returns the bearer token.
func (s *site) staffToken(t testing.TB) string {
	t.Helper()
	token, _, err := s.svcs.Auth.Login(context.Background(), adminUser, adminPassword, "192.0.2.200:1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// countRows counts the rows of table.
func countRows(t testing.TB, s *site, table string) int {
	t.Helper()
	var n int
	if err := s.pool.QueryRow(context.Background(), "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// objectKeys lists the bucket's objects of uploaded files; the web variants of images,
// made in the background, are listed by variantKeys.
func (s *site) objectKeys(t *testing.T) []string {
	t.Helper()
	return slices.DeleteFunc(s.allObjectKeys(t), func(k string) bool { return strings.HasPrefix(k, "variants/") })
}

// variantKeys lists the objects of image variants.
func (s *site) variantKeys(t *testing.T) []string {
	t.Helper()
	return slices.DeleteFunc(s.allObjectKeys(t), func(k string) bool { return !strings.HasPrefix(k, "variants/") })
}

func (s *site) allObjectKeys(t *testing.T) []string {
	t.Helper()
	var keys []string
	it := s.bucket.List(nil)
	for {
		obj, err := it.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return keys
		}
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, obj.Key)
	}
}

func (s *site) objectCount(t *testing.T) int { return len(s.objectKeys(t)) }
