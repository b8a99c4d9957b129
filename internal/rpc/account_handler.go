package rpc

import (
	"context"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/auth"
)

// accountHandler is the caller's own account; the interceptor guarantees a session.
type accountHandler struct {
	auth *auth.Service
}

var _ adminv1connect.AccountServiceHandler = (*accountHandler)(nil)

func callerSession(ctx context.Context) (auth.Session, error) {
	s, ok := auth.SessionFrom(ctx)
	if !ok {
		return auth.Session{}, auth.ErrUnauthenticated
	}
	return s, nil
}

// staffActor is the signed-in staff member (always there for a staff procedure); the
// system (the zero Actor) without one.
func staffActor(ctx context.Context) actor.Actor {
	if s, ok := auth.SessionFrom(ctx); ok {
		return s.User.Actor()
	}
	return actor.Actor{}
}

func (h *accountHandler) ChangePassword(ctx context.Context, req *connect.Request[adminv1.ChangePasswordRequest]) (*connect.Response[adminv1.ChangePasswordResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.auth.ChangePassword(ctx, s, req.Msg.GetCurrentPassword(), req.Msg.GetNewPassword()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ChangePasswordResponse{}), nil
}

func (h *accountHandler) ListSessions(ctx context.Context, _ *connect.Request[adminv1.ListSessionsRequest]) (*connect.Response[adminv1.ListSessionsResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	sessions, err := h.auth.Sessions(ctx, s.User.ID)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListSessionsResponse{}
	for _, x := range sessions {
		res.Sessions = append(res.Sessions, &adminv1.StaffSession{
			Id: x.ID.String(), CreateTime: timestamppb.New(x.CreateTime), ExpireTime: timestamppb.New(x.ExpireTime),
			ClientAddr: x.ClientAddr, UserAgent: x.UserAgent, Current: x.ID == s.ID,
		})
	}
	return connect.NewResponse(res), nil
}

func (h *accountHandler) EndSession(ctx context.Context, req *connect.Request[adminv1.EndSessionRequest]) (*connect.Response[adminv1.EndSessionResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	id, err := apperr.ParseCanonical(req.Msg.GetId())
	if err != nil {
		return nil, auth.ErrSessionNotFound
	}
	if err := h.auth.EndSession(ctx, s.User.ID, id); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.EndSessionResponse{}), nil
}

func (h *accountHandler) EndOtherSessions(ctx context.Context, _ *connect.Request[adminv1.EndOtherSessionsRequest]) (*connect.Response[adminv1.EndOtherSessionsResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	n, err := h.auth.EndOtherSessions(ctx, s)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.EndOtherSessionsResponse{Ended: int32(n)}), nil
}

func (h *accountHandler) BeginTotpEnrollment(ctx context.Context, _ *connect.Request[adminv1.BeginTotpEnrollmentRequest]) (*connect.Response[adminv1.BeginTotpEnrollmentResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	e, err := h.auth.BeginTotp(ctx, s)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.BeginTotpEnrollmentResponse{Secret: e.Secret, OtpauthUrl: e.URL, QrCodeDataUrl: e.QRCodeDataURL}), nil
}

func (h *accountHandler) ConfirmTotpEnrollment(ctx context.Context, req *connect.Request[adminv1.ConfirmTotpEnrollmentRequest]) (*connect.Response[adminv1.ConfirmTotpEnrollmentResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	codes, err := h.auth.ConfirmTotp(ctx, s, req.Msg.GetCode())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ConfirmTotpEnrollmentResponse{RecoveryCodes: codes}), nil
}

func (h *accountHandler) DisableTotp(ctx context.Context, req *connect.Request[adminv1.DisableTotpRequest]) (*connect.Response[adminv1.DisableTotpResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.auth.DisableTotp(ctx, s, req.Msg.GetCode(), req.Msg.GetPassword()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DisableTotpResponse{}), nil
}

func (h *accountHandler) Reauthenticate(ctx context.Context, req *connect.Request[adminv1.ReauthenticateRequest]) (*connect.Response[adminv1.ReauthenticateResponse], error) {
	s, err := callerSession(ctx)
	if err != nil {
		return nil, err
	}
	until, err := h.auth.Reauthenticate(ctx, s, auth.Proof{
		Password: req.Msg.GetPassword(), Code: req.Msg.GetCode(), RecoveryCode: req.Msg.GetRecoveryCode(),
	})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ReauthenticateResponse{FreshUntilTime: timestamppb.New(until)}), nil
}
