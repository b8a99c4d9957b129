package estimatehttp_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// submitted is a request the visitor sent with files of the given contents (named
// plan-0.pdf, plan-1.pdf, ...), as staff read it.
func submitted(t *testing.T, s *sitetest.Site, token string, contents ...string) *adminv1.Estimate {
	t.Helper()
	c := sitetest.NewTusClient(s.URL)
	var ids []string
	for i, body := range contents {
		ids = append(ids, c.Upload(t, "plan-"+strconv.Itoa(i)+".pdf", []byte(body)))
	}
	sent, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(c.Owner, ids...))
	if err != nil {
		t.Fatal(err)
	}
	staff := adminv1connect.NewEstimateRequestServiceClient(s.H1, s.URL)
	got, err := staff.GetEstimate(context.Background(), sitetest.WithToken(&adminv1.GetEstimateRequest{Id: sent.GetId()}, token))
	if err != nil {
		t.Fatal(err)
	}
	return got.Msg.GetEstimate()
}

func TestAFileOfARequestIsServedAsAPrivateAttachment(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	e := submitted(t, s, token, "plan set", "second plan set")
	other := submitted(t, s, token, "another visitor's plans")
	a := e.GetFiles()[0]
	filePath := "/estimates/" + e.GetId() + "/files/"

	t.Run("the signed link answers the file whole, as a private attachment nothing runs", func(t *testing.T) {
		res, body := s.Get(t, a.GetDownloadPath(), "")
		want := map[string]string{
			"Content-Type": "application/octet-stream", "Content-Disposition": "attachment; filename=plan-0.pdf",
			"Content-Length": "8", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff",
			"Content-Security-Policy": "default-src 'none'; sandbox",
		}
		if res.StatusCode != http.StatusOK || string(body) != "plan set" {
			t.Fatalf("got %d %q, want 200 and the file", res.StatusCode, body)
		}
		for h, v := range want {
			if got := res.Header.Get(h); got != v {
				t.Errorf("%s: got %q, want %q", h, got, v)
			}
		}
	})
	t.Run("a link signed for one file opens no other", func(t *testing.T) {
		sig := a.GetDownloadPath()[strings.Index(a.GetDownloadPath(), "?"):]
		res, _ := s.Get(t, filePath+e.GetFiles()[1].GetId()+sig, "")
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("got %d, want 401", res.StatusCode)
		}
	})
	for _, tc := range []struct{ name, path string }{
		{"another request's file under this request is not found", filePath + other.GetFiles()[0].GetId()},
		{"an unknown file is not found", filePath + uuid.NewString()},
		{"a malformed file id is not found", filePath + "plan.pdf"},
		{"a file of an unknown request is not found", "/estimates/" + uuid.NewString() + "/files/" + a.GetId()},
		{"the ZIP of an unknown request is not found", "/estimates/" + uuid.NewString() + "/files.zip"},
	} {
		t.Run(tc.name+", for staff too", func(t *testing.T) {
			res, body := s.Get(t, tc.path, token)
			if res.StatusCode != http.StatusNotFound {
				t.Errorf("got %d %s, want 404", res.StatusCode, body)
			}
		})
	}
	t.Run("once the request is in the trash, its files answer 404 even on a signed link", func(t *testing.T) {
		staff := adminv1connect.NewEstimateRequestServiceClient(s.H1, s.URL)
		if _, err := staff.DeleteEstimate(context.Background(), sitetest.WithToken(&adminv1.DeleteEstimateRequest{Id: other.GetId()}, token)); err != nil {
			t.Fatal(err)
		}
		if res, _ := s.Get(t, other.GetFiles()[0].GetDownloadPath(), ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("got %d, want 404", res.StatusCode)
		}
	})
}

func TestTheZIPOfARequest(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	e := submitted(t, s, token, "plan set", "second plan set")
	zipPath := "/estimates/" + e.GetId() + "/files.zip"

	t.Run("a staff bearer token downloads every file in one archive named by the reference", func(t *testing.T) {
		res, body := s.Get(t, zipPath, token)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/zip" ||
			res.Header.Get("Content-Disposition") != "attachment; filename="+e.GetReference()+".zip" || res.Header.Get("Cache-Control") != "private, no-store" {
			t.Fatalf("got %d %v, want 200, a private ZIP attachment named %s.zip", res.StatusCode, res.Header, e.GetReference())
		}
		names := sitetest.ZipNames(t, body)
		if len(names) != 2 || names["plan-0.pdf"] != "plan set" || names["plan-1.pdf"] != "second plan set" {
			t.Errorf("got entries %v, want the two files", names)
		}
	})
	t.Run("the signed zip_path downloads it without a token", func(t *testing.T) {
		if res, _ := s.Get(t, e.GetZipPath(), ""); res.StatusCode != http.StatusOK {
			t.Errorf("got %d, want 200", res.StatusCode)
		}
	})
	for _, tc := range []struct{ name, path string }{
		{"without a token or a signature, nothing", zipPath},
		{"with a forged signature, nothing", zipPath + "?exp=9999999999&sig=forged"},
		{"with a file's signature, not the archive", zipPath + e.GetFiles()[0].GetDownloadPath()[strings.Index(e.GetFiles()[0].GetDownloadPath(), "?"):]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if res, body := s.Get(t, tc.path, ""); res.StatusCode != http.StatusUnauthorized {
				t.Errorf("got %d %s, want 401", res.StatusCode, body)
			}
		})
	}
	t.Run("a request without files has no zip_path", func(t *testing.T) {
		if empty := submitted(t, s, token); empty.GetZipPath() != "" || empty.GetFileCount() != 0 {
			t.Errorf("got zip_path %q and %d files, want none", empty.GetZipPath(), empty.GetFileCount())
		}
	})
}
