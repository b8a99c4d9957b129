package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
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
