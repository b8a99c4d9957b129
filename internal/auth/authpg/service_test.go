package authpg_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/auth/authpg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

func newService(t *testing.T, now func() time.Time) *auth.Service {
	t.Helper()
	svc, _ := newServiceOn(t, now)
	return svc
}

// newServiceOn is newService with its database, for tests that look at the rows.
func newServiceOn(t *testing.T, now func() time.Time) (*auth.Service, *pgxpool.Pool) {
	t.Helper()
	cfg := auth.DefaultConfig
	cfg.MaxFailuresPerUser, cfg.MaxFailuresPerAddr = 3, 5
	pool := pgtest.New(t)
	svc, err := auth.NewService(authpg.New(pool), cfg, now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.CreateUser(context.Background(), "Admin", "correct horse battery"); err != nil {
		t.Fatal(err)
	}
	return svc, pool
}

func TestLogin(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name     string
		username string
		password string
		wantErr  error
	}{
		{"the right credentials open a session", "admin", "correct horse battery", nil},
		{"the username is case-insensitive and trimmed", "  ADMIN ", "correct horse battery", nil},
		{"a wrong password is refused", "admin", "wrong", auth.ErrInvalidCredentials},
		{"an unknown user is refused the same way", "nobody", "correct horse battery", auth.ErrInvalidCredentials},
	}
	svc := newService(t, nil)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token, session, err := svc.Login(ctx, tt.username, tt.password, "192.0.2.1:5000")
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Login error = %v, want %v", err, tt.wantErr)
			}
			if tt.wantErr != nil {
				return
			}
			if len(token) < 43 {
				t.Errorf("token %q has %d characters, want at least 43 (32 random bytes)", token, len(token))
			}
			got, err := svc.Authenticate(ctx, token)
			if err != nil {
				t.Fatalf("Authenticate(new token) = %v", err)
			}
			if got.User.Username != "admin" || !got.ExpireTime.Equal(session.ExpireTime.Truncate(time.Microsecond)) {
				t.Errorf("session = %+v, want admin expiring %s", got, session.ExpireTime)
			}
		})
	}
}

func TestLoginValidation(t *testing.T) {
	svc := newService(t, nil)
	_, _, err := svc.Login(context.Background(), "  ", "", "192.0.2.1:1")
	var verr *validate.Error
	if !errors.As(err, &verr) {
		t.Fatalf("Login with blanks = %v, want a validation error", err)
	}
	got := map[string]string{}
	for _, v := range verr.Violations {
		got[v.Field] = v.Message
	}
	if got["username"] != "Username is required" || got["password"] != "Password is required" {
		t.Errorf("violations = %v, want username and password required", got)
	}
}

func TestLoginLockout(t *testing.T) {
	ctx := context.Background()
	t.Run("failures for one username from one address lock that pair", func(t *testing.T) {
		svc := newService(t, nil)
		for i := range 3 {
			if _, _, err := svc.Login(ctx, "admin", "wrong", "192.0.2.1:1"); !errors.Is(err, auth.ErrInvalidCredentials) {
				t.Fatalf("attempt %d: %v, want invalid credentials", i+1, err)
			}
		}
		_, _, err := svc.Login(ctx, "Admin", "correct horse battery", "192.0.2.1:2")
		var rl *auth.RateLimitedError
		if !errors.As(err, &rl) || rl.RetryAfter <= 0 {
			t.Fatalf("login after the limit = %v, want a rate limit with a wait", err)
		}
	})
	t.Run("a stranger's failures do not lock staff out at another address", func(t *testing.T) {
		svc := newService(t, nil)
		for range 3 {
			_, _, _ = svc.Login(ctx, "admin", "wrong", "203.0.113.66:1")
		}
		if _, _, err := svc.Login(ctx, "admin", "correct horse battery", "198.51.100.7:1"); err != nil {
			t.Errorf("staff login from their own address = %v, want success", err)
		}
	})
	t.Run("guesses spread over addresses spend the account's budget", func(t *testing.T) {
		svc := newService(t, nil) // budget: auth.DefaultConfig.MaxFailuresPerAccount
		for i := range auth.DefaultConfig.MaxFailuresPerAccount {
			_, _, _ = svc.Login(ctx, "admin", "wrong", fmt.Sprintf("203.0.%d.%d:1", i/200, i%200))
		}
		_, _, err := svc.Login(ctx, "admin", "correct horse battery", "203.0.0.0:1")
		if !errors.Is(err, auth.ErrRateLimited) {
			t.Errorf("login from an address that failed, after the budget = %v, want rate limited", err)
		}
		if _, _, err := svc.Login(ctx, "admin", "correct horse battery", "198.51.100.7:1"); err != nil {
			t.Errorf("login from an address that never failed = %v, want success", err)
		}
	})
	t.Run("failures from one address lock it, whatever the usernames", func(t *testing.T) {
		svc := newService(t, nil)
		for i := range 5 {
			_, _, _ = svc.Login(ctx, "user"+string(rune('a'+i)), "wrong", "192.0.2.9:1234")
		}
		_, _, err := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.9:9999")
		if !errors.Is(err, auth.ErrRateLimited) {
			t.Fatalf("login from the locked address = %v, want rate limited", err)
		}
		if _, _, err := svc.Login(ctx, "admin", "correct horse battery", "203.0.113.5:1"); err != nil {
			t.Errorf("login from another address = %v, want success", err)
		}
	})
	t.Run("attempts refused by a lock write no counter rows", func(t *testing.T) {
		svc, pool := newServiceOn(t, nil)
		for i := range 5 {
			_, _, _ = svc.Login(ctx, "user"+string(rune('a'+i)), "wrong", "192.0.2.9:1")
		}
		var before, after int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM login_limits`).Scan(&before); err != nil {
			t.Fatal(err)
		}
		for i := range 50 {
			if _, _, err := svc.Login(ctx, fmt.Sprintf("rotated%d", i), "wrong", "192.0.2.9:1"); !errors.Is(err, auth.ErrRateLimited) {
				t.Fatalf("attempt %d from the locked address = %v, want rate limited", i, err)
			}
		}
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM login_limits`).Scan(&after); err != nil {
			t.Fatal(err)
		}
		if after != before {
			t.Errorf("got %d counter rows after 50 refused usernames, want the %d there before", after, before)
		}
	})
	t.Run("the lockout passes", func(t *testing.T) {
		now := time.Now()
		svc := newService(t, func() time.Time { return now })
		for range 3 {
			_, _, _ = svc.Login(ctx, "admin", "wrong", "192.0.2.1:1")
		}
		now = now.Add(auth.DefaultConfig.Lockout + time.Second)
		if _, _, err := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.1:1"); err != nil {
			t.Errorf("login after the lockout = %v, want success", err)
		}
	})
}

