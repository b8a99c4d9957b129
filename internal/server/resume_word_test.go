package server_test

import (
	"archive/zip"
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
)

const (
	docxType      = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	docType       = "application/msword"
	resumeRefusal = "Please upload a PDF or Word file (DOC or DOCX)"
)

// TestWordResumes: applicants may send a Word résumé (DOCX or DOC), recognised by its
// content; staff download it, with its type, through its signed link.
func TestWordResumes(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.staffToken(t)
	job, err := adminv1connect.NewJobServiceClient(s.h1, s.url).CreateJob(ctx,
		withToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Checker", Location: "Remote", Qualification: "Any", Active: true}}, token))
	if err != nil {
		t.Fatal(err)
	}
	public := sitev1connect.NewApplicationServiceClient(s.h1, s.url)
	staff := adminv1connect.NewApplicationServiceClient(s.h1, s.url)
	realDOC, err := os.ReadFile("../files/testdata/resume.doc") // written by LibreOffice
	if err != nil {
		t.Fatal(err)
	}

	accepted := []struct {
		name, fileName string
		content        []byte
		wantType       string
	}{
		{"a visitor applies with a DOCX résumé that staff download as a Word file", "Jane Doe résumé.docx", docxBytes(t), docxType},
		{"a visitor applies with a DOC résumé that staff download as a Word file", "jane.doc", realDOC, docType},
		{"a DOCX named .pdf is still stored and served as a DOCX", "jane.pdf", docxBytes(t), docxType},
	}
	for _, tt := range accepted {
		t.Run(tt.name, func(t *testing.T) {
			upload := s.upload(t, "resume", tt.fileName, tt.content, "")
			res, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{
				JobId: job.Msg.GetJob().GetId(), Name: "Jane Doe", Email: "jane@example.com", Phone: "+1 555 010 0199", ResumeUploadId: upload,
			}))
			if err != nil {
				t.Fatalf("Apply: %v", err)
			}
			got, err := staff.GetApplication(ctx, withToken(&adminv1.GetApplicationRequest{Id: res.Msg.GetApplicationId()}, token))
			if err != nil {
				t.Fatal(err)
			}
			resume := got.Msg.GetApplication().GetResume()
			if got, want := resume.GetContentType(), tt.wantType; got != want {
				t.Errorf("résumé content type = %q, want %q", got, want)
			}
			r, body := s.get(t, resume.GetPath(), "")
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
			if r, _ := s.get(t, plain, ""); r.StatusCode != http.StatusForbidden {
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
		{"an executable renamed to .docx is refused", "cv.docx", exe, 400, resumeRefusal},
		{"an executable carrying a Word package is refused", "cv.docx", append(exe, docxBytes(t)...), 400, resumeRefusal},
		{"a plain ZIP archive renamed to .docx is refused", "cv.docx", zipBytes(t, map[string]string{"cv.txt": "Jane Doe"}), 400, resumeRefusal},
		{"a spreadsheet (.xlsx) renamed to .docx is refused", "cv.docx", xlsxBytes(t), 400, resumeRefusal},
		{"a Word document cut short is refused", "cv.doc", realDOC[:1024], 400, resumeRefusal},
		{"an HTML page renamed to .doc is refused", "cv.doc", []byte("<!doctype html><script>alert(1)</script>"), 400, resumeRefusal},
		{"a DOCX over the 10 MB cap is refused", "cv.docx", append(docxBytes(t), make([]byte, 10<<20)...), 413, "larger than the 10 MB limit"},
	}
	for _, tt := range refused {
		t.Run(tt.name+" and nothing is stored", func(t *testing.T) {
			rows, objects := countRows(t, s, "files"), s.objectCount(t)
			res, body := s.tryUpload(t, "resume", tt.fileName, tt.content, "")
			if res.StatusCode != tt.wantStatus || !strings.Contains(string(body), tt.wantText) {
				t.Fatalf("upload = %d %s, want %d containing %q", res.StatusCode, body, tt.wantStatus, tt.wantText)
			}
			if got, want := countRows(t, s, "files"), rows; got != want {
				t.Errorf("file rows = %d, want %d: a refused upload left a row", got, want)
			}
			if got, want := s.objectCount(t), objects; got != want {
				t.Errorf("bucket objects = %d, want %d: a refused upload left an object", got, want)
			}
			if left, _ := os.ReadDir(spool); len(left) != 0 {
				t.Errorf("temporary folder holds %d files, want none", len(left))
			}
		})
	}

	t.Run("a DOCX over the cap streamed without a length is refused and nothing is stored", func(t *testing.T) {
		rows, objects := countRows(t, s, "files"), s.objectCount(t)
		big := append(docxBytes(t), make([]byte, 10<<20)...)
		req, _ := http.NewRequest(http.MethodPost, s.url+"/uploads/resume?name=cv.docx", struct{ *bytes.Reader }{bytes.NewReader(big)})
		req.ContentLength = -1
		if res, body := s.do(t, req); res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("chunked upload = %d %s, want 413", res.StatusCode, body)
		}
		if countRows(t, s, "files") != rows || s.objectCount(t) != objects {
			t.Errorf("a refused upload left a row or an object")
		}
		if left, _ := os.ReadDir(spool); len(left) != 0 {
			t.Errorf("temporary folder holds %d files, want none", len(left))
		}
	})
}

const wordDocumentXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe, steel detailer</w:t></w:r></w:p></w:body></w:document>`

// docxBytes is a minimal Word document (Word and LibreOffice open it).
func docxBytes(t *testing.T) []byte {
	return officePackage(t, "word/document.xml", docxType+".main+xml", wordDocumentXML)
}

// xlsxBytes is a minimal Excel workbook.
func xlsxBytes(t *testing.T) []byte {
	return officePackage(t, "xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
		`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>`)
}

// officePackage is an Office Open XML package whose main part is part, of contentType.
func officePackage(t *testing.T, part, contentType, body string) []byte {
	t.Helper()
	return zipBytes(t, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/` + part + `" ContentType="` + contentType + `"/></Types>`,
		"_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="` + part + `"/></Relationships>`,
		part: body,
	})
}

func zipBytes(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
