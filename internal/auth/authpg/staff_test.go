package authpg_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/pquerna/otp/totp"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/auth/authpg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

const password = "correct horse battery"

// staffService is a service with the given accounts (no password change pending).
func staffService(t *testing.T, now func() time.Time, usernames ...string) (*auth.Service, []auth.User) {
	t.Helper()
	svc, err := auth.NewService(authpg.New(pgtest.New(t)), auth.DefaultConfig, now)
	if err != nil {
		t.Fatal(err)
	}
	users := make([]auth.User, len(usernames))
	for i, name := range usernames {
		if users[i], err = svc.CreateUser(context.Background(), name, password); err != nil {
			t.Fatal(err)
		}
	}
	return svc, users
}

func TestDisablingStaff(t *testing.T) {
	ctx := context.Background()
	t.Run("the last active account cannot be disabled", func(t *testing.T) {
		svc, users := staffService(t, nil, "admin", "bea")
		if _, err := svc.SetDisabled(ctx, users[1].ID, true); err != nil {
			t.Fatalf("disabling one of two = %v, want success", err)
		}
		if _, err := svc.SetDisabled(ctx, users[0].ID, true); !errors.Is(err, auth.ErrLastActiveStaff) {
			t.Errorf("disabling the last active = %v, want %v", err, auth.ErrLastActiveStaff)
		}
		if _, err := svc.SetDisabled(ctx, users[1].ID, false); err != nil {
			t.Fatalf("re-enabling = %v", err)
		}
		if _, err := svc.SetDisabled(ctx, users[0].ID, true); err != nil {
			t.Errorf("disabling one of two again = %v, want success", err)
		}
	})
	t.Run("two parallel disables of the last two accounts cannot both win", func(t *testing.T) {
		for round := range 10 {
			svc, users := staffService(t, nil, "admin", "bea")
			var wg sync.WaitGroup
			errs := make([]error, 2)
			start := make(chan struct{})
			for i := range 2 {
				wg.Go(func() {
					<-start
					_, errs[i] = svc.SetDisabled(ctx, users[i].ID, true)
				})
			}
			close(start)
			wg.Wait()
			var won, refused int
			for _, err := range errs {
				switch {
				case err == nil:
					won++
				case errors.Is(err, auth.ErrLastActiveStaff):
					refused++
				default:
					t.Fatalf("round %d: unexpected error %v", round, err)
				}
			}
			if won != 1 || refused != 1 {
				t.Fatalf("round %d: %d disables won and %d were refused, want 1 and 1", round, won, refused)
			}
			list, _ := svc.ListUsers(ctx)
			active := 0
			for _, u := range list {
				if !u.Disabled {
					active++
				}
			}
			if active != 1 {
				t.Fatalf("round %d: %d active accounts, want 1", round, active)
			}
		}
	})
	t.Run("a disabled account's sessions end at once and it cannot sign in", func(t *testing.T) {
		svc, users := staffService(t, nil, "admin", "bea")
		token, _, err := svc.Login(ctx, "bea", password, "192.0.2.1:1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.SetDisabled(ctx, users[1].ID, true); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Authenticate(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("Authenticate after disabling = %v, want unauthenticated", err)
		}
		// Refused as a wrong password is: a stranger must not learn the password is right.
		if _, _, err := svc.Login(ctx, "bea", password, "192.0.2.1:1"); !errors.Is(err, auth.ErrInvalidCredentials) {
			t.Errorf("Login while disabled = %v, want %v", err, auth.ErrInvalidCredentials)
		}
		if _, err := svc.SetDisabled(ctx, users[1].ID, false); err != nil {
			t.Fatal(err)
		}
		if _, _, err := svc.Login(ctx, "bea", password, "192.0.2.1:1"); err != nil {
			t.Errorf("Login after re-enabling = %v, want success", err)
		}
	})
}

