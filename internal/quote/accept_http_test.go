package quote_test

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/sitetest"
)

// sent is a request with files answered by a sent quote: the quote and its link's token.
func (f *fixture) sent(t *testing.T, email string, files ...string) (*adminv1.Quote, string) {
	t.Helper()
	req := f.request(t, email, files...)
	q := f.create(t, req.GetId(), content(40_000_00, "2026-12-31"))
	return f.send(t, q.GetId()), f.mailedToken(t, email, 1)
}

// projectFiles are the names of the files of the project started from request id.
func (f *fixture) projectFiles(t *testing.T, requestID string) []string {
	t.Helper()
	rows, err := f.Pool.Query(context.Background(), `SELECT pf.name FROM portal_files pf JOIN portal_folders d ON d.id = pf.folder_id
		JOIN projects p ON p.id = d.project_id WHERE p.estimate_request_id = $1 ORDER BY pf.name`, requestID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

func TestAcceptingStartsTheProjectWithTheFilesTheAcceptedPDFAndTheInvitation(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	q, token := f.sent(t, email, "plans.pdf", "model.ifc")
	ctx := context.Background()

	t.Run("a tampered link is refused by field", func(t *testing.T) {
		bad := token[:len(token)-2] + "xx"
		_, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(bad)))
		sitetest.AssertViolations(t, err, map[string]string{"token": "This link is not valid. Please open the link in the latest e-mail about this proposal."})
	})
	t.Run("without the box ticked and the name, nothing is accepted", func(t *testing.T) {
		in := accept(token)
		in.AcceptTerms, in.Name = false, " "
		_, err := f.public.AcceptProposal(ctx, connect.NewRequest(in))
		sitetest.AssertViolations(t, err, map[string]string{"accept_terms": `Please tick "I accept these terms".`, "name": "This field is required"})
	})
	res, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(token)))
	if err != nil {
		t.Fatalf("AcceptProposal: %v", err)
	}
	p := res.Msg.GetProposal()
	if p.GetStatus() != sitev1.QuoteStatus_QUOTE_STATUS_ACCEPTED || p.GetAcceptance().GetRevision() != 1 || p.GetAcceptance().GetClientAddr() == "" {
		t.Fatalf("got %v, want accepted revision 1 with the client's address", p)
	}
	t.Run("the acceptance record is in the audit trail", func(t *testing.T) {
		n := f.count(t, `SELECT count(*) FROM audit_events WHERE action = 'accept' AND entity_table = 'quotes' AND entity_id = $1
			AND actor_username = 'Dana Whitfield' AND summary->>'revision' = '1' AND client_addr <> ''`, q.GetId())
		if n != 1 {
			t.Errorf("got %d acceptance entries, want 1", n)
		}
	})
	t.Run("the project holds the request's files and the accepted PDF", func(t *testing.T) {
		want := []string{"model.ifc", "plans.pdf", "Proposal Q-2026-0001 revision 1 (accepted).pdf"}
		got := f.projectFiles(t, q.GetEstimateRequestId())
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
		res, err := f.admin.GetQuote(ctx, sitetest.WithToken(&adminv1.GetQuoteRequest{Id: q.GetId()}, f.staff))
		if err != nil || res.Msg.GetQuote().GetProjectId() == "" {
			t.Errorf("got %v %v, want the quote naming its project", res, err)
		}
	})
	t.Run("the stored proposal ends with its certificate page", func(t *testing.T) {
		res, err := f.admin.ExportQuotePdf(ctx, sitetest.WithToken(&adminv1.ExportQuotePdfRequest{Id: q.GetId()}, f.staff))
		if err != nil {
			t.Fatal(err)
		}
		text, err := pdftext.Text(bytes.NewReader(res.Msg.GetData()))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Proposal Q-2026-0001, revision 1", "Certificate of acceptance", "Project manager", "42,000.00 CAD"} {
			if !strings.Contains(text, want) {
				t.Errorf("got a PDF without %q:\n%s", want, text)
			}
		}
	})
	t.Run("the requester is invited into the portal", func(t *testing.T) {
		if n := f.count(t, `SELECT count(*) FROM outbox_messages WHERE topic = 'portal.invite' AND to_addr = $1`, email); n != 1 {
			t.Errorf("got %d invitations, want 1", n)
		}
	})
	t.Run("a second acceptance is refused", func(t *testing.T) {
		_, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(token)))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "already accepted") {
			t.Errorf("got %v, want FailedPrecondition: already accepted", err)
		}
	})
}

