package careers_test

import (
	"bytes"
	"context"
	"mime"
	"net/http"
	"os"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

const docType = "application/msword"

// TestWordResumes: applicants may send a Word résumé (DOCX or DOC), recognised by its
// content; staff download it, with its type, through its signed link.
func TestWordResumes(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	job, err := adminv1connect.NewJobServiceClient(s.H1, s.URL).CreateJob(ctx,
		sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Checker", Location: "Remote", Qualification: "Any", Active: true}}, token))
	if err != nil {
		t.Fatal(err)
	}
	public := sitev1connect.NewApplicationServiceClient(s.H1, s.URL)
	staff := adminv1connect.NewApplicationServiceClient(s.H1, s.URL)
	realDOC, err := os.ReadFile("../files/testdata/resume.doc") // written by LibreOffice
	if err != nil {
		t.Fatal(err)
	}

	accepted := []struct {
		name, fileName string
		content        []byte
		wantType       string
	}{
		{"a visitor applies with a DOCX résumé that staff download as a Word file", "Jane Doe résumé.docx", sitetest.DOCXBytes(t), sitetest.DOCXType},
		{"a visitor applies with a DOC résumé that staff download as a Word file", "jane.doc", realDOC, docType},
		{"a DOCX named .pdf is still stored and served as a DOCX", "jane.pdf", sitetest.DOCXBytes(t), sitetest.DOCXType},
	}
	for _, tt := range accepted {
		t.Run(tt.name, func(t *testing.T) {
			upload := s.Upload(t, "resume", tt.fileName, tt.content, "")
			res, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{
				JobId: job.Msg.GetJob().GetId(), Name: "Jane Doe", Email: "jane@example.com", Phone: "+1 555 010 0199", ResumeUploadId: upload,
			}))
			if err != nil {
				t.Fatalf("Apply: %v", err)
			}
			got, err := staff.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: res.Msg.GetApplicationId()}, token))
			if err != nil {
				t.Fatal(err)
			}
			resume := got.Msg.GetApplication().GetResume()
			if got, want := resume.GetContentType(), tt.wantType; got != want {
				t.Errorf("résumé content type = %q, want %q", got, want)
			}
			r, body := s.Get(t, resume.GetPath(), "")
			if r.StatusCode != http.StatusOK || !bytes.Equal(body, tt.content) {
				t.Fatalf("signed résumé link = %d with %d bytes, want 200 with the %d uploaded", r.StatusCode, len(body), len(tt.content))
			}
			disposition, params, err := mime.ParseMediaType(r.Header.Get("Content-Disposition"))
			if err != nil || disposition != "attachment" || params["filename"] != tt.fileName {
				t.Errorf("Content-Disposition = %q, want an attachment named %q", r.Header.Get("Content-Disposition"), tt.fileName)
			}
			want := map[string]string{
				"Content-Type": tt.wantType, "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store",
				"Content-Security-Policy": "default-src 'none'; sandbox",
			}
			for k, v := range want {
				if got := r.Header.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			plain, _, _ := strings.Cut(resume.GetPath(), "?")
			if r, _ := s.Get(t, plain, ""); r.StatusCode != http.StatusForbidden {
				t.Errorf("unsigned résumé link without a session = %d, want 403", r.StatusCode)
			}
		})
	}

	// Spooled uploads wait in the temporary folder: none may be left there.
	spool := t.TempDir()
	t.Setenv("TMPDIR", spool)
	exe := append([]byte("MZ\x90\x00\x03\x00\x00\x00"), bytes.Repeat([]byte{0}, 600)...)
	refused := []struct {
		name, fileName string
		content        []byte
		wantStatus     int
		wantText       string
	}{
		{"an executable renamed to .docx is refused", "cv.docx", exe, 400, sitetest.ResumeRefusal},
		{"an executable carrying a Word package is refused", "cv.docx", append(exe, sitetest.DOCXBytes(t)...), 400, sitetest.ResumeRefusal},
		{"a plain ZIP archive renamed to .docx is refused", "cv.docx", sitetest.ZipBytes(t, map[string]string{"cv.txt": "Jane Doe"}), 400, sitetest.ResumeRefusal},
		{"a spreadsheet (.xlsx) renamed to .docx is refused", "cv.docx", sitetest.XLSXBytes(t), 400, sitetest.ResumeRefusal},
		{"a Word document cut short is refused", "cv.doc", realDOC[:1024], 400, sitetest.ResumeRefusal},
		{"an HTML page renamed to .doc is refused", "cv.doc", []byte("<!doctype html><script>alert(1)</script>"), 400, sitetest.ResumeRefusal},
		{"a DOCX over the 10 MB cap is refused", "cv.docx", append(sitetest.DOCXBytes(t), make([]byte, 10<<20)...), 413, "larger than the 10 MB limit"},
	}
	for _, tt := range refused {
		t.Run(tt.name+" and nothing is stored", func(t *testing.T) {
			rows, objects := s.CountRows(t, "files"), s.ObjectCount(t)
			res, body := s.TryUpload(t, "resume", tt.fileName, tt.content, "")
			if res.StatusCode != tt.wantStatus || !strings.Contains(string(body), tt.wantText) {
				t.Fatalf("upload = %d %s, want %d containing %q", res.StatusCode, body, tt.wantStatus, tt.wantText)
			}
			if got, want := s.CountRows(t, "files"), rows; got != want {
				t.Errorf("file rows = %d, want %d: a refused upload left a row", got, want)
			}
			if got, want := s.ObjectCount(t), objects; got != want {
				t.Errorf("bucket objects = %d, want %d: a refused upload left an object", got, want)
			}
			if left, _ := os.ReadDir(spool); len(left) != 0 {
				t.Errorf("temporary folder holds %d files, want none", len(left))
			}
		})
	}

	t.Run("a DOCX over the cap streamed without a length is refused and nothing is stored", func(t *testing.T) {
		rows, objects := s.CountRows(t, "files"), s.ObjectCount(t)
		big := append(sitetest.DOCXBytes(t), make([]byte, 10<<20)...)
		req, _ := http.NewRequest(http.MethodPost, s.URL+"/uploads/resume?name=cv.docx", struct{ *bytes.Reader }{bytes.NewReader(big)})
		req.ContentLength = -1
		if res, body := s.Do(t, req); res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("chunked upload = %d %s, want 413", res.StatusCode, body)
		}
		if s.CountRows(t, "files") != rows || s.ObjectCount(t) != objects {
			t.Errorf("a refused upload left a row or an object")
		}
		if left, _ := os.ReadDir(spool); len(left) != 0 {
			t.Errorf("temporary folder holds %d files, want none", len(left))
		}
	})
}
