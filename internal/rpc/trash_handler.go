package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/trash"
)

// trashHandler serves the staff TrashService.
type trashHandler struct{ trash *trash.Service }

var _ adminv1connect.TrashServiceHandler = trashHandler{}

var trashKinds = map[adminv1.TrashKind]trash.Kind{
	adminv1.TrashKind_TRASH_KIND_JOB:             trash.KindJob,
	adminv1.TrashKind_TRASH_KIND_APPLICATION:     trash.KindApplication,
	adminv1.TrashKind_TRASH_KIND_POST:            trash.KindPost,
	adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT: trash.KindGalleryProject,
	adminv1.TrashKind_TRASH_KIND_PORTFOLIO_ITEM:  trash.KindPortfolioItem,
	adminv1.TrashKind_TRASH_KIND_CONTACT_MESSAGE: trash.KindContactMessage,
	adminv1.TrashKind_TRASH_KIND_ESTIMATE:        trash.KindEstimate,
	adminv1.TrashKind_TRASH_KIND_CASE_STUDY:      trash.KindCaseStudy,
}

func trashKindProto(k trash.Kind) adminv1.TrashKind {
	for p, kind := range trashKinds {
		if kind == k {
			return p
		}
	}
	return adminv1.TrashKind_TRASH_KIND_UNSPECIFIED
}

func (h trashHandler) ListTrash(ctx context.Context, req *connect.Request[adminv1.ListTrashRequest]) (*connect.Response[adminv1.ListTrashResponse], error) {
	items, next, err := h.trash.List(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListTrashResponse{Items: convertAll(items, func(i trash.Item) *adminv1.TrashItem {
		return &adminv1.TrashItem{
			Kind: trashKindProto(i.Kind), Id: i.ID.String(), Title: i.Title,
			DeleteTime: ts(i.DeleteTime), DeleteUser: i.DeleteUser, PurgeTime: ts(i.PurgeTime()),
		}
	}), NextPageToken: next}), nil
}

func (h trashHandler) RestoreTrashItem(ctx context.Context, req *connect.Request[adminv1.RestoreTrashItemRequest]) (*connect.Response[adminv1.RestoreTrashItemResponse], error) {
	kind := enumIn(trashKinds, req.Msg.GetKind())
	if kind == "" {
		kind = "?"
	}
	if err := h.trash.Restore(ctx, kind, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RestoreTrashItemResponse{}), nil
}

func (h trashHandler) EmptyTrash(ctx context.Context, req *connect.Request[adminv1.EmptyTrashRequest]) (*connect.Response[adminv1.EmptyTrashResponse], error) {
	kind := enumIn(trashKinds, req.Msg.GetKind())
	if kind == "" && req.Msg.GetId() != "" {
		kind = "?"
	}
	n, err := h.trash.Empty(ctx, kind, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.EmptyTrashResponse{Removed: int32(n)}), nil
}
