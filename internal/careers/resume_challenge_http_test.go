package careers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/url"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestResumesNeedTheFormsChallenge repeats a finding of a security review: résumés uploaded without
// a challenge, and applications refused with their résumés left stored.
func TestResumesNeedTheFormsChallenge(t *testing.T) {
	ctx := context.Background()
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"), ChallengeKey: []byte("challenge key")})
	created, err := adminv1connect.NewJobServiceClient(s.H1, s.URL).CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{
		Role: "Detailer", Location: "Pune", Qualification: "Tekla", Active: true,
	}}, s.StaffToken(t)))
	if err != nil {
		t.Fatal(err)
	}
	jobID := created.Msg.GetJob().GetId()
	applications := sitev1connect.NewApplicationServiceClient(s.H1, s.URL)
	uploadResume := func(t *testing.T, challenge string) (*http.Response, []byte) {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, s.URL+"/uploads/resume?name=cv.pdf", bytes.NewReader(sitetest.PDFBytes()))
		if err != nil {
			t.Fatal(err)
		}
		if challenge != "" {
			req.Header.Set(abuse.ChallengeHeader, challenge)
		}
		return s.Do(t, req)
	}
	uploadID := func(t *testing.T, challenge string) string {
		t.Helper()
		res, body := uploadResume(t, challenge)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("upload with a solved challenge = %d %s, want 201", res.StatusCode, body)
		}
		var out struct{ ID string }
		if err := json.Unmarshal(body, &out); err != nil || out.ID == "" {
			t.Fatalf("upload answer %s has no id", body)
		}
		return out.ID
	}
	apply := func(resume, challenge, email string) error {
		_, err := applications.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{
			JobId: jobID, Name: "Asha", Email: email, Phone: "+91 98765 43210", ResumeUploadId: resume, Challenge: challenge,
		}))
		return err
	}
	stored := func(t *testing.T) (objects, rows int) {
		t.Helper()
		return s.ObjectCount(t), s.CountRows(t, "files")
	}

	t.Run("a résumé upload without a challenge is refused and nothing is stored", func(t *testing.T) {
		res, body := uploadResume(t, "")
		if res.StatusCode != http.StatusBadRequest || !bytes.Contains(body, []byte(abuse.MsgChallenge)) {
			t.Errorf("upload without a challenge = %d %s, want 400 asking for the verification", res.StatusCode, body)
		}
		if objects, rows := stored(t); objects != 0 || rows != 0 {
			t.Errorf("stored %d objects and %d file rows, want none", objects, rows)
		}
	})
	t.Run("one solved challenge buys one upload and one application", func(t *testing.T) {
		challenge := s.Solve(t)
		resume := uploadID(t, challenge)
		if res, body := uploadResume(t, challenge); res.StatusCode != http.StatusBadRequest {
			t.Errorf("a second upload with the same challenge = %d %s, want 400", res.StatusCode, body)
		}
		if err := apply(resume, challenge, "asha@example.com"); err != nil {
			t.Fatalf("the application with the same challenge: %v", err)
		}
		if got, want := s.CountRows(t, "applications"), 1; got != want {
			t.Errorf("applications = %d, want %d", got, want)
		}
	})
	for _, refusal := range []struct {
		name             string
		challenge, email string
	}{
		{"an application refused for a missing challenge leaves no stored résumé", "", "asha@example.com"},
		{"an application refused for a bad email leaves no stored résumé", "solve", "not an email"},
	} {
		t.Run(refusal.name, func(t *testing.T) {
			objects, rows := stored(t)
			challenge := s.Solve(t)
			resume := uploadID(t, challenge)
			if refusal.challenge == "" {
				challenge = ""
			}
			if err := apply(resume, challenge, refusal.email); connect.CodeOf(err) != connect.CodeInvalidArgument {
				t.Fatalf("Apply = %v, want invalid argument", err)
			}
			if gotObjects, gotRows := stored(t); gotObjects != objects || gotRows != rows {
				t.Errorf("stored objects %d → %d, file rows %d → %d; want the résumé gone at once", objects, gotObjects, rows, gotRows)
			}
		})
	}
	t.Run("a REST application with five résumés keeps none of them when refused", func(t *testing.T) {
		objects, rows := stored(t)
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = mw.WriteField("altcha", s.Solve(t))
		for range 5 {
			fw, _ := mw.CreateFormFile("resume", "cv.pdf")
			_, _ = fw.Write(sitetest.PDFBytes())
		}
		for k, v := range (url.Values{"name": {"Asha"}, "email": {"asha@example.com"}, "phone": {"+91 98765 43210"}}) {
			_ = mw.WriteField(k, v[0])
		}
		_ = mw.Close()
		req, err := http.NewRequest(http.MethodPost, s.URL+"/api/applications/create/"+jobID, &buf)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", mw.FormDataContentType())
		if res, body := s.Do(t, req); res.StatusCode != http.StatusBadRequest {
			t.Errorf("REST application with five résumés = %d %s, want 400", res.StatusCode, body)
		}
		if gotObjects, gotRows := stored(t); gotObjects != objects || gotRows != rows {
			t.Errorf("stored objects %d → %d, file rows %d → %d; want nothing left", objects, gotObjects, rows, gotRows)
		}
	})
	t.Run("a REST application with its challenge before its résumé is accepted", func(t *testing.T) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for k, v := range (url.Values{"name": {"Ravi"}, "email": {"ravi@example.com"}, "phone": {"+91 98765 43211"}, "altcha": {s.Solve(t)}}) {
			_ = mw.WriteField(k, v[0])
		}
		fw, _ := mw.CreateFormFile("resume", "cv.pdf")
		_, _ = fw.Write(sitetest.PDFBytes())
		_ = mw.Close()
		req, err := http.NewRequest(http.MethodPost, s.URL+"/api/applications/create/"+jobID, &buf)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", mw.FormDataContentType())
		if res, body := s.Do(t, req); res.StatusCode != http.StatusCreated {
			t.Errorf("REST application = %d %s, want 201", res.StatusCode, body)
		}
	})
}
