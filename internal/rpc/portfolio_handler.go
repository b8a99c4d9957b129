package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/portfolio"
)

// portfolioHandler serves both the public and the staff PortfolioService.
type portfolioHandler struct {
	portfolio *portfolio.Service
	files     *files.Service
	media     *media.Service
}

var (
	_ sitev1connect.PortfolioServiceHandler  = publicPortfolio{}
	_ adminv1connect.PortfolioServiceHandler = staffPortfolio{}
)

type publicPortfolio struct{ *portfolioHandler }
type staffPortfolio struct{ *portfolioHandler }

func (h publicPortfolio) ListPortfolioItems(ctx context.Context, req *connect.Request[sitev1.ListPortfolioItemsRequest]) (*connect.Response[sitev1.ListPortfolioItemsResponse], error) {
	list, next, err := h.portfolio.List(ctx, true, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	items, err := h.items(ctx, false, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListPortfolioItemsResponse{Items: items, NextPageToken: next}), nil
}

func (h staffPortfolio) ListPortfolioItems(ctx context.Context, req *connect.Request[adminv1.ListPortfolioItemsRequest]) (*connect.Response[adminv1.ListPortfolioItemsResponse], error) {
	list, next, err := h.portfolio.List(ctx, false, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	items, err := h.items(ctx, true, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPortfolioItemsResponse{Items: items, NextPageToken: next}), nil
}

func (h staffPortfolio) CreatePortfolioItem(ctx context.Context, req *connect.Request[adminv1.CreatePortfolioItemRequest]) (*connect.Response[adminv1.CreatePortfolioItemResponse], error) {
	item, err := h.staffItem(ctx)(h.portfolio.Create(ctx, portfolioInput(req.Msg.GetItem())))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreatePortfolioItemResponse{Item: item}), nil
}

func (h staffPortfolio) UpdatePortfolioItem(ctx context.Context, req *connect.Request[adminv1.UpdatePortfolioItemRequest]) (*connect.Response[adminv1.UpdatePortfolioItemResponse], error) {
	item, err := h.staffItem(ctx)(h.portfolio.Update(ctx, req.Msg.GetId(), portfolioInput(req.Msg.GetItem())))
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

func portfolioInput(m *adminv1.PortfolioItemInput) portfolio.Input {
	return portfolio.Input{
		Title: m.GetTitle(), Description: m.GetDescription(), Active: m.GetActive(), FileUploadID: m.GetFileUploadId(),
		PreviewUploadID: m.GetPreviewUploadId(),
	}
}

// items converts items with their previews' web variants, loaded in one query; staff
// also see why a preview failed.
func (h *portfolioHandler) items(ctx context.Context, staff bool, list ...portfolio.Item) ([]*sitev1.PortfolioItem, error) {
	var previews []files.File
	for _, it := range list {
		if it.Preview != nil {
			previews = append(previews, *it.Preview)
		}
	}
	images, err := describeImages(ctx, h.media, previews)
	if err != nil {
		return nil, err
	}
	return convertAll(list, func(it portfolio.Item) *sitev1.PortfolioItem {
		out := &sitev1.PortfolioItem{
			Id: it.ID.String(), Title: it.Title, Description: it.Description, Active: it.Active,
			File: protoFile(h.files, it.File), Preview: images.file(h.files, it.Preview),
			PreviewProcessing: previewProcessing[it.PreviewState],
			CreateTime:        ts(it.CreateTime), UpdateTime: ts(it.UpdateTime),
		}
		if staff {
			out.PreviewFailure = it.PreviewFailure
		}
		return out
	}), nil
}

// staffItem converts the item a staff write answers.
func (h *portfolioHandler) staffItem(ctx context.Context) func(portfolio.Item, error) (*sitev1.PortfolioItem, error) {
	return func(it portfolio.Item, err error) (*sitev1.PortfolioItem, error) {
		if err != nil {
			return nil, err
		}
		items, err := h.items(ctx, true, it)
		if err != nil {
			return nil, err
		}
		return items[0], nil
	}
}

var previewProcessing = map[portfolio.PreviewState]sitev1.ImageProcessing{
	portfolio.PreviewProcessing: sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING,
	portfolio.PreviewReady:      sitev1.ImageProcessing_IMAGE_PROCESSING_READY,
	portfolio.PreviewFailed:     sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED,
}
