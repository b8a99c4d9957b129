package analytics_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/sitetest"
)

const browserUA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// asBrowser sends every request with a browser's User-Agent (Go's own is a crawler's).
type asBrowser struct{ next http.RoundTripper }

func (b asBrowser) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("User-Agent", browserUA)
	return b.next.RoundTrip(r)
}

func beacon(t *testing.T, s *sitetest.Site, body string, header map[string]string) int {
	t.Helper()
	status, _ := beaconAnswer(t, s, body, header)
	return status
}

// beaconAnswer sends a page view and answers the status and, for a refusal, its fields.
func beaconAnswer(t *testing.T, s *sitetest.Site, body string, header map[string]string) (int, []errmap.FieldError) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.URL+"/analytics/event", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
	req.Header.Set("User-Agent", browserUA)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := s.H1.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var refusal errmap.ErrorBody
	if res.StatusCode != http.StatusNoContent {
		_ = json.NewDecoder(res.Body).Decode(&refusal)
	}
	return res.StatusCode, refusal.Error.Fields
}

// todaysReport is the staff's report of today.
func todaysReport(t *testing.T, s *sitetest.Site) *adminv1.GetAnalyticsReportResponse {
	t.Helper()
	today := time.Now().UTC().Format(time.DateOnly)
	res, err := adminv1connect.NewAnalyticsServiceClient(s.H1, s.URL).GetAnalyticsReport(context.Background(),
		sitetest.WithToken(&adminv1.GetAnalyticsReportRequest{From: today, To: today}, s.StaffToken(t)))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg
}

