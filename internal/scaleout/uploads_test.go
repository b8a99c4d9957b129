package scaleout_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/tuslock"
	"github.com/gusset/gusset/internal/resumable/tusstore"
)

// visitor speaks tus 1.0 to the site's /uploads/tus/ as one visitor (owner token), on
// whichever instance each request names.
type visitor struct{ owner string }

func newVisitor() visitor {
	b := make([]byte, 32)
	rand.Read(b)
	return visitor{owner: base64.RawURLEncoding.EncodeToString(b)}
}

func (v visitor) do(t *testing.T, method, target string, body io.Reader, hdr map[string]string) (*http.Response, error) {
	t.Helper()
	req, err := http.NewRequest(method, target, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set(resumable.OwnerHeader, v.owner)
	for k, val := range hdr {
		req.Header.Set(k, val)
	}
	return http.DefaultClient.Do(req)
}

// create starts an upload of size bytes on base and answers its path and row id.
func (v visitor) create(t *testing.T, base string, size int64) (string, uuid.UUID) {
	t.Helper()
	res, err := v.do(t, http.MethodPost, base+"/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.FormatInt(size, 10),
		"Upload-Metadata": "filename " + base64.StdEncoding.EncodeToString([]byte("drawings.bin")),
	})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("creating an upload: %d %s, want 201", res.StatusCode, raw)
	}
	id, err := uuid.Parse(res.Header.Get("Gusset-Upload-Id"))
	if err != nil {
		t.Fatal(err)
	}
	return res.Header.Get("Location"), id
}