func TestSessions(t *testing.T) {
	ctx := context.Background()
	t.Run("logout revokes the token at once", func(t *testing.T) {
		svc := newService(t, nil)
		token, _, err := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.1:1")
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Logout(ctx, token); err != nil {
			t.Fatalf("Logout = %v", err)
		}
		if _, err := svc.Authenticate(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("Authenticate after logout = %v, want unauthenticated", err)
		}
		if err := svc.Logout(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("second Logout = %v, want unauthenticated", err)
		}
	})
	t.Run("an expired session is refused", func(t *testing.T) {
		past := time.Now().Add(-13 * time.Hour)
		svc := newService(t, func() time.Time { return past })
		token, _, err := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.1:1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Authenticate(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("Authenticate(expired) = %v, want unauthenticated", err)
		}
	})
	t.Run("a made-up token is refused", func(t *testing.T) {
		svc := newService(t, nil)
		if _, err := svc.Authenticate(ctx, "bm90IGEgcmVhbCB0b2tlbiBhdCBhbGwgbm90IGF0IGFsbA"); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("Authenticate(made up) = %v, want unauthenticated", err)
		}
	})
	t.Run("a password change ends every session of the user", func(t *testing.T) {
		svc := newService(t, nil)
		token, _, _ := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.1:1")
		if err := svc.SetPassword(ctx, "ADMIN", "a new long password"); err != nil {
			t.Fatalf("SetPassword = %v", err)
		}
		if _, err := svc.Authenticate(ctx, token); !errors.Is(err, auth.ErrUnauthenticated) {
			t.Errorf("old session after password change = %v, want unauthenticated", err)
		}
		if _, _, err := svc.Login(ctx, "admin", "a new long password", "192.0.2.1:1"); err != nil {
			t.Errorf("login with the new password = %v", err)
		}
	})
}

func TestCreateUser(t *testing.T) {
	ctx := context.Background()
	svc := newService(t, nil)
	tests := []struct {
		name     string
		username string
		password string
		wantErr  bool
		wantIs   error
	}{
		{"a new user is created", "estimator", "long enough pw", false, nil},
		{"a taken username is refused whatever its case", "ADMIN", "long enough pw", true, auth.ErrUsernameTaken},
		{"a short password is refused", "short", "1234567", true, nil},
		{"a username with spaces inside is refused", "two words", "long enough pw", true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := svc.CreateUser(ctx, tt.username, tt.password)
			if (err != nil) != tt.wantErr {
				t.Fatalf("CreateUser error = %v, want error %v", err, tt.wantErr)
			}
			if tt.wantIs != nil && !errors.Is(err, tt.wantIs) {
				t.Errorf("CreateUser error = %v, want %v", err, tt.wantIs)
			}
		})
	}
	t.Run("EnsureUser leaves an existing user's password alone", func(t *testing.T) {
		created, err := svc.EnsureUser(ctx, "admin", "another password")
		if err != nil || created {
			t.Fatalf("EnsureUser = %v, %v; want not created", created, err)
		}
		if _, _, err := svc.Login(ctx, "admin", "correct horse battery", "192.0.2.1:1"); err != nil {
			t.Errorf("login with the original password = %v", err)
		}
	})
}
