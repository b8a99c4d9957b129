package portal_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

// A transmittal may carry project files besides its sheets: its outside reviewer downloads
// those (FileService.GetDownloadUrl), and no other file of the project.
func init() {
	reviewerMay[portalv1connect.FileServiceGetDownloadUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		ctx := context.Background()
		files := portalv1connect.NewFileServiceClient(f.H1, f.URL)
		sent := carriedFile(t, f, a)
		// Their own session: a reviewer of a's transmittal that carries the file.
		token := signInCarried(t, f, a, sent)
		_, notSent := tenantFile(t, f, a)
		_, bRevision := tenantFile(t, f, b)
		for what, id := range map[string]string{
			"a file of the same project not sent": notSent, "a file of another organization": bRevision,
			"a made-up revision": uuid.NewString(), "a malformed id": "../" + sent,
		} {
			_, err := files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: id}, token))
			wantNotFound(t, "GetDownloadUrl of "+what, err)
		}
		// The reviewer of another transmittal of the same project gets not even the file sent.
		_, err := files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: sent}, r.token))
		wantNotFound(t, "GetDownloadUrl of a file another transmittal carried", err)
		res, err := files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: sent}, token))
		if err != nil {
			t.Fatalf("GetDownloadUrl of the file sent to them = %v", err)
		}
		if status, _ := fetch(t, f.URL+res.Msg.GetUrl(), ""); status != http.StatusOK {
			t.Errorf("following the reviewer's link to the file = %d, want 200", status)
		}
	}
}

// carriedFile is a file of tn's project (not the isolation one) for a transmittal to carry:
// its revision.
func carriedFile(t *testing.T, f *sitetest.PortalFixture, tn tenant) string {
	t.Helper()
	folder, _ := tenantFile(t, f, tn)
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+f.Staff)
	uploadPortalFile(t, c, folder, "bill of materials.csv", []byte("mark,qty\nB101,4\n"))
	pf := &portalFiles{PortalFixture: f, files: portalv1connect.NewFileServiceClient(f.H1, f.URL)}
	return fileNamed(pf.list(t, tn.token, tn.project), "Drawings", "bill of materials.csv").GetRevisions()[0].GetId()
}

// signInCarried sends tn's sheet and the file of revision (as its file) for information to
// an outside reviewer of their own, and answers their session.
func signInCarried(t *testing.T, f *sitetest.PortalFixture, tn tenant, revision string) string {
	t.Helper()
	ctx := context.Background()
	var fileID string
	if err := f.Pool.QueryRow(ctx, `SELECT file_id::text FROM portal_file_revisions WHERE id = $1`, revision).Scan(&fileID); err != nil {
		t.Fatal(err)
	}
	const email = "files.reviewer@engineers.example"
	_, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
		ProjectId: tn.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_INFORMATION,
		RevisionIds: []string{tenantDrawings(t, f, tn).revision}, FileIds: []string{fileID},
		Reviewers: []*portalv1.OutsideReviewer{{Email: email}},
	}}, f.Staff))
	if err != nil {
		t.Fatalf("SendTransmittal with a file: %v", err)
	}
	return f.SignInWithMailedLink(t, drawing.TopicTransmittal, email)
}
