package portal_test

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/sitetest"
)

// startRaw starts a portal upload of size bytes without failing the test (it runs on
// many goroutines at once) and answers the status and the answer's text.
func startRaw(base, token, folder string, size int64) (int, string, error) {
	req, err := http.NewRequest(http.MethodPost, base+"/portal/uploads/tus/", nil)
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Upload-Length", strconv.FormatInt(size, 10))
	req.Header.Set("Upload-Metadata", tusMeta("folder", folder, "filename", "part.ifc", "filetype", "application/octet-stream"))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, string(b), err
}

func TestPortalUnfinishedUploadsOfOnePersonAreCappedUnderParallelStarts(t *testing.T) {
	const pendingCap = 10 << 20
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"),
		Resumable: resumable.Config{MaxPending: pendingCap}})
	f := &portalFiles{PortalFixture: sitetest.PortalFixtureOf(t, s), files: portalv1connect.NewFileServiceClient(s.H1, s.URL)}
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana, lee := f.Client(t, org, "dana@prairie.example"), f.Client(t, org, "lee@prairie.example")
	project := f.Project(t, org, "J-2026-301")
	folder := f.folderOf(t, dana, project, "Drawings")

	// fire starts n uploads of size bytes at once and answers how many were admitted and
	// the refusals' texts.
	fire := func(t *testing.T, token string, n int, size int64) (int, []string) {
		t.Helper()
		var mu sync.Mutex
		var wg sync.WaitGroup
		admitted, refusals := 0, []string{}
		for range n {
			wg.Go(func() {
				status, body, err := startRaw(f.URL, token, folder, size)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					t.Errorf("a start: %v", err)
				case status == http.StatusCreated:
					admitted++
				case status == http.StatusRequestEntityTooLarge:
					refusals = append(refusals, body)
				default:
					t.Errorf("a start = %d %q, want 201 or 413", status, body)
				}
			})
		}
		wg.Wait()
		return admitted, refusals
	}
	// held is what the folder's unfinished uploads hold (dana's, but for lee's one).
	held := func(t *testing.T) (n int, bytes int64) {
		t.Helper()
		if err := f.Pool.QueryRow(context.Background(), "SELECT count(*), coalesce(sum(size), 0) FROM resumable_uploads WHERE target_id = $1",
			folder).Scan(&n, &bytes); err != nil {
			t.Fatal(err)
		}
		return n, bytes
	}

	t.Run("forty parallel starts of 1 MiB admit ten, and the rest are refused with 413 naming the cap", func(t *testing.T) {
		admitted, refusals := fire(t, dana, 40, 1<<20)
		if admitted != 10 {
			t.Errorf("admitted %d, want 10", admitted)
		}
		for _, r := range refusals {
			if !strings.Contains(r, "10 MiB") {
				t.Errorf("a refusal %q does not name the 10 MiB cap", r)
				break
			}
		}
		if n, b := held(t); b > pendingCap || n != 10 {
			t.Errorf("the client holds %d uploads of %d bytes, want 10 within %d", n, b, pendingCap)
		}
	})
	t.Run("another person of the same organization is not held by it", func(t *testing.T) {
		if admitted, _ := fire(t, lee, 1, 1<<20); admitted != 1 {
			t.Errorf("admitted %d, want 1", admitted)
		}
	})
	t.Run("at most a hundred unfinished uploads, however small", func(t *testing.T) {
		// As if the reaper had removed the abandoned ones.
		if _, err := f.Pool.Exec(context.Background(), "DELETE FROM resumable_uploads WHERE target_id = $1", folder); err != nil {
			t.Fatal(err)
		}
		admitted, refusals := fire(t, dana, 120, 1)
		if admitted != resumable.MaxPendingUploads {
			t.Errorf("admitted %d, want %d", admitted, resumable.MaxPendingUploads)
		}
		if len(refusals) == 0 || !strings.Contains(refusals[0], "at most 100 unfinished uploads") {
			t.Errorf("refusals %q, want them to name the count cap", refusals)
		}
		if n, _ := held(t); n != resumable.MaxPendingUploads {
			t.Errorf("the client holds %d uploads, want %d", n, resumable.MaxPendingUploads)
		}
	})
}

func TestDailyBudgetRefusalSaysWhenToTryAgain(t *testing.T) {
	cfg := sitetest.UploadTestConfig(t)
	cfg.Resumable = resumable.Config{MaxFile: 1 << 20, MaxRequest: 1 << 30, DailyBudget: 1 << 20}
	s := sitetest.StartUploadServer(t, cfg)
	if res, body := sitetest.NewTusClient(s.URL).TryCreate(t, "set.zip", 1<<20); res.StatusCode != http.StatusCreated {
		t.Fatalf("the first upload = %d %q, want 201", res.StatusCode, body)
	}
	tomorrow := func() int64 {
		now := time.Now()
		return int64(now.UTC().Truncate(24*time.Hour).Add(24*time.Hour).Sub(now) / time.Second)
	}
	before := tomorrow()
	res, body := sitetest.NewTusClient(s.URL).TryCreate(t, "set.zip", 1)
	after := tomorrow()
	if res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("past the budget = %d %q, want 429", res.StatusCode, body)
	}
	got, err := strconv.ParseInt(res.Header.Get("Retry-After"), 10, 64)
	// The seconds until the next day (UTC), counted around the request.
	if err != nil || got < after || got > before+1 {
		t.Errorf("Retry-After %q, want the seconds until midnight UTC (%d to %d)", res.Header.Get("Retry-After"), after, before+1)
	}
}
