package portal_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
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

func TestPortalFileUploadsBecomeRevisionsBothSidesSee(t *testing.T) {
	f := newPortalFiles(t)
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-101")
	folders := f.list(t, client, project)
	var names []string
	for _, fo := range folders {
		names = append(names, fo.GetName())
	}
	if want := []string{"Drawings", "Models", "RFIs"}; !slices.Equal(names, want) {
		t.Fatalf("a new project's folders = %v, want %v", names, want)
	}
	drawings := f.folderOf(t, client, project, "Drawings")
	first := append([]byte("%PDF-1.7\n"), readAll(t, sitetest.DrawingBytes(1, 300_000))...)
	second := append([]byte("%PDF-1.7\n"), readAll(t, sitetest.DrawingBytes(2, 200_000))...)

	if got := uploadPortalFile(t, f.tus(client), drawings, "GA-101.pdf", first); got != 1 {
		t.Errorf("the client's upload is revision %d, want 1", got)
	}
	// The same name, case aside, is the same file.
	if got := uploadPortalFile(t, f.tus(f.Staff), drawings, "ga-101.PDF", second); got != 2 {
		t.Errorf("staff's upload of the same name is revision %d, want 2", got)
	}
	res, err := f.admin.ListProjectFilesAdmin(context.Background(), sitetest.WithToken(&adminv1.ListProjectFilesAdminRequest{ProjectId: project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	for who, list := range map[string][]*portalv1.ProjectFolder{"the client": f.list(t, client, project), "staff": res.Msg.GetFolders()} {
		file := fileNamed(list, "Drawings", "GA-101.pdf")
		if file == nil {
			t.Fatalf("%s do not see GA-101.pdf in Drawings", who)
		}
		revs := file.GetRevisions()
		if len(revs) != 2 {
			t.Fatalf("%s see %d revisions, want 2", who, len(revs))
		}
		newest, oldest := revs[0], revs[1]
		if newest.GetNumber() != 2 || newest.GetUploader() != portalv1.FileUploader_FILE_UPLOADER_STAFF || newest.GetUploaderName() != sitetest.AdminUser {
			t.Errorf("%s: newest = %v, want revision 2 by staff %s", who, newest, sitetest.AdminUser)
		}
		if oldest.GetNumber() != 1 || oldest.GetUploader() != portalv1.FileUploader_FILE_UPLOADER_CLIENT || oldest.GetUploaderName() != "dana@prairie.example (Prairie Steel Fabricators)" {
			t.Errorf("%s: oldest = %v, want revision 1 by the client", who, oldest)
		}
		if got, want := oldest.GetSha256(), sitetest.SHA256Hex(t, bytes.NewReader(first)); got != want {
			t.Errorf("%s: revision 1's SHA-256 = %s, want %s", who, got, want)
		}
		if got := oldest.GetContentType(); got != "application/pdf" || oldest.GetSize() != int64(len(first)) {
			t.Errorf("%s: revision 1 is %s of %d bytes, want application/pdf of %d", who, got, oldest.GetSize(), len(first))
		}
	}
}

func TestPortalConcurrentUploadsOfOneNameGetConsecutiveRevisions(t *testing.T) {
	f := newPortalFiles(t)
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-102")
	models := f.folderOf(t, client, project, "Models")
	const n = 6
	// Every upload is started and sent to its last byte but one; then all last bytes go
	// at once, so the claims race.
	type pending struct {
		c    *sitetest.TusClient
		path string
		data []byte
	}
	ups := make([]pending, n)
	for i := range ups {
		c := f.tus(client)
		if i%2 == 1 {
			c = f.tus(f.Staff)
		}
		data := readAll(t, sitetest.DrawingBytes(uint64(10+i), 64<<10))
		status, path := startPortalUpload(t, c, models, "model.ifc", int64(len(data)))
		if status != http.StatusCreated {
			t.Fatalf("creating upload %d: %d", i, status)
		}
		if status, off := c.Patch(t, path, 0, bytes.NewReader(data[:len(data)-1]), nil); status != http.StatusNoContent || off != int64(len(data)-1) {
			t.Fatalf("PATCH %d: %d at %d", i, status, off)
		}
		ups[i] = pending{c, path, data}
	}
	got := make([]int, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, u := range ups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res := u.c.Do(t, http.MethodPatch, u.path, bytes.NewReader(u.data[len(u.data)-1:]), map[string]string{
				"Upload-Offset": strconv.Itoa(len(u.data) - 1), "Content-Type": "application/offset+octet-stream"})
			res.Body.Close()
			got[i], _ = strconv.Atoi(res.Header.Get("Gusset-Revision"))
		}()
	}
	close(start)
	wg.Wait()
	slices.Sort(got)
	if want := []int{1, 2, 3, 4, 5, 6}; !slices.Equal(got, want) {
		t.Errorf("revision numbers of %d concurrent uploads of one name = %v, want %v", n, got, want)
	}
	file := fileNamed(f.list(t, client, project), "Models", "model.ifc")
	if file == nil || len(file.GetRevisions()) != n {
		t.Fatalf("model.ifc = %v, want %d revisions", file, n)
	}
}

func TestPortalDownloadAnswersRangesAndLogsEachDownloadOnce(t *testing.T) {
	f := newPortalFiles(t)
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-103")
	rfis := f.folderOf(t, client, project, "RFIs")
	data := readAll(t, sitetest.DrawingBytes(7, 1<<20))
	uploadPortalFile(t, f.tus(f.Staff), rfis, "RFI-012.zip", data)
	file := fileNamed(f.list(t, client, project), "RFIs", "RFI-012.zip")
	rev := file.GetRevisions()[0].GetId()
	ctx := context.Background()
	link, err := f.files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: rev}, client))
	if err != nil {
		t.Fatal(err)
	}
	url := f.URL + link.Msg.GetUrl()

	tests := []struct {
		name   string
		rg     string
		status int
		body   []byte
	}{
		{"a whole download answers every byte", "", http.StatusOK, data},
		{"a range answers 206 with those bytes", "bytes=1000-1999", http.StatusPartialContent, data[1000:2000]},
		{"a resumed download answers the rest", "bytes=524288-", http.StatusPartialContent, data[524288:]},
		{"a download from the first byte by range answers from it", "bytes=0-99", http.StatusPartialContent, data[:100]},
		{"a range past the end is unsatisfiable", "bytes=2000000-", http.StatusRequestedRangeNotSatisfiable, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := fetch(t, url, tt.rg)
			if status != tt.status {
				t.Fatalf("status = %d, want %d", status, tt.status)
			}
			if tt.body != nil && !bytes.Equal(body, tt.body) {
				t.Errorf("body = %d bytes, not the %d wanted", len(body), len(tt.body))
			}
		})
	}
	t.Run("a tampered link answers not found", func(t *testing.T) {
		for _, bad := range []string{url + "x", strings.Replace(url, "/c-", "/s-", 1)} {
			if status, _ := fetch(t, bad, ""); status != http.StatusNotFound {
				t.Errorf("%s = %d, want 404", bad, status)
			}
		}
	})
	t.Run("staff see each download from the first byte once, with who and how much", func(t *testing.T) {
		staffLink, err := f.admin.GetDownloadUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetDownloadUrlAdminRequest{RevisionId: rev}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if status, _ := fetch(t, f.URL+staffLink.Msg.GetUrl(), ""); status != http.StatusOK {
			t.Fatalf("staff download = %d", status)
		}
		res, err := f.admin.ListFileDownloads(ctx, sitetest.WithToken(&adminv1.ListFileDownloadsRequest{FileId: file.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Msg.GetDownloads() {
			got = append(got, fmt.Sprintf("%s r%d %d %v", d.GetWho(), d.GetRevisionNumber(), d.GetBytes(), d.GetComplete()))
		}
		want := []string{
			fmt.Sprintf("%s r1 %d true", sitetest.AdminUser, len(data)),
			"dana@prairie.example (Prairie Steel Fabricators) r1 100 false",
			fmt.Sprintf("dana@prairie.example (Prairie Steel Fabricators) r1 %d true", len(data)),
		}
		if !slices.Equal(got, want) {
			t.Errorf("download log =\n%v\nwant\n%v", got, want)
		}
	})
}

func TestPortalUploadsAreRefusedOutsideTheCallersOrganization(t *testing.T) {
	f := newPortalFiles(t)
	a, b := f.Organization(t, "Prairie Steel Fabricators"), f.Organization(t, "Coastal Erectors")
	aToken, bToken := f.Client(t, a, "dana@prairie.example"), f.Client(t, b, "sam@coastal.example")
	bProject := f.Project(t, b, "J-2026-104")
	bFolder := f.folderOf(t, bToken, bProject, "Drawings")

	t.Run("a client cannot start an upload into another organization's folder", func(t *testing.T) {
		if status, _ := startPortalUpload(t, f.tus(aToken), bFolder, "x.pdf", 10); status != http.StatusNotFound {
			t.Errorf("status = %d, want 404", status)
		}
	})
	t.Run("no session starts no upload", func(t *testing.T) {
		if status, _ := startPortalUpload(t, f.tus(""), bFolder, "x.pdf", 10); status != http.StatusUnauthorized {
			t.Errorf("status = %d, want 401", status)
		}
	})
	t.Run("an upload is continued only by whoever started it", func(t *testing.T) {
		status, path := startPortalUpload(t, f.tus(bToken), bFolder, "x.pdf", 10)
		if status != http.StatusCreated {
			t.Fatalf("b's own upload: %d", status)
		}
		if status, _ := f.tus(aToken).Patch(t, path, 0, bytes.NewReader([]byte("0123456789")), nil); status != http.StatusNotFound {
			t.Errorf("a's PATCH of b's upload = %d, want 404", status)
		}
		if status, _ := f.tus(aToken).Offset(t, path); status != http.StatusNotFound {
			t.Errorf("a's HEAD of b's upload = %d, want 404", status)
		}
		if status, _ := f.tus(f.Staff).Offset(t, path); status != http.StatusNotFound {
			t.Errorf("staff's HEAD of b's upload = %d, want 404", status)
		}
	})
	t.Run("an upload over the file cap is refused before a byte is stored", func(t *testing.T) {
		if status, _ := startPortalUpload(t, f.tus(bToken), bFolder, "huge.ifc", f.Svcs.Uploads.Config().MaxFile+1); status != http.StatusRequestEntityTooLarge {
			t.Errorf("status = %d, want 413", status)
		}
	})
}

func TestPortalFoldersAreStaffsToAddAndRename(t *testing.T) {
	f := newPortalFiles(t)
	org := f.Organization(t, "Prairie Steel Fabricators")
	project := f.Project(t, org, "J-2026-105")
	ctx := context.Background()
	made, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "Submittals"}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		call func() error
		want connect.Code
	}{
		{"a name the project has, case aside, is taken", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "drawings"}, f.Staff))
			return err
		}, connect.CodeAlreadyExists},
		{"an empty name is refused", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "  "}, f.Staff))
			return err
		}, connect.CodeInvalidArgument},
		{"an unknown project is not found", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: "6a0f1c9e-0000-4000-8000-000000000000", Name: "X"}, f.Staff))
			return err
		}, connect.CodeNotFound},
		{"renaming onto a taken name is refused", func() error {
			_, err := f.admin.RenameProjectFolder(ctx, sitetest.WithToken(&adminv1.RenameProjectFolderRequest{Id: made.Msg.GetFolder().GetId(), Name: "Models"}, f.Staff))
			return err
		}, connect.CodeAlreadyExists},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := connect.CodeOf(tt.call()); got != tt.want {
				t.Errorf("code = %v, want %v", got, tt.want)
			}
		})
	}
	if _, err := f.admin.RenameProjectFolder(ctx, sitetest.WithToken(&adminv1.RenameProjectFolderRequest{Id: made.Msg.GetFolder().GetId(), Name: "Shop submittals"}, f.Staff)); err != nil {
		t.Errorf("rename = %v", err)
	}
}

