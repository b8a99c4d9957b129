package scaleout_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"maps"
	"mime/multipart"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/metrics/metricstest"
	"github.com/gusset/gusset/internal/pgcluster"
)

// TestAnOperatorsDay is the acceptance, run as an operator would: two instances on
// one PostgreSQL and a versitygw bucket behind haproxy; the site used through the balancer;
// PostgreSQL stopped and started again under load; a backup taken while the site serves and
// restored into an empty database and bucket, where a third instance serves what was there;
// and each instance's metrics read.
func TestAnOperatorsDay(t *testing.T) {
	ctx := context.Background()
	pg := newRestartablePostgres(t)
	c := startClusterOn(t, pg.url("gusset"))
	token, status := login(t, c.lb, adminPassword)
	if status != http.StatusOK {
		t.Fatalf("login through the balancer = %d", status)
	}

	// The site, used through the balancer.
	form := strings.NewReader("title=Trade+show+week&content=%3Cp%3EBooth+12.%3C%2Fp%3E")
	if got := call(t, http.MethodPost, c.lb+"/api/blog/posts", token, form, "application/x-www-form-urlencoded", nil); got != http.StatusCreated {
		t.Fatalf("create a post through the balancer = %d, want 201", got)
	}
	pdf := []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")
	pdfPath := createPortfolioItem(t, c.lb, token, "Plant expansion", pdf)
	checkSiteHas(t, c.lb, "Trade show week", pdfPath, pdf)

	t.Run("PostgreSQL stopped under load: 503s, then the site comes back by itself", func(t *testing.T) {
		l := startReading(c)
		l.waitFor(t, "reads before the outage", func(s readStats) bool { return s.ok >= 20 })
		if err := pg.stop(); err != nil {
			t.Fatal(err)
		}
		stopped := time.Now()
		// Each instance, asked directly, must fail fast; through the balancer the answers
		// are 503 too (the instances', then haproxy's own once its health checks of
		// /readyz have taken both out).
		l.waitFor(t, "every way in to answer 503", func(s readStats) bool {
			return s.bad > 0 || s.unavailable[c.a.url] >= 10 && s.unavailable[c.b.url] >= 10 && s.unavailable[c.lb] >= 10
		})
		for _, in := range []*instance{c.a, c.b} {
			if got := call(t, http.MethodGet, in.url+"/readyz", "", nil, "", nil); got != http.StatusServiceUnavailable {
				t.Errorf("%s/readyz with PostgreSQL down = %d, want 503", in.url, got)
			}
		}
		if err := pg.start(ctx); err != nil {
			t.Fatal(err)
		}
		restarted := l.restarted()
		l.waitFor(t, "every way in to serve again", func(s readStats) bool {
			return s.bad > 0 || s.okSince(restarted, c.a.url) && s.okSince(restarted, c.b.url) && s.okSince(restarted, c.lb)
		})
		s := l.stop()
		t.Logf("down %s; %d answers ok, %d unavailable, none other; serving again %s after PostgreSQL came back",
			restarted.Sub(stopped).Round(time.Millisecond), s.ok, s.totalUnavailable(), s.recovery(restarted).Round(time.Millisecond))
		for _, b := range s.badAnswers {
			t.Errorf("neither a success nor unavailable: %s", b)
		}
		checkSiteHas(t, c.lb, "Trade show week", pdfPath, pdf)
	})

	archive := filepath.Join(t.TempDir(), "site.tar.gz")
	t.Run("a backup taken while the site serves", func(t *testing.T) {
		l := startReading(c)
		l.waitFor(t, "reads before the backup", func(s readStats) bool { return s.ok >= 5 })
		out, err := gussetCommand(c, c.env, "backup", "--out", archive).CombinedOutput()
		s := l.stop()
		if err != nil {
			t.Fatalf("gusset backup: %v\n%s", err, out)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		t.Logf("%s (%d reads answered meanwhile)", lines[len(lines)-1], s.ok)
		if s.bad > 0 || s.totalUnavailable() > 0 {
			t.Errorf("reads during the backup: %d unavailable, other failures %v; want every one answered", s.totalUnavailable(), s.badAnswers)
		}
	})

	t.Run("restored elsewhere, a new instance serves the same site", func(t *testing.T) {
		if err := database.EnsureDatabase(ctx, pg.url("postgres"), "restored"); err != nil {
			t.Fatal(err)
		}
		env := slicesReplace(c.env, "DATABASE_URL="+pg.url("restored"), "BLOB_URL="+c.s3.Bucket(t, "restored"))
		if out, err := gussetCommand(c, env, "restore", archive).CombinedOutput(); err != nil {
			t.Fatalf("gusset restore: %v\n%s", err, out)
		}
		restored := c.start(t, env)
		checkSiteHas(t, restored.url, "Trade show week", pdfPath, pdf)
		if _, status := login(t, restored.url, adminPassword); status != http.StatusOK {
			t.Errorf("staff sign-in on the restored site = %d, want 200", status)
		}
	})

	t.Run("each instance's metrics tell what it served", func(t *testing.T) {
		for _, in := range []*instance{c.a, c.b} {
			m := metricstest.Scrape(t, in.metrics+"/metrics")
			if n := m[`gusset_rpc_requests_total{code="ok",procedure="/gusset.site.v1.BlogService/ListPosts"}`]; n < 1 {
				t.Errorf("%s: ListPosts answered ok %v times, want some", in.url, n)
			}
			if n := m[`gusset_rpc_requests_total{code="unavailable",procedure="/gusset.site.v1.BlogService/ListPosts"}`]; n < 1 {
				t.Errorf("%s: ListPosts answered unavailable %v times, want the outage's", in.url, n)
			}
			if n := m["gusset_db_pool_max_connections"]; n < 1 {
				t.Errorf("%s: pool size %v, want it reported", in.url, n)
			}
			if _, ok := m[`gusset_queue_jobs{state="available"}`]; !ok {
				t.Errorf("%s: no queue depth in the metrics", in.url)
			}
		}
	})
}

// restartablePostgres is a PostgreSQL of this test's own, which it may stop and start.
type restartablePostgres struct {
	opts    pgcluster.Options
	cluster *pgcluster.Cluster
}

func newRestartablePostgres(t *testing.T) *restartablePostgres {
	t.Helper()
	root, err := os.MkdirTemp("", "gusset-operator-")
	if err != nil {
		t.Fatal(err)
	}
	// The postgres user (when we are root) must reach the cluster's folder.
	if err := os.Chmod(root, 0o755); err != nil {
		t.Fatal(err)
	}
	pg := &restartablePostgres{opts: pgcluster.Options{Dir: filepath.Join(root, "pg"), Fallback: root, Ephemeral: true, BinDir: os.Getenv("PG_BINDIR")}}
	if err := pg.start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if pg.cluster != nil {
			_ = pg.stop()
		}
		os.RemoveAll(root)
	})
	if err := database.EnsureDatabase(context.Background(), pg.url("postgres"), "gusset"); err != nil {
		t.Fatal(err)
	}
	return pg
}

