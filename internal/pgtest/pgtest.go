// Package pgtest gives tests a real PostgreSQL: one private cluster per test binary
// (or the server of GUSSET_TEST_DATABASE_URL), and a fresh, migrated database per test.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgcluster"
)

const templateDB = "gusset_template"

var (
	// adminURL points at the server's maintenance database; set by Main.
	adminURL string
	// templateOnce migrates the template database once per test binary.
	templateOnce sync.Once
	templateErr  error
)

// Main runs the package's tests with a PostgreSQL server: the one named by
// GUSSET_TEST_DATABASE_URL, else a private throw-away cluster. Use it from TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
func Main(m *testing.M) int {
	if u := os.Getenv("GUSSET_TEST_DATABASE_URL"); u != "" {
		adminURL = u
		return m.Run()
	}
	dir, err := os.MkdirTemp("", "gusset-pgtest-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "pgtest:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	cluster, err := pgcluster.Start(ctx, pgcluster.Options{Dir: dir, Ephemeral: true, BinDir: os.Getenv("PG_BINDIR")})
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "pgtest: cannot start PostgreSQL:", err)
		return 1
	}
	defer cluster.Stop()
	adminURL = cluster.URL("postgres")
	return m.Run()
}

// New returns a pool on a new database holding the migrated schema, dropped when the
// test ends.
func New(t testing.TB) *pgxpool.Pool {
	t.Helper()
	url := NewURL(t)
	pool, err := database.NewPool(context.Background(), url)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// NewURL creates a new migrated database and returns its connection string.
func NewURL(t testing.TB) string {
	t.Helper()
	if adminURL == "" {
		t.Fatal("pgtest: call pgtest.Main from TestMain")
	}
	ctx := context.Background()
	templateOnce.Do(func() { templateErr = createTemplate(ctx) })
	if templateErr != nil {
		t.Fatalf("pgtest: template database: %v", templateErr)
	}
	name := "t_" + randomHex(8)
	admin := connect(t, adminURL)
	if _, err := admin.Exec(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s STRATEGY FILE_COPY", name, templateName())); err != nil {
		t.Fatalf("pgtest: create database: %v", err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, adminURL)
		if err == nil {
			defer conn.Close(ctx)
			_, err = conn.Exec(ctx, "DROP DATABASE "+name+" WITH (FORCE)")
		}
		if err != nil {
			t.Errorf("pgtest: drop database: %v", err)
		}
	})
	return withDatabase(adminURL, name)
}

// templateName is per test binary, so packages sharing one server do not race over it.
var templateName = sync.OnceValue(func() string { return templateDB + "_" + randomHex(6) })

func createTemplate(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+templateName()); err != nil {
		return err
	}
	pool, err := database.Open(ctx, withDatabase(adminURL, templateName()))
	if err != nil {
		return err
	}
	defer pool.Close()
	return database.Migrate(ctx, pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func connect(t testing.TB, u string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), u)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(func() { _ = conn.Close(context.Background()) })
	return conn
}

func withDatabase(raw, name string) string {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	u.Path = "/" + name
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
