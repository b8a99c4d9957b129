package rpc

import (
	"context"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/portal"
)

// reviewerProcedures are the only portal procedures an outside reviewer's session may
// call (docs/submittals.md): their own account's (sign out, who am I, two-factor
// sign-in), the transmittals sent to them, those transmittals' items and files, and
// reviewing them. Every other
// portal procedure (the projects, their messages, files and registers) answers
// PermissionDenied before any handler runs, whatever the service below would answer.
var reviewerProcedures = map[string]bool{
	portalv1connect.PortalAuthServiceSignOutProcedure:          true,
	portalv1connect.PortalAuthServiceGetMeProcedure:            true,
	portalv1connect.PortalAuthServiceBeginTotpProcedure:        true,
	portalv1connect.PortalAuthServiceConfirmTotpProcedure:      true,
	portalv1connect.PortalAuthServiceDisableTotpProcedure:      true,
	portalv1connect.DrawingServiceGetTransmittalProcedure:      true,
	portalv1connect.DrawingServiceGetSheetRevisionUrlProcedure: true,
	portalv1connect.FileServiceGetDownloadUrlProcedure:         true,
	portalv1connect.ReviewerServiceListMyTransmittalsProcedure: true,
	portalv1connect.ReviewServiceGetStampSetProcedure:          true,
	portalv1connect.ReviewServiceSubmitReviewProcedure:         true,
	// The RFIs asked of or copied to them (package rfi limits what they reach).
	portalv1connect.RfiServiceListRfisProcedure:            true,
	portalv1connect.RfiServiceGetRfiProcedure:              true,
	portalv1connect.RfiServiceAnswerRfiProcedure:           true,
	portalv1connect.RfiServicePostRfiCommentProcedure:      true,
	portalv1connect.RfiServiceAttachRfiFileProcedure:       true,
	portalv1connect.RfiServiceGetRfiAttachmentUrlProcedure: true,
}

// errReviewerRefused: an outside reviewer called a procedure that is not theirs.
var errReviewerRefused = apperr.PermissionDenied("outside reviewers see only the transmittals sent to them")

// reviewerMay refuses an outside reviewer a portal procedure not theirs; clients pass.
func reviewerMay(u portal.User, procedure string) error {
	if u.IsReviewer() && !reviewerProcedures[procedure] {
		return errReviewerRefused
	}
	return nil
}

// reviewers serves gusset.portal.v1.ReviewerService for the signed-in outside reviewer.
type reviewers struct{ d *drawing.Service }

var _ portalv1connect.ReviewerServiceHandler = reviewers{}

func (h reviewers) ListMyTransmittals(ctx context.Context, _ *connect.Request[portalv1.ListMyTransmittalsRequest]) (*connect.Response[portalv1.ListMyTransmittalsResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	list, err := h.d.ReviewerTransmittals(ctx, c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListMyTransmittalsResponse{Transmittals: list}), nil
}
