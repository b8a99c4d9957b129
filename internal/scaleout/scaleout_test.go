// Package scaleout_test runs the site as an operator would scale it out: two `gusset serve`
// processes on one PostgreSQL and one S3 bucket (versitygw), behind haproxy, and checks
// that they behave as one site.
package scaleout_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/blobstore"
)

func TestTwoInstancesBehindALoadBalancerAreOneSite(t *testing.T) {
	c := startCluster(t)
	// Signed in before the lockout subtest locks this user out (from this address).
	staffToken, status := login(t, c.lb, adminPassword)
	if status != http.StatusOK {
		t.Fatalf("login through the balancer = %d", status)
	}

	t.Run("a session made on one instance acts on the other", func(t *testing.T) {
		token, status := login(t, c.a.url, adminPassword)
		if status != http.StatusOK || token == "" {
			t.Fatalf("login on A = %d", status)
		}
		var me struct {
			Data json.RawMessage `json:"data"`
		}
		if got := call(t, http.MethodGet, c.b.url+"/api/user/me", token, nil, "", &me); got != http.StatusOK {
			t.Errorf("GET /api/user/me on B with A's token = %d, want 200", got)
		}
	})

	t.Run("a storm of likes from many addresses split across both ends exact, one address's counted once", func(t *testing.T) {
		token, _ := login(t, c.lb, adminPassword)
		form := url.Values{"title": {"Storm"}, "content": {"<p>Beams.</p>"}}
		var post struct {
			Data struct {
				ID string `json:"id"`
			} `json:"data"`
		}
		if got := call(t, http.MethodPost, c.lb+"/api/blog/posts", token, strings.NewReader(form.Encode()), "application/x-www-form-urlencoded", &post); got != http.StatusCreated {
			t.Fatalf("create post = %d", got)
		}
		// Every fourth like comes again from the address of the like before it: a like a day
		// per address, so those add nothing, on whichever instance they land.
		const likes, repeats = 200, 50
		var wg sync.WaitGroup
		errs := make(chan string, likes)
		for i := range likes {
			client := fmt.Sprintf("198.51.100.%d", i+1)
			if i%4 == 3 {
				client = fmt.Sprintf("198.51.100.%d", i) // the address of like i-1
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				base := c.lb
				if i%4 == 0 {
					base = c.a.url // some straight to each instance too
				} else if i%4 == 1 {
					base = c.b.url
				}
				req, _ := http.NewRequest(http.MethodPatch, base+"/api/blog/posts/"+post.Data.ID+"/like", nil)
				// The instances trust 127.0.0.1 (haproxy, and this test): the header names the client.
				req.Header.Set("X-Forwarded-For", client)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					errs <- err.Error()
					return
				}
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					errs <- res.Status
				}
			}()
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Errorf("a like failed: %s", e)
		}
		var got struct {
			Data struct {
				Likes int `json:"likes"`
			} `json:"data"`
		}
		call(t, http.MethodGet, c.b.url+"/api/blog/posts/"+post.Data.ID, "", nil, "", &got)
		if got.Data.Likes != likes-repeats {
			t.Errorf("likes = %d, want %d", got.Data.Likes, likes-repeats)
		}
	})

	t.Run("a post written on one instance is on the other's cached blog page at once", func(t *testing.T) {
		page := func() string {
			_, body := getBody(t, c.b.url+"/resources/wbt-blog")
			return string(body)
		}
		// B draws the list (from the app's components) and keeps it.
		if before := page(); !strings.Contains(before, `data-render="hydrate"`) || strings.Contains(before, "Gusset plates at scale") {
			t.Fatal("B's blog page is not drawn on the server, or already has the post")
		}
		form := url.Values{"title": {"Gusset plates at scale"}, "content": {"<p>Plates.</p>"}}
		if got := call(t, http.MethodPost, c.a.url+"/api/blog/posts", staffToken, strings.NewReader(form.Encode()), "application/x-www-form-urlencoded", nil); got != http.StatusCreated {
			t.Fatalf("create post on A = %d", got)
		}
		// Kept pages live a minute: without A's change notice B would show the old list
		// for that long.
		for deadline := time.Now().Add(10 * time.Second); !strings.Contains(page(), "Gusset plates at scale"); {
			if time.Now().After(deadline) {
				t.Fatal("B's blog page still lacks the post written on A 10 s later")
			}
			time.Sleep(50 * time.Millisecond) // polling the page, not standing in for an event
		}
	})

	t.Run("the sign-in lockout holds across both instances", func(t *testing.T) {
		// Failures alternate between the instances; the limit (5 per user and address)
		// counts them together.
		for i := range 5 {
			base := c.a.url
			if i%2 == 1 {
				base = c.b.url
			}
			if _, status := login(t, base, "wrong password"); status != http.StatusUnauthorized {
				t.Fatalf("failure %d on %s = %d, want 401", i+1, base, status)
			}
		}
		for _, base := range []string{c.a.url, c.b.url} {
			if _, status := login(t, base, adminPassword); status != http.StatusTooManyRequests {
				t.Errorf("the right password on %s after 5 failures = %d, want 429 (locked)", base, status)
			}
		}
	})

	t.Run("an instance killed mid-upload leaves no row without its file, no file without its row", func(t *testing.T) {
		token := staffToken
		pdf := "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"
		if got := call(t, http.MethodPost, c.lb+"/uploads/portfolio?name=whole.pdf", token, strings.NewReader(pdf), "application/pdf", nil); got != http.StatusCreated {
			t.Fatalf("a whole upload through the balancer = %d, want 201", got)
		}
		pr, pw := io.Pipe()
		done := make(chan struct{})
		go func() {
			defer close(done)
			req, _ := http.NewRequest(http.MethodPost, c.a.url+"/uploads/gallery?name=walkthrough.mp4", pr)
			req.Header.Set("Authorization", "Bearer "+token)
			if res, err := http.DefaultClient.Do(req); err == nil {
				res.Body.Close()
			}
		}()
		head := append([]byte{0, 0, 0, 0x18}, []byte("ftypisom\x00\x00\x02\x00isomiso2")...)
		if _, err := pw.Write(head); err != nil {
			t.Fatal(err)
		}
		chunk := make([]byte, 1<<20)
		for range 8 { // 8 MiB on its way
			if _, err := pw.Write(chunk); err != nil {
				t.Fatal(err)
			}
		}
		_ = c.a.cmd.Process.Kill()
		_ = c.a.cmd.Wait()
		pw.CloseWithError(io.ErrUnexpectedEOF)
		<-done
		checkRowsMatchObjects(t, c)
	})
}

// checkRowsMatchObjects compares the files table with the bucket.
func checkRowsMatchObjects(t *testing.T, c *cluster) {
	t.Helper()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, c.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	rows, err := pool.Query(ctx, "SELECT object_key FROM files")
	if err != nil {
		t.Fatal(err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := blobstore.Open(ctx, c.bucketURL)
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	objects := map[string]bool{}
	it := bucket.List(nil)
	for {
		o, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		objects[o.Key] = true
	}
	for _, k := range keys {
		if !objects[k] {
			t.Errorf("row of file %s has no object", k)
		}
		delete(objects, k)
	}
	for k := range objects {
		t.Errorf("object %s has no row", k)
	}
	t.Logf("%d file rows, each with its object", len(keys))
}
