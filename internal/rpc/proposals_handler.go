package rpc

import (
	"context"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/quote"
)

// proposals serve the public proposal page over its signed link (no account).
type proposals struct{ q *quote.Service }

var _ sitev1connect.ProposalServiceHandler = proposals{}

func (h proposals) GetProposal(ctx context.Context, req *connect.Request[sitev1.GetProposalRequest]) (*connect.Response[sitev1.GetProposalResponse], error) {
	p, err := h.q.View(ctx, req.Msg.GetToken())
	if err != nil {
		return nil, err
	}
	res := connect.NewResponse(&sitev1.GetProposalResponse{Proposal: p})
	// A proposal is the requester's: never kept by a shared cache.
	res.Header().Set("Cache-Control", "private, no-store")
	return res, nil
}

func (h proposals) AskProposalQuestion(ctx context.Context, req *connect.Request[sitev1.AskProposalQuestionRequest]) (*connect.Response[sitev1.AskProposalQuestionResponse], error) {
	if err := h.q.Ask(ctx, req.Msg.GetToken(), req.Msg.GetQuestion()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.AskProposalQuestionResponse{}), nil
}

func (h proposals) DeclineProposal(ctx context.Context, req *connect.Request[sitev1.DeclineProposalRequest]) (*connect.Response[sitev1.DeclineProposalResponse], error) {
	p, err := h.q.Decline(ctx, req.Msg.GetToken(), req.Msg.GetReason())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.DeclineProposalResponse{Proposal: p}), nil
}

func (h proposals) AcceptProposal(ctx context.Context, req *connect.Request[sitev1.AcceptProposalRequest]) (*connect.Response[sitev1.AcceptProposalResponse], error) {
	m := req.Msg
	p, err := h.q.Accept(ctx, m.GetToken(), quote.AcceptForm{Name: m.GetName(), Title: m.GetTitle(), Company: m.GetCompany(),
		AcceptTerms: m.GetAcceptTerms(), Addr: req.Peer().Addr, Procedure: req.Spec().Procedure})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.AcceptProposalResponse{Proposal: p}), nil
}
