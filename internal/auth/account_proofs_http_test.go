package auth_test

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/sitetest"
)

// wrongCode is a six-digit code that is none of the codes secret accepts now.
func wrongCode(t *testing.T, secret string) string {
	t.Helper()
	now := time.Now()
	accepted := map[string]bool{}
	for _, d := range []time.Duration{-30 * time.Second, 0, 30 * time.Second} {
		accepted[sitetest.Code(t, secret, now.Add(d))] = true
	}
	for n := 0; ; n++ {
		if c := fmt.Sprintf("%06d", n); !accepted[c] {
			return c
		}
	}
}

// twoFactorStaff creates a staff account with two-factor sign-in, signed in from another
// address, and answers its session, its authenticator secret and its recovery codes; now
// is the site's clock.
func twoFactorStaff(t *testing.T, s *sitetest.Site, username string, now time.Time) (string, string, []string) {
	t.Helper()
	ctx := context.Background()
	account := adminv1connect.NewAccountServiceClient(s.H1, s.URL)
	if _, err := s.Svcs.Auth.CreateUser(ctx, username, sitetest.AdminPassword); err != nil {
		t.Fatal(err)
	}
	token, _, err := s.Svcs.Auth.Login(ctx, username, sitetest.AdminPassword, "192.0.2.201:1")
	if err != nil {
		t.Fatal(err)
	}
	begin, err := account.BeginTotpEnrollment(ctx, sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	secret := begin.Msg.GetSecret()
	res, err := account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: sitetest.Code(t, secret, now.Add(-30*time.Second))}, token))
	if err != nil {
		t.Fatal(err)
	}
	return token, secret, res.Msg.GetRecoveryCodes()
}

// retryAfter answers the Retry-After of a Connect error ("" if none).
func retryAfter(err error) string {
	var cerr *connect.Error
	if errors.As(err, &cerr) {
		return cerr.Meta().Get("Retry-After")
	}
	return ""
}

// TestSignedInProofsAreLimitedAsSignIns: the current password of a password change and
// the code or password that turns two-factor sign-in off are guesses a stolen session
// could make without end. Each counts as a sign-in attempt of the account: the sixth
// wrong one within the window is refused with a Retry-After, the right one too while the
// lock holds, and the lock holds for signing in as well.
func TestSignedInProofsAreLimitedAsSignIns(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	account := adminv1connect.NewAccountServiceClient(f.H1, f.URL)
	authc := authv1connect.NewAuthServiceClient(f.H1, f.URL)
	const clientPassword = "girders and bolts"

	// newClient is a client with a password (and two-factor sign-in if totp): their
	// session, their authenticator secret.
	newClient := func(t *testing.T, email string, totp bool) (string, string) {
		token := f.Client(t, org, email)
		if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: clientPassword}, token)); err != nil {
			t.Fatal(err)
		}
		secret := ""
		if totp {
			secret, _ = f.EnableTOTP(t, token)
		}
		return token, secret
	}
	newStaff := func(t *testing.T, username string) (string, string) {
		token, secret, _ := twoFactorStaff(t, f.Site, username, time.Now())
		return token, secret
	}
	clientSignIn := func(email string) error {
		_, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: clientPassword}, ""))
		return err
	}
	staffSignIn := func(username string) error {
		_, err := authc.Login(ctx, sitetest.WithToken(&authv1.LoginRequest{Username: username, Password: sitetest.AdminPassword}, ""))
		return err
	}

	tests := []struct {
		name string
		// setup answers the call with a proof, a wrong and the right proof, the code of
		// a wrong proof, and a sign-in of the account from the test's address.
		setup func(t *testing.T) (try func(proof string) error, wrong, right string, wrongCode connect.Code, signIn func() error)
	}{
		{"a client's current password when changing it", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, _ := newClient(t, "change@prairie.example", false)
			return func(p string) error {
				_, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: p, NewPassword: "a brand new password"}, token))
				return err
			}, "not the password", clientPassword, connect.CodePermissionDenied, func() error { return clientSignIn("change@prairie.example") }
		}},
		{"a client's code turning two-factor sign-in off", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, secret := newClient(t, "code@prairie.example", true)
			return func(c string) error {
				_, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Code: c}, token))
				return err
			}, wrongCode(t, secret), sitetest.CodeAfter(t, secret), connect.CodeInvalidArgument, func() error { return clientSignIn("code@prairie.example") }
		}},
		{"a client's password turning two-factor sign-in off", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, _ := newClient(t, "totp-password@prairie.example", true)
			return func(p string) error {
				_, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: p}, token))
				return err
			}, "not the password", clientPassword, connect.CodePermissionDenied, func() error { return clientSignIn("totp-password@prairie.example") }
		}},
		{"staff's current password when changing it", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, _ := newStaff(t, "bea")
			return func(p string) error {
				_, err := account.ChangePassword(ctx, sitetest.WithToken(&adminv1.ChangePasswordRequest{CurrentPassword: p, NewPassword: "a brand new password"}, token))
				return err
			}, "not the password", sitetest.AdminPassword, connect.CodePermissionDenied, func() error { return staffSignIn("bea") }
		}},
		{"staff's code turning two-factor sign-in off", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, secret := newStaff(t, "cal")
			return func(c string) error {
				_, err := account.DisableTotp(ctx, sitetest.WithToken(&adminv1.DisableTotpRequest{Code: c}, token))
				return err
			}, wrongCode(t, secret), sitetest.Code(t, secret, time.Now()), connect.CodeInvalidArgument, func() error { return staffSignIn("cal") }
		}},
		{"staff's password turning two-factor sign-in off", func(t *testing.T) (func(string) error, string, string, connect.Code, func() error) {
			token, _ := newStaff(t, "dee")
			return func(p string) error {
				_, err := account.DisableTotp(ctx, sitetest.WithToken(&adminv1.DisableTotpRequest{Password: p}, token))
				return err
			}, "not the password", sitetest.AdminPassword, connect.CodePermissionDenied, func() error { return staffSignIn("dee") }
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is refused after five wrong ones, right or not, and so is signing in", func(t *testing.T) {
			// Each case starts with fresh counters: the address's own limit (20 failures
			// across accounts) would otherwise join in.
			if _, err := f.Pool.Exec(ctx, `DELETE FROM login_limits`); err != nil {
				t.Fatal(err)
			}
			try, wrong, right, wantCode, signIn := tt.setup(t)
			for i := range auth.DefaultConfig.MaxFailuresPerUser {
				if err := try(wrong); connect.CodeOf(err) != wantCode {
					t.Fatalf("wrong proof %d: got %v, want %v", i+1, err, wantCode)
				}
			}
			err := try(wrong)
			if got := connect.CodeOf(err); got != connect.CodeResourceExhausted {
				t.Fatalf("the sixth wrong proof: got %v, want resource exhausted", err)
			}
			if secs, _ := strconv.Atoi(retryAfter(err)); secs <= 0 {
				t.Errorf("Retry-After: got %q, want a number of seconds", retryAfter(err))
			}
			if err := try(right); connect.CodeOf(err) != connect.CodeResourceExhausted {
				t.Errorf("the right proof during the lock: got %v, want resource exhausted", err)
			}
			if err := signIn(); connect.CodeOf(err) != connect.CodeResourceExhausted {
				t.Errorf("signing in from the same address during the lock: got %v, want resource exhausted", err)
			}
		})
	}
}

