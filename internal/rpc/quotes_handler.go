package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/quote"
)

// quoteAdmin and quoteTemplates serve staff's quotes and their templates.
type (
	quoteAdmin     struct{ q *quote.Service }
	quoteTemplates struct{ q *quote.Service }
)

var (
	_ adminv1connect.QuoteAdminServiceHandler         = quoteAdmin{}
	_ adminv1connect.QuoteTemplateAdminServiceHandler = quoteTemplates{}
)

func (h quoteAdmin) DraftQuoteContent(ctx context.Context, req *connect.Request[adminv1.DraftQuoteContentRequest]) (*connect.Response[adminv1.DraftQuoteContentResponse], error) {
	c, err := h.q.Draft(ctx, req.Msg.GetEstimateRequestId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DraftQuoteContentResponse{Content: c}), nil
}

func (h quoteAdmin) CreateQuote(ctx context.Context, req *connect.Request[adminv1.CreateQuoteRequest]) (*connect.Response[adminv1.CreateQuoteResponse], error) {
	q, err := h.q.Create(ctx, staffActor(ctx), req.Msg.GetEstimateRequestId(), req.Msg.GetContent(), req.Msg.GetOrganizationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateQuoteResponse{Quote: q}), nil
}

func (h quoteAdmin) UpdateQuote(ctx context.Context, req *connect.Request[adminv1.UpdateQuoteRequest]) (*connect.Response[adminv1.UpdateQuoteResponse], error) {
	q, err := h.q.Update(ctx, req.Msg.GetId(), req.Msg.GetContent(), req.Msg.GetOrganizationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateQuoteResponse{Quote: q}), nil
}

func (h quoteAdmin) ReviseQuote(ctx context.Context, req *connect.Request[adminv1.ReviseQuoteRequest]) (*connect.Response[adminv1.ReviseQuoteResponse], error) {
	q, err := h.q.Revise(ctx, staffActor(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ReviseQuoteResponse{Quote: q}), nil
}

func (h quoteAdmin) SendQuote(ctx context.Context, req *connect.Request[adminv1.SendQuoteRequest]) (*connect.Response[adminv1.SendQuoteResponse], error) {
	q, err := h.q.Send(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SendQuoteResponse{Quote: q}), nil
}

func (h quoteAdmin) GetQuote(ctx context.Context, req *connect.Request[adminv1.GetQuoteRequest]) (*connect.Response[adminv1.GetQuoteResponse], error) {
	q, err := h.q.Get(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetQuoteResponse{Quote: q}), nil
}

func (h quoteAdmin) ListQuotes(ctx context.Context, req *connect.Request[adminv1.ListQuotesRequest]) (*connect.Response[adminv1.ListQuotesResponse], error) {
	qs, err := h.q.List(ctx, req.Msg.GetEstimateRequestId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListQuotesResponse{Quotes: qs}), nil
}

func (h quoteAdmin) ExportQuotePdf(ctx context.Context, req *connect.Request[adminv1.ExportQuotePdfRequest]) (*connect.Response[adminv1.ExportQuotePdfResponse], error) {
	name, data, err := h.q.PDF(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ExportQuotePdfResponse{FileName: name, Data: data}), nil
}

func (h quoteAdmin) AnswerQuoteQuestion(ctx context.Context, req *connect.Request[adminv1.AnswerQuoteQuestionRequest]) (*connect.Response[adminv1.AnswerQuoteQuestionResponse], error) {
	if err := h.q.Answer(ctx, staffActor(ctx), req.Msg.GetId(), req.Msg.GetBody()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AnswerQuoteQuestionResponse{}), nil
}

func (h quoteAdmin) GetQuoteStats(ctx context.Context, _ *connect.Request[adminv1.GetQuoteStatsRequest]) (*connect.Response[adminv1.GetQuoteStatsResponse], error) {
	res, err := h.q.Stats(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(res), nil
}

func (h quoteTemplates) ListQuoteTemplates(ctx context.Context, req *connect.Request[adminv1.ListQuoteTemplatesRequest]) (*connect.Response[adminv1.ListQuoteTemplatesResponse], error) {
	ts, err := h.q.Templates(ctx, req.Msg.GetKind())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListQuoteTemplatesResponse{Templates: ts}), nil
}

func (h quoteTemplates) CreateQuoteTemplate(ctx context.Context, req *connect.Request[adminv1.CreateQuoteTemplateRequest]) (*connect.Response[adminv1.CreateQuoteTemplateResponse], error) {
	t, err := h.q.CreateTemplate(ctx, req.Msg.GetKind(), req.Msg.GetTitle(), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateQuoteTemplateResponse{Template: t}), nil
}

func (h quoteTemplates) UpdateQuoteTemplate(ctx context.Context, req *connect.Request[adminv1.UpdateQuoteTemplateRequest]) (*connect.Response[adminv1.UpdateQuoteTemplateResponse], error) {
	t, err := h.q.UpdateTemplate(ctx, req.Msg.GetFamilyId(), req.Msg.GetTitle(), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateQuoteTemplateResponse{Template: t}), nil
}

func (h quoteTemplates) RetireQuoteTemplate(ctx context.Context, req *connect.Request[adminv1.RetireQuoteTemplateRequest]) (*connect.Response[adminv1.RetireQuoteTemplateResponse], error) {
	if err := h.q.RetireTemplate(ctx, req.Msg.GetFamilyId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RetireQuoteTemplateResponse{}), nil
}
