package sitetest

import (
	"context"
	"io"
	"log/slog"
	"net"
	"testing"
	"testing/fstest"
	"time"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/server"
)

// UploadServer is one process's worth of the site (app and listener) over a database and
// bucket that outlive it, so a test can stop it and start another in its place.
type UploadServer struct {
	URL  string
	Svcs app.Services
	Stop func()
}

// StartUploadServer starts an UploadServer with cfg; the test stops it at its end.
func StartUploadServer(t testing.TB, cfg app.Config) *UploadServer {
	t.Helper()
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	a, err := app.Open(context.Background(), cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	h := server.Handler(server.Deps{Pool: a.Pool, Bucket: a.Bucket, Services: a.Services, Log: log, App: fstest.MapFS{"index.html": {Data: []byte(FakeIndex)}}})
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- server.Serve(ctx, "127.0.0.1:0", h, log, func(a net.Addr) { addrc <- a }, time.Second) }()
	var addr net.Addr
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("Serve: %v", err)
	}
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		<-done
		if err := a.Close(); err != nil {
			t.Errorf("closing the app: %v", err)
		}
	}
	t.Cleanup(stop)
	return &UploadServer{URL: "http://" + addr.String(), Svcs: a.Services, Stop: stop}
}

// UploadTestConfig is a site on a database and bucket of the test's own (an S3 bucket
// under GUSSET_TEST_BLOB=s3).
func UploadTestConfig(t testing.TB) app.Config {
	t.Helper()
	blobURL := BucketURL(t)
	if blobURL == "" {
		var err error
		if blobURL, err = blobstore.FileURL(t.TempDir()); err != nil {
			t.Fatal(err)
		}
	}
	return app.Config{Pool: pgtest.New(t), BlobURL: blobURL, Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), RateLimits: map[abuse.Action]abuse.Limit{}}
}

// StaffTokenOf signs in as a staff user created for the test.
func StaffTokenOf(t testing.TB, svcs app.Services) string {
	t.Helper()
	ctx := context.Background()
	if _, err := svcs.Auth.EnsureUser(ctx, AdminUser, AdminPassword); err != nil {
		t.Fatal(err)
	}
	token, _, err := svcs.Auth.Login(ctx, AdminUser, AdminPassword, "192.0.2.200:1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}
