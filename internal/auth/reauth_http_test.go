package auth_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"connectrpc.com/connect"
	"github.com/google/uuid"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// reauthReason answers the ErrorInfo reason of a Connect error ("" if none).
func reauthReason(err error) string {
	var cerr *connect.Error
	if !errors.As(err, &cerr) {
		return ""
	}
	for _, d := range cerr.Details() {
		if v, derr := d.Value(); derr == nil {
			if info, ok := v.(*errdetails.ErrorInfo); ok {
				return info.GetReason()
			}
		}
	}
	return ""
}

// codeOf is err's Connect code, 0 for no error.
func codeOf(err error) connect.Code {
	if err == nil {
		return 0
	}
	return connect.CodeOf(err)
}

// TestSensitiveProceduresNeedAFreshProof: each sensitive staff action is refused with
// FAILED_PRECONDITION and the reason REAUTH_REQUIRED once the session's sign-in is more
// than ten minutes old, and allowed again right after Reauthenticate with the password;
// the other actions are not asked for it.
func TestSensitiveProceduresNeedAFreshProof(t *testing.T) {
	s, clock := startClocked(t)
	ctx := context.Background()
	staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	clients := adminv1connect.NewClientAdminServiceClient(s.H1, s.URL)
	trash := adminv1connect.NewTrashServiceClient(s.H1, s.URL)
	settings := adminv1connect.NewSiteSettingsServiceClient(s.H1, s.URL)
	newUser := func(t *testing.T, name string) string {
		u, err := s.Svcs.Auth.CreateUser(ctx, name, sitetest.AdminPassword)
		if err != nil {
			t.Fatal(err)
		}
		return u.ID.String()
	}
	org, err := clients.CreateOrganization(ctx, sitetest.WithToken(&adminv1.CreateOrganizationRequest{Name: "Prairie Steel Fabricators"}, s.StaffToken(t)))
	if err != nil {
		t.Fatal(err)
	}
	orgID := org.Msg.GetOrganization().GetId()

	tests := []struct {
		name      string
		sensitive bool
		// call makes the action with token; wantFresh is its answer with a fresh proof.
		call      func(t *testing.T, token string) error
		wantFresh connect.Code
	}{
		{"creating a staff user", true, func(t *testing.T, token string) error {
			_, err := staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "newcomer"}, token))
			return err
		}, 0},
		{"disabling a staff user", true, func(t *testing.T, token string) error {
			_, err := staff.SetStaffDisabled(ctx, sitetest.WithToken(&adminv1.SetStaffDisabledRequest{Id: newUser(t, "leaver-"+uuid.NewString()[:8]), Disabled: true}, token))
			return err
		}, 0},
		{"resetting a staff user's password", true, func(t *testing.T, token string) error {
			_, err := staff.ResetStaffPassword(ctx, sitetest.WithToken(&adminv1.ResetStaffPasswordRequest{Id: newUser(t, "forgetful-"+uuid.NewString()[:8])}, token))
			return err
		}, 0},
		{"ending one of one's sessions", true, func(t *testing.T, token string) error {
			_, err := account.EndSession(ctx, sitetest.WithToken(&adminv1.EndSessionRequest{Id: uuid.NewString()}, token))
			return err
		}, connect.CodeNotFound},
		{"ending one's other sessions", true, func(t *testing.T, token string) error {
			_, err := account.EndOtherSessions(ctx, sitetest.WithToken(&adminv1.EndOtherSessionsRequest{}, token))
			return err
		}, 0},
		{"starting two-factor sign-in", true, func(t *testing.T, token string) error {
			_, err := account.BeginTotpEnrollment(ctx, sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
			return err
		}, 0},
		{"confirming two-factor sign-in", true, func(t *testing.T, token string) error {
			_, err := account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: "000000"}, token))
			return err
		}, connect.CodeInvalidArgument},
		{"inviting a client user", true, func(t *testing.T, token string) error {
			_, err := clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: orgID, Email: "pat@prairie.example", Name: "Pat"}, token))
			return err
		}, 0},
		{"disabling a client user", true, func(t *testing.T, token string) error {
			_, err := clients.SetClientUserDisabled(ctx, sitetest.WithToken(&adminv1.SetClientUserDisabledRequest{Id: uuid.NewString(), Disabled: true}, token))
			return err
		}, connect.CodeNotFound},
		{"emptying the trash", true, func(t *testing.T, token string) error {
			_, err := trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{}, token))
			return err
		}, 0},
		{"saving the site settings", true, func(t *testing.T, token string) error {
			got, err := settings.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
			if err != nil {
				t.Fatal(err)
			}
			edited := got.Msg.GetSettings()
			_, err = settings.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: edited.GetSettings(), Version: edited.GetVersion()}, token))
			return err
		}, 0},
		{"restoring earlier site settings", true, func(t *testing.T, token string) error {
			got, err := settings.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
			if err != nil {
				t.Fatal(err)
			}
			_, err = settings.RestoreSiteSettingsVersion(ctx, sitetest.WithToken(&adminv1.RestoreSiteSettingsVersionRequest{Restore: 999, Version: got.Msg.GetSettings().GetVersion()}, token))
			return err
		}, connect.CodeNotFound},
		{"undoing the last settings save", true, func(t *testing.T, token string) error {
			got, err := settings.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
			if err != nil {
				t.Fatal(err)
			}
			_, err = settings.UndoSiteSettingsSave(ctx, sitetest.WithToken(&adminv1.UndoSiteSettingsSaveRequest{Version: got.Msg.GetSettings().GetVersion()}, token))
			return err
		}, 0},
		{"listing the staff", false, func(t *testing.T, token string) error {
			_, err := staff.ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, token))
			return err
		}, 0},
		{"listing one's sessions", false, func(t *testing.T, token string) error {
			_, err := account.ListSessions(ctx, sitetest.WithToken(&adminv1.ListSessionsRequest{}, token))
			return err
		}, 0},
		{"changing one's password, which asks the current one", false, func(t *testing.T, token string) error {
			_, err := account.ChangePassword(ctx, sitetest.WithToken(&adminv1.ChangePasswordRequest{CurrentPassword: "not the password", NewPassword: "a brand new password"}, token))
			return err
		}, connect.CodePermissionDenied},
	}
	for _, tt := range tests {
		name := tt.name + " is refused with a stale proof and allowed with a fresh one"
		if !tt.sensitive {
			name = tt.name + " needs no fresh proof"
		}
		t.Run(name, func(t *testing.T) {
			token := s.StaffToken(t)
			clock.advance(auth.FreshProof + time.Minute)
			err := tt.call(t, token)
			if !tt.sensitive {
				if got := codeOf(err); got != tt.wantFresh {
					t.Fatalf("with a stale proof: got %v, want %v", err, tt.wantFresh)
				}
				return
			}
			if got, want := reauthReason(err), auth.ReauthReason; connect.CodeOf(err) != connect.CodeFailedPrecondition || got != want {
				t.Fatalf("with a stale proof: got %v (reason %q), want failed precondition with reason %q", err, got, want)
			}
			res, err := account.Reauthenticate(ctx, sitetest.WithToken(&adminv1.ReauthenticateRequest{Password: sitetest.AdminPassword}, token))
			if err != nil {
				t.Fatalf("Reauthenticate: %v", err)
			}
			if got, want := res.Msg.GetFreshUntilTime().AsTime(), clock.now().Add(auth.FreshProof); got.Sub(want).Abs() > time.Minute {
				t.Errorf("fresh until %v, want about %v", got, want)
			}
			if got := codeOf(tt.call(t, token)); got != tt.wantFresh {
				t.Errorf("with a fresh proof: got %v, want %v", got, tt.wantFresh)
			}
		})
	}
}

