package rpc

import (
	"context"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/auth"
)

type staffHandler struct {
	auth *auth.Service
}

var _ adminv1connect.StaffServiceHandler = (*staffHandler)(nil)

func (h *staffHandler) ListStaff(ctx context.Context, _ *connect.Request[adminv1.ListStaffRequest]) (*connect.Response[adminv1.ListStaffResponse], error) {
	users, err := h.auth.ListUsers(ctx)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListStaffResponse{Users: make([]*authv1.StaffUser, len(users))}
	for i, u := range users {
		res.Users[i] = staffUser(u)
	}
	return connect.NewResponse(res), nil
}

func (h *staffHandler) CreateStaff(ctx context.Context, req *connect.Request[adminv1.CreateStaffRequest]) (*connect.Response[adminv1.CreateStaffResponse], error) {
	user, password, err := h.auth.CreateStaff(ctx, req.Msg.GetUsername(), req.Msg.GetPassword())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateStaffResponse{User: staffUser(user), TemporaryPassword: password}), nil
}

func (h *staffHandler) SetStaffDisabled(ctx context.Context, req *connect.Request[adminv1.SetStaffDisabledRequest]) (*connect.Response[adminv1.SetStaffDisabledResponse], error) {
	id, err := userID(req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	user, err := h.auth.SetDisabled(ctx, id, req.Msg.GetDisabled())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetStaffDisabledResponse{User: staffUser(user)}), nil
}

func (h *staffHandler) ResetStaffPassword(ctx context.Context, req *connect.Request[adminv1.ResetStaffPasswordRequest]) (*connect.Response[adminv1.ResetStaffPasswordResponse], error) {
	id, err := userID(req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	password, err := h.auth.ResetPassword(ctx, id, req.Msg.GetPassword())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ResetStaffPasswordResponse{TemporaryPassword: password}), nil
}

func userID(s string) (uuid.UUID, error) {
	id, err := apperr.ParseCanonical(s)
	if err != nil {
		return uuid.Nil, auth.ErrUserNotFound
	}
	return id, nil
}
