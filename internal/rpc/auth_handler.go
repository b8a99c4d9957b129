package rpc

import (
	"context"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
)

type authHandler struct {
	auth *auth.Service
}

var _ authv1connect.AuthServiceHandler = (*authHandler)(nil)

func (h *authHandler) Login(ctx context.Context, req *connect.Request[authv1.LoginRequest]) (*connect.Response[authv1.LoginResponse], error) {
	token, session, err := h.auth.Login(ctx, req.Msg.GetUsername(), req.Msg.GetPassword(), req.Peer().Addr)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&authv1.LoginResponse{
		Token:      token,
		ExpireTime: timestamppb.New(session.ExpireTime),
		User:       staffUser(session.User),
	}), nil
}

func (h *authHandler) Logout(ctx context.Context, req *connect.Request[authv1.LogoutRequest]) (*connect.Response[authv1.LogoutResponse], error) {
	if err := h.auth.Logout(ctx, auth.BearerToken(req.Header().Get("Authorization"))); err != nil {
		return nil, err
	}
	return connect.NewResponse(&authv1.LogoutResponse{}), nil
}

func (h *authHandler) Me(ctx context.Context, _ *connect.Request[authv1.MeRequest]) (*connect.Response[authv1.MeResponse], error) {
	session, ok := auth.SessionFrom(ctx)
	if !ok {
		return nil, auth.ErrUnauthenticated
	}
	return connect.NewResponse(&authv1.MeResponse{
		User:       staffUser(session.User),
		ExpireTime: timestamppb.New(session.ExpireTime),
	}), nil
}

func staffUser(u auth.User) *authv1.StaffUser {
	return &authv1.StaffUser{Id: u.ID.String(), Username: u.Username, CreateTime: timestamppb.New(u.CreateTime)}
}
