package server_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestEveryStaffWriteIsAudited is built from the service descriptors: a staff procedure
// added later fails here until it has a case (or is listed as read-only, which is
// checked too).
func TestEveryStaffWriteIsAudited(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	f := &auditFixture{
		Site: s, token: s.StaffToken(t),
		jobs:         adminv1connect.NewJobServiceClient(s.H1, s.URL),
		apps:         adminv1connect.NewApplicationServiceClient(s.H1, s.URL),
		blog:         adminv1connect.NewBlogServiceClient(s.H1, s.URL),
		gallery:      adminv1connect.NewGalleryServiceClient(s.H1, s.URL),
		portfolio:    adminv1connect.NewPortfolioServiceClient(s.H1, s.URL),
		news:         adminv1connect.NewNewsletterServiceClient(s.H1, s.URL),
		outbox:       adminv1connect.NewOutboxServiceClient(s.H1, s.URL),
		staff:        adminv1connect.NewStaffServiceClient(s.H1, s.URL),
		account:      adminv1connect.NewAccountServiceClient(s.H1, s.URL),
		trash:        adminv1connect.NewTrashServiceClient(s.H1, s.URL),
		announcement: adminv1connect.NewAnnouncementServiceClient(s.H1, s.URL),
		contact:      adminv1connect.NewContactServiceClient(s.H1, s.URL),
		settings:     adminv1connect.NewSiteSettingsServiceClient(s.H1, s.URL),
	}
	procedures := sitetest.ProceduresOf("gusset.admin.v1")
	if len(procedures) < 30 {
		t.Fatalf("found %d staff procedures, expected every staff service to be registered", len(procedures))
	}
	for _, p := range procedures {
		if readOnlyStaffProcedures[p] {
			t.Run(p+" is read-only and leaves no audit row", func(t *testing.T) {
				if status, _ := s.ConnectJSON(t, p, "Bearer "+f.token); status == http.StatusUnauthorized {
					t.Fatalf("%s refused the staff session", p)
				}
				if got := auditRows(t, s, p); got != 0 {
					t.Errorf("audit rows for %s = %d, want 0: a procedure that writes must not be listed as read-only", p, got)
				}
			})
			continue
		}
		call, ok := auditCases[p]
		if !ok {
			t.Errorf("%s is a staff procedure without an audit case: add one to auditCases (or list it as read-only if it writes nothing)", p)
			continue
		}
		t.Run(p+" records who changed what", func(t *testing.T) {
			// A sensitive procedure needs a sign-in from the last 10 minutes
			// (auth.FreshProof), and the whole run may take longer.
			f.token = s.StaffToken(t)
			if err := call(t, f); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if got := auditRows(t, s, p); got == 0 {
				t.Errorf("audit rows for %s = 0, want at least 1", p)
			}
			var anonymous int
			if err := s.Pool.QueryRow(context.Background(), `SELECT count(*) FROM audit_events
				WHERE procedure = $1 AND (actor_id IS NULL OR actor_username = '' OR client_addr = '' OR entity_table = '')`, p).Scan(&anonymous); err != nil {
				t.Fatal(err)
			}
			if anonymous != 0 {
				t.Errorf("%d audit rows of %s lack the actor, address or entity", anonymous, p)
			}
		})
	}
}

func auditRows(t *testing.T, s *sitetest.Site, procedure string) int {
	t.Helper()
	var n int
	if err := s.Pool.QueryRow(context.Background(), "SELECT count(*) FROM audit_events WHERE procedure = $1", procedure).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