func TestPortalConvertEstimateCarriesItsFiles(t *testing.T) {
	f := newPortalFiles(t)
	ctx := context.Background()
	visitor := sitetest.NewTusClient(f.URL)
	drawing := append([]byte("%PDF-1.4\n"), readAll(t, sitetest.DrawingBytes(3, 150_000))...)
	model := readAll(t, sitetest.DrawingBytes(4, 90_000))
	ids := []string{visitor.Upload(t, "bid-set.pdf", drawing), visitor.Upload(t, "model.ifc", model)}
	sent, err := sitetest.SubmitEstimate(t, f.URL, sitetest.ValidEstimate(visitor.Owner, ids...))
	if err != nil {
		t.Fatal(err)
	}
	objects := func() int {
		n := 0
		iter := f.Bucket.List(nil)
		for {
			_, err := iter.Next(ctx)
			if err == io.EOF {
				return n
			}
			if err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	convert := func(orgName, job string) (*adminv1.ConvertEstimateResponse, error) {
		res, err := f.Projects.ConvertEstimate(ctx, sitetest.WithToken(&adminv1.ConvertEstimateRequest{EstimateId: sent.GetId(), OrganizationName: orgName,
			Project: &adminv1.PortalProjectInput{Name: "Regina distribution centre", JobNumber: job, Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING}}, f.Staff))
		if err != nil {
			return nil, err
		}
		return res.Msg, nil
	}

	t.Run("a conversion that fails leaves no rows and no copies", func(t *testing.T) {
		f.Organization(t, "Taken Org")
		before, revisions := objects(), f.Site.CountRows(t, "portal_file_revisions")
		// The organization's name is taken: the conversion fails after the copies are made.
		if _, err := convert("Taken Org", "J-2026-200"); connect.CodeOf(err) != connect.CodeAlreadyExists {
			t.Fatalf("conversion into a taken name = %v, want already exists", err)
		}
		if got := objects(); got != before {
			t.Errorf("stored objects = %d after a failed conversion, want %d", got, before)
		}
		if got := f.Site.CountRows(t, "portal_file_revisions"); got != revisions {
			t.Errorf("revisions = %d after a failed conversion, want %d", got, revisions)
		}
	})

	out, err := convert("Regina Steel", "J-2026-201")
	if err != nil {
		t.Fatalf("ConvertEstimate: %v", err)
	}
	project := out.GetProject().GetId()
	check := func(t *testing.T) {
		folders, err := f.admin.ListProjectFilesAdmin(ctx, sitetest.WithToken(&adminv1.ListProjectFilesAdminRequest{ProjectId: project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string][]byte{"bid-set.pdf": drawing, "model.ifc": model} {
			file := fileNamed(folders.Msg.GetFolders(), "From estimate", name)
			if file == nil {
				t.Fatalf("%s is not in the project's From estimate folder", name)
			}
			rev := file.GetRevisions()[0]
			if rev.GetNumber() != 1 || rev.GetUploader() != portalv1.FileUploader_FILE_UPLOADER_ESTIMATE || rev.GetUploaderName() != "Dana Whitfield ("+sent.GetReference()+")" {
				t.Errorf("%s: revision %v, want 1 by the requester", name, rev)
			}
			link, err := f.admin.GetDownloadUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetDownloadUrlAdminRequest{RevisionId: rev.GetId()}, f.Staff))
			if err != nil {
				t.Fatal(err)
			}
			if status, body := fetch(t, f.URL+link.Msg.GetUrl(), ""); status != http.StatusOK || !bytes.Equal(body, want) {
				t.Errorf("%s downloads as %d with %d bytes, want 200 with the uploaded %d", name, status, len(body), len(want))
			}
		}
	}
	t.Run("the request's files are in the project's From estimate folder, byte for byte", check)
	t.Run("purging the request later leaves the project's files whole", func(t *testing.T) {
		estimates := adminv1connect.NewEstimateRequestServiceClient(f.H1, f.URL)
		if _, err := estimates.DeleteEstimate(ctx, sitetest.WithToken(&adminv1.DeleteEstimateRequest{Id: sent.GetId()}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		trash := adminv1connect.NewTrashServiceClient(f.H1, f.URL)
		if _, err := trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_ESTIMATE, Id: sent.GetId()}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		check(t)
	})
}

func TestPortalAbandonedUploadsAreReapedAndRevisionsKept(t *testing.T) {
	f := newPortalFiles(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-106")
	drawings := f.folderOf(t, client, project, "Drawings")
	c := f.tus(client)
	status, path := startPortalUpload(t, c, drawings, "abandoned.pdf", 4<<20)
	if status != http.StatusCreated {
		t.Fatalf("create: %d", status)
	}
	c.Patch(t, path, 0, sitetest.DrawingBytes(1, 1<<20), nil)
	uploadPortalFile(t, c, drawings, "kept.pdf", []byte("%PDF-1.7 kept"))
	// Both the abandoned upload and the claimed revision's bytes are idle for hours.
	if _, err := f.Pool.Exec(ctx, "UPDATE resumable_uploads SET update_time = now() - interval '2 hours'"); err != nil {
		t.Fatal(err)
	}
	n, err := f.Svcs.Uploads.Reap(ctx)
	if err != nil || n != 1 {
		t.Fatalf("Reap: %d, %v; want the abandoned upload removed", n, err)
	}
	if status, _ := c.Offset(t, path); status != http.StatusNotFound {
		t.Errorf("HEAD of the reaped upload: %d, want 404", status)
	}
	file := fileNamed(f.list(t, client, project), "Drawings", "kept.pdf")
	link, err := f.files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: file.GetRevisions()[0].GetId()}, client))
	if err != nil {
		t.Fatal(err)
	}
	if status, body := fetch(t, f.URL+link.Msg.GetUrl(), ""); status != http.StatusOK || string(body) != "%PDF-1.7 kept" {
		t.Errorf("the claimed revision after the reaper: %d %q", status, body)
	}
}