func (p *restartablePostgres) start(ctx context.Context) error {
	c, err := pgcluster.Start(ctx, p.opts)
	p.cluster = c
	return err
}

func (p *restartablePostgres) stop() error {
	err := p.cluster.Stop()
	p.cluster = nil
	return err
}

// url is the same whether the cluster runs or not (a socket in its folder).
func (p *restartablePostgres) url(db string) string {
	if p.cluster == nil {
		panic("PostgreSQL is stopped")
	}
	return p.cluster.URL(db)
}

// reading keeps reading the blog list through the balancer and from each instance
// directly, and sorts the answers.
type reading struct {
	mu        sync.Mutex
	stats     readStats
	restartAt time.Time // successes begun after it count as recovered
	stop      func() readStats
}

// restarted marks now as the moment the database came back, and returns it.
func (l *reading) restarted() time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.restartAt = time.Now()
	return l.restartAt
}

type readStats struct {
	ok, bad     int
	badAnswers  []string
	unavailable map[string]int       // by base URL
	lastOK      map[string]time.Time // the start of the latest success, by base URL
	firstOK     map[string]time.Time // the start of the first success after the restart, by base URL
}

func (s readStats) okSince(t time.Time, base string) bool { return !s.lastOK[base].Before(t) }

func (s readStats) totalUnavailable() int {
	n := 0
	for _, v := range s.unavailable {
		n += v
	}
	return n
}

// recovery is how long after t (the restart) the first success began, over every way in
// (the slowest).
func (s readStats) recovery(t time.Time) time.Duration {
	var worst time.Duration
	for _, first := range s.firstOK {
		worst = max(worst, first.Sub(t))
	}
	return worst
}

