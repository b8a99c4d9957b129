package server_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The quotes' staff procedures in TestEveryStaffWriteIsAudited.
func init() {
	for _, p := range []string{
		adminv1connect.QuoteAdminServiceDraftQuoteContentProcedure,
		adminv1connect.QuoteAdminServiceGetQuoteProcedure,
		adminv1connect.QuoteAdminServiceListQuotesProcedure,
		adminv1connect.QuoteAdminServiceExportQuotePdfProcedure,
		adminv1connect.QuoteAdminServiceGetQuoteStatsProcedure,
		adminv1connect.QuoteTemplateAdminServiceListQuoteTemplatesProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	ctx := context.Background()
	quotes := func(f *auditFixture) adminv1connect.QuoteAdminServiceClient {
		return adminv1connect.NewQuoteAdminServiceClient(f.H1, f.URL)
	}
	templates := func(f *auditFixture) adminv1connect.QuoteTemplateAdminServiceClient {
		return adminv1connect.NewQuoteTemplateAdminServiceClient(f.H1, f.URL)
	}
	// quote is a new draft quote (revision 1) of a new estimate request from email.
	quote := func(t *testing.T, f *auditFixture, email string) (*adminv1.Quote, error) {
		in := sitetest.ValidEstimate("")
		in.Email = email
		sent, err := sitetest.SubmitEstimate(t, f.URL, in)
		if err != nil {
			return nil, fmt.Errorf("submitting the estimate request: %w", err)
		}
		res, err := quotes(f).CreateQuote(ctx, sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: sent.GetId(), Content: &sitev1.QuoteContent{
			Scope: []string{"Shop and erection drawings"}, Pricing: sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM,
			Currency: sitev1.QuoteCurrency_QUOTE_CURRENCY_USD, LumpSumCents: 1_250_000, ValidUntil: time.Now().AddDate(0, 1, 0).Format(time.DateOnly),
		}}, f.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetQuote(), nil
	}
	sent := func(t *testing.T, f *auditFixture, email string) (*adminv1.Quote, error) {
		q, err := quote(t, f, email)
		if err != nil {
			return nil, err
		}
		res, err := quotes(f).SendQuote(ctx, sitetest.WithToken(&adminv1.SendQuoteRequest{Id: q.GetId()}, f.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetQuote(), nil
	}
	auditCases[adminv1connect.QuoteAdminServiceCreateQuoteProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := quote(t, f, "create@quotes.example")
		return err
	}
	auditCases[adminv1connect.QuoteAdminServiceUpdateQuoteProcedure] = func(t *testing.T, f *auditFixture) error {
		q, err := quote(t, f, "update@quotes.example")
		if err != nil {
			return err
		}
		c := q.GetContent()
		c.LumpSumCents = 1_300_000
		_, err = quotes(f).UpdateQuote(ctx, sitetest.WithToken(&adminv1.UpdateQuoteRequest{Id: q.GetId(), Content: c}, f.token))
		return err
	}
	auditCases[adminv1connect.QuoteAdminServiceSendQuoteProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := sent(t, f, "send@quotes.example")
		return err
	}
	auditCases[adminv1connect.QuoteAdminServiceReviseQuoteProcedure] = func(t *testing.T, f *auditFixture) error {
		q, err := sent(t, f, "revise@quotes.example")
		if err != nil {
			return err
		}
		_, err = quotes(f).ReviseQuote(ctx, sitetest.WithToken(&adminv1.ReviseQuoteRequest{Id: q.GetId()}, f.token))
		return err
	}
	auditCases[adminv1connect.QuoteAdminServiceAnswerQuoteQuestionProcedure] = func(t *testing.T, f *auditFixture) error {
		q, err := sent(t, f, "answer@quotes.example")
		if err != nil {
			return err
		}
		_, err = quotes(f).AnswerQuoteQuestion(ctx, sitetest.WithToken(&adminv1.AnswerQuoteQuestionRequest{Id: q.GetId(), Body: "Yes, connection design is included."}, f.token))
		return err
	}
	create := func(f *auditFixture, title string) (*adminv1.QuoteTemplate, error) {
		res, err := templates(f).CreateQuoteTemplate(ctx, sitetest.WithToken(&adminv1.CreateQuoteTemplateRequest{
			Kind: adminv1.QuoteTemplateKind_QUOTE_TEMPLATE_KIND_EXCLUSION, Title: title, Body: "Field verification of existing steel.",
		}, f.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetTemplate(), nil
	}
	auditCases[adminv1connect.QuoteTemplateAdminServiceCreateQuoteTemplateProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := create(f, "Field work")
		return err
	}
	auditCases[adminv1connect.QuoteTemplateAdminServiceUpdateQuoteTemplateProcedure] = func(t *testing.T, f *auditFixture) error {
		tpl, err := create(f, "Site visits")
		if err != nil {
			return err
		}
		_, err = templates(f).UpdateQuoteTemplate(ctx, sitetest.WithToken(&adminv1.UpdateQuoteTemplateRequest{FamilyId: tpl.GetFamilyId(), Title: "Site visits", Body: "Site visits are billed apart."}, f.token))
		return err
	}
	auditCases[adminv1connect.QuoteTemplateAdminServiceRetireQuoteTemplateProcedure] = func(t *testing.T, f *auditFixture) error {
		tpl, err := create(f, "Erection aids")
		if err != nil {
			return err
		}
		_, err = templates(f).RetireQuoteTemplate(ctx, sitetest.WithToken(&adminv1.RetireQuoteTemplateRequest{FamilyId: tpl.GetFamilyId()}, f.token))
		return err
	}
}
