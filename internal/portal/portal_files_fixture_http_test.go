package portal_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// portalFiles is the portal fixture with the files' clients.
type portalFiles struct {
	*sitetest.PortalFixture
	files portalv1connect.FileServiceClient
	admin adminv1connect.ProjectFileAdminServiceClient
}

func newPortalFiles(t *testing.T) *portalFiles {
	t.Helper()
	f := sitetest.NewPortalFixture(t)
	return &portalFiles{PortalFixture: f,
		files: portalv1connect.NewFileServiceClient(f.H1, f.URL),
		admin: adminv1connect.NewProjectFileAdminServiceClient(f.H1, f.URL),
	}
}

// portalTus speaks tus to /portal/uploads/tus/ with a bearer token.
func (f *portalFiles) tus(token string) *sitetest.TusClient {
	c := sitetest.NewTusClient(f.URL)
	if token != "" {
		c.Header.Set("Authorization", "Bearer "+token)
	}
	return c
}

func tusMeta(kv ...string) string {
	var parts []string
	for i := 0; i < len(kv); i += 2 {
		parts = append(parts, kv[i]+" "+base64.StdEncoding.EncodeToString([]byte(kv[i+1])))
	}
	return strings.Join(parts, ",")
}

// startPortalUpload starts an upload of size bytes named name into folder; it answers
// the creation's status and the upload's path.
func startPortalUpload(t testing.TB, c *sitetest.TusClient, folder, name string, size int64) (int, string) {
	t.Helper()
	res := c.Do(t, http.MethodPost, "/portal/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.FormatInt(size, 10),
		"Upload-Metadata": tusMeta("folder", folder, "filename", name, "filetype", "application/pdf"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, res.Header.Get("Location")
}

// uploadPortalFile uploads data whole and answers the revision number the last PATCH
// names.
func uploadPortalFile(t testing.TB, c *sitetest.TusClient, folder, name string, data []byte) int {
	t.Helper()
	status, path := startPortalUpload(t, c, folder, name, int64(len(data)))
	if status != http.StatusCreated {
		t.Fatalf("creating a portal upload: %d, want 201", status)
	}
	res := c.Do(t, http.MethodPatch, path, bytes.NewReader(data), map[string]string{"Upload-Offset": "0", "Content-Type": "application/offset+octet-stream"})
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		t.Fatalf("PATCH: %d (%s), want 204", res.StatusCode, body)
	}
	n, err := strconv.Atoi(res.Header.Get("Gusset-Revision"))
	if err != nil {
		t.Fatalf("the last PATCH names no revision: %q", res.Header.Get("Gusset-Revision"))
	}
	return n
}

// folderOf answers the id of the project's folder named name, as the client lists it.
func (f *portalFiles) folderOf(t testing.TB, token, project, name string) string {
	t.Helper()
	for _, fo := range f.list(t, token, project) {
		if fo.GetName() == name {
			return fo.GetId()
		}
	}
	t.Fatalf("project %s has no folder %q", project, name)
	return ""
}

func (f *portalFiles) list(t testing.TB, token, project string) []*portalv1.ProjectFolder {
	t.Helper()
	res, err := f.files.ListProjectFiles(context.Background(), sitetest.WithToken(&portalv1.ListProjectFilesRequest{ProjectId: project}, token))
	if err != nil {
		t.Fatalf("ListProjectFiles: %v", err)
	}
	return res.Msg.GetFolders()
}

func fileNamed(folders []*portalv1.ProjectFolder, folder, name string) *portalv1.ProjectFile {
	for _, fo := range folders {
		if fo.GetName() != folder {
			continue
		}
		for _, fi := range fo.GetFiles() {
			if fi.GetName() == name {
				return fi
			}
		}
	}
	return nil
}

// fetch GETs a path with an optional Range and answers status and body.
func fetch(t testing.TB, url, rg string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if rg != "" {
		req.Header.Set("Range", rg)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, body
}

func readAll(t testing.TB, r io.Reader) []byte {
	t.Helper()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
