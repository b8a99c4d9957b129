package auth_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMustChangePasswordIsEnforcedByTheServer(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	created, err := staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "Bea"}, s.StaffToken(t)))
	if err != nil {
		t.Fatal(err)
	}
	temp := created.Msg.GetTemporaryPassword()
	login, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "bea", Password: temp}))
	if err != nil {
		t.Fatal(err)
	}
	if got := login.Msg.GetRequiredStep(); got != authv1.RequiredStep_REQUIRED_STEP_CHANGE_PASSWORD {
		t.Errorf("required step = %v, want change password", got)
	}
	token := login.Msg.GetToken()
	_, err = staff.ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, token))
	if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "password change required") {
		t.Errorf("ListStaff before the change = %v, want failed_precondition naming the password change", err)
	}
	// Plain HTTP staff routes (exports, staff uploads) keep the same gate.
	for _, path := range []string{"/api/dashboard", "/exports/contact-messages.csv", "/exports/applicants.csv"} {
		if res, body := s.Get(t, path, token); res.StatusCode != http.StatusPreconditionFailed {
			t.Errorf("GET %s before the change = %d %s, want 412", path, res.StatusCode, body)
		}
	}
	if _, err := authc.Me(ctx, sitetest.WithToken(&authv1.MeRequest{}, token)); err != nil {
		t.Errorf("Me before the change = %v, want allowed", err)
	}
	// The sign-in page may still hold the token when someone else signs in.
	if _, err := authc.Login(ctx, sitetest.WithToken(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: sitetest.AdminPassword}, token)); err != nil {
		t.Errorf("Login while holding a token with a pending step = %v, want allowed", err)
	}
	if _, err := account.ChangePassword(ctx, sitetest.WithToken(&adminv1.ChangePasswordRequest{CurrentPassword: temp, NewPassword: "bea's own password"}, token)); err != nil {
		t.Fatalf("ChangePassword = %v", err)
	}
	if _, err := staff.ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, token)); err != nil {
		t.Errorf("ListStaff after the change = %v, want allowed", err)
	}
}

func TestTwoFactorSignInOverConnectAndREST(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	begin, err := account.BeginTotpEnrollment(ctx, sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(begin.Msg.GetQrCodeDataUrl(), "data:image/png;base64,") || !strings.HasPrefix(begin.Msg.GetOtpauthUrl(), "otpauth://totp/Gusset:admin?") {
		t.Errorf("enrolment = %q, %q, want a PNG data URL and an otpauth URL", begin.Msg.GetQrCodeDataUrl()[:30], begin.Msg.GetOtpauthUrl())
	}
	secret := begin.Msg.GetSecret()
	// A mistyped code on the account page is the form's error, not a signed-out session.
	_, err = account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: "000000x"}, token))
	if connect.CodeOf(err) != connect.CodeInvalidArgument || !strings.Contains(err.Error(), "code is wrong") {
		t.Errorf("ConfirmTotpEnrollment with a wrong code = %v, want invalid_argument on the code", err)
	}
	if _, err := authc.Me(ctx, sitetest.WithToken(&authv1.MeRequest{}, token)); err != nil {
		t.Errorf("Me after a wrong code = %v, want the session kept", err)
	}
	// The enrolment uses the code of the previous time step, sign-in the current one:
	// a code is accepted once, and only if later than the last one used.
	confirm, err := account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: sitetest.Code(t, secret, time.Now().Add(-30*time.Second))}, token))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(confirm.Msg.GetRecoveryCodes()); n != 10 {
		t.Errorf("recovery codes = %d, want 10", n)
	}

	t.Run("turning it off needs a right code or the password, and says which is missing or wrong", func(t *testing.T) {
		for _, req := range []*adminv1.DisableTotpRequest{{}, {Code: "000000"}} {
			_, err := account.DisableTotp(ctx, sitetest.WithToken(req, token))
			if connect.CodeOf(err) != connect.CodeInvalidArgument {
				t.Errorf("DisableTotp(%v) = %v, want invalid_argument", req, err)
			}
		}
	})
	t.Run("the REST login answers a clear 403 for an account with two-factor sign-in", func(t *testing.T) {
		res, body := s.PostForm(t, "/api/user/login", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, nil)
		var e sitetest.RESTError
		_ = json.Unmarshal(body, &e)
		if res.StatusCode != http.StatusForbidden || e.Error.Code != "permission_denied" || !strings.Contains(e.Error.Message, "two-factor") {
			t.Errorf("REST login = %d %s, want 403 permission_denied naming two-factor sign-in", res.StatusCode, body)
		}
	})
	t.Run("Connect Login answers a challenge, and the second step a session", func(t *testing.T) {
		login, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: sitetest.AdminPassword}))
		if err != nil {
			t.Fatal(err)
		}
		if !login.Msg.GetSecondFactorRequired() || login.Msg.GetToken() != "" || login.Msg.GetChallengeToken() == "" {
			t.Fatalf("Login = %v, want a challenge and no token", login.Msg)
		}
		second, err := authc.LoginSecondFactor(ctx, connect.NewRequest(&authv1.LoginSecondFactorRequest{ChallengeToken: login.Msg.GetChallengeToken(), Code: sitetest.Code(t, secret, time.Now())}))
		if err != nil {
			t.Fatalf("LoginSecondFactor = %v", err)
		}
		if _, err := authc.Me(ctx, sitetest.WithToken(&authv1.MeRequest{}, second.Msg.GetToken())); err != nil {
			t.Errorf("Me with the new session = %v", err)
		}
		again, _ := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: sitetest.AdminPassword}))
		_, err = authc.LoginSecondFactor(ctx, connect.NewRequest(&authv1.LoginSecondFactorRequest{ChallengeToken: again.Msg.GetChallengeToken(), Code: sitetest.Code(t, secret, time.Now())}))
		if connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("the same code replayed = %v, want unauthenticated", err)
		}
	})
}

