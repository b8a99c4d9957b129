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
	"github.com/gusset/gusset/internal/sitetest"
)

// The bucket is a real S3-compatible server that the test stops and starts.
func TestAnUnavailableBucketFailsUploadsCleanly(t *testing.T) {
	s3 := s3test.Start(t)
	// Process-wide, as GUSSET_TEST_BLOB=s3 sets them (t.Setenv would unset them after).
	for k, v := range s3test.Env() {
		os.Setenv(k, v)
	}
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), BlobURL: s3.Bucket(t, "fault")})
	token := s.StaffToken(t)
	s.Upload(t, "portfolio", "before.pdf", sitetest.PDFBytes(), token)

	s3.Stop()
	t.Run("an upload while the bucket is down answers 503 with a clear message, and stores nothing", func(t *testing.T) {
		before := s.CountRows(t, "files")
		res, body := s.TryUpload(t, "portfolio", "during.pdf", sitetest.PDFBytes(), token)
		if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "File storage is unavailable right now") {
			t.Errorf("upload = %d %s, want 503 saying file storage is unavailable", res.StatusCode, body)
		}
		if after := s.CountRows(t, "files"); after != before {
			t.Errorf("file rows %d → %d, want none added", before, after)
		}
	})
	t.Run("the readiness check names the bucket", func(t *testing.T) {
		res, raw := s.Get(t, "/readyz", "")
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
		s.Upload(t, "portfolio", "after.pdf", sitetest.PDFBytes(), token)
		if rows, objects := s.CountRows(t, "files"), s.ObjectCount(t); rows != objects || rows != 2 {
			t.Errorf("%d file rows and %d objects, want 2 and 2 (the upload during the outage left nothing)", rows, objects)
		}
	})
}
