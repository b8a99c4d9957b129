package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/sitepage"
)

// publicPages serves the public PageService: published content and the menu.
type publicPages struct{ pages *sitepage.Service }

// staffPages serves the staff PageAdminService.
type staffPages struct{ pages *sitepage.Service }

var (
	_ sitev1connect.PageServiceHandler       = publicPages{}
	_ adminv1connect.PageAdminServiceHandler = staffPages{}
)

func (h publicPages) GetPage(ctx context.Context, req *connect.Request[sitev1.GetPageRequest]) (*connect.Response[sitev1.GetPageResponse], error) {
	p, err := h.pages.Page(ctx, req.Msg.GetPath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetPageResponse{Content: p.Content, Version: p.Version, MovedTo: p.MovedTo}), nil
}

func (h publicPages) GetNavigation(ctx context.Context, _ *connect.Request[sitev1.GetNavigationRequest]) (*connect.Response[sitev1.GetNavigationResponse], error) {
	items, err := h.pages.Navigation(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetNavigationResponse{Items: convertAll(items, func(i sitepage.NavItem) *sitev1.NavItem {
		return &sitev1.NavItem{
			Name: i.Name, Path: i.Path, Image: i.Tile.Image, Blurb: i.Tile.Blurb,
			Children: convertAll(i.Children, func(c sitepage.NavChild) *sitev1.NavChild {
				return &sitev1.NavChild{Name: c.Name, Path: c.Path}
			}),
		}
	})}), nil
}

func (h staffPages) ListPages(ctx context.Context, _ *connect.Request[adminv1.ListPagesRequest]) (*connect.Response[adminv1.ListPagesResponse], error) {
	pages, err := h.pages.List(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPagesResponse{Pages: convertAll(pages, pageState)}), nil
}

func (h staffPages) GetPage(ctx context.Context, req *connect.Request[adminv1.GetPageRequest]) (*connect.Response[adminv1.GetPageResponse], error) {
	p, draft, err := h.pages.Draft(ctx, req.Msg.GetPath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPageResponse{State: pageState(p), Draft: draft}), nil
}

func (h staffPages) SavePageDraft(ctx context.Context, req *connect.Request[adminv1.SavePageDraftRequest]) (*connect.Response[adminv1.SavePageDraftResponse], error) {
	p, err := h.pages.SaveDraft(ctx, req.Msg.GetPath(), req.Msg.GetContent(), req.Msg.GetVersion())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SavePageDraftResponse{State: pageState(p)}), nil
}

func (h staffPages) PublishPage(ctx context.Context, req *connect.Request[adminv1.PublishPageRequest]) (*connect.Response[adminv1.PublishPageResponse], error) {
	p, err := h.pages.Publish(ctx, req.Msg.GetPath(), req.Msg.GetVersion(), tsIn(req.Msg.GetPublishTime()))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.PublishPageResponse{State: pageState(p)}), nil
}

func (h staffPages) CancelScheduledPublish(ctx context.Context, req *connect.Request[adminv1.CancelScheduledPublishRequest]) (*connect.Response[adminv1.CancelScheduledPublishResponse], error) {
	p, err := h.pages.CancelScheduledPublish(ctx, req.Msg.GetPath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CancelScheduledPublishResponse{State: pageState(p)}), nil
}

func (h staffPages) UndoPublish(ctx context.Context, req *connect.Request[adminv1.UndoPublishRequest]) (*connect.Response[adminv1.UndoPublishResponse], error) {
	p, err := h.pages.UndoPublish(ctx, req.Msg.GetPath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UndoPublishResponse{State: pageState(p)}), nil
}

func (h staffPages) ListPageVersions(ctx context.Context, req *connect.Request[adminv1.ListPageVersionsRequest]) (*connect.Response[adminv1.ListPageVersionsResponse], error) {
	path := req.Msg.GetPath()
	p, err := h.pages.Get(ctx, path)
	if err != nil {
		return nil, err
	}
	versions, err := h.pages.Versions(ctx, path)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPageVersionsResponse{Versions: convertAll(versions, func(v sitepage.Version) *adminv1.PageVersion {
		return pageVersion(v, p.PublishedVersion)
	})}), nil
}

