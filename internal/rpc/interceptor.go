// Package rpc adapts the domain services to Connect: handlers, the authorization
// interceptor and the error table.
package rpc

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/portal"
)

// access is who may call the procedures of a protobuf package.
type access int

const (
	// staffOnly: a valid staff session is required. Also the answer for any package not
	// listed, so a new service cannot be left open by accident.
	staffOnly access = iota
	// public: anyone; a session, when presented and valid, is still made available.
	public
	// client: a valid client session of the project portal is required (a staff session
	// never passes), except for the sign-in procedures in openClientProcedures.
	client
)

// packageAccess decides authorization by the package a procedure's service belongs to.
// gusset.auth.v1 is public so that Login works; its Me and Logout check the session
// themselves.
var packageAccess = map[string]access{
	"gusset.site.v1": public,
	"gusset.auth.v1": public,
	// The project portal: every procedure acts for a client's organization only.
	"gusset.portal.v1": client,
}

// openClientProcedures are the portal procedures callable without a client session: the
// sign-ins themselves.
var openClientProcedures = map[string]bool{
	portalv1connect.PortalAuthServiceSignInProcedure:             true,
	portalv1connect.PortalAuthServiceSignInWithLinkProcedure:     true,
	portalv1connect.PortalAuthServiceSignInSecondFactorProcedure: true,
	portalv1connect.PortalAuthServiceRequestSignInLinkProcedure:  true,
	portalv1connect.PortalLinkServiceRequestFreshLinkProcedure:   true,
}

// accessOf returns the access rule for a procedure such as "/gusset.admin.v1.StaffService/ListStaff".
func accessOf(procedure string) access {
	service, _, _ := strings.Cut(strings.TrimPrefix(procedure, "/"), "/")
	pkg := service[:max(strings.LastIndex(service, "."), 0)]
	if a, ok := packageAccess[pkg]; ok {
		return a
	}
	return staffOnly
}

// authInterceptor resolves the bearer token into a session on the context and refuses
// staff procedures without one. It wraps every Connect handler, and the REST shim calls
// those same handlers, so there is exactly one place where access is decided.
type authInterceptor struct {
	auth   *auth.Service
	portal *portal.Service
	log    *slog.Logger
}

// allowedBeforeStep are the staff procedures a user who must first change their password
// or set up two-factor sign-in may call (auth.Service.Gate); gusset.auth.v1 (Me, Logout,
// signing in as someone else) stays open.
var allowedBeforeStep = map[string]bool{
	adminv1connect.AccountServiceChangePasswordProcedure:        true,
	adminv1connect.AccountServiceBeginTotpEnrollmentProcedure:   true,
	adminv1connect.AccountServiceConfirmTotpEnrollmentProcedure: true,
	adminv1connect.AccountServiceReauthenticateProcedure:        true,
}

// sensitiveProcedures are the staff actions that need a fresh proof of the caller
// (auth.Service.RequireFresh: the password or a two-factor code within auth.FreshProof,
// else FAILED_PRECONDITION with the reason REAUTH_REQUIRED; docs/security.md lists them
// and why). They hand over accounts, lock people out, reroute mail or destroy for good.
// ChangePassword and DisableTotp are not listed: each checks a proof of its own (the
// current password; a code or the password).
var sensitiveProcedures = map[string]bool{
	adminv1connect.StaffServiceCreateStaffProcedure:                 true,
	adminv1connect.StaffServiceSetStaffDisabledProcedure:            true,
	adminv1connect.StaffServiceResetStaffPasswordProcedure:          true,
	adminv1connect.AccountServiceEndSessionProcedure:                true,
	adminv1connect.AccountServiceEndOtherSessionsProcedure:          true,
	adminv1connect.AccountServiceBeginTotpEnrollmentProcedure:       true,
	adminv1connect.AccountServiceConfirmTotpEnrollmentProcedure:     true,
	adminv1connect.ClientAdminServiceInviteClientUserProcedure:      true,
	adminv1connect.ClientAdminServiceSetClientUserDisabledProcedure: true,
	adminv1connect.TrashServiceEmptyTrashProcedure:                  true,
	adminv1connect.SiteSettingsServiceSaveSiteSettingsProcedure:     true,
	// A restore and an undo are saves of earlier settings (the same mail routing).
	adminv1connect.SiteSettingsServiceRestoreSiteSettingsVersionProcedure: true,
	adminv1connect.SiteSettingsServiceUndoSiteSettingsSaveProcedure:       true,
}

