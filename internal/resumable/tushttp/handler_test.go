package tushttp_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/tus/tusd/v2/pkg/memorylocker"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
	"github.com/gusset/gusset/internal/resumable/tushttp"
	"github.com/gusset/gusset/internal/resumable/tusstore"
	"github.com/gusset/gusset/internal/validate"
)

const base = "/test/tus/"

// admission admits uploads named "ok.pdf" up to 1 MiB and refuses others by their name; every later
// request must carry X-Owner: owner.
type admission struct{ store *resumablepg.Store }

func (a admission) Start(r *http.Request, b tushttp.Begin) (uuid.UUID, error) {
	switch b.Meta["filename"] {
	case "ok.pdf":
		if b.Size > 1<<20 {
			return uuid.Nil, &resumable.TooLargeError{Msg: "The file is larger than 1 MB"}
		}
	case "slow.pdf":
		return uuid.Nil, &abuse.RateLimitedError{RetryAfter: 90e9}
	default:
		return uuid.Nil, &validate.Error{Violations: []validate.Violation{{Field: "filename", Message: "Please name the file ok.pdf"}}}
	}
	id := uuid.New()
	return id, a.store.Create(r.Context(), resumable.New{ID: id, OwnerHash: []byte("owner"), ClientKey: "c", Name: b.Meta["filename"], Size: b.Size}, 1<<30, 1<<30)
}

func (a admission) Authorize(r *http.Request, id uuid.UUID) (context.Context, string, error) {
	if r.Header.Get("X-Owner") != "owner" {
		return nil, "", resumable.ErrNotFound
	}
	u, err := a.store.Get(r.Context(), id)
	return r.Context(), u.TusID, err
}

func (a admission) Finished(*http.Request, uuid.UUID) (map[string]string, error) {
	return map[string]string{"Gusset-Claimed": "yes"}, nil
}

func serve(t *testing.T) string {
	t.Helper()
	pool := pgtest.New(t)
	blobURL, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	store, err := tusstore.Open(context.Background(), blobURL, resumablepg.New(pool), memorylocker.New())
	if err != nil {
		t.Fatal(err)
	}
	h, err := tushttp.NewWith(base, admission{resumablepg.New(pool)}, 1<<20, store, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(base, http.StripPrefix(strings.TrimSuffix(base, "/"), h))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

func tus(t *testing.T, method, url, body string, headers ...string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("Tus-Resumable", "1.0.0")
	if method == http.MethodPatch {
		req.Header.Set("Content-Type", "application/offset+octet-stream")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res
}

func create(t *testing.T, url, name string, size int) *http.Response {
	t.Helper()
	return tus(t, "POST", url+base, "", "Upload-Length", strconv.Itoa(size),
		"Upload-Metadata", "filename "+base64.StdEncoding.EncodeToString([]byte(name)))
}

func checksum(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256 " + base64.StdEncoding.EncodeToString(sum[:])
}

func TestCreationAnswersByTheAdmission(t *testing.T) {
	url := serve(t)
	tests := []struct {
		name       string
		file       string
		size       int
		wantStatus int
	}{
		{"an admitted upload is created", "ok.pdf", 10, http.StatusCreated},
		{"an upload the admission refuses is a bad request", "evil.exe", 10, http.StatusBadRequest},
		{"a rate-limited upload says when to retry", "slow.pdf", 10, http.StatusTooManyRequests},
		{"an upload the admission finds too large is too large", "ok.pdf", 2 << 20, http.StatusRequestEntityTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := create(t, url, tt.file, tt.size)
			if res.StatusCode != tt.wantStatus {
				t.Errorf("got %d, want %d", res.StatusCode, tt.wantStatus)
			}
		})
	}
	t.Run("the new upload's address is a path on the site", func(t *testing.T) {
		res := create(t, url, "ok.pdf", 10)
		id := res.Header.Get("Gusset-Upload-Id")
		if loc := res.Header.Get("Location"); loc != base+id || id == "" {
			t.Errorf("got Location %q for id %q, want %s<id>", loc, id, base)
		}
	})
	t.Run("a refusal by rate carries Retry-After", func(t *testing.T) {
		if got := create(t, url, "slow.pdf", 10).Header.Get("Retry-After"); got != "90" {
			t.Errorf("got Retry-After %q, want 90", got)
		}
	})
}

func TestLaterRequestsReachOnlyTheOwnersUpload(t *testing.T) {
	url := serve(t)
	loc := base + create(t, url, "ok.pdf", 10).Header.Get("Gusset-Upload-Id")
	other := create(t, url, "ok.pdf", 10).Header.Get("Gusset-Upload-Id")
	owner := []string{"X-Owner", "owner"}
	tests := []struct {
		name       string
		method     string
		path       string
		body       string
		headers    []string
		wantStatus int
	}{
		{"a stranger's HEAD is not found", "HEAD", loc, "", nil, 404},
		{"a stranger's PATCH is not found", "PATCH", loc, "12345", []string{"Upload-Offset", "0"}, 404},
		{"a path smuggling another id is not found", "PATCH", loc + "+%2F..%2F" + other, "12345", append([]string{"Upload-Offset", "0"}, owner...), 404},
		{"a malformed id is not found", "HEAD", base + "not-an-id", "", owner, 404},
		{"a method override is refused", "POST", loc, "", append([]string{tushttp.MethodOverrideHeader, "PATCH"}, owner...), 400},
		{"a download is not allowed", "GET", loc, "", owner, 405},
		{"a termination is not allowed", "DELETE", loc, "", owner, 405},
		{"a chunk with a wrong checksum stores nothing", "PATCH", loc, "12345", append([]string{"Upload-Offset", "0", "Upload-Checksum", checksum("54321")}, owner...), 460},
		{"a checksum of another algorithm is refused", "PATCH", loc, "12345", append([]string{"Upload-Offset", "0", "Upload-Checksum", "md5 AAAA"}, owner...), 400},
		{"the owner's HEAD tells the offset", "HEAD", loc, "", owner, 200},
		{"the owner's checksummed chunk is stored", "PATCH", loc, "12345", append([]string{"Upload-Offset", "0", "Upload-Checksum", checksum("12345")}, owner...), 204},
		{"a chunk at the wrong offset is a conflict", "PATCH", loc, "67890", append([]string{"Upload-Offset", "0"}, owner...), 409},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if res := tus(t, tt.method, url+tt.path, tt.body, tt.headers...); res.StatusCode != tt.wantStatus {
				t.Errorf("got %d, want %d", res.StatusCode, tt.wantStatus)
			}
		})
	}
	t.Run("the last chunk finishes the upload through the admission", func(t *testing.T) {
		res := tus(t, "PATCH", url+loc, "67890", append([]string{"Upload-Offset", "5"}, owner...)...)
		if res.StatusCode != 204 || res.Header.Get("Gusset-Claimed") != "yes" || res.Header.Get("Upload-Offset") != "10" {
			t.Errorf("got %d, claimed %q, offset %q; want 204, yes, 10", res.StatusCode, res.Header.Get("Gusset-Claimed"), res.Header.Get("Upload-Offset"))
		}
	})
}

func TestOptionsAdvertiseTheSitesExtensions(t *testing.T) {
	url := serve(t)
	res := tus(t, "OPTIONS", url+base, "")
	for name, want := range map[string]string{
		"Tus-Extension":          "creation,creation-with-upload,checksum",
		"Tus-Checksum-Algorithm": "sha256",
		"Tus-Max-Size":           "1048576",
	} {
		if got := res.Header.Get(name); got != want {
			t.Errorf("got %s %q, want %q", name, got, want)
		}
	}
}