func TestAnalyticsBeaconAndReport(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	staff := adminv1connect.NewAnalyticsServiceClient(s.H1, s.URL)
	token := s.StaffToken(t)
	today := time.Now().UTC().Format(time.DateOnly)

	t.Run("a body that is not a page view is a 400, never a 5xx", func(t *testing.T) {
		for _, tc := range []struct{ name, body string }{
			{"an empty body", ""},
			{"text that is not JSON", "hello"},
			{"JSON of another shape", `[1,2]`},
			{"a whole URL instead of a path", `{"u":"https://elsewhere.example/x"}`},
			{"a protocol-relative URL", `{"u":"//elsewhere.example/x"}`},
			{"a path over 300 bytes", `{"u":"/` + strings.Repeat("a", 400) + `"}`},
			{"a body over 4 KiB", `{"u":"/","r":"` + strings.Repeat("r", 5000) + `"}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if got := beacon(t, s, tc.body, nil); got != http.StatusBadRequest {
					t.Errorf("status = %d; want 400", got)
				}
			})
		}
	})

	t.Run("a page view is taken without waiting and answered 204", func(t *testing.T) {
		for _, body := range []string{
			`{"u":"/?utm_source=LinkedIn&utm_medium=social&utm_campaign=expo&secret=1","r":"https://www.linkedin.com/feed/"}`,
			`{"u":"/services/pemb-detailing"}`,
		} {
			if got := beacon(t, s, body, nil); got != http.StatusNoContent {
				t.Errorf("status = %d; want 204", got)
			}
		}
	})
	t.Run("a bot and a browser sending Global Privacy Control are answered alike and not counted", func(t *testing.T) {
		if got := beacon(t, s, `{"u":"/career"}`, map[string]string{"User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"}); got != http.StatusNoContent {
			t.Errorf("bot: status = %d; want 204", got)
		}
		if got := beacon(t, s, `{"u":"/career"}`, map[string]string{"Sec-GPC": "1"}); got != http.StatusNoContent {
			t.Errorf("GPC: status = %d; want 204", got)
		}
	})

	// The same browser sends the connect page's form: the server records the goal.
	public := sitev1connect.NewContactServiceClient(&http.Client{Transport: asBrowser{http.DefaultTransport}}, s.URL)
	if _, err := public.SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
		Name: "Dana Fabricator", Email: "dana@steelworks.example", Phone: "+1 (555) 010-0199", Message: "Shop drawings for a mezzanine, please.",
	})); err != nil {
		t.Fatal(err)
	}

	t.Run("staff read one visitor, its pages, its source and its goal", func(t *testing.T) {
		res, err := staff.GetAnalyticsReport(ctx, sitetest.WithToken(&adminv1.GetAnalyticsReportRequest{From: today, To: today}, token))
		if err != nil {
			t.Fatal(err)
		}
		r := res.Msg
		if r.GetVisitors() != 1 || r.GetPageviews() != 2 {
			t.Errorf("visitors, page views = %d, %d; want 1, 2", r.GetVisitors(), r.GetPageviews())
		}
		if len(r.GetSources()) != 1 || r.GetSources()[0].GetValue() != "linkedin" {
			t.Errorf("sources = %v; want linkedin", r.GetSources())
		}
		if len(r.GetReferrers()) != 1 || r.GetReferrers()[0].GetValue() != "linkedin.com" {
			t.Errorf("referrers = %v; want linkedin.com", r.GetReferrers())
		}
		var pages []string
		for _, p := range r.GetPages() {
			pages = append(pages, p.GetValue())
		}
		if strings.Join(pages, " ") != "/ /services/pemb-detailing" && strings.Join(pages, " ") != "/services/pemb-detailing /" {
			t.Errorf("pages = %v; want / and /services/pemb-detailing (no query string)", pages)
		}
		var contact *adminv1.AnalyticsGoal
		for _, g := range r.GetGoals() {
			if g.GetGoal() == "contact" {
				contact = g
			}
		}
		if contact == nil || contact.GetConversions() != 1 || len(contact.GetBySource()) != 1 || contact.GetBySource()[0].GetValue() != "linkedin" {
			t.Errorf("contact goal = %v; want one conversion from linkedin", contact)
		}
	})

	t.Run("a bad range is a field violation", func(t *testing.T) {
		_, err := staff.GetAnalyticsReport(ctx, sitetest.WithToken(&adminv1.GetAnalyticsReportRequest{From: "yesterday", To: today}, token))
		sitetest.AssertViolations(t, err, map[string]string{"from": "Give the first day as YYYY-MM-DD."})
	})
	t.Run("the report is for staff only", func(t *testing.T) {
		_, err := staff.GetAnalyticsReport(ctx, connect.NewRequest(&adminv1.GetAnalyticsReportRequest{From: today, To: today}))
		var cerr *connect.Error
		if !errors.As(err, &cerr) || cerr.Code() != connect.CodeUnauthenticated {
			t.Errorf("error = %v; want unauthenticated", err)
		}
	})
}

func TestAPortfolioPDFDownloadIsAGoalOnceFromItsFirstByte(t *testing.T) {
	p := sitetest.Start(t, auth.DefaultConfig)
	token := p.StaffToken(t)
	ctx := context.Background()
	created, err := adminv1connect.NewPortfolioServiceClient(p.H1, p.URL).CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
		Title: "Stadium roof trusses", Active: true, FileUploadId: p.Upload(t, "portfolio", "Stadium roof trusses.pdf", sitetest.PDFBytes(), token),
	}}, token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	item := created.Msg.GetItem()
	browser := &http.Client{Transport: asBrowser{http.DefaultTransport}}
	for _, rng := range []string{"", "bytes=0-", "bytes=100-199"} {
		req, err := http.NewRequest(http.MethodGet, p.URL+item.GetFile().GetPath(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if rng != "" {
			req.Header.Set("Range", rng)
		}
		res, err := browser.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	today := time.Now().UTC().Format(time.DateOnly)
	res, err := adminv1connect.NewAnalyticsServiceClient(p.H1, p.URL).GetAnalyticsReport(ctx, sitetest.WithToken(&adminv1.GetAnalyticsReportRequest{From: today, To: today}, token))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Msg.GetGoals() {
		// Two downloads from the start by one visitor on one day: one conversion.
		if want := map[bool]int64{true: 1, false: 0}[g.GetGoal() == "portfolio_pdf"]; g.GetConversions() != want {
			t.Errorf("goal %s: conversions = %d; want %d", g.GetGoal(), g.GetConversions(), want)
		}
	}
	var raw int64
	if err := p.Pool.QueryRow(ctx, "SELECT count(*) FROM analytics_events WHERE goal = 'portfolio_pdf'").Scan(&raw); err != nil {
		t.Fatal(err)
	}
	if raw != 2 {
		t.Errorf("portfolio PDF goal events = %d; want 2 (the whole file and the range from byte 0, not the later range)", raw)
	}
}
