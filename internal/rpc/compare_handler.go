package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
)

// compareRevisions serves gusset.portal.v1.CompareService for the caller's organization;
// compareAdmin serves gusset.admin.v1.CompareAdminService.
type (
	compareRevisions struct{ c *drawing.Comparisons }
	compareAdmin     struct{ c *drawing.Comparisons }
)

var (
	_ portalv1connect.CompareServiceHandler     = compareRevisions{}
	_ adminv1connect.CompareAdminServiceHandler = compareAdmin{}
)

func (h compareRevisions) CompareRevisions(ctx context.Context, req *connect.Request[portalv1.CompareRevisionsRequest]) (*connect.Response[portalv1.CompareRevisionsResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	m := req.Msg
	cmp, err := h.c.Compare(ctx, c, m.GetSheetId(), m.GetEarlierRevisionId(), m.GetLaterRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.CompareRevisionsResponse{Comparison: cmp}), nil
}

func (h compareAdmin) CompareRevisionsAdmin(ctx context.Context, req *connect.Request[adminv1.CompareRevisionsAdminRequest]) (*connect.Response[adminv1.CompareRevisionsAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	m := req.Msg
	cmp, err := h.c.Compare(ctx, c, m.GetSheetId(), m.GetEarlierRevisionId(), m.GetLaterRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CompareRevisionsAdminResponse{Comparison: cmp}), nil
}
