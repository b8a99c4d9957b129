package server_test

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/s3test"
)

// The bucket is a real S3-compatible server that the test stops and starts.
func TestAnUnavailableBucketFailsUploadsCleanly(t *testing.T) {
	s3 := s3test.Start(t)
	// Process-wide, as GUSSET_TEST_BLOB=s3 sets them (t.Setenv would unset them after).
	for k, v := range s3test.Env() {
		os.Setenv(k, v)
	}
	s := startSiteWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), BlobURL: s3.Bucket(t, "fault")})
	token := s.staffToken(t)
	s.upload(t, "portfolio", "before.pdf", pdfBytes(), token)

	s3.Stop()
	t.Run("an upload while the bucket is down answers 503 with a clear message, and stores nothing", func(t *testing.T) {
		before := countRows(t, s, "files")
		res, body := s.tryUpload(t, "portfolio", "during.pdf", pdfBytes(), token)
		if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "File storage is unavailable right now") {
			t.Errorf("upload = %d %s, want 503 saying file storage is unavailable", res.StatusCode, body)
		}
		if after := countRows(t, s, "files"); after != before {
			t.Errorf("file rows %d → %d, want none added", before, after)
		}
	})
	t.Run("the readiness check names the bucket", func(t *testing.T) {
		res, raw := s.get(t, "/readyz", "")
		var body struct {
			Checks map[string]string `json:"checks"`
		}
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatalf("readyz body %q: %v", raw, err)
		}
		if res.StatusCode != http.StatusServiceUnavailable || body.Checks["bucket"] != "failing" || body.Checks["database"] != "ok" {
			t.Errorf("GET /readyz = %d %v, want 503 with the bucket failing and the database ok", res.StatusCode, body.Checks)
		}
	})

	s3.Restart(t)
	t.Run("once the bucket is back, uploads work and every row has its object", func(t *testing.T) {
		s.upload(t, "portfolio", "after.pdf", pdfBytes(), token)
		if rows, objects := countRows(t, s, "files"), s.objectCount(t); rows != objects || rows != 2 {
			t.Errorf("%d file rows and %d objects, want 2 and 2 (the upload during the outage left nothing)", rows, objects)
		}
	})
}
