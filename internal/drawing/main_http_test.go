package drawing_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }

// tenant is a client organization with its project and a signed-in client user.
type tenant struct {
	org, project, client, clientID string
}

func newTenant(t *testing.T, f *sitetest.PortalFixture, name, email, job string) tenant {
	t.Helper()
	x := tenant{org: f.Organization(t, name)}
	x.project = f.Project(t, x.org, job)
	x.client = f.Client(t, x.org, email)
	x.clientID = userID(t, f, email)
	return x
}

func start(t *testing.T) (*sitetest.PortalFixture, tenant) {
	t.Helper()
	f := sitetest.PortalFixtureOf(t, sitetest.Start(t, auth.DefaultConfig))
	return f, newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-101")
}

// userID is a client user's id, as staff list them.
func userID(t *testing.T, f *sitetest.PortalFixture, email string) string {
	t.Helper()
	var id string
	if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE email = $1`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func adminClient(f *sitetest.PortalFixture) adminv1connect.DrawingAdminServiceClient {
	return adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL)
}

func transmittalClient(f *sitetest.PortalFixture) adminv1connect.TransmittalAdminServiceClient {
	return adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL)
}

func portalClient(f *sitetest.PortalFixture) portalv1connect.DrawingServiceClient {
	return portalv1connect.NewDrawingServiceClient(f.H1, f.URL)
}

// pdf is a small stand-in PDF (its first bytes are what the server checks).
func pdf(seed string) []byte { return []byte("%PDF-1.7\n% " + seed + "\n%%EOF\n") }

func tusMeta(kv ...string) string {
	var parts []string
	for i := 0; i < len(kv); i += 2 {
		parts = append(parts, kv[i]+" "+base64.StdEncoding.EncodeToString([]byte(kv[i+1])))
	}
	return strings.Join(parts, ",")
}

// upload sends data as name for project over the bulk add's tus address with token,
// answering the creation's status and the upload's id.
func upload(t *testing.T, f *sitetest.PortalFixture, token, project, name string, data []byte) (int, string) {
	t.Helper()
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+token)
	res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.Itoa(len(data)),
		"Upload-Metadata": tusMeta("project", project, "filename", name, "filetype", "application/pdf"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		return res.StatusCode, ""
	}
	if status, n := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent || n != int64(len(data)) {
		t.Fatalf("PATCH of %s: status %d offset %d, want 204 at %d", name, status, n, len(data))
	}
	return res.StatusCode, res.Header.Get("Gusset-Upload-Id")
}

// staffUpload is upload by staff, which must succeed.
func staffUpload(t *testing.T, f *sitetest.PortalFixture, project, name string, data []byte) string {
	t.Helper()
	status, id := upload(t, f, f.Staff, project, name, data)
	if status != http.StatusCreated {
		t.Fatalf("starting the upload of %s: %d, want 201", name, status)
	}
	return id
}

// addSheets uploads one PDF per name and commits them as the proposals read them.
func addSheets(t *testing.T, f *sitetest.PortalFixture, project string, names ...string) *adminv1.AddSheetRevisionsResponse {
	t.Helper()
	var ids []string
	for _, n := range names {
		ids = append(ids, staffUpload(t, f, project, n, pdf(n)))
	}
	ctx := context.Background()
	prop, err := adminClient(f).ProposeSheets(ctx, sitetest.WithToken(&adminv1.ProposeSheetsRequest{ProjectId: project, UploadIds: ids}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	var rows []*adminv1.SheetRevisionInput
	for _, p := range prop.Msg.GetProposals() {
		if p.GetProblem() != "" {
			t.Fatalf("proposal of %s: %s", p.GetFileName(), p.GetProblem())
		}
		rows = append(rows, &adminv1.SheetRevisionInput{UploadId: p.GetUploadId(), SheetNumber: p.GetSheetNumber(), Revision: p.GetRevision(), Title: "Sheet " + p.GetSheetNumber()})
	}
	res, err := adminClient(f).AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: project, Revisions: rows}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg
}

// revisionIDs are the current revisions of the sheets.
func revisionIDs(res *adminv1.AddSheetRevisionsResponse) []string {
	var out []string
	for _, sh := range res.GetSheets() {
		out = append(out, sh.GetRevisions()[0].GetId())
	}
	return out
}
