package sitetest

import (
	"context"
	"crypto/tls"
	"errors"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"
	"gocloud.dev/gcerrors"
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

// The admin every site starts with.
const (
	AdminUser     = "admin"
	AdminPassword = "correct horse battery"
)

// Site is a running Gusset server on a real PostgreSQL, reached over real HTTP.
type Site struct {
	URL    string
	Svcs   app.Services
	Pool   *pgxpool.Pool
	Bucket *blob.Bucket
	// H1 speaks HTTP/1.1; H2C speaks cleartext HTTP/2 (gRPC needs it).
	H1, H2C *http.Client
	// Cache is the server's cache of public answers; deps what the server was made of.
	Cache *pubcache.Cache
	Deps  server.Deps
	// CancelWorkers cancels the job queue's context, as SIGTERM does in `gusset serve`;
	// StopWorkers then waits for the running jobs to end.
	CancelWorkers context.CancelFunc
	StopWorkers   func(context.Context) error
}

// Start runs a site with the auth configuration cfg.
func Start(t testing.TB, cfg auth.Config) *Site {
	t.Helper()
	return StartWith(t, app.Config{Auth: cfg, FileSecret: []byte("test secret")})
}

// StartWith runs a site with a whole service configuration.
func StartWith(t testing.TB, cfg app.Config) *Site {
	t.Helper()
	return StartTuned(t, cfg, func(*server.Deps) {})
}

// StartTuned runs a site whose server settings tune changes.
func StartTuned(t testing.TB, cfg app.Config, tune func(*server.Deps)) *Site {
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
		bucketURL = BucketURL(t)
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
	// cancelling their context is what a stop of the process does (Site.CancelWorkers).
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
	if _, err := svcs.Auth.EnsureUser(context.Background(), AdminUser, AdminPassword); err != nil {
		t.Fatal(err)
	}
	webApp := fstest.MapFS{
		"index.html":         {Data: []byte(FakeIndex)},
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
		Protocols: H2COnly(),
		// Needed only so that the transport accepts the h2c-only protocol set.
		TLSClientConfig: &tls.Config{},
	}}
	return &Site{URL: "http://" + addr.String(), Svcs: svcs, Pool: pool, Bucket: bucket, H1: &http.Client{}, H2C: h2c, Cache: cache, Deps: deps,
		CancelWorkers: cancelWorkers, StopWorkers: stopWorkers}
}

// FakeIndex stands for the built app's index.html: a head with a title and description
// for the server to replace, and the empty root React renders into.
const FakeIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description." />
    <title>Gusset</title>
  </head>
  <body><div id="root"></div></body>
</html>`

// H2COnly is the protocol set of a cleartext HTTP/2 client.
func H2COnly() *http.Protocols {
	var p http.Protocols
	p.SetUnencryptedHTTP2(true)
	return &p
}

// StaffToken signs in as the admin and returns the bearer token.
func (s *Site) StaffToken(t testing.TB) string {
	t.Helper()
	token, _, err := s.Svcs.Auth.Login(context.Background(), AdminUser, AdminPassword, "192.0.2.200:1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// CountRows counts the rows of table.
func (s *Site) CountRows(t testing.TB, table string) int {
	t.Helper()
	var n int
	if err := s.Pool.QueryRow(context.Background(), "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// ObjectKeys lists the bucket's objects of uploaded files; the web variants of images,
// made in the background, are listed by VariantKeys.
func (s *Site) ObjectKeys(t testing.TB) []string {
	t.Helper()
	return slices.DeleteFunc(s.AllObjectKeys(t), func(k string) bool { return strings.HasPrefix(k, "variants/") })
}

// VariantKeys lists the objects of image variants.
func (s *Site) VariantKeys(t testing.TB) []string {
	t.Helper()
	return slices.DeleteFunc(s.AllObjectKeys(t), func(k string) bool { return !strings.HasPrefix(k, "variants/") })
}

// AllObjectKeys lists every object of the bucket. The queue makes and removes image
// variants while a test runs, and the file bucket reads a folder's names before each
// one's details: an object removed in between ends that listing with NotFound, so the
// listing starts again (a bucket that keeps changing fails the test after a few tries).
func (s *Site) AllObjectKeys(t testing.TB) []string {
	t.Helper()
	var err error
	for range 5 {
		var keys []string
		if keys, err = s.listObjects(); err == nil {
			return keys
		}
		if gcerrors.Code(err) != gcerrors.NotFound {
			break
		}
	}
	t.Fatal(err)
	return nil
}

func (s *Site) listObjects() ([]string, error) {
	var keys []string
	it := s.Bucket.List(nil)
	for {
		obj, err := it.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return keys, nil
		}
		if err != nil {
			return nil, err
		}
		keys = append(keys, obj.Key)
	}
}

// ObjectCount is the number of objects of uploaded files.
func (s *Site) ObjectCount(t testing.TB) int { return len(s.ObjectKeys(t)) }