func TestPasswords(t *testing.T) {
	ctx := context.Background()
	t.Run("a new account must change its temporary password", func(t *testing.T) {
		svc, _ := staffService(t, nil, "admin")
		user, temp, err := svc.CreateStaff(ctx, "Newcomer", "")
		if err != nil {
			t.Fatal(err)
		}
		if len(temp) < 16 {
			t.Errorf("generated password %q is shorter than 16 characters", temp)
		}
		if svc.RequiredStep(user) != auth.StepChangePassword {
			t.Errorf("required step of a new account = %v, want change password", svc.RequiredStep(user))
		}
		token, session, err := svc.Login(ctx, "newcomer", temp, "192.0.2.1:1")
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Gate(session.User); !errors.Is(err, auth.ErrPasswordChangeRequired) {
			t.Errorf("Gate = %v, want %v", err, auth.ErrPasswordChangeRequired)
		}
		if err := svc.ChangePassword(ctx, session, temp, temp); err == nil {
			t.Error("changing to the same password succeeded, want refused")
		}
		if err := svc.ChangePassword(ctx, session, "wrong password", "my own long password"); !errors.Is(err, auth.ErrWrongPassword) {
			t.Errorf("ChangePassword with a wrong current one = %v, want %v", err, auth.ErrWrongPassword)
		}
		if err := svc.ChangePassword(ctx, session, temp, "my own long password"); err != nil {
			t.Fatalf("ChangePassword = %v", err)
		}
		again, err := svc.Authenticate(ctx, token)
		if err != nil {
			t.Fatalf("the session that changed the password = %v, want it kept", err)
		}
		if err := svc.Gate(again.User); err != nil {
			t.Errorf("Gate after the change = %v, want nil", err)
		}
	})
	t.Run("a reset ends the sessions and requires a change", func(t *testing.T) {
		svc, users := staffService(t, nil, "admin", "bea")
		token, _, _ := svc.Login(ctx, "bea", password, "192.0.2.1:1")
		temp, err := svc.ResetPassword(ctx, users[1].ID, "")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Authenticate(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("old session after a reset = %v, want unauthenticated", err)
		}
		_, session, err := svc.Login(ctx, "bea", temp, "192.0.2.1:1")
		if err != nil {
			t.Fatal(err)
		}
		if !session.User.MustChangePassword {
			t.Error("after a reset the user need not change the password, want must")
		}
	})
	t.Run("changing the password ends the other sessions", func(t *testing.T) {
		svc, _ := staffService(t, nil, "admin")
		other, _, _ := svc.Login(ctx, "admin", password, "192.0.2.1:1")
		token, _, _ := svc.Login(ctx, "admin", password, "192.0.2.2:1")
		session, _ := svc.Authenticate(ctx, token)
		if err := svc.ChangePassword(ctx, session, password, "a brand new password"); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Authenticate(ctx, other); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("other session = %v, want unauthenticated", err)
		}
	})
}

