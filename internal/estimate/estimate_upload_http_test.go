package estimate_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"os"
	"strconv"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/sitetest"
)

// resumeTestSize is the size of the restart test's file: 1 GiB with
// GUSSET_TEST_UPLOAD_GIB=1 (BenchmarkResumableUpload times that size), else 96 MiB, so
// that the race-detector run of the whole package stays short.
func resumeTestSize() int64 {
	if n, err := strconv.Atoi(os.Getenv("GUSSET_TEST_UPLOAD_GIB")); err == nil && n > 0 {
		return int64(n) << 30
	}
	return 96 << 20
}

func TestResumableUploadSurvivesAServerRestartAndKeepsItsSHA256(t *testing.T) {
	uploadAcrossRestart(t, sitetest.UploadTestConfig(t), resumeTestSize())
}

// BenchmarkResumableUpload is the restart test with 1 GiB (too slow for every test run
// under the race detector): half sent, the server replaced, the rest sent, claimed,
// hashed and downloaded again.
func BenchmarkResumableUpload(b *testing.B) {
	for b.Loop() {
		uploadAcrossRestart(b, sitetest.UploadTestConfig(b), 1<<30)
	}
	b.SetBytes(1 << 30)
}

// uploadAcrossRestart sends size bytes in 16 MiB parts, replaces the server process
// halfway, resumes, and checks the recorded and downloaded SHA-256.
func uploadAcrossRestart(t testing.TB, cfg app.Config, size int64) {
	t.Helper()
	first := sitetest.StartUploadServer(t, cfg)
	visitor := sitetest.NewTusClient(first.URL)
	path, id := visitor.Create(t, "bid-package.ifc", size)

	// The first half in parts of 16 MiB, as a browser sends chunks.
	const part = 16 << 20
	src := sitetest.DrawingBytes(7, size)
	var offset int64
	for offset < size/2 {
		status, n := visitor.Patch(t, path, offset, io.LimitReader(src, part), nil)
		if status != http.StatusNoContent || n != offset+min(part, size-offset) {
			t.Fatalf("PATCH at %d: status %d, offset %d", offset, status, n)
		}
		offset = n
	}

	// The process goes; another takes its place on the same database and bucket.
	first.Stop()
	second := sitetest.StartUploadServer(t, cfg)
	visitor.Base = second.URL
	status, at := visitor.Offset(t, path)
	if status != http.StatusOK || at != offset {
		t.Fatalf("HEAD after the restart: status %d, offset %d, want 200 at %d", status, at, offset)
	}
	status, at = visitor.Patch(t, path, at, src, nil)
	if status != http.StatusNoContent || at != size {
		t.Fatalf("last PATCH: status %d, offset %d, want 204 at %d", status, at, size)
	}

	sent, err := sitetest.SubmitEstimate(t, second.URL, sitetest.ValidEstimate(visitor.Owner, id))
	if err != nil {
		t.Fatalf("SubmitEstimate: %v", err)
	}
	staff := adminv1connect.NewEstimateRequestServiceClient(http.DefaultClient, second.URL)
	token := sitetest.StaffTokenOf(t, second.Svcs)
	got, err := staff.GetEstimate(context.Background(), sitetest.WithToken(&adminv1.GetEstimateRequest{Id: sent.GetId()}, token))
	if err != nil {
		t.Fatalf("GetEstimate: %v", err)
	}
	files := got.Msg.GetEstimate().GetFiles()
	want := sitetest.SHA256Hex(t, sitetest.DrawingBytes(7, size))
	if len(files) != 1 || files[0].GetSha256() != want || files[0].GetSize() != size {
		t.Fatalf("files %v, want one of %d bytes with SHA-256 %s", files, size, want)
	}
	// The stored bytes are the file: staff download it and hash it.
	res, err := http.Get(second.URL + files[0].GetDownloadPath())
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if got := sitetest.SHA256Hex(t, res.Body); res.StatusCode != http.StatusOK || got != want {
		t.Errorf("downloaded file: status %d, SHA-256 %s, want 200 and %s", res.StatusCode, got, want)
	}
}