// patch sends body at offset to base+path and answers the status and new offset; a
// request cut short answers 0.
func (v visitor) patch(t *testing.T, base, path string, offset int64, body io.Reader) (int, int64) {
	t.Helper()
	res, err := v.do(t, http.MethodPatch, base+path, body, map[string]string{
		"Upload-Offset": strconv.FormatInt(offset, 10), "Content-Type": "application/offset+octet-stream",
	})
	if err != nil {
		return 0, 0
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	n, _ := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
	return res.StatusCode, n
}

// offset asks base where an upload stands (HEAD).
func (v visitor) offset(t *testing.T, base, path string) (int, int64) {
	t.Helper()
	res, err := v.do(t, http.MethodHead, base+path, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	n, _ := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
	return res.StatusCode, n
}

// source is a reproducible file of n bytes.
func source(seed byte, n int) []byte {
	b := make([]byte, n)
	_, _ = mrand.NewChaCha8([32]byte{seed}).Read(b)
	return b
}

func sum(b []byte) string { s := sha256.Sum256(b); return fmt.Sprintf("%x", s) }

// checkStored compares the finished upload id's bytes in the bucket, and the SHA-256 the
// site computed while they streamed, with want.
func checkStored(t *testing.T, c *cluster, id uuid.UUID, want []byte) {
	t.Helper()
	ctx := context.Background()
	bucket, err := blobstore.Open(ctx, c.bucketURL)
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	got, err := bucket.ReadAll(ctx, tusstore.Key(id))
	if err != nil {
		t.Fatalf("reading the finished upload: %v", err)
	}
	if sum(got) != sum(want) {
		t.Errorf("the stored upload (%d bytes) has SHA-256 %s, want %s (%d bytes): its bytes are not the file's", len(got), sum(got), sum(want), len(want))
	}
	pool := clusterPool(t, c)
	var hashed []byte
	if err := pool.QueryRow(ctx, "SELECT sha256 FROM resumable_uploads WHERE id = $1", id).Scan(&hashed); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%x", hashed) != sum(want) {
		t.Errorf("the upload's recorded SHA-256 = %x, want %s", hashed, sum(want))
	}
}

func clusterPool(t *testing.T, c *cluster) *pgxpool.Pool {
	t.Helper()
	pool, err := pgxpool.New(context.Background(), c.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// slowBody is a request body written by the test: write blocks until the server reads.
type slowBody struct {
	r *io.PipeReader
	w *io.PipeWriter
}

func newSlowBody() slowBody { r, w := io.Pipe(); return slowBody{r, w} }

// writeAll writes b in small pieces, stopping at the first error (the request ended).
func (s slowBody) writeAll(b []byte) error {
	for len(b) > 0 {
		n := min(len(b), 16<<10)
		if _, err := s.w.Write(b[:n]); err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// gatedBody is a PATCH body whose first byte waits until the other request's server
// reads its body too (or that request has its answer). Sent with "Expect: 100-continue",
// the client reads it only once the server reads, which tusd does after the lock and the
// offset check: so, if the lock let them, both requests would pass the check at offset 0
// before either wrote a byte.
type gatedBody struct {
	r *bytes.Reader
	// reading is closed at the body's first read; ended when its request has its answer.
	reading, ended chan struct{}
	other          *gatedBody
	once           sync.Once
}

func newGatedBody(b []byte) *gatedBody {
	return &gatedBody{r: bytes.NewReader(b), reading: make(chan struct{}), ended: make(chan struct{})}
}

func (b *gatedBody) Read(p []byte) (int, error) {
	b.once.Do(func() {
		close(b.reading)
		select {
		case <-b.other.reading:
		case <-b.other.ended:
		}
	})
	return b.r.Read(p)
}

// expectContinue waits for the server's 100 Continue before it sends a body that asks
// for one.
var expectContinue = func() *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.ExpectContinueTimeout = time.Minute
	return &http.Client{Transport: tr}
}()

// patchGated sends body at offset 0 to base+path once the server reads it, and answers
// the status (0 for a request cut short).
func (v visitor) patchGated(t *testing.T, base, path string, body *gatedBody) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPatch, base+path, io.NopCloser(body))
	if err != nil {
		t.Fatal(err)
	}
	req.ContentLength = int64(body.r.Len())
	req.Header.Set("Expect", "100-continue")
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set(resumable.OwnerHeader, v.owner)
	req.Header.Set("Upload-Offset", "0")
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	res, err := expectContinue.Do(req)
	if err != nil {
		return 0
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// TestOneUploadAcrossInstances sends the requests of resumable uploads to two instances
// behind haproxy (no stickiness), on S3 and on a shared folder: the upload's lock must be
// one for both.
func TestOneUploadAcrossInstances(t *testing.T) {
	for _, store := range []string{"s3", "file"} {
		t.Run("on "+store, func(t *testing.T) {
			bucket := "" // a new S3 bucket
			if store == "file" {
				var err error
				if bucket, err = blobstore.FileURL(t.TempDir()); err != nil {
					t.Fatal(err)
				}
			}
			// Uploads stay unclaimed through the test (the reaper must leave them); no
			// proof-of-work challenge for each.
			c := startClusterWith(t, pgtest.NewURL(t), bucket, "UPLOAD_CLAIM_TTL=1h", "FORM_CHALLENGE=off")
			testOneUploadAcrossInstances(t, c)
		})
	}
}

func testOneUploadAcrossInstances(t *testing.T, c *cluster) {
	const size = 6 << 20 // more than s3store's smallest part (5 MiB)

	t.Run("PATCHes of one upload alternating between the instances complete it intact", func(t *testing.T) {
		v := newVisitor()
		src := source(1, size)
		path, id := v.create(t, c.a.url, size)
		const pieces = 6
		for i := range pieces {
			base := c.a.url
			if i%2 == 1 {
				base = c.b.url
			}
			from, to := i*size/pieces, (i+1)*size/pieces
			if status, n := v.patch(t, base, path, int64(from), bytes.NewReader(src[from:to])); status != http.StatusNoContent || n != int64(to) {
				t.Fatalf("PATCH %d on %s = %d at offset %d, want 204 at %d", i+1, base, status, n, to)
			}
		}
		checkStored(t, c, id, src)
	})

	t.Run("two PATCHes of one upload at offset 0, one to each instance, never both succeed nor mix their bytes", func(t *testing.T) {
		const tries = 5
		for try := range tries {
			v := newVisitor()
			path, id := v.create(t, c.a.url, size)
			bodies := [2][]byte{source(byte(10+2*try), size), source(byte(11+2*try), size)}
			bases := [2]string{c.a.url, c.b.url}
			var status [2]int
			gated := [2]*gatedBody{newGatedBody(bodies[0]), newGatedBody(bodies[1])}
			gated[0].other, gated[1].other = gated[1], gated[0]
			var wg sync.WaitGroup
			for i := range 2 {
				wg.Go(func() {
					defer close(gated[i].ended)
					status[i] = v.patchGated(t, bases[i], path, gated[i])
				})
			}
			wg.Wait()
			if status[0] == http.StatusNoContent && status[1] == http.StatusNoContent {
				t.Fatalf("try %d: both PATCHes answered 204", try+1)
			}
			hs, at := v.offset(t, c.lb, path)
			if hs != http.StatusOK {
				t.Fatalf("try %d: HEAD = %d, want 200", try+1, hs)
			}
			// Only one request may have written: the one answered 204, else (when bytes
			// were kept) the one not refused with 409.
			writer := 0
			switch {
			case status[0] == http.StatusNoContent:
			case status[1] == http.StatusNoContent:
				writer = 1
			case at > 0 && status[0] == http.StatusConflict:
				writer = 1
			case at > 0 && status[1] != http.StatusConflict:
				t.Fatalf("try %d: %d bytes kept, yet neither PATCH succeeded or was refused (%d, %d): both wrote", try+1, at, status[0], status[1])
			}
			t.Logf("try %d: PATCHes answered %d (A) and %d (B); %d bytes kept", try+1, status[0], status[1], at)
			if at < size {
				if s, n := v.patch(t, c.lb, path, at, bytes.NewReader(bodies[writer][at:])); s != http.StatusNoContent || n != size {
					t.Fatalf("try %d: completing from %d = %d at %d, want 204 at %d", try+1, at, s, n, size)
				}
			}
			checkStored(t, c, id, bodies[writer])
		}
	})

	// Last: it kills instance A.
	t.Run("an instance killed while it holds an upload's lock leaves the upload to the other", func(t *testing.T) {
		v := newVisitor()
		src := source(2, size)
		path, id := v.create(t, c.lb, size)
		body := newSlowBody()
		done := make(chan struct{})
		go func() {
			defer close(done)
			v.patch(t, c.a.url, path, 0, body.r)
		}()
		// A reads the body only once it holds the lock. 3 MiB written is not yet 3 MiB read
		// (the connection's buffers take some), so the test then waits for the lock itself.
		if err := body.writeAll(src[:3<<20]); err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		pool := clusterPool(t, c)
		var tusID string
		if err := pool.QueryRow(ctx, "SELECT tus_id FROM resumable_uploads WHERE id = $1", id).Scan(&tusID); err != nil {
			t.Fatal(err)
		}
		if pid, err := lockHolder(ctx, pool, tusID); err != nil || pid == 0 {
			t.Fatalf("the lock of the upload A is writing: holder %d, %v; want A's session", pid, err)
		}
		_ = c.a.cmd.Process.Kill()
		_ = c.a.cmd.Wait()
		body.w.CloseWithError(errors.New("the client's connection ended"))
		<-done

		// Without the dead instance's lock ended, B would wait for it (tusd's lock
		// timeout) and answer 500.
		status, at := v.offset(t, c.b.url, path)
		if status != http.StatusOK {
			t.Fatalf("HEAD on B after A died = %d, want 200", status)
		}
		t.Logf("A kept %d bytes before it died", at)
		if s, n := v.patch(t, c.b.url, path, at, bytes.NewReader(src[at:])); s != http.StatusNoContent || n != size {
			t.Fatalf("resuming on B from %d = %d at %d, want 204 at %d", at, s, n, size)
		}
		checkStored(t, c, id, src)
	})
}

// lockHolder waits for a session to hold the upload's lock (a PATCH takes it before it
// reads the body), and answers it; 0 when none took it within a minute.
func lockHolder(ctx context.Context, pool *pgxpool.Pool, tusID string) (int32, error) {
	deadline := time.Now().Add(time.Minute)
	for {
		pid, err := tuslock.Holder(ctx, pool, tusID)
		if err != nil || pid != 0 || time.Now().After(deadline) {
			return pid, err
		}
		time.Sleep(10 * time.Millisecond)
	}
}
