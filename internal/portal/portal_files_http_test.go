package portal_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

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
