package estimate_test

import (
	"context"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/sitetest"
)

// TestTheAcknowledgementNamesServicesAndFilesAsTheVisitorSentThem: the mail a visitor
// gets after asking for an estimate names the services as the site's menu shows them
// (not their slugs) and lists the files received, each with its size, so the visitor can
// see that what they sent arrived.
func TestTheAcknowledgementNamesServicesAndFilesAsTheVisitorSentThem(t *testing.T) {
	cfg := sitetest.UploadTestConfig(t)
	s := sitetest.StartUploadServer(t, cfg)
	c := sitetest.NewTusClient(s.URL)
	plans := c.Upload(t, "Level 2 plans.pdf", make([]byte, 3<<20/2))
	model := c.Upload(t, "model.ifc", make([]byte, 2048))
	in := sitetest.ValidEstimate(c.Owner, plans, model)
	if _, err := sitetest.SubmitEstimate(t, s.URL, in); err != nil {
		t.Fatalf("SubmitEstimate: %v", err)
	}
	var body string
	if err := cfg.Pool.QueryRow(context.Background(), `SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = 'estimate.ack'`,
		in.GetEmail()).Scan(&body); err != nil {
		t.Fatalf("the acknowledgement: %v", err)
	}
	for _, tc := range []struct{ name, want string }{
		{"a service is named as the menu names it", "Structural Steel Detailing"},
		{"a service with a slash in its name keeps it", "Connection Design and PE/SE Stamping"},
		{"a file is listed with its size in MB", "Level 2 plans.pdf (1.5 MB)"},
		{"a small file is listed with its size in KB", "model.ifc (2 KB)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(body, tc.want) {
				t.Errorf("got the mail\n%s\nwant it to contain %q", body, tc.want)
			}
		})
	}
	t.Run("no slug is shown to the visitor", func(t *testing.T) {
		if strings.Contains(body, "structural-steel-detailing") {
			t.Errorf("got the mail\n%s\nwant no service slug in it", body)
		}
	})
}
