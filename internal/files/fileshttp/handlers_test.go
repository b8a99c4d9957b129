package fileshttp_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/fileshttp"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

const pdf = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"

// staffHeader marks a request of staff; the public authorizer admits everyone.
const staffHeader = "X-Test-Staff"

type site struct {
	url    string
	pool   *pgxpool.Pool
	signer *files.Signer
}

func serve(t *testing.T, clientUploads bool) site {
	t.Helper()
	ctx := context.Background()
	pool := pgtest.New(t)
	bucketURL, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := blobstore.Open(ctx, bucketURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	inserter, err := queue.NewInserter(pool, log)
	if err != nil {
		t.Fatal(err)
	}
	rules := files.DefaultRules()
	small := rules[files.KindJobDescription]
	small.MaxBytes = 200
	rules[files.KindJobDescription] = small
	signer := files.NewSigner([]byte("secret-secret-secret-secret-32by"), time.Hour)
	svc := files.NewService(bucket, filespg.New(pool, inserter), rules, signer, log)
	staff := func(r *http.Request) error {
		if r.Header.Get(staffHeader) == "" {
			return apperr.ErrUnauthenticated
		}
		return nil
	}
	h := fileshttp.New(svc, staff, func(*http.Request) error { return nil }, log)
	if clientUploads {
		h.WithClientUploads(func(r *http.Request) ([]byte, error) {
			if r.Header.Get("X-Test-Client") == "" {
				return nil, apperr.ErrUnauthenticated
			}
			return []byte(r.Header.Get("X-Test-Client")), nil
		})
	}
	mux := http.NewServeMux()
	h.Mount(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return site{url: srv.URL, pool: pool, signer: signer}
}

func do(t *testing.T, method, url, body string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func TestUploadAnswersByKindAndUploader(t *testing.T) {
	s := serve(t, false)
	tests := []struct {
		name    string
		kind    string
		body    string
		headers []string
		want    int
	}{
		{"staff upload a file of a staff kind", "job_description", pdf, []string{staffHeader, "1"}, http.StatusCreated},
		{"a visitor cannot upload a staff kind", "job_description", pdf, nil, http.StatusUnauthorized},
		{"a visitor uploads a résumé", "resume", pdf, nil, http.StatusCreated},
		{"an unknown kind is not found", "secrets", pdf, []string{staffHeader, "1"}, http.StatusNotFound},
		{"a client kind is not found without client uploads", "portal_attachment", pdf, []string{staffHeader, "1"}, http.StatusNotFound},
		{"a file of the wrong type is refused", "job_description", "plain text, not a PDF", []string{staffHeader, "1"}, http.StatusBadRequest},
		{"a file over the kind's cap is refused", "job_description", pdf + strings.Repeat("x", 200), []string{staffHeader, "1"}, http.StatusRequestEntityTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := do(t, "POST", s.url+"/uploads/"+tt.kind+"?name=plans.pdf", tt.body, tt.headers...)
			if res.StatusCode != tt.want {
				t.Errorf("got %d %s, want %d", res.StatusCode, body, tt.want)
			}
		})
	}
	t.Run("a created upload answers its id, name, size and type", func(t *testing.T) {
		_, body := do(t, "POST", s.url+"/uploads/resume?name=cv.pdf", pdf)
		var got fileshttp.Upload
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatal(err)
		}
		if _, err := uuid.Parse(got.ID); err != nil || got.FileName != "cv.pdf" || got.Size != int64(len(pdf)) || got.ContentType != "application/pdf" {
			t.Errorf("got %+v, want an id, cv.pdf, %d bytes, application/pdf", got, len(pdf))
		}
	})
}

func TestClientUploadsRecordTheirUploader(t *testing.T) {
	s := serve(t, true)
	if res, _ := do(t, "POST", s.url+"/uploads/portal_attachment?name=a.pdf", pdf); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("without a person: got %d, want 401", res.StatusCode)
	}
	res, body := do(t, "POST", s.url+"/uploads/portal_attachment?name=a.pdf", pdf, "X-Test-Client", "client-7")
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("got %d %s, want 201", res.StatusCode, body)
	}
	var up fileshttp.Upload
	_ = json.Unmarshal([]byte(body), &up)
	var owner []byte
	if err := s.pool.QueryRow(context.Background(), `SELECT owner_hash FROM files WHERE id = $1`, up.ID).Scan(&owner); err != nil {
		t.Fatal(err)
	}
	if string(owner) != "client-7" {
		t.Errorf("got owner %q, want client-7", owner)
	}
}

// stored uploads a file, claims it as a record would when claim is set, and answers its
// path under /files.
func stored(t *testing.T, s site, kind, name, body string, claim bool) string {
	t.Helper()
	res, out := do(t, "POST", s.url+"/uploads/"+kind+"?name="+name, body, staffHeader, "1")
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload: got %d %s", res.StatusCode, out)
	}
	var up fileshttp.Upload
	_ = json.Unmarshal([]byte(out), &up)
	var key string
	if err := s.pool.QueryRow(context.Background(), `UPDATE files SET claimed = $2 WHERE id = $1 RETURNING object_key`, up.ID, claim).Scan(&key); err != nil {
		t.Fatal(err)
	}
	return "/files/" + key
}

func TestServeGuardsPrivateFiles(t *testing.T) {
	s := serve(t, false)
	public := stored(t, s, "job_description", "spec.pdf", pdf, true)
	private := stored(t, s, "resume", "cv.pdf", pdf, true)
	unclaimed := stored(t, s, "job_description", "spec.pdf", pdf, false)
	expired := files.NewSigner([]byte("secret-secret-secret-secret-32by"), -time.Minute).Sign(private, time.Now())
	tests := []struct {
		name       string
		path       string
		headers    []string
		wantStatus int
		wantCache  string
		wantInline bool
	}{
		{"a public file is served to anyone and cached for good", public, nil, 200, "public, max-age=31536000, immutable", true},
		{"a private file without a link is forbidden", private, nil, 403, "", false},
		{"a private file through a signed link is served, never cached", s.signer.Sign(private, time.Now()), nil, 200, "private, no-store", true},
		{"a private file through an expired link is forbidden", expired, nil, 403, "", false},
		{"a private file is served to staff", private, []string{staffHeader, "1"}, 200, "private, no-store", true},
		{"an unclaimed upload is not served", unclaimed, []string{staffHeader, "1"}, 404, "", false},
		{"an unknown file is not found", "/files/resume/" + uuid.NewString() + ".pdf", nil, 404, "", false},
		{"a malformed key is not found", "/files/../../etc/passwd", nil, 404, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, _ := do(t, "GET", s.url+tt.path, "", tt.headers...)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("got %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if tt.wantStatus != 200 {
				return
			}
			if got := res.Header.Get("Cache-Control"); got != tt.wantCache {
				t.Errorf("got Cache-Control %q, want %q", got, tt.wantCache)
			}
			if got := res.Header.Get("Content-Disposition"); strings.HasPrefix(got, "inline") != tt.wantInline {
				t.Errorf("got Content-Disposition %q, want inline %v", got, tt.wantInline)
			}
			if got := res.Header.Get("Content-Security-Policy"); got != "default-src 'none'; sandbox" {
				t.Errorf("got CSP %q, want the sandbox", got)
			}
		})
	}
}