func TestResumableUploadLimits(t *testing.T) {
	cfg := sitetest.UploadTestConfig(t)
	cfg.Resumable = resumable.Config{MaxFile: 1 << 20, MaxRequest: 3 << 19, DailyBudget: 4 << 20}
	s := sitetest.StartUploadServer(t, cfg)
	data := bytes.Repeat([]byte("steel "), 1000)
	sum := sha256.Sum256(data)

	t.Run("a file over the cap is refused with 413 naming the cap, before any byte is stored", func(t *testing.T) {
		res, body := sitetest.NewTusClient(s.URL).TryCreate(t, "model.rvt", 1<<20+1)
		if res.StatusCode != http.StatusRequestEntityTooLarge || !bytes.Contains([]byte(body), []byte("1 MiB")) {
			t.Errorf("got %d %q, want 413 naming 1 MiB", res.StatusCode, body)
		}
	})
	t.Run("a request's files over the request cap are refused with 413", func(t *testing.T) {
		c := sitetest.NewTusClient(s.URL)
		c.Create(t, "a.pdf", 1<<20)
		res, body := c.TryCreate(t, "b.pdf", 1<<20)
		if res.StatusCode != http.StatusRequestEntityTooLarge || !bytes.Contains([]byte(body), []byte("at most")) {
			t.Errorf("got %d %q, want 413", res.StatusCode, body)
		}
	})
	t.Run("a PATCH at a wrong offset is refused with 409", func(t *testing.T) {
		c := sitetest.NewTusClient(s.URL)
		path, _ := c.Create(t, "plan.pdf", int64(len(data)))
		if status, _ := c.Patch(t, path, 10, bytes.NewReader(data[10:]), nil); status != http.StatusConflict {
			t.Errorf("got %d, want 409", status)
		}
	})
	t.Run("a chunk whose checksum does not match is refused with 460 and not stored", func(t *testing.T) {
		c := sitetest.NewTusClient(s.URL)
		path, _ := c.Create(t, "plan.pdf", int64(len(data)))
		bad := sha256.Sum256([]byte("something else"))
		status, _ := c.Patch(t, path, 0, bytes.NewReader(data), map[string]string{"Upload-Checksum": "sha256 " + base64.StdEncoding.EncodeToString(bad[:])})
		if status != 460 {
			t.Errorf("got %d, want 460", status)
		}
		if _, at := c.Offset(t, path); at != 0 {
			t.Errorf("offset after the mismatch %d, want 0", at)
		}
		status, at := c.Patch(t, path, 0, bytes.NewReader(data), map[string]string{"Upload-Checksum": "sha256 " + base64.StdEncoding.EncodeToString(sum[:])})
		if status != http.StatusNoContent || at != int64(len(data)) {
			t.Errorf("with the right checksum: %d at %d, want 204 at %d", status, at, len(data))
		}
	})
	t.Run("an address past its daily byte budget is refused with 429", func(t *testing.T) {
		var last *http.Response
		for range 6 {
			last, _ = sitetest.NewTusClient(s.URL).TryCreate(t, "set.zip", 1<<20)
		}
		if last.StatusCode != http.StatusTooManyRequests {
			t.Errorf("got %d, want 429", last.StatusCode)
		}
	})
	t.Run("an upload without an owner token is refused", func(t *testing.T) {
		c := sitetest.NewTusClient(s.URL)
		c.Owner = "not-a-token"
		if res, _ := c.TryCreate(t, "plan.pdf", 10); res.StatusCode != http.StatusBadRequest {
			t.Errorf("got %d, want 400", res.StatusCode)
		}
	})
}

func TestResumableUploadOfAnotherVisitorIsRefused(t *testing.T) {
	s := sitetest.StartUploadServer(t, sitetest.UploadTestConfig(t))
	owner, stranger := sitetest.NewTusClient(s.URL), sitetest.NewTusClient(s.URL)
	data := []byte("the owner's drawings")
	path, id := owner.Create(t, "plan.pdf", int64(len(data)))

	t.Run("a stranger cannot write to it or see it", func(t *testing.T) {
		if status, _ := stranger.Patch(t, path, 0, bytes.NewReader(data), nil); status != http.StatusNotFound {
			t.Errorf("PATCH: got %d, want 404", status)
		}
		if status, _ := stranger.Offset(t, path); status != http.StatusNotFound {
			t.Errorf("HEAD: got %d, want 404", status)
		}
	})
	owner.Patch(t, path, 0, bytes.NewReader(data), nil)
	t.Run("a request naming it with the stranger's token is refused and attaches nothing", func(t *testing.T) {
		_, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(stranger.Owner, id))
		if connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Fatalf("got %v, want InvalidArgument", err)
		}
		u, err := s.Svcs.Uploads.Authorize(context.Background(), id, owner.Owner)
		if err != nil || u.EstimateID != nil {
			t.Errorf("upload after the refusal: %+v, %v; want unclaimed", u, err)
		}
	})
	t.Run("its owner's request claims it, once", func(t *testing.T) {
		if _, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(owner.Owner, id)); err != nil {
			t.Fatalf("SubmitEstimate: %v", err)
		}
		if _, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(owner.Owner, id)); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("a second claim: got %v, want InvalidArgument", err)
		}
	})
}

// drawingTail is sitetest.DrawingBytes(seed, size) from offset on.
func drawingTail(seed uint64, size, offset int64) io.Reader {
	r := sitetest.DrawingBytes(seed, size)
	if _, err := io.CopyN(io.Discard, r, offset); err != nil {
		panic(err)
	}
	return r
}