// TestReauthenticate: the proof Reauthenticate takes, its refusals and its limits.
func TestReauthenticate(t *testing.T) {
	s, clock := startClocked(t)
	ctx := context.Background()
	staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	createStaff := func(token string) error {
		_, err := staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "u-" + uuid.NewString()[:8]}, token))
		return err
	}
	reauth := func(token string, p *adminv1.ReauthenticateRequest) error {
		_, err := account.Reauthenticate(ctx, sitetest.WithToken(p, token))
		return err
	}
	// staleTwoFactor is a new account with two-factor sign-in, its secret and recovery
	// codes, signed in more than ten minutes ago.
	staleTwoFactor := func(t *testing.T, username string) (string, string, []string) {
		token, secret, codes := twoFactorStaff(t, s, username, clock.now())
		clock.advance(auth.FreshProof + time.Minute)
		return token, secret, codes
	}
	clearLimits := func(t *testing.T) {
		if _, err := s.Pool.Exec(ctx, `DELETE FROM login_limits`); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("a wrong password is a field error, and after five of them even the right one is refused", func(t *testing.T) {
		clearLimits(t)
		token := s.StaffToken(t)
		clock.advance(auth.FreshProof + time.Minute)
		for i := range auth.DefaultConfig.MaxFailuresPerUser {
			if err := reauth(token, &adminv1.ReauthenticateRequest{Password: "not the password"}); connect.CodeOf(err) != connect.CodeInvalidArgument {
				t.Fatalf("wrong password %d: got %v, want invalid argument", i+1, err)
			}
		}
		if err := reauth(token, &adminv1.ReauthenticateRequest{Password: sitetest.AdminPassword}); connect.CodeOf(err) != connect.CodeResourceExhausted {
			t.Fatalf("the right password during the lock: got %v, want resource exhausted", err)
		}
		if err := createStaff(token); reauthReason(err) != auth.ReauthReason {
			t.Errorf("creating a user after refused proofs: got %v, want re-auth required", err)
		}
		if _, _, err := s.Svcs.Auth.Login(ctx, sitetest.AdminUser, sitetest.AdminPassword, "127.0.0.1:1"); !errors.Is(err, auth.ErrRateLimited) {
			t.Errorf("signing in from the same address during the lock: got %v, want rate limited", err)
		}
	})

	t.Run("an empty proof is refused without counting", func(t *testing.T) {
		clearLimits(t)
		token := s.StaffToken(t)
		if err := reauth(token, &adminv1.ReauthenticateRequest{}); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("no password: got %v, want invalid argument", err)
		}
	})

	t.Run("with two-factor sign-in the password alone is refused and a code is taken once", func(t *testing.T) {
		clearLimits(t)
		token, secret, _ := staleTwoFactor(t, "tess")
		if err := reauth(token, &adminv1.ReauthenticateRequest{Password: sitetest.AdminPassword}); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("the password of a two-factor account: got %v, want invalid argument", err)
		}
		code := sitetest.Code(t, secret, clock.now())
		if err := reauth(token, &adminv1.ReauthenticateRequest{Code: code}); err != nil {
			t.Fatalf("a current code: %v", err)
		}
		if err := createStaff(token); err != nil {
			t.Errorf("creating a user after the code: %v", err)
		}
		if err := reauth(token, &adminv1.ReauthenticateRequest{Code: code}); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("the same code again: got %v, want invalid argument", err)
		}
	})

	t.Run("a recovery code is taken once", func(t *testing.T) {
		clearLimits(t)
		token, _, codes := staleTwoFactor(t, "rory")
		if err := reauth(token, &adminv1.ReauthenticateRequest{RecoveryCode: codes[0]}); err != nil {
			t.Fatalf("an unused recovery code: %v", err)
		}
		if err := reauth(token, &adminv1.ReauthenticateRequest{RecoveryCode: codes[0]}); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("the same recovery code again: got %v, want invalid argument", err)
		}
	})

	t.Run("a browser session's cookie is asked and proves the same way as a bearer token", func(t *testing.T) {
		clearLimits(t)
		c := browser(t, s)
		signInBrowser(t, s, c, true)
		clock.advance(auth.FreshProof + time.Minute)
		cookieStaff := adminv1connect.NewStaffServiceClient(c, s.URL)
		create := func() error {
			_, err := cookieStaff.CreateStaff(ctx, connect.NewRequest(&adminv1.CreateStaffRequest{Username: "u-" + uuid.NewString()[:8]}))
			return err
		}
		if err := create(); reauthReason(err) != auth.ReauthReason {
			t.Fatalf("with a stale cookie session: got %v, want re-auth required", err)
		}
		if _, err := adminv1connect.NewAccountServiceClient(c, s.URL).Reauthenticate(ctx, connect.NewRequest(&adminv1.ReauthenticateRequest{Password: sitetest.AdminPassword})); err != nil {
			t.Fatalf("Reauthenticate with the cookie: %v", err)
		}
		if err := create(); err != nil {
			t.Errorf("after Reauthenticate with the cookie: %v", err)
		}
	})
}
