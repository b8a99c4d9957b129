package pgcluster_test

import (
	"context"
	"os"
	"path/filepath"
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
