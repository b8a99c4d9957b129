package rpc

import (
	"context"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sessioncookie"
)

type authHandler struct {
	auth *auth.Service
}

var _ authv1connect.AuthServiceHandler = (*authHandler)(nil)

func (h *authHandler) Login(ctx context.Context, req *connect.Request[authv1.LoginRequest]) (*connect.Response[authv1.LoginResponse], error) {
	res, err := h.auth.SignIn(ctx, auth.Credentials{
		Username: req.Msg.GetUsername(), Password: req.Msg.GetPassword(),
		Addr: req.Peer().Addr, UserAgent: req.Header().Get("User-Agent"), Browser: browserOf(req.Msg),
	})
	if err != nil {
		return nil, err
	}
	if res.ChallengeToken != "" {
		return connect.NewResponse(&authv1.LoginResponse{SecondFactorRequired: true, ChallengeToken: res.ChallengeToken}), nil
	}
	out := connect.NewResponse(&authv1.LoginResponse{
		ExpireTime:   timestamppb.New(res.Session.ExpireTime),
		User:         staffUser(res.Session.User),
		RequiredStep: h.requiredStep(res.Session.User),
	})
	out.Msg.Token = staffCookie(ctx, out, res.Token, res.Session)
	return out, nil
}

func (h *authHandler) LoginSecondFactor(ctx context.Context, req *connect.Request[authv1.LoginSecondFactorRequest]) (*connect.Response[authv1.LoginSecondFactorResponse], error) {
	token, session, err := h.auth.SignInSecondFactor(ctx, req.Msg.GetChallengeToken(), req.Msg.GetCode(), req.Msg.GetRecoveryCode(),
		auth.Credentials{Addr: req.Peer().Addr, UserAgent: req.Header().Get("User-Agent"), Browser: browserOf(req.Msg)})
	if err != nil {
		return nil, err
	}
	out := connect.NewResponse(&authv1.LoginSecondFactorResponse{
		ExpireTime:   timestamppb.New(session.ExpireTime),
		User:         staffUser(session.User),
		RequiredStep: h.requiredStep(session.User),
	})
	out.Msg.Token = staffCookie(ctx, out, token, session)
	return out, nil
}

func (h *authHandler) Logout(ctx context.Context, req *connect.Request[authv1.LogoutRequest]) (*connect.Response[authv1.LogoutResponse], error) {
	if err := h.auth.Logout(ctx, auth.BearerToken(req.Header().Get("Authorization"))); err != nil {
		return nil, err
	}
	out := connect.NewResponse(&authv1.LogoutResponse{})
	sessioncookie.Clear(ctx, out.Header(), sessioncookie.Staff)
	return out, nil
}

func (h *authHandler) Me(ctx context.Context, _ *connect.Request[authv1.MeRequest]) (*connect.Response[authv1.MeResponse], error) {
	session, ok := auth.SessionFrom(ctx)
	if !ok {
		return nil, auth.ErrUnauthenticated
	}
	return connect.NewResponse(&authv1.MeResponse{
		User:         staffUser(session.User),
		ExpireTime:   timestamppb.New(session.ExpireTime),
		RequiredStep: h.requiredStep(session.User),
	}), nil
}

func (h *authHandler) requiredStep(u auth.User) authv1.RequiredStep {
	switch h.auth.RequiredStep(u) {
	case auth.StepChangePassword:
		return authv1.RequiredStep_REQUIRED_STEP_CHANGE_PASSWORD
	case auth.StepEnrolTotp:
		return authv1.RequiredStep_REQUIRED_STEP_ENROL_TOTP
	case auth.StepNone:
	}
	return authv1.RequiredStep_REQUIRED_STEP_UNSPECIFIED
}

func staffUser(u auth.User) *authv1.StaffUser {
	out := &authv1.StaffUser{
		Id: u.ID.String(), Username: u.Username, CreateTime: timestamppb.New(u.CreateTime),
		Disabled: u.Disabled, TotpEnabled: u.TotpEnabled, MustChangePassword: u.MustChangePassword,
	}
	if !u.LastSignInTime.IsZero() {
		out.LastSignInTime = timestamppb.New(u.LastSignInTime)
	}
	return out
}
