package careers_test

import (
	"context"
	"mime"
	"slices"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

const (
	statusNew          = adminv1.ApplicationStatus_APPLICATION_STATUS_NEW
	statusContacted    = adminv1.ApplicationStatus_APPLICATION_STATUS_CONTACTED
	statusInterviewing = adminv1.ApplicationStatus_APPLICATION_STATUS_INTERVIEWING
	statusOffer        = adminv1.ApplicationStatus_APPLICATION_STATUS_OFFER
	statusHired        = adminv1.ApplicationStatus_APPLICATION_STATUS_HIRED
	statusRejected     = adminv1.ApplicationStatus_APPLICATION_STATUS_REJECTED
)

func TestApplicantPipeline(t *testing.T) {
	ts, r := startPipelineSite(t)
	ctx := context.Background()
	setStatus := func(t *testing.T, id string, st adminv1.ApplicationStatus) (*adminv1.Application, error) {
		t.Helper()
		res, err := ts.staffApps.SetApplicationStatus(ctx, sitetest.WithToken(&adminv1.SetApplicationStatusRequest{Id: id, Status: st}, ts.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetApplication(), nil
	}
	setContacted := func(t *testing.T, id string, v bool) *adminv1.Application {
		t.Helper()
		res, err := ts.staffApps.SetApplicationContacted(ctx, sitetest.WithToken(&adminv1.SetApplicationContactedRequest{Id: id, Contacted: v}, ts.token))
		if err != nil {
			t.Fatalf("SetApplicationContacted: %v", err)
		}
		return res.Msg.GetApplication()
	}
	// restStatus reads the spec's status flag through the REST shim.
	restStatus := func(t *testing.T, id string) bool {
		t.Helper()
		var out struct{ Status bool }
		if code := ts.REST(t, "GET", "/api/applications/"+id, ts.token, nil, &out); code != 200 {
			t.Fatalf("GET /api/applications/%s = %d", id, code)
		}
		return out.Status
	}

	t.Run("a new applicant is New and not contacted", func(t *testing.T) {
		res, err := ts.staffApps.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: r.applicant}, ts.token))
		if err != nil {
			t.Fatal(err)
		}
		if a := res.Msg.GetApplication(); a.GetStatus() != statusNew || a.GetContacted() || restStatus(t, r.applicant) {
			t.Errorf("got status %v, contacted %v; want New, not contacted", a.GetStatus(), a.GetContacted())
		}
	})

	t.Run("each status sets the spec's contacted flag, in the API and the REST shim", func(t *testing.T) {
		for _, tt := range []struct {
			status    adminv1.ApplicationStatus
			contacted bool
		}{
			{statusContacted, true}, {statusInterviewing, true}, {statusOffer, true}, {statusHired, true},
			{statusRejected, false}, {statusNew, false}, {statusOffer, true},
		} {
			a, err := setStatus(t, r.applicant, tt.status)
			if err != nil {
				t.Fatalf("SetApplicationStatus(%v): %v", tt.status, err)
			}
			if a.GetStatus() != tt.status || a.GetContacted() != tt.contacted {
				t.Errorf("got %v/%v, want %v/%v", a.GetStatus(), a.GetContacted(), tt.status, tt.contacted)
			}
			if got := restStatus(t, r.applicant); got != tt.contacted {
				t.Errorf("REST status after %v = %v, want %v", tt.status, got, tt.contacted)
			}
		}
	})

	t.Run("the Contacted checkbox maps onto the pipeline", func(t *testing.T) {
		for _, tt := range []struct {
			name  string
			from  adminv1.ApplicationStatus
			value bool
			want  adminv1.ApplicationStatus
		}{
			{"ticking a New applicant makes them Contacted", statusNew, true, statusContacted},
			{"ticking an applicant already further along keeps their status", statusInterviewing, true, statusInterviewing},
			{"unticking a Contacted-or-later applicant makes them New", statusOffer, false, statusNew},
			{"ticking a Rejected applicant makes them Contacted", statusRejected, true, statusContacted},
			{"unticking a Rejected applicant keeps them Rejected", statusRejected, false, statusRejected},
		} {
			t.Run(tt.name, func(t *testing.T) {
				if _, err := setStatus(t, r.lone, tt.from); err != nil {
					t.Fatal(err)
				}
				a := setContacted(t, r.lone, tt.value)
				if a.GetStatus() != tt.want || a.GetContacted() != (tt.want != statusNew && tt.want != statusRejected) {
					t.Errorf("got %v (contacted %v), want %v", a.GetStatus(), a.GetContacted(), tt.want)
				}
			})
		}
		t.Run("the REST shim's PUT does the same", func(t *testing.T) {
			if _, err := setStatus(t, r.lone, statusNew); err != nil {
				t.Fatal(err)
			}
			var out struct{ Status bool }
			if code := ts.REST(t, "PUT", "/api/applications/update/"+r.otherJob+"/"+r.lone, ts.token, map[string]any{"status": true}, &out); code != 200 || !out.Status {
				t.Fatalf("PUT status true = %d, %v", code, out.Status)
			}
			res, _ := ts.staffApps.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: r.lone}, ts.token))
			if got := res.Msg.GetApplication().GetStatus(); got != statusContacted {
				t.Errorf("got %v after the REST PUT, want Contacted", got)
			}
		})
	})

	t.Run("bad status requests get clear errors", func(t *testing.T) {
		for _, tt := range []struct {
			id     string
			status adminv1.ApplicationStatus
			want   connect.Code
		}{
			{r.applicant, adminv1.ApplicationStatus_APPLICATION_STATUS_UNSPECIFIED, connect.CodeInvalidArgument},
			{r.applicant, adminv1.ApplicationStatus(42), connect.CodeInvalidArgument},
			{"00000000-0000-0000-0000-000000000000", statusHired, connect.CodeNotFound},
			{"nope", statusHired, connect.CodeNotFound},
		} {
			if _, err := setStatus(t, tt.id, tt.status); connect.CodeOf(err) != tt.want {
				t.Errorf("SetApplicationStatus(%q, %v) = %v, want %v", tt.id, tt.status, err, tt.want)
			}
		}
	})

	t.Run("staff add private notes signed with their name, listed oldest first", func(t *testing.T) {
		for _, body := range []string{"Phoned; strong Tekla skills.", "  Second interview Friday.  "} {
			if _, err := ts.staffApps.AddApplicationNote(ctx, sitetest.WithToken(&adminv1.AddApplicationNoteRequest{ApplicationId: r.applicant, Body: body}, ts.token)); err != nil {
				t.Fatalf("AddApplicationNote: %v", err)
			}
		}
		res, err := ts.staffApps.ListApplicationNotes(ctx, sitetest.WithToken(&adminv1.ListApplicationNotesRequest{ApplicationId: r.applicant}, ts.token))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, n := range res.Msg.GetNotes() {
			got = append(got, n.GetAuthor()+": "+n.GetBody())
			if n.GetCreateTime() == nil {
				t.Errorf("note %v has no time", n)
			}
		}
		if want := []string{"admin: Phoned; strong Tekla skills.", "admin: Second interview Friday."}; !slices.Equal(got, want) {
			t.Errorf("got notes %q, want %q", got, want)
		}
		other, _ := ts.staffApps.ListApplicationNotes(ctx, sitetest.WithToken(&adminv1.ListApplicationNotesRequest{ApplicationId: r.lone}, ts.token))
		if len(other.Msg.GetNotes()) != 0 {
			t.Errorf("got %v on another applicant, want no notes", other.Msg.GetNotes())
		}
	})

	t.Run("bad notes get clear errors and store nothing", func(t *testing.T) {
		long := make([]byte, 5001)
		for i := range long {
			long[i] = 'x'
		}
		for _, tt := range []struct {
			app, body string
			want      connect.Code
		}{
			{r.applicant, "   ", connect.CodeInvalidArgument},
			{r.applicant, string(long), connect.CodeInvalidArgument},
			{"00000000-0000-0000-0000-000000000000", "hello", connect.CodeNotFound},
		} {
			if _, err := ts.staffApps.AddApplicationNote(ctx, sitetest.WithToken(&adminv1.AddApplicationNoteRequest{ApplicationId: tt.app, Body: tt.body}, ts.token)); connect.CodeOf(err) != tt.want {
				t.Errorf("AddApplicationNote(%q, %d chars) = %v, want %v", tt.app, len(tt.body), err, tt.want)
			}
		}
		if n := ts.Site.CountRows(t, "follow_up_notes"); n != 2 {
			t.Errorf("got %d notes stored, want the 2 valid ones", n)
		}
	})

	t.Run("applicants are searched across jobs by status, job, date and text, page by page", func(t *testing.T) {
		// A third applicant, to the first job, made "last month".
		third, err := ts.pubApps.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: r.job, Name: "Meera 100%", Email: "meera@example.org", Phone: "5550100"}))
		if err != nil {
			t.Fatal(err)
		}
		old := third.Msg.GetApplicationId()
		monthAgo := time.Now().Add(-30 * 24 * time.Hour)
		if _, err := ts.Pool.Exec(ctx, "UPDATE applications SET create_time = $1 WHERE id = $2", monthAgo, old); err != nil {
			t.Fatal(err)
		}
		if _, err := setStatus(t, r.applicant, statusInterviewing); err != nil {
			t.Fatal(err)
		}
		if _, err := setStatus(t, r.lone, statusRejected); err != nil {
			t.Fatal(err)
		}
		weekAgo := timestamppb.New(time.Now().Add(-7 * 24 * time.Hour))
		for _, tt := range []struct {
			name string
			req  *adminv1.SearchApplicationsRequest
			want []string
		}{
			{"no filter lists every applicant, newest first", &adminv1.SearchApplicationsRequest{}, []string{r.lone, r.applicant, old}},
			{"by status", &adminv1.SearchApplicationsRequest{Status: statusInterviewing}, []string{r.applicant}},
			{"by job", &adminv1.SearchApplicationsRequest{JobId: r.job}, []string{r.applicant, old}},
			{"by job and status", &adminv1.SearchApplicationsRequest{JobId: r.job, Status: statusNew}, []string{old}},
			{"from a date", &adminv1.SearchApplicationsRequest{FromTime: weekAgo}, []string{r.lone, r.applicant}},
			{"to a date", &adminv1.SearchApplicationsRequest{ToTime: weekAgo}, []string{old}},
			{"by name, ignoring case", &adminv1.SearchApplicationsRequest{Text: "ASHA"}, []string{r.applicant}},
			{"by e-mail", &adminv1.SearchApplicationsRequest{Text: "example.org"}, []string{old}},
			{"a % in the text matches itself only", &adminv1.SearchApplicationsRequest{Text: "0%"}, []string{old}},
			{"an _ in the text matches itself only", &adminv1.SearchApplicationsRequest{Text: "_"}, nil},
		} {
			t.Run(tt.name, func(t *testing.T) {
				res, err := ts.staffApps.SearchApplications(ctx, sitetest.WithToken(tt.req, ts.token))
				if err != nil {
					t.Fatalf("SearchApplications: %v", err)
				}
				var got []string
				for _, a := range res.Msg.GetApplications() {
					got = append(got, a.GetId())
					if a.GetJobRole() == "" {
						t.Errorf("applicant %s has no job role", a.GetId())
					}
				}
				if !slices.Equal(got, tt.want) {
					t.Errorf("got %v, want %v", got, tt.want)
				}
			})
		}
		t.Run("pages follow each other without gaps or repeats", func(t *testing.T) {
			var got []string
			token := ""
			for range 5 {
				res, err := ts.staffApps.SearchApplications(ctx, sitetest.WithToken(&adminv1.SearchApplicationsRequest{PageSize: 2, PageToken: token}, ts.token))
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range res.Msg.GetApplications() {
					got = append(got, a.GetId())
				}
				if token = res.Msg.GetNextPageToken(); token == "" {
					break
				}
			}
			if want := []string{r.lone, r.applicant, old}; !slices.Equal(got, want) {
				t.Errorf("got %v over the pages, want %v", got, want)
			}
		})
		t.Run("bad filters get clear errors", func(t *testing.T) {
			for _, req := range []*adminv1.SearchApplicationsRequest{
				{Status: adminv1.ApplicationStatus(42)},
				{FromTime: weekAgo, ToTime: timestamppb.New(monthAgo)},
				{PageSize: 101},
			} {
				if _, err := ts.staffApps.SearchApplications(ctx, sitetest.WithToken(req, ts.token)); connect.CodeOf(err) != connect.CodeInvalidArgument {
					t.Errorf("SearchApplications(%v) = %v, want invalid argument", req, err)
				}
			}
			if _, err := ts.staffApps.SearchApplications(ctx, sitetest.WithToken(&adminv1.SearchApplicationsRequest{JobId: "nope"}, ts.token)); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("SearchApplications(job nope) = %v, want not found", err)
			}
		})
	})

	t.Run("a PDF résumé opens in the browser from the staff link", func(t *testing.T) {
		res, _ := ts.Get(t, r.resumePath, "")
		disposition, params, err := mime.ParseMediaType(res.Header.Get("Content-Disposition"))
		if res.StatusCode != 200 || err != nil || disposition != "inline" || params["filename"] != "asha.pdf" {
			t.Errorf("got %d with Content-Disposition %q, want 200 inline named asha.pdf", res.StatusCode, res.Header.Get("Content-Disposition"))
		}
		if got := res.Header.Get("Content-Type"); got != "application/pdf" {
			t.Errorf("got Content-Type %q, want application/pdf", got)
		}
		if got := res.Header.Get("Content-Security-Policy"); got != "default-src 'none'; sandbox" {
			t.Errorf("got Content-Security-Policy %q, want the sandbox", got)
		}
	})
}
