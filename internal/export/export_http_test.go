package export_test

import (
	"context"
	"encoding/csv"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestStaffExportLeadsAsCSV(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	if _, err := sitev1connect.NewContactServiceClient(s.H1, s.URL).SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
		Name: "=HYPERLINK(\"http://evil.example\")", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Line one,\nline \"two\"",
	})); err != nil {
		t.Fatal(err)
	}
	if _, err := sitev1connect.NewNewsletterServiceClient(s.H1, s.URL).Subscribe(ctx, connect.NewRequest(&sitev1.SubscribeRequest{Email: "ann@reader.example"})); err != nil {
		t.Fatal(err)
	}
	job, err := adminv1connect.NewJobServiceClient(s.H1, s.URL).CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Checker", Location: "Calgary", Type: "Full time", Qualification: "SDS/2", Active: true}}, token))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Sam", "Kim"} {
		if _, err := sitev1connect.NewApplicationServiceClient(s.H1, s.URL).Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job.Msg.GetJob().GetId(), Name: name, Email: strings.ToLower(name) + "@candidate.example", Phone: "+1 555 010 0100"})); err != nil {
			t.Fatal(err)
		}
	}

	tests := []struct {
		name, path string
		want       [][]string // rows after the header, newest first; "*" matches anything
	}{
		{"contact messages keep commas, quotes and line breaks, and formulas are neutralized", "/exports/contact-messages.csv",
			[][]string{{"*", "'=HYPERLINK(\"http://evil.example\")", "dana@steelworks.example", "'+1 555 010 0199", "Line one,\nline \"two\"", "new", ""}}},
		{"subscribers carry their status", "/exports/subscribers.csv", [][]string{{"ann@reader.example", "pending", "*", "", ""}}},
		{"applicants of every job carry their role", "/exports/applicants.csv",
			[][]string{{"*", "Checker", "Kim", "kim@candidate.example", "'+1 555 010 0100", "no", ""}, {"*", "Checker", "Sam", "sam@candidate.example", "'+1 555 010 0100", "no", ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := s.Get(t, tt.path, token)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status: got %d, want 200", res.StatusCode)
			}
			if got := res.Header.Get("Content-Disposition"); !strings.HasPrefix(got, "attachment; filename=") {
				t.Errorf("Content-Disposition: got %q", got)
			}
			rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if got, want := len(rows), len(tt.want)+1; got != want {
				t.Fatalf("rows: got %d, want %d: %q", got, want, rows)
			}
			for i, want := range tt.want {
				for j, cell := range want {
					if cell != "*" && rows[i+1][j] != cell {
						t.Errorf("row %d cell %d: got %q, want %q", i+1, j, rows[i+1][j], cell)
					}
				}
			}
		})
	}

	t.Run("visitors get no export", func(t *testing.T) {
		for _, path := range []string{"/exports/contact-messages.csv", "/exports/subscribers.csv", "/exports/applicants.csv"} {
			if res, _ := s.Get(t, path, ""); res.StatusCode != http.StatusUnauthorized {
				t.Errorf("%s without a session: got %d, want 401", path, res.StatusCode)
			}
		}
	})
}

// TestExportNeutralizesFormulasBehindInvisibleCharacters: the form trims spaces and
// tabs, but not a byte-order mark or a zero-width space, which show nothing in the
// spreadsheet either: a formula behind them is neutralized too.
func TestExportNeutralizesFormulasBehindInvisibleCharacters(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	if _, err := sitev1connect.NewContactServiceClient(s.H1, s.URL).SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
		Name: "\ufeff=HYPERLINK(\"http://evil.example\")", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "\u200b@SUM(1+1)*cmd|' /C calc'!A0",
	})); err != nil {
		t.Fatal(err)
	}
	res, body := s.Get(t, "/exports/contact-messages.csv", s.StaffToken(t))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status: got %d, want 200", res.StatusCode)
	}
	rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("rows: got %d, want 2", len(rows))
	}
	for _, cell := range []struct {
		col  int
		want string
	}{{1, "'\ufeff=HYPERLINK(\"http://evil.example\")"}, {4, "'\u200b@SUM(1+1)*cmd|' /C calc'!A0"}} {
		if got := rows[1][cell.col]; got != cell.want {
			t.Errorf("cell %d: got %q, want %q", cell.col, got, cell.want)
		}
	}
}