func TestMandatoryTwoFactor(t *testing.T) {
	ctx := context.Background()
	cfg := auth.DefaultConfig
	cfg.RequireTotp = true
	s := sitetest.StartWith(t, app.Config{Auth: cfg, FileSecret: []byte("test secret")})
	token := s.StaffToken(t)
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	jobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	_, err := jobs.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{}, token))
	if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "two-factor sign-in required") {
		t.Errorf("ListJobs before enrolling = %v, want failed_precondition naming two-factor sign-in", err)
	}
	if res, body := s.Get(t, "/exports/subscribers.csv", token); res.StatusCode != http.StatusPreconditionFailed {
		t.Errorf("the subscribers export before enrolling = %d %s, want 412", res.StatusCode, body)
	}
	begin, err := account.BeginTotpEnrollment(ctx, sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
	if err != nil {
		t.Fatalf("BeginTotpEnrollment before enrolling = %v, want allowed", err)
	}
	if _, err := account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: sitetest.Code(t, begin.Msg.GetSecret(), time.Now())}, token)); err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{}, token)); err != nil {
		t.Errorf("ListJobs after enrolling = %v, want allowed", err)
	}
}

func TestStaffAdministrationOverConnect(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
	list, err := staff.ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	admin := list.Msg.GetUsers()[0]
	if admin.GetLastSignInTime() == nil || admin.GetDisabled() || admin.GetTotpEnabled() {
		t.Errorf("admin = %v, want signed in, active, without two-factor", admin)
	}
	_, err = staff.SetStaffDisabled(ctx, sitetest.WithToken(&adminv1.SetStaffDisabledRequest{Id: admin.GetId(), Disabled: true}, token))
	if connect.CodeOf(err) != connect.CodeFailedPrecondition {
		t.Errorf("disabling the only account = %v, want failed_precondition", err)
	}
	_, err = staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "Admin"}, token))
	if connect.CodeOf(err) != connect.CodeAlreadyExists {
		t.Errorf("creating a taken username = %v, want already_exists", err)
	}
	_, err = staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "bea", Password: "short"}, token))
	if connect.CodeOf(err) != connect.CodeInvalidArgument {
		t.Errorf("a short temporary password = %v, want invalid_argument", err)
	}
	_, err = staff.ResetStaffPassword(ctx, sitetest.WithToken(&adminv1.ResetStaffPasswordRequest{Id: "not-an-id"}, token))
	if connect.CodeOf(err) != connect.CodeNotFound {
		t.Errorf("resetting an unknown account = %v, want not_found", err)
	}
}
