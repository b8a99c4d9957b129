package sitetest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/server"
)

// ListPostsGET is the public ListPosts as the web app calls it: Connect's GET form.
const ListPostsGET = "/gusset.site.v1.BlogService/ListPosts?connect=v1&encoding=json&message=%7B%7D"

// WaitLive waits until c listens for changes (it caches nothing before).
func WaitLive(t testing.TB, c *pubcache.Cache) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !c.Live(); {
		if time.Now().After(deadline) {
			t.Fatal("the public cache never started listening")
		}
		time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
	}
}

// Settle waits until c has handled every change notice sent so far (the ones of the writes
// before it arrive after their commits, in order): it sends one of its own and waits for it.
func (s *Site) Settle(t testing.TB, c *pubcache.Cache) {
	t.Helper()
	mark := fmt.Sprintf("settle-%d", time.Now().UnixNano())
	if _, err := s.Pool.Exec(context.Background(), "SELECT pg_notify($1, $2)", pubcache.Channel, mark); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); c.LastNotice() != mark; {
		if time.Now().After(deadline) {
			t.Fatal("the public cache did not handle a change notice within 10 s")
		}
		time.Sleep(5 * time.Millisecond) // polling a state, not standing in for one
	}
}

// SecondInstance is another server on the same database and bucket, with its own cache:
// a second instance of the site.
func (s *Site) SecondInstance(t testing.TB) (string, *pubcache.Cache) {
	t.Helper()
	deps := s.Deps
	deps.Cache = pubcache.New(16 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		deps.Cache.Listen(ctx, s.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	}()
	srv := httptest.NewServer(server.Handler(deps))
	t.Cleanup(func() { srv.Close(); cancel(); <-done })
	return srv.URL, deps.Cache
}

// OtherApp is a second instance of the site: its own services (and settings in memory) and
// its own public cache, on the same database.
func (s *Site) OtherApp(t testing.TB) (string, *pubcache.Cache) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.Open(context.Background(), app.Config{Pool: s.Pool, DataDir: t.TempDir(), FileSecret: []byte("test secret")}, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	deps := s.Deps
	deps.Services = a.Services
	deps.Cache = pubcache.New(16 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); deps.Cache.Listen(ctx, s.Pool, log) }()
	srv := httptest.NewServer(server.Handler(deps))
	t.Cleanup(func() { srv.Close(); cancel(); <-done })
	return srv.URL, deps.Cache
}

// EmptyTrash empties the trash for good, as a staff member does.
func (s *Site) EmptyTrash(t testing.TB) {
	t.Helper()
	if _, err := s.Svcs.Trash.Empty(context.Background(), "", ""); err != nil {
		t.Fatalf("emptying the trash: %v", err)
	}
}
