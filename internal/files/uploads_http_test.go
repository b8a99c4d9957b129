package files_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestUploadsAreCheckedByContent(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	elf := append([]byte("\x7fELF\x02\x01\x01"), bytes.Repeat([]byte{0}, 600)...)
	html := []byte("<!doctype html><html><body><script>alert(1)</script></body></html>")
	tests := []struct {
		name       string
		kind       string
		fileName   string
		body       []byte
		token      string
		wantStatus int
		wantText   string
	}{
		{"an executable renamed to .pdf is refused", "portfolio", "brochure.pdf", elf, token, 400, "Please upload a PDF file"},
		{"an HTML file named as an image is refused", "gallery", "photo.png", html, token, 400, "Please upload an image"},
		{"a PNG header on a broken image is refused", "blog_image", "x.png", append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{1}, 100)...), token, 400, "could not be read"},
		{"an empty file is refused", "portfolio", "empty.pdf", nil, token, 400, "The file is empty"},
		{"a path-traversal file name is refused", "portfolio", "../../etc/passwd.pdf", sitetest.PDFBytes(), token, 400, "The file name is not allowed"},
		{"a Windows path file name is refused", "portfolio", `..\boot.pdf`, sitetest.PDFBytes(), token, 400, "The file name is not allowed"},
		{"a file name with a right-to-left override is refused", "portfolio", "brochure\u202Efdp.exe", sitetest.PDFBytes(), token, 400, "text-direction control"},
		{"a file name with a directional isolate is refused", "resume", "cv\u2067.pdf", sitetest.PDFBytes(), "", 400, "text-direction control"},
		{"an unknown kind is a 404", "passwords", "a.pdf", sitetest.PDFBytes(), token, 404, "unknown upload kind"},
		{"a staff kind without a session is refused", "portfolio", "a.pdf", sitetest.PDFBytes(), "", 401, "sign-in required"},
		{"a staff kind with a made-up token is refused", "portfolio", "a.pdf", sitetest.PDFBytes(), "made-up", 401, "sign-in required"},
		{"a résumé needs no session (applicants are visitors)", "resume", "cv.pdf", sitetest.PDFBytes(), "", 201, `"contentType":"application/pdf"`},
		{"a résumé may be a Word document", "resume", "cv.docx", sitetest.DOCXBytes(t), "", 201, `"contentType":"` + sitetest.DOCXType + `"`},
		{"an executable renamed to .docx is refused for a résumé", "resume", "cv.docx", elf, "", 400, sitetest.ResumeRefusal},
		{"a Word document is refused where only PDF is taken", "portfolio", "brochure.docx", sitetest.DOCXBytes(t), token, 400, "Please upload a PDF file"},
		{"a real PNG is accepted with its size", "gallery", "beam.png", sitetest.PNGBytes(t, 40, 30), token, 201, `"width":40,"height":30`},
		{"an MP4 video is accepted for the gallery", "gallery", "walkthrough.mp4", sitetest.MP4Bytes(), token, 201, `"contentType":"video/mp4"`},
		{"a video is refused for a blog image", "blog_image", "clip.mp4", sitetest.MP4Bytes(), token, 400, "Please upload an image"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := s.CountRows(t, "files")
			res, body := s.TryUpload(t, tt.kind, tt.fileName, tt.body, tt.token)
			if res.StatusCode != tt.wantStatus || !strings.Contains(string(body), tt.wantText) {
				t.Fatalf("upload = %d %s, want %d containing %q", res.StatusCode, body, tt.wantStatus, tt.wantText)
			}
			after := s.CountRows(t, "files")
			if tt.wantStatus != 201 && after != before {
				t.Errorf("a refused upload left %d file rows, want none", after-before)
			}
			if tt.wantStatus != 201 && s.ObjectCount(t) != after {
				t.Errorf("bucket holds %d objects for %d file rows: a refused upload left an object", s.ObjectCount(t), after)
			}
		})
	}
}

func TestUploadOverTheCapIsRefusedAndNothingIsStored(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	big := append(sitetest.PDFBytes(), bytes.Repeat([]byte("x"), 10<<20)...) // résumé cap is 10 MB
	t.Run("with a Content-Length over the cap", func(t *testing.T) {
		res, body := s.TryUpload(t, "resume", "cv.pdf", big, token)
		if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(body), "larger than the 10 MB limit") {
			t.Errorf("upload = %d %s, want 413 naming the limit", res.StatusCode, body)
		}
	})
	t.Run("streamed without a length", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodPost, s.URL+"/uploads/resume?name=cv.pdf", struct{ *bytes.Reader }{bytes.NewReader(big)})
		req.ContentLength = -1
		res, body := s.Do(t, req)
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("chunked upload = %d %s, want 413", res.StatusCode, body)
		}
	})
	if n := s.CountRows(t, "files"); n != 0 || s.ObjectCount(t) != 0 {
		t.Errorf("after refused uploads: %d rows, %d objects; want none", n, s.ObjectCount(t))
	}
}

