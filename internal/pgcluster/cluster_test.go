package pgcluster_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/internal/pgcluster"
)

func TestClusterKeepsDataAcrossRestarts(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(openTempDir(t), "postgres")
	start := func() *pgcluster.Cluster {
		c, err := pgcluster.Start(ctx, pgcluster.Options{Dir: dir, BinDir: os.Getenv("PG_BINDIR")})
		if err != nil {
			t.Fatalf("Start: %v", err)
		}
		return c
	}
	exec := func(c *pgcluster.Cluster, sql string) int {
		conn, err := pgx.Connect(ctx, c.URL("postgres"))
		if err != nil {
			t.Fatalf("connect: %v", err)
		}
		defer conn.Close(ctx)
		rows, err := conn.Query(ctx, sql)
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		n, err := pgx.CollectExactlyOneRow(rows, pgx.RowTo[int32])
		if err != nil && !strings.HasPrefix(sql, "CREATE") {
			t.Fatalf("%s: %v", sql, err)
		}
		return int(n)
	}

	c := start()
	exec(c, "CREATE TABLE kept AS SELECT 42 AS n")
	if err := c.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	c = start()
	defer c.Stop()
	if got := exec(c, "SELECT n FROM kept"); got != 42 {
		t.Errorf("after a restart the table holds %d, want 42", got)
	}
}

func TestClusterReusesAServerLeftRunning(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(openTempDir(t), "postgres")
	first, err := pgcluster.Start(ctx, pgcluster.Options{Dir: dir, Ephemeral: true})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Stop()
	// A crashed process leaves its server running; the next start must not fail on it.
	second, err := pgcluster.Start(ctx, pgcluster.Options{Dir: dir, Ephemeral: true})
	if err != nil {
		t.Fatalf("second Start over a running server: %v", err)
	}
	if second.URL("x") != first.URL("x") {
		t.Errorf("URLs differ: %s vs %s", second.URL("x"), first.URL("x"))
	}
}

func TestClusterLivesWhereThePostgresUserCanReachIt(t *testing.T) {
	tests := []struct {
		name string
		// private makes the data folder mode 700, as `mktemp -d` or root's home is.
		private bool
		// existing puts a cluster's marker in the data folder before the start.
		existing  bool
		wantMoved bool
		wantErr   string
	}{
		{name: "a data folder the server's user can reach holds the cluster"},
		{name: "a private data folder's cluster is kept in the fallback folder", private: true, wantMoved: true},
		{name: "a cluster already in a private data folder is refused rather than replaced", private: true, existing: true,
			wantErr: "the postgres user cannot reach the cluster in"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.private && os.Geteuid() != 0 {
				t.Skip("only root runs the server as another user (postgres), so only root meets a data folder that user cannot reach")
			}
			ctx := context.Background()
			dataDir := filepath.Join(openTempDir(t), "checkout", "var")
			if err := os.MkdirAll(dataDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if tt.private {
				if err := os.Chmod(filepath.Dir(dataDir), 0o700); err != nil {
					t.Fatal(err)
				}
			}
			dir := filepath.Join(dataDir, "postgres")
			if tt.existing {
				if err := os.MkdirAll(filepath.Join(dir, "data"), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, "data", "PG_VERSION"), []byte("15\n"), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			fallback := openTempDir(t)
			var logged []string
			opts := pgcluster.Options{Dir: dir, Fallback: fallback, Ephemeral: true, BinDir: os.Getenv("PG_BINDIR"),
				Logf: func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) }}

			c, err := pgcluster.Start(ctx, opts)
			if tt.wantErr != "" {
				if err == nil {
					c.Stop()
				}
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got Start error %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Start: %v", err)
			}
			t.Cleanup(func() { c.Stop() })
			got := c.Dir()
			if moved := strings.HasPrefix(got, fallback+string(filepath.Separator)); moved != tt.wantMoved {
				t.Fatalf("got the cluster in %s, want it moved to %s: %v", got, fallback, tt.wantMoved)
			}
			if !tt.wantMoved && got != dir {
				t.Errorf("got the cluster in %s, want %s", got, dir)
			}
			if tt.wantMoved {
				if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("got %s present (stat error %v), want nothing of the cluster left in the private folder", dir, err)
				}
				said := slices.ContainsFunc(logged, func(l string) bool { return strings.Contains(l, got) && strings.Contains(l, dataDir) })
				if !said {
					t.Errorf("got log lines %q, want one naming %s and %s", logged, got, dataDir)
				}
			}

			// The server answers on its socket, and the next start finds the same cluster.
			conn, err := pgx.Connect(ctx, c.URL("postgres"))
			if err != nil {
				t.Fatalf("connect: %v", err)
			}
			_, err = conn.Exec(ctx, "CREATE TABLE kept AS SELECT 42 AS n")
			conn.Close(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Stop(); err != nil {
				t.Fatalf("Stop: %v", err)
			}
			c, err = pgcluster.Start(ctx, opts)
			if err != nil {
				t.Fatalf("second Start: %v", err)
			}
			if c.Dir() != got {
				t.Errorf("got the second start in %s, want %s", c.Dir(), got)
			}
			conn, err = pgx.Connect(ctx, c.URL("postgres"))
			if err != nil {
				t.Fatalf("connect after a restart: %v", err)
			}
			defer conn.Close(ctx)
			var n int
			if err := conn.QueryRow(ctx, "SELECT n FROM kept").Scan(&n); err != nil || n != 42 {
				t.Errorf("got %d (%v) after a restart, want 42", n, err)
			}
		})
	}
}

// openTempDir is a temporary folder the postgres user can traverse when tests run as root.
func openTempDir(t *testing.T) string {
	dir := t.TempDir()
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
