package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/portfolio"
)

// portfolioHandler serves both the public and the staff PortfolioService.
type portfolioHandler struct {
	portfolio *portfolio.Service
}

var (
	_ sitev1connect.PortfolioServiceHandler  = publicPortfolio{}
	_ adminv1connect.PortfolioServiceHandler = staffPortfolio{}
)

type publicPortfolio struct{ *portfolioHandler }
type staffPortfolio struct{ *portfolioHandler }

func (h publicPortfolio) ListPortfolioItems(ctx context.Context, req *connect.Request[sitev1.ListPortfolioItemsRequest]) (*connect.Response[sitev1.ListPortfolioItemsResponse], error) {
	items, next, err := h.portfolio.List(ctx, true, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListPortfolioItemsResponse{Items: items, NextPageToken: next}), nil
}

func (h staffPortfolio) ListPortfolioItems(ctx context.Context, req *connect.Request[adminv1.ListPortfolioItemsRequest]) (*connect.Response[adminv1.ListPortfolioItemsResponse], error) {
	items, next, err := h.portfolio.List(ctx, false, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPortfolioItemsResponse{Items: items, NextPageToken: next}), nil
}

func (h staffPortfolio) CreatePortfolioItem(ctx context.Context, req *connect.Request[adminv1.CreatePortfolioItemRequest]) (*connect.Response[adminv1.CreatePortfolioItemResponse], error) {
	item, err := h.portfolio.Create(ctx, req.Msg.GetItem())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreatePortfolioItemResponse{Item: item}), nil
}

func (h staffPortfolio) UpdatePortfolioItem(ctx context.Context, req *connect.Request[adminv1.UpdatePortfolioItemRequest]) (*connect.Response[adminv1.UpdatePortfolioItemResponse], error) {
	item, err := h.portfolio.Update(ctx, req.Msg.GetId(), req.Msg.GetItem())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdatePortfolioItemResponse{Item: item}), nil
}

func (h staffPortfolio) DeletePortfolioItem(ctx context.Context, req *connect.Request[adminv1.DeletePortfolioItemRequest]) (*connect.Response[adminv1.DeletePortfolioItemResponse], error) {
	if err := h.portfolio.Delete(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeletePortfolioItemResponse{}), nil
}
