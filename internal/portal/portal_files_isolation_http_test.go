package portal_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// tenantFile is a file each tenant's project gets for the files' isolation cases: its
// folder, and the revision a staff upload made.
func tenantFile(t *testing.T, f *sitetest.PortalFixture, tn tenant) (folder, revision string) {
	t.Helper()
	pf := &portalFiles{PortalFixture: f, files: portalv1connect.NewFileServiceClient(f.H1, f.URL)}
	folder = pf.folderOf(t, tn.token, tn.project, "Drawings")
	if file := fileNamed(pf.list(t, tn.token, tn.project), "Drawings", "isolation.pdf"); file != nil {
		return folder, file.GetRevisions()[0].GetId()
	}
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+f.Staff)
	uploadPortalFile(t, c, folder, "isolation.pdf", []byte("%PDF-1.7 the tenant's own drawing"))
	file := fileNamed(pf.list(t, tn.token, tn.project), "Drawings", "isolation.pdf")
	return folder, file.GetRevisions()[0].GetId()
}

func init() {
	portalIsolationCases[portalv1connect.FileServiceListProjectFilesProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		files := portalv1connect.NewFileServiceClient(f.H1, f.URL)
		bFolder, bRevision := tenantFile(t, f, b)
		for what, id := range map[string]string{"b's project": b.project, "b's folder": bFolder, "b's revision": bRevision, "a made-up id": uuid.NewString(), "a malformed id": "../" + b.project} {
			_, err := files.ListProjectFiles(context.Background(), sitetest.WithToken(&portalv1.ListProjectFilesRequest{ProjectId: id}, a.token))
			wantNotFound(t, "ListProjectFiles of "+what, err)
		}
		res, err := files.ListProjectFiles(context.Background(), sitetest.WithToken(&portalv1.ListProjectFilesRequest{ProjectId: a.project}, a.token))
		if err != nil {
			t.Fatalf("ListProjectFiles of a's own project = %v", err)
		}
		for _, fo := range res.Msg.GetFolders() {
			if fo.GetId() == bFolder {
				t.Errorf("a's project lists b's folder %s", bFolder)
			}
		}
		// Nor can a upload into b's folder (the tus address is a's way in too).
		c := sitetest.NewTusClient(f.URL)
		c.Header.Set("Authorization", "Bearer "+a.token)
		if status, _ := startPortalUpload(t, c, bFolder, "intruder.pdf", 10); status != http.StatusNotFound {
			t.Errorf("a's upload into b's folder = %d, want 404", status)
		}
	}
	portalIsolationCases[portalv1connect.FileServiceGetDownloadUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		files := portalv1connect.NewFileServiceClient(f.H1, f.URL)
		bFolder, bRevision := tenantFile(t, f, b)
		_, aRevision := tenantFile(t, f, a)
		for what, id := range map[string]string{"b's revision": bRevision, "b's folder": bFolder, "b's project": b.project, "a made-up id": uuid.NewString()} {
			_, err := files.GetDownloadUrl(context.Background(), sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: id}, a.token))
			wantNotFound(t, "GetDownloadUrl of "+what, err)
		}
		res, err := files.GetDownloadUrl(context.Background(), sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: aRevision}, a.token))
		if err != nil {
			t.Fatalf("GetDownloadUrl of a's own revision = %v", err)
		}
		// a's link, pointed at b's revision, is no link at all.
		forged := f.URL + strings.Replace(res.Msg.GetUrl(), aRevision, bRevision, 1)
		if status, _ := fetch(t, forged, ""); status != http.StatusNotFound {
			t.Errorf("a's link pointed at b's revision = %d, want 404", status)
		}
	}
}