func startReading(c *cluster) *reading {
	l := &reading{stats: readStats{unavailable: map[string]int{}, lastOK: map[string]time.Time{}, firstOK: map[string]time.Time{}}}
	done := make(chan struct{})
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 30 * time.Second} // a hang detector, not a budget
	for _, base := range []string{c.lb, c.a.url, c.b.url} {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				began := time.Now()
				res, err := client.Get(base + "/api/blog/posts")
				status := 0
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					res.Body.Close()
					status = res.StatusCode
				}
				l.mu.Lock()
				switch {
				case status == http.StatusOK:
					l.stats.ok++
					l.stats.lastOK[base] = began
					if _, seen := l.stats.firstOK[base]; !seen && !l.restartAt.IsZero() && !began.Before(l.restartAt) {
						l.stats.firstOK[base] = began
					}
				case status == http.StatusServiceUnavailable:
					l.stats.unavailable[base]++
				default:
					l.stats.bad++
					l.stats.badAnswers = append(l.stats.badAnswers, fmt.Sprintf("%s: status %d, %v", base, status, err))
				}
				l.mu.Unlock()
			}
		})
	}
	l.stop = sync.OnceValue(func() readStats {
		close(done)
		wg.Wait()
		return l.snapshot()
	})
	return l
}

// snapshot copies the stats, maps included, so they can be read while the reads go on.
func (l *reading) snapshot() readStats {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stats
	s.badAnswers = slices.Clone(s.badAnswers)
	s.unavailable = maps.Clone(s.unavailable)
	s.lastOK = maps.Clone(s.lastOK)
	s.firstOK = maps.Clone(s.firstOK)
	return s
}

// waitFor polls the reads until cond holds, failing after a generous bound.
func (l *reading) waitFor(t *testing.T, what string, cond func(readStats) bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !cond(l.snapshot()) {
		if time.Now().After(deadline) {
			l.stop()
			t.Fatalf("timed out waiting for %s", what)
		}
		<-tick.C
	}
}

// createPortfolioItem adds an item with a PDF through the REST shim and returns the
// PDF's path.
func createPortfolioItem(t *testing.T, base, token, title string, pdf []byte) string {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("title", title)
	_ = mw.WriteField("description", "Mezzanine and platforms")
	fw, _ := mw.CreateFormFile("file", "expansion.pdf")
	_, _ = fw.Write(pdf)
	_ = mw.Close()
	var out struct {
		Data struct {
			File []struct {
				Path string `json:"path"`
			} `json:"file"`
		} `json:"data"`
	}
	if got := call(t, http.MethodPost, base+"/api/portfolioWork/create", token, &body, mw.FormDataContentType(), &out); got != http.StatusCreated {
		t.Fatalf("create a portfolio item = %d, want 201", got)
	}
	if len(out.Data.File) != 1 || out.Data.File[0].Path == "" {
		t.Fatalf("the portfolio item's file: got %+v, want one with a path", out.Data.File)
	}
	return out.Data.File[0].Path
}

// checkSiteHas reads the blog list and the PDF from base.
func checkSiteHas(t *testing.T, base, title, pdfPath string, pdf []byte) {
	t.Helper()
	status, list := getBody(t, base+"/api/blog/posts")
	if status != http.StatusOK || !bytes.Contains(list, []byte(title)) {
		t.Errorf("GET %s/api/blog/posts = %d without %q", base, status, title)
	}
	target := base + pdfPath
	status, got := getBody(t, target)
	if status != http.StatusOK || !bytes.Equal(got, pdf) {
		t.Errorf("GET %s = %d with %d bytes, want 200 with the %d uploaded", target, status, len(got), len(pdf))
	}
}

func gussetCommand(c *cluster, env []string, args ...string) *exec.Cmd {
	cmd := exec.Command(c.bin, args...)
	cmd.Env = env
	return cmd
}

// slicesReplace returns env with each KEY=value of set replacing that key's entry.
func slicesReplace(env []string, set ...string) []string {
	out := make([]string, 0, len(env)+len(set))
	for _, kv := range env {
		keep := true
		for _, s := range set {
			if strings.HasPrefix(kv, s[:strings.IndexByte(s, '=')+1]) {
				keep = false
			}
		}
		if keep {
			out = append(out, kv)
		}
	}
	return append(out, set...)
}