// TestParallelWrongPasswordsOnTwoInstancesCheckAtMostTheLimit: a stolen client session
// sends many wrong current passwords at once, spread over two instances of the site on
// one database. The counters are the sign-in limits' own (PostgreSQL): at most the
// limit's passwords are checked.
func TestParallelWrongPasswordsOnTwoInstancesCheckAtMostTheLimit(t *testing.T) {
	url := pgtest.NewURL(t)
	cfg := app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), DatabaseURL: url}
	first := sitetest.PortalFixtureOf(t, sitetest.StartWith(t, cfg))
	second := sitetest.PortalFixtureOf(t, sitetest.StartWith(t, cfg))
	ctx := context.Background()
	token := first.Client(t, first.Organization(t, "Prairie Steel Fabricators"), "dana@prairie.example")
	const password = "girders and bolts"
	if _, err := first.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: password}, token)); err != nil {
		t.Fatal(err)
	}
	const guesses = 40
	codes := make(chan connect.Code, guesses)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range guesses {
		c := []portalv1connect.PortalAuthServiceClient{first.Auth, second.Auth}[i%2]
		wg.Go(func() {
			<-start
			_, err := c.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: "guess " + strconv.Itoa(i), NewPassword: "a brand new password"}, token))
			codes <- connect.CodeOf(err)
		})
	}
	close(start)
	wg.Wait()
	close(codes)
	got := map[connect.Code]int{}
	for c := range codes {
		got[c]++
	}
	if checked := got[connect.CodePermissionDenied]; checked > auth.DefaultConfig.MaxFailuresPerUser {
		t.Errorf("%d guesses had their password checked, want at most %d (answers %v)", checked, auth.DefaultConfig.MaxFailuresPerUser, got)
	}
	if got[connect.CodePermissionDenied]+got[connect.CodeResourceExhausted] != guesses {
		t.Errorf("answers: got %v, want only permission denied and resource exhausted", got)
	}
	if _, err := second.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: password, NewPassword: "a brand new password"}, token)); connect.CodeOf(err) != connect.CodeResourceExhausted {
		t.Errorf("the right password after the guesses: got %v, want resource exhausted", err)
	}
}
