package drawing_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// projectFile is a project's portal file: the file and the revision an upload made.
type projectFile struct{ file, revision string }

func filesAdmin(f *sitetest.PortalFixture) adminv1connect.ProjectFileAdminServiceClient {
	return adminv1connect.NewProjectFileAdminServiceClient(f.H1, f.URL)
}

func filesPortal(f *sitetest.PortalFixture) portalv1connect.FileServiceClient {
	return portalv1connect.NewFileServiceClient(f.H1, f.URL)
}

// addProjectFile uploads data as name into the project's Drawings folder as staff (a
// second upload of a name is its next revision) and answers the file and the new revision.
func addProjectFile(t *testing.T, f *sitetest.PortalFixture, project, name string, data []byte) projectFile {
	t.Helper()
	ctx := context.Background()
	list := func() []*portalv1.ProjectFolder {
		res, err := filesAdmin(f).ListProjectFilesAdmin(ctx, sitetest.WithToken(&adminv1.ListProjectFilesAdminRequest{ProjectId: project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		return res.Msg.GetFolders()
	}
	var folder string
	for _, fo := range list() {
		if fo.GetName() == "Drawings" {
			folder = fo.GetId()
		}
	}
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+f.Staff)
	res := c.Do(t, http.MethodPost, "/portal/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.Itoa(len(data)),
		"Upload-Metadata": tusMeta("folder", folder, "filename", name, "filetype", "application/octet-stream"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("starting the portal upload of %s: %d, want 201", name, res.StatusCode)
	}
	if status, n := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent || n != int64(len(data)) {
		t.Fatalf("PATCH of %s: status %d offset %d, want 204 at %d", name, status, n, len(data))
	}
	for _, fo := range list() {
		for _, fi := range fo.GetFiles() {
			if fi.GetName() == name {
				return projectFile{file: fi.GetId(), revision: fi.GetRevisions()[0].GetId()}
			}
		}
	}
	t.Fatalf("no file %s after its upload", name)
	return projectFile{}
}

// download follows a signed link and answers the status and the body.
func download(t *testing.T, f *sitetest.PortalFixture, link string) (int, []byte) {
	t.Helper()
	res, err := f.H1.Get(f.URL + link)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, body
}

// clientFileLink is a client's (or reviewer's) link to a file revision.
func clientFileLink(f *sitetest.PortalFixture, token, revision string) (string, error) {
	res, err := filesPortal(f).GetDownloadUrl(context.Background(), sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: revision}, token))
	if err != nil {
		return "", err
	}
	return res.Msg.GetUrl(), nil
}

// recipientOf is the person's recipient row on t (client user or outside reviewer id).
func recipientOf(t *portalv1.Transmittal, id string) *portalv1.TransmittalRecipient {
	for _, r := range t.GetRecipients() {
		if r.GetClientUserId() == id || r.GetReviewerId() == id {
			return r
		}
	}
	return nil
}

// fileCounts counts the transmittals and their files written, and the numbers taken.
func fileCounts(t *testing.T, f *sitetest.PortalFixture) (transmittals, files int) {
	t.Helper()
	if err := f.Pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM transmittals), (SELECT count(*) FROM transmittal_files)`).Scan(&transmittals, &files); err != nil {
		t.Fatal(err)
	}
	return transmittals, files
}