func TestStoredFilesAreServedWithCachingAndRanges(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	ctx := context.Background()
	staff := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	content := append(sitetest.PDFBytes(), []byte(strings.Repeat("0123456789", 100))...)
	id := s.Upload(t, "job_description", "spec sheet.pdf", content, token)

	t.Run("an unclaimed upload is not served", func(t *testing.T) {
		key := s.ObjectKeys(t)[0]
		if res, _ := s.Get(t, "/files/"+key, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET unclaimed = %d, want 404", res.StatusCode)
		}
	})

	res, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "a", Location: "b", Qualification: "c", JobDescriptionUploadId: id}}, token))
	if err != nil {
		t.Fatal(err)
	}
	path := res.Msg.GetJob().GetJobDescription().GetPath()

	t.Run("a claimed file has its type, an ETag and a long cache", func(t *testing.T) {
		r, body := s.Get(t, path, "")
		h := r.Header
		if r.StatusCode != 200 || !bytes.Equal(body, content) {
			t.Fatalf("GET = %d with %d bytes, want 200 with the %d uploaded", r.StatusCode, len(body), len(content))
		}
		checks := map[string]string{
			"Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff",
			"Cache-Control": "public, max-age=31536000, immutable", "Accept-Ranges": "bytes",
		}
		for k, v := range checks {
			if h.Get(k) != v {
				t.Errorf("%s = %q, want %q", k, h.Get(k), v)
			}
		}
		if h.Get("ETag") == "" || !strings.Contains(h.Get("Content-Disposition"), "spec sheet.pdf") {
			t.Errorf("ETag %q, Content-Disposition %q; want an ETag and the original name", h.Get("ETag"), h.Get("Content-Disposition"))
		}
		req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
		req.Header.Set("If-None-Match", h.Get("ETag"))
		if r, _ := s.Do(t, req); r.StatusCode != http.StatusNotModified {
			t.Errorf("conditional GET = %d, want 304", r.StatusCode)
		}
	})
	t.Run("a range request answers the part asked for", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
		req.Header.Set("Range", "bytes=5-14")
		r, body := s.Do(t, req)
		if r.StatusCode != http.StatusPartialContent || !bytes.Equal(body, content[5:15]) {
			t.Errorf("range GET = %d %q, want 206 %q", r.StatusCode, body, content[5:15])
		}
		if want := fmt.Sprintf("bytes 5-14/%d", len(content)); r.Header.Get("Content-Range") != want {
			t.Errorf("Content-Range = %q, want %q", r.Header.Get("Content-Range"), want)
		}
	})
	t.Run("a few ranges answer a multipart of those ranges", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
		req.Header.Set("Range", "bytes=0-1,10-11,20-21")
		r, _ := s.Do(t, req)
		if ct := r.Header.Get("Content-Type"); r.StatusCode != http.StatusPartialContent || !strings.HasPrefix(ct, "multipart/byteranges") {
			t.Errorf("three ranges = %d %q, want 206 multipart/byteranges", r.StatusCode, ct)
		}
	})
	t.Run("thousands of ranges answer the file once, not a multipart of thousands of parts", func(t *testing.T) {
		ranges := make([]string, 50_000)
		for i := range ranges {
			ranges[i] = fmt.Sprintf("%d-%d", i%len(content), i%len(content))
		}
		req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
		req.Header.Set("Range", "bytes="+strings.Join(ranges, ","))
		r, body := s.Do(t, req)
		if r.StatusCode != http.StatusOK || !bytes.Equal(body, content) {
			t.Errorf("50,000 ranges = %d with %d bytes, want 200 with the %d-byte file", r.StatusCode, len(body), len(content))
		}
	})
	t.Run("empty suffix ranges are unsatisfiable", func(t *testing.T) {
		tests := []struct {
			name, rangeHeader string
			wantStatus        int
			wantBody          []byte
		}{
			{"an empty suffix alone answers 416", "bytes=-0", http.StatusRequestedRangeNotSatisfiable, nil},
			{"an empty suffix written long answers 416", "bytes=-000", http.StatusRequestedRangeNotSatisfiable, nil},
			{"an empty suffix beside a real range answers that range", "bytes=-0, 5-14", http.StatusPartialContent, content[5:15]},
			{"a suffix of one byte answers the last byte", "bytes=-1", http.StatusPartialContent, content[len(content)-1:]},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
				req.Header.Set("Range", tt.rangeHeader)
				r, body := s.Do(t, req)
				if r.StatusCode != tt.wantStatus || tt.wantBody != nil && !bytes.Equal(body, tt.wantBody) {
					t.Errorf("Range %q = %d %q, want %d %q", tt.rangeHeader, r.StatusCode, body, tt.wantStatus, tt.wantBody)
				}
				if want := fmt.Sprintf("bytes */%d", len(content)); tt.wantStatus == http.StatusRequestedRangeNotSatisfiable && r.Header.Get("Content-Range") != want {
					t.Errorf("Content-Range = %q, want %q", r.Header.Get("Content-Range"), want)
				}
			})
		}
	})
	t.Run("a stored file can run nothing, even opened directly", func(t *testing.T) {
		r, _ := s.Get(t, path, "")
		if got, want := r.Header.Get("Content-Security-Policy"), "default-src 'none'; sandbox"; got != want {
			t.Errorf("Content-Security-Policy = %q, want %q", got, want)
		}
	})
}

func TestUnclaimedUploadsAreRemovedAfterAWhile(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	s.Upload(t, "resume", "cv.pdf", sitetest.PDFBytes(), "")
	n, err := s.Svcs.Files.RemoveUnclaimed(context.Background(), time.Hour)
	if err != nil || n != 0 {
		t.Fatalf("RemoveUnclaimed(1h) right after the upload = %d, %v; want 0", n, err)
	}
	n, err = s.Svcs.Files.RemoveUnclaimed(context.Background(), -time.Second)
	if err != nil || n != 1 {
		t.Fatalf("RemoveUnclaimed(past) = %d, %v; want 1", n, err)
	}
	if rows, objects := s.CountRows(t, "files"), s.ObjectCount(t); rows != 0 || objects != 0 {
		t.Errorf("after clean-up: %d rows, %d objects; want none", rows, objects)
	}
}