func TestSessionList(t *testing.T) {
	ctx := context.Background()
	svc, users := staffService(t, nil, "admin", "bea")
	a, _, _ := svc.Login(ctx, "admin", password, "192.0.2.1:1")
	b, _, _ := svc.Login(ctx, "admin", password, "192.0.2.2:1")
	beas, _, _ := svc.Login(ctx, "bea", password, "192.0.2.3:1")
	sessions, err := svc.Sessions(ctx, users[0].ID)
	if err != nil || len(sessions) != 2 {
		t.Fatalf("Sessions = %d, %v, want 2", len(sessions), err)
	}
	bSession, _ := svc.Authenticate(ctx, b)
	beaSession, _ := svc.Authenticate(ctx, beas)
	if err := svc.EndSession(ctx, users[0].ID, beaSession.ID); !errors.Is(err, auth.ErrSessionNotFound) {
		t.Errorf("ending another user's session = %v, want %v", err, auth.ErrSessionNotFound)
	}
	if err := svc.EndSession(ctx, users[0].ID, bSession.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Authenticate(ctx, b); !errors.Is(err, auth.ErrUnauthenticated) {
		t.Errorf("ended session = %v, want unauthenticated", err)
	}
	if _, err := svc.Authenticate(ctx, a); err != nil {
		t.Errorf("remaining session = %v, want valid", err)
	}
	if err := svc.EndSession(ctx, users[0].ID, uuid.New()); !errors.Is(err, auth.ErrSessionNotFound) {
		t.Errorf("ending an unknown session = %v, want %v", err, auth.ErrSessionNotFound)
	}
}

// totpClock is a settable clock so that codes fall in known time steps.
type totpClock struct{ t time.Time }

func (c *totpClock) now() time.Time { return c.t }

func enrol(t *testing.T, svc *auth.Service, clock *totpClock, username string) (secret string, recovery []string) {
	t.Helper()
	ctx := context.Background()
	token, _, err := svc.Login(ctx, username, password, "192.0.2.1:1")
	if err != nil {
		t.Fatal(err)
	}
	session, _ := svc.Authenticate(ctx, token)
	e, err := svc.BeginTotp(ctx, session)
	if err != nil {
		t.Fatal(err)
	}
	code, _ := totp.GenerateCode(e.Secret, clock.t)
	if recovery, err = svc.ConfirmTotp(ctx, session, code); err != nil {
		t.Fatalf("ConfirmTotp = %v", err)
	}
	return e.Secret, recovery
}

func challenge(t *testing.T, svc *auth.Service, username string) string {
	t.Helper()
	res, err := svc.SignIn(context.Background(), auth.Credentials{Username: username, Password: password, Addr: "192.0.2.1:1"})
	if err != nil {
		t.Fatal(err)
	}
	if res.ChallengeToken == "" || res.Token != "" {
		t.Fatalf("SignIn with two-factor on = %+v, want a challenge and no session", res)
	}
	return res.ChallengeToken
}

func TestTwoFactorSignIn(t *testing.T) {
	ctx := context.Background()
	creds := auth.Credentials{Addr: "192.0.2.1:1"}
	t.Run("a code signs in once and cannot be replayed within its window", func(t *testing.T) {
		clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
		svc, _ := staffService(t, clock.now, "admin")
		secret, _ := enrol(t, svc, clock, "admin")
		clock.t = clock.t.Add(30 * time.Second)
		code, _ := totp.GenerateCode(secret, clock.t)
		token, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), code, "", creds)
		if err != nil {
			t.Fatalf("second step with a fresh code = %v", err)
		}
		if _, err := svc.Authenticate(ctx, token); err != nil {
			t.Errorf("the new session = %v", err)
		}
		if _, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), code, "", creds); !errors.Is(err, auth.ErrInvalidCode) {
			t.Errorf("the same code again = %v, want %v", err, auth.ErrInvalidCode)
		}
		clock.t = clock.t.Add(30 * time.Second)
		code, _ = totp.GenerateCode(secret, clock.t)
		if _, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), code, "", creds); err != nil {
			t.Errorf("the next window's code = %v, want success", err)
		}
	})
	t.Run("two requests with one code at once: only one signs in", func(t *testing.T) {
		clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
		svc, _ := staffService(t, clock.now, "admin")
		secret, _ := enrol(t, svc, clock, "admin")
		clock.t = clock.t.Add(30 * time.Second)
		code, _ := totp.GenerateCode(secret, clock.t)
		challenges := []string{challenge(t, svc, "admin"), challenge(t, svc, "admin")}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i := range 2 {
			wg.Go(func() { _, _, errs[i] = svc.SignInSecondFactor(ctx, challenges[i], code, "", creds) })
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Errorf("errors = %v, want exactly one success", errs)
		}
	})
	t.Run("a recovery code works once", func(t *testing.T) {
		clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
		svc, _ := staffService(t, clock.now, "admin")
		_, recovery := enrol(t, svc, clock, "admin")
		if len(recovery) != 10 {
			t.Fatalf("recovery codes = %d, want 10", len(recovery))
		}
		if _, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), "", recovery[3], creds); err != nil {
			t.Fatalf("first use of a recovery code = %v", err)
		}
		if _, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), "", recovery[3], creds); !errors.Is(err, auth.ErrInvalidCode) {
			t.Errorf("second use = %v, want %v", err, auth.ErrInvalidCode)
		}
		if _, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), "", "  "+recovery[4]+" ", creds); err != nil {
			t.Errorf("another code, typed with spaces = %v, want success", err)
		}
	})
	t.Run("wrong codes end the challenge", func(t *testing.T) {
		clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
		svc, _ := staffService(t, clock.now, "admin")
		secret, _ := enrol(t, svc, clock, "admin")
		ch := challenge(t, svc, "admin")
		for range 5 {
			if _, _, err := svc.SignInSecondFactor(ctx, ch, "000000", "", creds); !errors.Is(err, auth.ErrInvalidCode) {
				t.Fatalf("wrong code = %v, want %v", err, auth.ErrInvalidCode)
			}
		}
		clock.t = clock.t.Add(30 * time.Second)
		code, _ := totp.GenerateCode(secret, clock.t)
		elsewhere := auth.Credentials{Addr: "198.51.100.9:1"}
		if _, _, err := svc.SignInSecondFactor(ctx, ch, code, "", elsewhere); !errors.Is(err, auth.ErrChallengeExpired) {
			t.Errorf("right code after 5 wrong = %v, want %v", err, auth.ErrChallengeExpired)
		}
		// The wrong codes counted as failed sign-ins: a new challenge is not a new budget.
		_, err := svc.SignIn(ctx, auth.Credentials{Username: "admin", Password: password, Addr: creds.Addr})
		if !errors.Is(err, auth.ErrRateLimited) {
			t.Errorf("signing in again from the address that sent wrong codes = %v, want rate limited", err)
		}
	})
	t.Run("the password-only login refuses an account with two-factor sign-in", func(t *testing.T) {
		clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
		svc, _ := staffService(t, clock.now, "admin")
		enrol(t, svc, clock, "admin")
		if _, _, err := svc.Login(ctx, "admin", password, "192.0.2.1:1"); !errors.Is(err, auth.ErrSecondFactorNeeded) {
			t.Errorf("Login = %v, want %v", err, auth.ErrSecondFactorNeeded)
		}
	})
}