func (i *authInterceptor) authorize(ctx context.Context, procedure, header, addr string) (context.Context, error) {
	token := auth.BearerToken(header)
	rule := accessOf(procedure)
	if rule == client {
		return i.authorizeClient(ctx, procedure, token, addr)
	}
	if token == "" {
		if rule == staffOnly {
			return ctx, connect.NewError(connect.CodeUnauthenticated, auth.ErrUnauthenticated)
		}
		return ctx, nil
	}
	session, err := i.auth.Authenticate(ctx, token)
	switch {
	case err == nil:
		ctx = auth.WithSession(ctx, session)
		if rule == staffOnly {
			if err := i.auth.Gate(session.User); err != nil && !allowedBeforeStep[procedure] {
				return ctx, errmap.ToConnect(ctx, i.log, procedure, err)
			}
			if sensitiveProcedures[procedure] {
				if err := i.auth.RequireFresh(session); err != nil {
					return ctx, errmap.ToConnect(ctx, i.log, procedure, err)
				}
			}
		}
		if rule == staffOnly || strings.HasPrefix(procedure, "/gusset.auth.v1.") {
			// Writes made for this request are recorded under the staff user (see
			// package audit); public procedures are not staff writes.
			ctx = audit.WithOrigin(ctx, audit.Origin{Actor: session.User.Actor(), Addr: addr, Procedure: procedure})
		}
		return ctx, nil
	case errors.Is(err, auth.ErrUnauthenticated) && rule == public:
		return ctx, nil
	default:
		return ctx, errmap.ToConnect(ctx, i.log, procedure, err)
	}
}

// authorizeClient resolves a portal procedure's bearer token into a client session. Only
// client sessions are looked up: a staff token is unknown here, as a client token is to
// staff procedures. Writes are recorded under the client user (see package audit).
func (i *authInterceptor) authorizeClient(ctx context.Context, procedure, token, addr string) (context.Context, error) {
	if openClientProcedures[procedure] {
		return ctx, nil
	}
	session, err := i.portal.Authenticate(ctx, token)
	if err != nil {
		return ctx, errmap.ToConnect(ctx, i.log, procedure, err)
	}
	if err := reviewerMay(session.User, procedure); err != nil {
		return ctx, errmap.ToConnect(ctx, i.log, procedure, err)
	}
	ctx = portal.WithSession(ctx, session)
	return audit.WithOrigin(ctx, audit.Origin{Actor: session.User.Actor(), Addr: addr, Procedure: procedure}), nil
}

func (i *authInterceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		if req.Spec().IsClient {
			return next(ctx, req)
		}
		ctx, err := i.authorize(ctx, req.Spec().Procedure, req.Header().Get("Authorization"), req.Peer().Addr)
		if err != nil {
			return nil, err
		}
		res, err := next(ctx, req)
		return res, errmap.ToConnect(ctx, i.log, req.Spec().Procedure, err)
	}
}

func (i *authInterceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (i *authInterceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return func(ctx context.Context, conn connect.StreamingHandlerConn) error {
		ctx, err := i.authorize(ctx, conn.Spec().Procedure, conn.RequestHeader().Get("Authorization"), conn.Peer().Addr)
		if err != nil {
			return err
		}
		return errmap.ToConnect(ctx, i.log, conn.Spec().Procedure, next(ctx, conn))
	}
}
