package rpc

import (
	"context"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/portal"
)

// The portal's two-factor sign-in and requested links (PortalAuthService).

func peerClient[T any](req *connect.Request[T]) portal.Client {
	c := portal.Client{Addr: req.Peer().Addr, UserAgent: req.Header().Get("User-Agent")}
	if m, ok := any(req.Msg).(browserChoice); ok {
		c.Browser = browserOf(m)
	}
	return c
}

func (h portalAuth) SignInSecondFactor(ctx context.Context, req *connect.Request[portalv1.SignInSecondFactorRequest]) (*connect.Response[portalv1.SignInSecondFactorResponse], error) {
	res, err := h.portal.SignInSecondFactor(ctx, req.Msg.GetChallengeToken(), req.Msg.GetCode(), req.Msg.GetRecoveryCode(), peerClient(req))
	if err != nil {
		return nil, err
	}
	out := connect.NewResponse(&portalv1.SignInSecondFactorResponse{ExpireTime: ts(res.Session.ExpireTime), User: clientUserOut(res.Session.User)})
	out.Msg.Token = clientCookie(ctx, out, res.Token, res.Session)
	return out, nil
}

func (h portalAuth) RequestSignInLink(ctx context.Context, req *connect.Request[portalv1.RequestSignInLinkRequest]) (*connect.Response[portalv1.RequestSignInLinkResponse], error) {
	if err := h.portal.RequestSignInLink(ctx, req.Msg.GetEmail(), peerClient(req)); err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.RequestSignInLinkResponse{}), nil
}

func (h portalAuth) BeginTotp(ctx context.Context, _ *connect.Request[portalv1.BeginTotpRequest]) (*connect.Response[portalv1.BeginTotpResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	e, err := h.portal.BeginTotp(ctx, s)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.BeginTotpResponse{Secret: e.Secret, Url: e.URL, QrCodeDataUrl: e.QRCodeDataURL}), nil
}

func (h portalAuth) ConfirmTotp(ctx context.Context, req *connect.Request[portalv1.ConfirmTotpRequest]) (*connect.Response[portalv1.ConfirmTotpResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	codes, err := h.portal.ConfirmTotp(ctx, s, req.Msg.GetCode())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ConfirmTotpResponse{RecoveryCodes: codes}), nil
}

func (h portalAuth) DisableTotp(ctx context.Context, req *connect.Request[portalv1.DisableTotpRequest]) (*connect.Response[portalv1.DisableTotpResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.portal.DisableTotp(ctx, s, req.Msg.GetCode(), req.Msg.GetPassword()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.DisableTotpResponse{}), nil
}
