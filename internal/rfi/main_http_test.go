package rfi_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }

// clock is the site's injected clock (the register's and the RFIs'), moved by the test.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

// friday is the clock's start: Friday 27 November 2026, 09:00 UTC.
var friday = time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)

// tenant is a client organization with its project and a signed-in client user.
type tenant struct {
	org, project, token, userID, email string
}

func newTenant(t testing.TB, f *sitetest.PortalFixture, name, email, job string) tenant {
	t.Helper()
	x := tenant{org: f.Organization(t, name), email: email}
	x.project = f.Project(t, x.org, job)
	x.token = f.Client(t, x.org, email)
	if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE email = $1`, email).Scan(&x.userID); err != nil {
		t.Fatal(err)
	}
	return x
}

// start runs a site on a clock at friday with one tenant.
func start(t *testing.T) (*sitetest.PortalFixture, *clock, tenant) {
	t.Helper()
	c := &clock{now: friday}
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), DrawingClock: c.Now})
	f := sitetest.PortalFixtureOf(t, s)
	return f, c, newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-101")
}

func admin(s *sitetest.Site) adminv1connect.RfiAdminServiceClient {
	return adminv1connect.NewRfiAdminServiceClient(s.H1, s.URL)
}

func portal(s *sitetest.Site) portalv1connect.RfiServiceClient {
	return portalv1connect.NewRfiServiceClient(s.H1, s.URL)
}

// question is a staff RFI's input to x's user on sheets.
func question(x tenant, sheets ...string) *portalv1.RfiInput {
	return &portalv1.RfiInput{
		ProjectId: x.project, Subject: "Beam B12 connection at grid C/4",
		Question: `<p>The contract drawing S-201 shows a moment connection; detail 5/S-501 a shear tab. <script>alert(1)</script>Which governs?</p>`,
		SheetIds: sheets, References: []string{"S-201", " detail 5/S-501 ", ""}, AssigneeId: x.userID,
		ScheduleImpact: true,
	}
}

// raise raises an open RFI as staff, which must succeed.
func raise(t *testing.T, f *sitetest.PortalFixture, in *portalv1.RfiInput) *portalv1.Rfi {
	t.Helper()
	res, err := admin(f.Site).CreateRfiAdmin(context.Background(), sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: in}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetRfi()
}

func tusMeta(kv ...string) string {
	var parts []string
	for i := 0; i < len(kv); i += 2 {
		parts = append(parts, kv[i]+" "+base64.StdEncoding.EncodeToString([]byte(kv[i+1])))
	}
	return strings.Join(parts, ",")
}

// sheets adds one sheet per number, each with revision 0, and answers them in order.
func sheets(t *testing.T, f *sitetest.PortalFixture, project string, numbers ...string) []*portalv1.Sheet {
	t.Helper()
	ctx := context.Background()
	var rows []*adminv1.SheetRevisionInput
	for _, n := range numbers {
		data := []byte("%PDF-1.7\n% " + n + "\n%%EOF\n")
		c := sitetest.NewTusClient(f.URL)
		c.Header.Set("Authorization", "Bearer "+f.Staff)
		res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{
			"Upload-Length":   strconv.Itoa(len(data)),
			"Upload-Metadata": tusMeta("project", project, "filename", n+"_R0.pdf", "filetype", "application/pdf"),
		})
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("upload of %s: %d, want 201", n, res.StatusCode)
		}
		if status, _ := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent {
			t.Fatalf("PATCH of %s: %d, want 204", n, status)
		}
		rows = append(rows, &adminv1.SheetRevisionInput{UploadId: res.Header.Get("Gusset-Upload-Id"), SheetNumber: n, Revision: "0", Title: "Sheet " + n})
	}
	res, err := adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL).AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: project, Revisions: rows}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetSheets()
}

func ids(sheets []*portalv1.Sheet) []string {
	var out []string
	for _, sh := range sheets {
		out = append(out, sh.GetId())
	}
	return out
}
