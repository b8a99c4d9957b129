package quote_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestAnAcceptedQuoteJoinsTheOrganizationStaffChose(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	org, err := adminv1connect.NewClientAdminServiceClient(f.H1, f.URL).CreateOrganization(ctx,
		sitetest.WithToken(&adminv1.CreateOrganizationRequest{Name: "Coastal Erectors"}, f.staff))
	if err != nil {
		t.Fatal(err)
	}
	orgID := org.Msg.GetOrganization().GetId()
	email := "sam@new-contact.example"
	req := f.request(t, email)

	t.Run("an organization that does not exist is refused by field", func(t *testing.T) {
		_, err := f.admin.CreateQuote(ctx, sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: req.GetId(),
			Content: content(12_000_00, "2026-12-31"), OrganizationId: "00000000-0000-4000-8000-000000000000"}, f.staff))
		sitetest.AssertViolations(t, err, map[string]string{"organization_id": "Choose an existing client organization"})
	})

	res, err := f.admin.CreateQuote(ctx, sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: req.GetId(),
		Content: content(12_000_00, "2026-12-31"), OrganizationId: orgID}, f.staff))
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Msg.GetQuote().GetOrganizationId(); got != orgID {
		t.Fatalf("the quote's organization is %q, want %q", got, orgID)
	}
	f.send(t, res.Msg.GetQuote().GetId())
	if _, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(f.mailedToken(t, email, 1)))); err != nil {
		t.Fatalf("AcceptProposal: %v", err)
	}

	t.Run("the project belongs to the chosen organization, and no other was made", func(t *testing.T) {
		if n := f.count(t, `SELECT count(*) FROM projects WHERE estimate_request_id = $1 AND organization_id = $2`, req.GetId(), orgID); n != 1 {
			t.Errorf("projects of the request in the chosen organization: %d, want 1", n)
		}
		if n := f.count(t, `SELECT count(*) FROM client_organizations`); n != 1 {
			t.Errorf("client organizations: %d, want 1 (the chosen one)", n)
		}
	})
}
