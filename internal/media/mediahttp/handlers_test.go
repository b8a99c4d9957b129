package mediahttp_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediahttp"
	"github.com/gusset/gusset/internal/media/mediapg"
	"github.com/gusset/gusset/internal/pgtest"
)

const webp = "RIFF\x1a\x00\x00\x00WEBPVP8 fake image bytes"

// fixture serves /media over a real database and folder bucket holding the variants of
// a claimed image, an unclaimed one and a claimed one whose object is missing.
func fixture(t *testing.T) (url string, claimed, unclaimed, lost string) {
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
	q := sqlc.New(pool)
	variant := func(isClaimed, stored bool) string {
		id := uuid.New()
		if _, err := q.FileCreate(ctx, sqlc.FileCreateParams{ID: id, Kind: "gallery", ObjectKey: "gallery/" + id.String() + ".png",
			OriginalName: "a.png", Size: 1, ContentType: "image/png", Width: 8, Height: 8}); err != nil {
			t.Fatal(err)
		}
		if isClaimed {
			if _, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: id, Kind: "gallery"}); err != nil {
				t.Fatal(err)
			}
		}
		key := "variants/" + id.String() + "-4.webp"
		if err := q.ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{FileID: id, Width: 4, Height: 4, Size: int64(len(webp)), ContentType: "image/webp", ObjectKey: key}); err != nil {
			t.Fatal(err)
		}
		if stored {
			if err := bucket.WriteAll(ctx, key, []byte(webp), nil); err != nil {
				t.Fatal(err)
			}
		}
		return key
	}
	claimed, unclaimed, lost = variant(true, true), variant(false, true), variant(true, false)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mux := http.NewServeMux()
	mediahttp.New(media.NewService(bucket, mediapg.New(pool), nil, 0, log), log).Mount(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL, claimed, unclaimed, lost
}

func TestServeAnswersVariants(t *testing.T) {
	url, claimed, unclaimed, lost := fixture(t)
	tests := []struct {
		name       string
		method     string
		key        string
		headers    []string
		wantStatus int
		wantBody   string
	}{
		{"a claimed image's variant is served", "GET", claimed, nil, 200, webp},
		{"a HEAD answers without the body", "HEAD", claimed, nil, 200, ""},
		{"a range is served partially", "GET", claimed, []string{"Range", "bytes=0-3"}, 206, "RIFF"},
		{"a known version is not sent again", "GET", claimed, []string{"If-None-Match", `"` + claimed + `"`}, 304, ""},
		{"an unclaimed upload's variant is not found", "GET", unclaimed, nil, 404, "404 page not found\n"},
		{"an unknown key is not found", "GET", "variants/nothing.webp", nil, 404, "404 page not found\n"},
		{"a variant whose object is missing is unavailable, not found", "GET", lost, nil, 503, "the image cannot be read right now\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, url+mediahttp.Path(media.Variant{Key: tt.key}), nil)
			for i := 0; i+1 < len(tt.headers); i += 2 {
				req.Header.Set(tt.headers[i], tt.headers[i+1])
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tt.wantStatus || string(body) != tt.wantBody {
				t.Errorf("got %d %q, want %d %q", res.StatusCode, body, tt.wantStatus, tt.wantBody)
			}
			if got := res.Header.Get("Content-Security-Policy"); got != "default-src 'none'; sandbox" {
				t.Errorf("got CSP %q, want the sandbox", got)
			}
		})
	}
	t.Run("a served variant is cached for good as its own type", func(t *testing.T) {
		res, err := http.Get(url + "/media/" + claimed)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		for name, want := range map[string]string{
			"Cache-Control":          "public, max-age=31536000, immutable",
			"Content-Type":           "image/webp",
			"ETag":                   `"` + claimed + `"`,
			"X-Content-Type-Options": "nosniff",
		} {
			if got := res.Header.Get(name); got != want {
				t.Errorf("got %s %q, want %q", name, got, want)
			}
		}
	})
}
