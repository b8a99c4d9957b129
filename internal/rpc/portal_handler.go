package rpc

import (
	"context"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/sessioncookie"
)

// portalAuth and portalProjects serve gusset.portal.v1: the interceptor has already
// required a client session (authorizeClient), which they read from the context.
type portalAuth struct{ portal *portal.Service }

type portalProjects struct{ portal *portal.Service }

var (
	_ portalv1connect.PortalAuthServiceHandler = portalAuth{}
	_ portalv1connect.ProjectServiceHandler    = portalProjects{}
)

// clientSession is the caller's client session; the interceptor guarantees one.
func clientSession(ctx context.Context) (portal.Session, error) {
	s, ok := portal.SessionFrom(ctx)
	if !ok {
		return portal.Session{}, portal.ErrUnauthenticated
	}
	return s, nil
}

func (h portalAuth) SignInWithLink(ctx context.Context, req *connect.Request[portalv1.SignInWithLinkRequest]) (*connect.Response[portalv1.SignInWithLinkResponse], error) {
	res, err := h.portal.SignInWithLink(ctx, req.Msg.GetToken(), peerClient(req))
	if err != nil {
		return nil, err
	}
	if res.ChallengeToken != "" {
		return connect.NewResponse(&portalv1.SignInWithLinkResponse{SecondFactorRequired: true, ChallengeToken: res.ChallengeToken}), nil
	}
	out := connect.NewResponse(&portalv1.SignInWithLinkResponse{ExpireTime: ts(res.Session.ExpireTime), User: clientUserOut(res.Session.User)})
	out.Msg.Token = clientCookie(ctx, out, res.Token, res.Session)
	return out, nil
}

func (h portalAuth) SignIn(ctx context.Context, req *connect.Request[portalv1.SignInRequest]) (*connect.Response[portalv1.SignInResponse], error) {
	res, err := h.portal.SignIn(ctx, req.Msg.GetEmail(), req.Msg.GetPassword(), peerClient(req))
	if err != nil {
		return nil, err
	}
	if res.ChallengeToken != "" {
		return connect.NewResponse(&portalv1.SignInResponse{SecondFactorRequired: true, ChallengeToken: res.ChallengeToken}), nil
	}
	out := connect.NewResponse(&portalv1.SignInResponse{ExpireTime: ts(res.Session.ExpireTime), User: clientUserOut(res.Session.User)})
	out.Msg.Token = clientCookie(ctx, out, res.Token, res.Session)
	return out, nil
}

func (h portalAuth) SignOut(ctx context.Context, req *connect.Request[portalv1.SignOutRequest]) (*connect.Response[portalv1.SignOutResponse], error) {
	if err := h.portal.SignOut(ctx, auth.BearerToken(req.Header().Get("Authorization"))); err != nil {
		return nil, err
	}
	out := connect.NewResponse(&portalv1.SignOutResponse{})
	sessioncookie.Clear(ctx, out.Header(), sessioncookie.Client)
	return out, nil
}

func (h portalAuth) GetMe(ctx context.Context, _ *connect.Request[portalv1.GetMeRequest]) (*connect.Response[portalv1.GetMeResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetMeResponse{User: clientUserOut(s.User), ExpireTime: ts(s.ExpireTime)}), nil
}

func (h portalAuth) SetPassword(ctx context.Context, req *connect.Request[portalv1.SetPasswordRequest]) (*connect.Response[portalv1.SetPasswordResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.portal.SetPassword(ctx, s, req.Msg.GetCurrentPassword(), req.Msg.GetNewPassword()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.SetPasswordResponse{}), nil
}

func (h portalAuth) SetLanguage(ctx context.Context, req *connect.Request[portalv1.SetLanguageRequest]) (*connect.Response[portalv1.SetLanguageResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	u, err := h.portal.SetLanguage(ctx, s, req.Msg.GetLanguage())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.SetLanguageResponse{User: clientUserOut(u)}), nil
}

func (h portalProjects) ListProjects(ctx context.Context, _ *connect.Request[portalv1.ListProjectsRequest]) (*connect.Response[portalv1.ListProjectsResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	ps, err := h.portal.ClientProjects(ctx, s)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListProjectsResponse{Projects: ps}), nil
}

func (h portalProjects) GetProject(ctx context.Context, req *connect.Request[portalv1.GetProjectRequest]) (*connect.Response[portalv1.GetProjectResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	d, err := h.portal.ClientProject(ctx, s, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(d), nil
}

func (h portalProjects) MoveMilestone(ctx context.Context, req *connect.Request[portalv1.MoveMilestoneRequest]) (*connect.Response[portalv1.MoveMilestoneResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	m, err := h.portal.MoveMilestone(ctx, s, req.Msg.GetMilestoneId(), req.Msg.GetDueDate(), req.Msg.GetReason())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.MoveMilestoneResponse{Milestone: m}), nil
}

func (h portalProjects) HandBackMilestone(ctx context.Context, req *connect.Request[portalv1.HandBackMilestoneRequest]) (*connect.Response[portalv1.HandBackMilestoneResponse], error) {
	s, err := clientSession(ctx)
	if err != nil {
		return nil, err
	}
	m, err := h.portal.HandBackMilestone(ctx, s, req.Msg.GetMilestoneId(), req.Msg.GetReason())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.HandBackMilestoneResponse{Milestone: m}), nil
}
