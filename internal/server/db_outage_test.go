package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgcluster"
	"github.com/gusset/gusset/internal/sitetest"
)

// hangLimit is only a hang detector: a request that takes this long counts as hung.
const hangLimit = 30 * time.Second

// TestDatabaseOutage stops PostgreSQL under a steady stream of writes (contact messages)
// and reads (Connect and the REST shim), then starts it again. While it is down every
// answer must be a success or "unavailable" (503), never an internal error and never a
// hang; once it is back the site must serve again by itself, and every write that was
// acknowledged must be there.
func TestDatabaseOutage(t *testing.T) {
	ctx := context.Background()
	root, err := os.MkdirTemp("", "gusset-outage-")
	if err != nil {
		t.Fatal(err)
	}
	// The postgres user (when we are root) must reach the cluster's folder.
	if err := os.Chmod(root, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	opts := pgcluster.Options{Dir: filepath.Join(root, "pg"), Fallback: root, Ephemeral: true, BinDir: os.Getenv("PG_BINDIR")}
	cluster, err := pgcluster.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	running := true
	t.Cleanup(func() {
		if !running {
			return
		}
		if err := cluster.Stop(); err != nil {
			t.Errorf("stopping PostgreSQL: %v", err)
		}
	})
	if err := database.EnsureDatabase(ctx, cluster.URL("postgres"), "gusset"); err != nil {
		t.Fatal(err)
	}
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"), DatabaseURL: cluster.URL("gusset")})

	client := &http.Client{Timeout: hangLimit}
	contact := sitev1connect.NewContactServiceClient(client, s.URL)
	blog := sitev1connect.NewBlogServiceClient(client, s.URL)

	var (
		mu          sync.Mutex
		acked       []string
		bad         []string
		failTimes   []time.Duration
		successes   atomic.Int64
		unavailable atomic.Int64
		perKind     = map[string]int{} // unavailable answers by request kind
		restartAt   atomic.Int64       // unix nanos; 0 until PostgreSQL is started again
		recovered   atomic.Int64       // unix nanos of the first success begun after restartAt
		seq         atomic.Int64
	)
	record := func(what string, began time.Time, ok, isUnavailable bool, detail string) {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case ok:
			successes.Add(1)
			if r := restartAt.Load(); r != 0 && began.UnixNano() >= r {
				recovered.CompareAndSwap(0, time.Now().UnixNano())
			}
		case isUnavailable:
			unavailable.Add(1)
			perKind[what]++
			failTimes = append(failTimes, time.Since(began))
		default:
			bad = append(bad, fmt.Sprintf("%s: %s", what, detail))
		}
	}
	connectCall := func(what string, call func() error) {
		began := time.Now()
		err := call()
		code := connect.CodeOf(err)
		record(what, began, err == nil, code == connect.CodeUnavailable, fmt.Sprintf("%v (code %v)", err, code))
	}
	restCall := func(path string) {
		began := time.Now()
		res, err := client.Get(s.URL + path)
		if err != nil {
			record(path, began, false, false, err.Error())
			return
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		record(path, began, res.StatusCode == http.StatusOK, res.StatusCode == http.StatusServiceUnavailable, res.Status)
	}

	stop := make(chan struct{})
	var wg sync.WaitGroup
	load := func(step func()) {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
					step()
				}
			}
		})
	}
	for range 2 {
		load(func() {
			msg := fmt.Sprintf("Outage test message %d", seq.Add(1))
			connectCall("SendMessage", func() error {
				_, err := contact.SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
					Name: "Dana Fabricator", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: msg}))
				if err == nil {
					mu.Lock()
					acked = append(acked, msg)
					mu.Unlock()
				}
				return err
			})
		})
	}
	load(func() {
		connectCall("ListPosts", func() error {
			_, err := blog.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{}))
			return err
		})
	})
	load(func() { restCall("/api/blog/posts") })
	stopLoad := sync.OnceFunc(func() { close(stop); wg.Wait() })
	t.Cleanup(stopLoad)

	sitetest.WaitFor(t, "writes to succeed before the outage", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(acked) >= 20
	})
	if err := cluster.Stop(); err != nil {
		t.Fatal(err)
	}
	running = false
	stoppedAt := time.Now()
	sitetest.WaitFor(t, "every kind of request to fail during the outage", func() bool {
		mu.Lock()
		defer mu.Unlock()
		// A wrong answer ends the wait: it is reported below.
		return len(bad) > 0 || perKind["SendMessage"] >= 20 && perKind["ListPosts"] >= 20 && perKind["/api/blog/posts"] >= 20
	})
	checkReadyz(t, s.URL, http.StatusServiceUnavailable, "failing")

	cluster, err = pgcluster.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	running = true
	started := time.Now()
	restartAt.Store(started.UnixNano())
	sitetest.WaitFor(t, "requests to succeed after PostgreSQL is back", func() bool { return recovered.Load() != 0 })
	recovery := time.Unix(0, recovered.Load()).Sub(started)
	checkReadyz(t, s.URL, http.StatusOK, "ok")
	stopLoad()

	mu.Lock()
	defer mu.Unlock()
	slices.Sort(failTimes)
	if len(failTimes) == 0 {
		failTimes = []time.Duration{0}
	}
	t.Logf("outage of %s: %d successes, %d unavailable answers (fail-fast latency median %s, max %s); "+
		"recovered %s after PostgreSQL accepted connections again",
		started.Sub(stoppedAt).Round(time.Millisecond), successes.Load(), unavailable.Load(),
		failTimes[len(failTimes)/2].Round(time.Microsecond), failTimes[len(failTimes)-1].Round(time.Millisecond),
		recovery.Round(time.Millisecond))
	for i, b := range bad {
		if i == 10 {
			t.Errorf("... and %d more", len(bad)-10)
			break
		}
		t.Errorf("an answer that is neither a success nor unavailable: %s", b)
	}

	rows, err := s.Pool.Query(ctx, "SELECT message FROM contact_messages")
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]bool{}
	for rows.Next() {
		var m string
		if err := rows.Scan(&m); err != nil {
			t.Fatal(err)
		}
		stored[m] = true
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	for _, m := range acked {
		if !stored[m] {
			t.Errorf("acknowledged message %q was lost", m)
		}
	}
	t.Logf("%d acknowledged messages, all stored", len(acked))
}

func checkReadyz(t *testing.T, url string, wantStatus int, wantDatabase string) {
	t.Helper()
	res, err := (&http.Client{Timeout: hangLimit}).Get(url + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct {
		Checks map[string]string `json:"checks"`
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil && !errors.Is(err, io.EOF) {
		t.Fatal(err)
	}
	if res.StatusCode != wantStatus || body.Checks["database"] != wantDatabase || body.Checks["bucket"] != "ok" {
		t.Errorf("readyz = %d %v, want %d with database %q and bucket ok", res.StatusCode, body.Checks, wantStatus, wantDatabase)
	}
}
