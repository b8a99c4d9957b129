package rpc

import (
	"context"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/portal"
)

// portalLinks serves PortalLinkService: a fresh link for an expired or used one.
type portalLinks struct{ portal *portal.Service }

var _ portalv1connect.PortalLinkServiceHandler = portalLinks{}

func (h portalLinks) RequestFreshLink(ctx context.Context, req *connect.Request[portalv1.RequestFreshLinkRequest]) (*connect.Response[portalv1.RequestFreshLinkResponse], error) {
	if err := h.portal.RequestFreshLink(ctx, req.Msg.GetToken(), peerClient(req)); err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.RequestFreshLinkResponse{}), nil
}