func TestParallelAcceptsAcceptOnce(t *testing.T) {
	f := start(t)
	q, token := f.sent(t, "dana@prairie-steel.example", "plans.pdf")
	const n = 6
	codes := make([]connect.Code, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_, err := f.public.AcceptProposal(context.Background(), connect.NewRequest(accept(token)))
			codes[i], errs[i] = connect.CodeOf(err), err
		})
	}
	wg.Wait()
	ok := 0
	for i, c := range codes {
		switch {
		case errs[i] == nil:
			ok++
		case c == connect.CodeFailedPrecondition:
		default:
			t.Errorf("got %v, want OK or FailedPrecondition", errs[i])
		}
	}
	if ok != 1 {
		t.Errorf("got %d acceptances answered OK, want 1 (codes %v)", ok, codes)
	}
	for table, query := range map[string]string{
		"acceptances": `SELECT count(*) FROM quote_acceptances WHERE quote_id = $1`,
		"projects":    `SELECT count(*) FROM projects p JOIN quotes q ON q.estimate_request_id = p.estimate_request_id WHERE q.id = $1`,
	} {
		if got := f.count(t, query, q.GetId()); got != 1 {
			t.Errorf("got %d %s, want 1", got, table)
		}
	}
}

func TestAnExpiredProposalCannotBeAcceptedAndSaysWhomToCall(t *testing.T) {
	f := start(t)
	_, token := f.sent(t, "dana@prairie-steel.example")
	f.clock.set(today.AddDate(0, 1, 5)) // 2027-01-02, past 2026-12-31
	_, err := f.public.AcceptProposal(context.Background(), connect.NewRequest(accept(token)))
	if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "expired on 2026-12-31. Please contact") {
		t.Fatalf("got %v, want FailedPrecondition naming the date and whom to call", err)
	}
	p, err := f.public.GetProposal(context.Background(), connect.NewRequest(&sitev1.GetProposalRequest{Token: token}))
	if err != nil || !p.Msg.GetProposal().GetExpired() {
		t.Errorf("got %v %v, want the proposal shown as expired", p, err)
	}
}

func TestAFailedConversionRollsTheAcceptanceBack(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	q, token := f.sent(t, email, "plans.pdf")
	ctx := context.Background()
	objects := len(f.ObjectKeys(t))
	// The invitation is the transaction's last write: failing it proves every write
	// before it goes too.
	if _, err := f.Pool.Exec(ctx, `CREATE FUNCTION fail_invite() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'forced failure'; END $$;
		CREATE TRIGGER fail_invite BEFORE INSERT ON client_sign_in_links FOR EACH ROW EXECUTE FUNCTION fail_invite();`); err != nil {
		t.Fatal(err)
	}
	if _, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(token))); err == nil {
		t.Fatal("got the acceptance through a failed conversion, want an error")
	}
	for what, query := range map[string]string{
		"acceptance records":   `SELECT count(*) FROM quote_acceptances WHERE quote_id = $1`,
		"accepted quotes":      `SELECT count(*) FROM quotes WHERE id = $1 AND status <> 'SENT'`,
		"audit acceptances":    `SELECT count(*) FROM audit_events WHERE action = 'accept' AND entity_id = $1`,
		"projects":             `SELECT count(*) FROM projects p JOIN quotes q ON q.estimate_request_id = p.estimate_request_id WHERE q.id = $1`,
		"client organizations": `SELECT count(*) FROM client_organizations WHERE $1::text <> ''`,
	} {
		if got := f.count(t, query, q.GetId()); got != 0 {
			t.Errorf("got %d %s after the failure, want 0", got, what)
		}
	}
	if got := len(f.ObjectKeys(t)); got != objects {
		t.Errorf("got %d objects in the bucket after the failure, want %d (the copies and the PDF removed)", got, objects)
	}
	if _, err := f.Pool.Exec(ctx, `DROP TRIGGER fail_invite ON client_sign_in_links`); err != nil {
		t.Fatal(err)
	}
	if _, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(token))); err != nil {
		t.Fatalf("got %v once the fault is gone, want the acceptance", err)
	}
}