// errCodeField stands for "a field error on code" in the tables below.
var errCodeField = errors.New("a field error on code")

func TestDisableTwoFactor(t *testing.T) {
	ctx := context.Background()
	clock := &totpClock{t: time.Unix(1_800_000_000, 0)}
	svc, _ := staffService(t, clock.now, "admin")
	secret, recovery := enrol(t, svc, clock, "admin")
	token, _, err := svc.SignInSecondFactor(ctx, challenge(t, svc, "admin"), "", recovery[0], auth.Credentials{Addr: "192.0.2.1:1"})
	if err != nil {
		t.Fatal(err)
	}
	session, _ := svc.Authenticate(ctx, token)
	used, _ := totp.GenerateCode(secret, clock.t) // the enrolment's code
	tests := []struct {
		name           string
		code, password string
		want           error
	}{
		{"a wrong password is refused", "", "wrong password", auth.ErrWrongPassword},
		{"the code already used at enrolment is refused as a mistake in the code field", used, "", errCodeField},
		{"the password turns it off", "", password, nil},
		{"turning it off twice says it is not on", "", password, auth.ErrTotpNotEnabled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := svc.DisableTotp(ctx, session, tt.code, tt.password)
			if tt.want == errCodeField {
				// A field error, not ErrInvalidCode: that one would sign the page out.
				var verr *validate.Error
				if !errors.As(err, &verr) || len(verr.Violations) != 1 || verr.Violations[0].Field != "code" || errors.Is(err, auth.ErrInvalidCode) {
					t.Errorf("DisableTotp = %v, want a field error on code", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("DisableTotp = %v, want %v", err, tt.want)
			}
		})
	}
	if _, _, err := svc.Login(ctx, "admin", password, "192.0.2.1:1"); err != nil {
		t.Errorf("password-only Login after turning it off = %v, want success", err)
	}
}