func (h staffPages) GetPageVersion(ctx context.Context, req *connect.Request[adminv1.GetPageVersionRequest]) (*connect.Response[adminv1.GetPageVersionResponse], error) {
	v, c, err := h.pages.Version(ctx, req.Msg.GetPath(), req.Msg.GetVersion())
	if err != nil {
		return nil, err
	}
	p, err := h.pages.Get(ctx, req.Msg.GetPath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPageVersionResponse{Version: pageVersion(v, p.PublishedVersion), Content: c}), nil
}

func (h staffPages) RestorePageVersion(ctx context.Context, req *connect.Request[adminv1.RestorePageVersionRequest]) (*connect.Response[adminv1.RestorePageVersionResponse], error) {
	p, err := h.pages.Restore(ctx, req.Msg.GetPath(), req.Msg.GetVersion(), req.Msg.GetDraftVersion())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RestorePageVersionResponse{State: pageState(p)}), nil
}

func (h staffPages) CreateServicePage(ctx context.Context, req *connect.Request[adminv1.CreateServicePageRequest]) (*connect.Response[adminv1.CreateServicePageResponse], error) {
	p, err := h.pages.CreateServicePage(ctx, req.Msg.GetSlug(), req.Msg.GetName())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateServicePageResponse{State: pageState(p)}), nil
}

func (h staffPages) UpdatePagePlace(ctx context.Context, req *connect.Request[adminv1.UpdatePagePlaceRequest]) (*connect.Response[adminv1.UpdatePagePlaceResponse], error) {
	p, err := h.pages.UpdatePlace(ctx, req.Msg.GetPath(), req.Msg.GetName(), req.Msg.GetSlug(), req.Msg.GetHidden())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdatePagePlaceResponse{State: pageState(p)}), nil
}

func (h staffPages) ReorderPages(ctx context.Context, req *connect.Request[adminv1.ReorderPagesRequest]) (*connect.Response[adminv1.ReorderPagesResponse], error) {
	pages, err := h.pages.Reorder(ctx, req.Msg.GetParent(), req.Msg.GetPaths())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ReorderPagesResponse{Pages: convertAll(pages, pageState)}), nil
}

func (h staffPages) DeletePage(ctx context.Context, req *connect.Request[adminv1.DeletePageRequest]) (*connect.Response[adminv1.DeletePageResponse], error) {
	if err := h.pages.Delete(ctx, req.Msg.GetPath(), req.Msg.GetRemoveFromNavigation()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeletePageResponse{}), nil
}

var pageKinds = map[sitepage.Kind]adminv1.PageKind{
	sitepage.KindBuiltIn: adminv1.PageKind_PAGE_KIND_BUILT_IN,
	sitepage.KindService: adminv1.PageKind_PAGE_KIND_SERVICE,
}

func pageState(p sitepage.Page) *adminv1.PageState {
	return &adminv1.PageState{
		Path: p.Path, Name: p.Name, Kind: pageKinds[p.Kind], Parent: p.Parent, Position: p.Position, Hidden: p.Hidden,
		DraftVersion: p.DraftVersion, PublishedVersion: p.PublishedVersion,
		ScheduledPublishTime: tsOpt(p.ScheduledTime), ScheduledVersion: p.ScheduledVersion,
		UpdateTime: ts(p.UpdateTime), UpdatedBy: p.UpdatedBy,
	}
}

func pageVersion(v sitepage.Version, published int32) *adminv1.PageVersion {
	return &adminv1.PageVersion{
		Version: v.Version, CreateTime: ts(v.CreateTime), CreatedBy: v.CreatedBy,
		Published: v.Version == published, PublishTime: tsOpt(v.PublishTime), RestoredFrom: v.RestoredFrom,
	}
}
