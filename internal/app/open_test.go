package app_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func open(t *testing.T, cfg app.Config) *app.App {
	t.Helper()
	a, err := app.Open(context.Background(), cfg, quiet)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return a
}

func TestOpenSeedsOnceAndInstancesAgree(t *testing.T) {
	ctx := context.Background()
	dbURL := pgtest.NewURL(t)
	dataDir := t.TempDir()
	first := open(t, app.Config{DatabaseURL: dbURL, DataDir: dataDir, Mail: mail.Config{Company: "Acme Steel"}})
	defer first.Close()
	// A second instance on the same database, its own idea of the firm's name.
	second := open(t, app.Config{DatabaseURL: dbURL, DataDir: dataDir, Mail: mail.Config{Company: "Other Name"}})
	defer second.Close()

	t.Run("the first start's settings stay after another start", func(t *testing.T) {
		got, err := second.Services.Site.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Company != "Acme Steel" || got.Version != 1 {
			t.Errorf("got %q at version %d, want Acme Steel at version 1", got.Settings.Company, got.Version)
		}
	})
	t.Run("the pages are seeded once", func(t *testing.T) {
		var pages int
		if err := second.Pool.QueryRow(ctx, `SELECT count(*) FROM site_pages`).Scan(&pages); err != nil {
			t.Fatal(err)
		}
		n, err := second.Services.Pages.Seed(ctx, nil)
		if err != nil || n != 0 || pages == 0 {
			t.Errorf("got %d pages seeded again (%v) over %d, want 0 over some", n, err, pages)
		}
	})
	t.Run("a private link signed by one instance is valid on the other", func(t *testing.T) {
		link := first.Services.Files.Signer().Sign("/files/resume/x.pdf", time.Now())
		path, query, _ := strings.Cut(link, "?")
		values, err := url.ParseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		if !second.Services.Files.Signer().Valid(path, values, time.Now()) {
			t.Errorf("got %s refused by the other instance, want it valid", link)
		}
	})
	t.Run("the default bucket is a folder of the data folder", func(t *testing.T) {
		if err := first.Bucket.WriteAll(ctx, "probe.txt", []byte("x"), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dataDir, "blobs", "probe.txt")); err != nil {
			t.Errorf("got %v, want the object in DATA_DIR/blobs", err)
		}
	})
}

func TestCloseReleasesOnlyWhatOpenOpened(t *testing.T) {
	ctx := context.Background()
	t.Run("a pool Open connected is closed", func(t *testing.T) {
		a := open(t, app.Config{DatabaseURL: pgtest.NewURL(t), DataDir: t.TempDir()})
		if err := a.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if err := a.Pool.Ping(ctx); err == nil {
			t.Error("got a live pool after Close, want it closed")
		}
	})
	t.Run("a pool handed over stays open", func(t *testing.T) {
		pool := pgtest.New(t)
		a := open(t, app.Config{Pool: pool, DataDir: t.TempDir(), FileSecret: []byte("test secret")})
		if err := a.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if err := pool.Ping(ctx); err != nil {
			t.Errorf("got %v, want the caller's pool still open", err)
		}
	})
	t.Run("closing twice is harmless", func(t *testing.T) {
		a := open(t, app.Config{Pool: pgtest.New(t), DataDir: t.TempDir(), FileSecret: []byte("test secret")})
		if err := a.Close(); err != nil {
			t.Fatal(err)
		}
		if err := a.Close(); err != nil {
			t.Errorf("second Close: got %v, want nil", err)
		}
	})
}

func TestOpenFailsClearlyOnBadConfiguration(t *testing.T) {
	tests := []struct {
		name    string
		cfg     func(t *testing.T) app.Config
		wantErr string
	}{
		{"a bucket of an unknown scheme", func(t *testing.T) app.Config {
			return app.Config{Pool: pgtest.New(t), DataDir: t.TempDir(), BlobURL: "ftp://user:hunter2@example.com/x", FileSecret: []byte("s")}
		}, "open bucket"},
		{"a database that does not answer", func(t *testing.T) app.Config {
			return app.Config{DatabaseURL: "postgres://nobody@127.0.0.1:1/none?connect_timeout=2", DataDir: t.TempDir()}
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name+" stops the start", func(t *testing.T) {
			a, err := app.Open(context.Background(), tt.cfg(t), quiet)
			if err == nil {
				a.Close()
				t.Fatal("got nil, want an error")
			}
			if !strings.Contains(err.Error(), tt.wantErr) || strings.Contains(err.Error(), "hunter2") {
				t.Errorf("got %q, want it to name %q and no password", err, tt.wantErr)
			}
		})
	}
}
