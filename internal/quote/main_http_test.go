package quote_test

import (
	"context"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }

// clock is the quotes' injected clock, moved by the test.
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

// fixture is a running site with a signed-in staff member and the quote clients.
type fixture struct {
	*sitetest.Site
	staff  string
	clock  *clock
	admin  adminv1connect.QuoteAdminServiceClient
	public sitev1connect.ProposalServiceClient
}

// today is the fixture's first day.
var today = time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC)

func start(t *testing.T) *fixture {
	t.Helper()
	c := &clock{now: today}
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), QuoteClock: c.Now})
	return &fixture{Site: s, staff: s.StaffToken(t), clock: c,
		admin: adminv1connect.NewQuoteAdminServiceClient(s.H1, s.URL), public: sitev1connect.NewProposalServiceClient(s.H1, s.URL)}
}

// request is an estimate request sent with files of the given names, as staff read it.
func (f *fixture) request(t *testing.T, email string, files ...string) *adminv1.Estimate {
	t.Helper()
	c := sitetest.NewTusClient(f.URL)
	var ids []string
	for _, name := range files {
		ids = append(ids, c.Upload(t, name, []byte("%PDF-1.7\n% "+name+"\n%%EOF\n")))
	}
	in := sitetest.ValidEstimate(c.Owner, ids...)
	in.Email = email
	sent, err := sitetest.SubmitEstimate(t, f.URL, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := adminv1connect.NewEstimateRequestServiceClient(f.H1, f.URL).GetEstimate(context.Background(),
		sitetest.WithToken(&adminv1.GetEstimateRequest{Id: sent.GetId()}, f.staff))
	if err != nil {
		t.Fatal(err)
	}
	return got.Msg.GetEstimate()
}

// content is a valid lump-sum quote of cents, valid until validUntil.
func content(cents int64, validUntil string) *sitev1.QuoteContent {
	return &sitev1.QuoteContent{
		Scope: []string{"Shop and erection drawings"}, Pricing: sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM,
		Currency: sitev1.QuoteCurrency_QUOTE_CURRENCY_CAD, LumpSumCents: cents, ValidUntil: validUntil,
		Taxes: []*sitev1.QuoteTaxLine{{Label: "GST", RateMilliPercent: 5000}},
	}
}

func (f *fixture) create(t *testing.T, requestID string, c *sitev1.QuoteContent) *adminv1.Quote {
	t.Helper()
	res, err := f.admin.CreateQuote(context.Background(), sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: requestID, Content: c}, f.staff))
	if err != nil {
		t.Fatalf("CreateQuote: %v", err)
	}
	return res.Msg.GetQuote()
}

func (f *fixture) send(t *testing.T, id string) *adminv1.Quote {
	t.Helper()
	res, err := f.admin.SendQuote(context.Background(), sitetest.WithToken(&adminv1.SendQuoteRequest{Id: id}, f.staff))
	if err != nil {
		t.Fatalf("SendQuote: %v", err)
	}
	return res.Msg.GetQuote()
}

func (f *fixture) revise(t *testing.T, id string) *adminv1.Quote {
	t.Helper()
	res, err := f.admin.ReviseQuote(context.Background(), sitetest.WithToken(&adminv1.ReviseQuoteRequest{Id: id}, f.staff))
	if err != nil {
		t.Fatalf("ReviseQuote: %v", err)
	}
	return res.Msg.GetQuote()
}

var proposalLink = regexp.MustCompile(`/proposals/([0-9a-f-]{36}\.[A-Za-z0-9_-]+)`)

// mailedToken is the link token of the newest proposal mailed to email for revision rev.
func (f *fixture) mailedToken(t *testing.T, email string, rev int) string {
	t.Helper()
	var body string
	like := "%revision " + strconv.Itoa(rev) + "%"
	q := `SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = 'quote.proposal' AND ($2 = 1 OR text_body LIKE $3)
		ORDER BY create_time DESC LIMIT 1`
	if err := f.Pool.QueryRow(context.Background(), q, email, rev, like).Scan(&body); err != nil {
		t.Fatalf("the proposal mail to %s: %v", email, err)
	}
	m := proposalLink.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("the proposal mail has no link:\n%s", body)
	}
	return m[1]
}

// count is a query's single count.
func (f *fixture) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := f.Pool.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// accept is the requester's acceptance form for token.
func accept(token string) *sitev1.AcceptProposalRequest {
	return &sitev1.AcceptProposalRequest{Token: token, Name: "Dana Whitfield", Title: "Project manager", Company: "Prairie Steel Fabricators", AcceptTerms: true}
}
