package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"golang.org/x/text/unicode/norm"

	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/validate"
)

// Config tunes sessions and the brute-force limits (see Limits for the rules).
type Config struct {
	SessionTTL time.Duration
	// MaxFailuresPerUser failed sign-ins for one username from one address within
	// FailureWindow lock that pair for Lockout, doubled at each further lock up to
	// MaxLockout. MaxFailuresPerAddr does the same for one client address across all
	// usernames. MaxFailuresPerAccount is the budget of one username across all
	// addresses, after which the addresses that have failed against it are refused.
	MaxFailuresPerUser    int
	MaxFailuresPerAddr    int
	MaxFailuresPerAccount int
	FailureWindow         time.Duration
	Lockout               time.Duration
	MaxLockout            time.Duration
	// RequireTotp makes two-factor sign-in mandatory: a staff user without it must set it
	// up right after signing in, before anything else.
	RequireTotp bool
	// RememberTTL is how long a browser session kept signed in lasts at most, IdleLimit how
	// long it may go unused (browser.go; zero: the defaults).
	RememberTTL time.Duration
	IdleLimit   time.Duration
}

// DefaultConfig is what Gusset runs with unless configured otherwise.
var DefaultConfig = Config{
	SessionTTL:            12 * time.Hour,
	RememberTTL:           DefaultRememberTTL,
	IdleLimit:             DefaultIdleLimit,
	MaxFailuresPerUser:    5,
	MaxFailuresPerAddr:    20,
	MaxFailuresPerAccount: 50,
	FailureWindow:         15 * time.Minute,
	Lockout:               15 * time.Minute,
	MaxLockout:            24 * time.Hour,
}

func (c Config) limits() Limits {
	account := c.MaxFailuresPerAccount
	if account == 0 {
		account = DefaultConfig.MaxFailuresPerAccount
	}
	return Limits{
		PerPair: c.MaxFailuresPerUser, PerAddr: c.MaxFailuresPerAddr, PerAccount: account,
		Window: c.FailureWindow, Lockout: c.Lockout, MaxLockout: c.MaxLockout,
	}
}

const (
	tokenBytes        = 32
	minPasswordLength = 8
	maxPasswordLength = 1024
	maxUsernameLength = 64
	// Hashing costs 12 MiB each: bound concurrent hashes so a flood of sign-ins cannot
	// exhaust memory.
	maxConcurrentHashes = 4
	// challengeTTL is how long the second sign-in step may take.
	challengeTTL = 5 * time.Minute
)

var usernamePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._@-]*$`)

// Service is staff authentication.
type Service struct {
	store   Store
	cfg     Config
	limiter *Limiter
	now     func() time.Time
	hashes  chan struct{}
	// dummyHash is verified against when the username is unknown, so a response's timing
	// does not reveal which usernames exist. Made on first need: hashing at start-up
	// would cost every process the hash's memory.
	dummyHash func() (string, error)
}

// NewService returns the service; now may be nil for the wall clock.
func NewService(store Store, cfg Config, now func() time.Time) (*Service, error) {
	if now == nil {
		now = time.Now
	}
	return &Service{
		store:     store,
		cfg:       cfg,
		limiter:   NewLimiter(store, cfg.limits(), now),
		now:       now,
		hashes:    make(chan struct{}, maxConcurrentHashes),
		dummyHash: sync.OnceValues(func() (string, error) { return HashPassword("not a real password") }),
	}, nil
}

// NormalizeUsername trims, applies Unicode NFKC and lower-cases, so that "Admin " and
// "admin" are one account and one rate-limit key.
func NormalizeUsername(s string) string {
	return strings.ToLower(norm.NFKC.String(strings.TrimSpace(s)))
}

// Login checks the credentials and opens a session, for accounts without two-factor
// sign-in (it answers ErrSecondFactorNeeded for the others). remoteAddr is the
// connection's address (host:port or host), used as a rate-limit key.
func (s *Service) Login(ctx context.Context, username, password, remoteAddr string) (string, Session, error) {
	res, err := s.SignIn(ctx, Credentials{Username: username, Password: password, Addr: remoteAddr})
	if err != nil {
		return "", Session{}, err
	}
	if res.ChallengeToken != "" {
		return "", Session{}, ErrSecondFactorNeeded
	}
	return res.Token, res.Session, nil
}

// Credentials are a sign-in's first step.
type Credentials struct {
	Username, Password string
	// Addr is the connection's address; UserAgent the client's, shown in session lists.
	Addr, UserAgent string
	// Browser is whether the session goes to a cookie, and is to be remembered.
	Browser Browser
}

// SignInResult is a session (Token) or, for an account with two-factor sign-in, the
// token of the second step (ChallengeToken).
type SignInResult struct {
	Token          string
	Session        Session
	ChallengeToken string
}

const loginProcedure = "/gusset.auth.v1.AuthService/Login"

// SignIn checks the credentials; see SignInResult.
func (s *Service) SignIn(ctx context.Context, c Credentials) (SignInResult, error) {
	username := NormalizeUsername(c.Username)
	var v validate.Checker
	v.Require("username", username, "Username is required")
	v.Check(c.Password != "", "password", "Password is required")
	v.Check(utf8.RuneCountInString(username) <= maxUsernameLength, "username", "Username is too long")
	v.Check(len(c.Password) <= maxPasswordLength, "password", "Password is too long")
	if err := v.Err(); err != nil {
		return SignInResult{}, err
	}

	// Counted before the password is checked: parallel attempts cannot outrun the limits.
	attempt, wait, err := s.limiter.Admit(ctx, username, addrKey(c.Addr))
	if err != nil {
		return SignInResult{}, err
	}
	if attempt == nil {
		return SignInResult{}, &RateLimitedError{RetryAfter: wait}
	}

	user, err := s.store.UserByUsername(ctx, username)
	hash := user.PasswordHash
	if errors.Is(err, ErrUserNotFound) {
		hash, err = s.dummyHash()
	}
	if err != nil {
		return SignInResult{}, err
	}
	match, err := s.verify(ctx, hash, c.Password)
	if err != nil {
		return SignInResult{}, err
	}
	if !match || user.Username == "" || user.Disabled {
		// A disabled account is refused exactly as a wrong password is: the same error, the
		// same work (the hash was checked either way), the same failure counted. An answer of
		// its own would tell a stranger that the password they tried is right. Staff read
		// the reason in the audit trail.
		reason := "wrong password"
		switch {
		case user.Username == "":
			reason = "unknown username"
		case match:
			reason = "account disabled"
		}
		// Nobody signed in: the entry has no actor, and the name typed is only what the
		// stranger claimed to be (the account it names, if any, is the entry's entity).
		stranger := audit.Origin{Addr: c.Addr, Procedure: loginProcedure}
		summary := map[string]string{"reason": reason, "claimed_username": audit.Claimed(username)}
		if err := s.store.Audit(ctx, stranger, audit.ActionSignInFailed, "staff_users", idOrEmpty(user.ID), summary); err != nil {
			return SignInResult{}, err
		}
		return SignInResult{}, ErrInvalidCredentials
	}
	if err := attempt.Succeeded(ctx); err != nil {
		return SignInResult{}, err
	}
	if user.TotpEnabled {
		token, tokenHash, err := newToken()
		if err != nil {
			return SignInResult{}, err
		}
		if err := s.store.ChallengeCreate(ctx, tokenHash, user.ID, s.now().Add(challengeTTL)); err != nil {
			return SignInResult{}, err
		}
		return SignInResult{ChallengeToken: token}, nil
	}
	token, session, err := s.openSession(ctx, user, c, map[string]string{"second_factor": "none"})
	return SignInResult{Token: token, Session: session}, err
}

// openSession creates the session and records the sign-in in one transaction.
func (s *Service) openSession(ctx context.Context, user User, c Credentials, summary map[string]string) (string, Session, error) {
	token, tokenHash, err := newToken()
	if err != nil {
		return "", Session{}, err
	}
	var session Session
	ttl, browser := s.cfg.Session(c.Browser)
	err = s.store.InTx(ctx, func(st Store) error {
		var err error
		session, err = st.SessionCreate(ctx, NewSession{
			TokenHash: tokenHash, UserID: user.ID, ExpireTime: s.now().Add(ttl),
			ClientAddr: c.Addr, UserAgent: truncate(c.UserAgent, 300), Browser: browser, LastSeen: s.now(),
		})
		if err != nil {
			return err
		}
		if err := st.UserSignedIn(ctx, user.ID); err != nil {
			return err
		}
		actor := audit.Origin{Actor: user.Actor(), Addr: c.Addr, Procedure: loginProcedure}
		if err := st.Audit(ctx, actor, audit.ActionSignIn, "staff_users", user.ID.String(), summary); err != nil {
			return err
		}
		// Sign-ins are rare: a cheap moment to drop expired sessions.
		return st.SessionDeleteExpired(ctx)
	})
	if err != nil {
		return "", Session{}, err
	}
	session.User = user
	session.ExpireTime = session.ExpireTime.Round(0)
	return token, session, nil
}

func idOrEmpty(id uuid.UUID) string {
	if id == uuid.Nil {
		return ""
	}
	return id.String()
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

func (s *Service) verify(ctx context.Context, hash, password string) (bool, error) {
	select {
	case s.hashes <- struct{}{}:
		defer func() { <-s.hashes }()
	case <-ctx.Done():
		return false, ctx.Err()
	}
	return VerifyPassword(hash, password)
}

// PurgeLimits forgets the sign-in counters that no limit needs any more (housekeeping).
func (s *Service) PurgeLimits(ctx context.Context) (int64, error) { return s.limiter.Purge(ctx) }

// Logout revokes the session of token; an unknown token answers ErrUnauthenticated.
func (s *Service) Logout(ctx context.Context, token string) error {
	return s.store.InTx(ctx, func(st Store) error {
		session, err := st.SessionGet(ctx, hashToken(token))
		if err != nil && !errors.Is(err, ErrUnauthenticated) {
			return err
		}
		deleted, err := st.SessionDelete(ctx, hashToken(token))
		if err != nil {
			return err
		}
		if !deleted {
			return ErrUnauthenticated
		}
		if session.User.ID == uuid.Nil { // expired or a disabled account's
			return nil
		}
		actor, ok := audit.OriginFrom(ctx)
		if !ok {
			actor = audit.Origin{Actor: session.User.Actor()}
		}
		return st.Audit(ctx, actor, audit.ActionSignOut, "staff_sessions", session.ID.String(), nil)
	})
}

// ListUsers lists the staff accounts, oldest first.
func (s *Service) ListUsers(ctx context.Context) ([]User, error) {
	return s.store.UserList(ctx)
}

// CreateUser adds a staff account.
func (s *Service) CreateUser(ctx context.Context, username, password string) (User, error) {
	username = NormalizeUsername(username)
	if err := checkNewCredentials(username, password); err != nil {
		return User{}, err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return User{}, err
	}
	return s.store.UserCreate(ctx, username, hash, false)
}

// SetPassword changes a staff user's password and revokes all their sessions.
func (s *Service) SetPassword(ctx context.Context, username, password string) error {
	username = NormalizeUsername(username)
	if err := checkNewCredentials(username, password); err != nil {
		return err
	}
	user, err := s.store.UserByUsername(ctx, username)
	if err != nil {
		return err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(st Store) error {
		if err := st.UserSetPassword(ctx, user.ID, hash, false); err != nil {
			return err
		}
		return st.SessionDeleteForUser(ctx, user.ID)
	})
}

// EnsureUser creates the staff user unless one with that username exists; it never
// changes an existing user's password.
func (s *Service) EnsureUser(ctx context.Context, username, password string) (bool, error) {
	_, err := s.store.UserByUsername(ctx, NormalizeUsername(username))
	if err == nil {
		return false, nil
	}
	if !errors.Is(err, ErrUserNotFound) {
		return false, err
	}
	if _, err := s.CreateUser(ctx, username, password); err != nil {
		if errors.Is(err, ErrUsernameTaken) { // created concurrently
			return false, nil
		}
		return false, err
	}
	return true, nil
}

func checkNewCredentials(username, password string) error {
	var c validate.Checker
	c.Require("username", username, "Username is required")
	c.Check(username == "" || usernamePattern.MatchString(username), "username",
		"Username may use only letters, digits and . _ @ - and must start with a letter or digit")
	c.Check(utf8.RuneCountInString(username) <= maxUsernameLength, "username", "Username is too long")
	c.Check(utf8.RuneCountInString(password) >= minPasswordLength, "password",
		fmt.Sprintf("Password must be at least %d characters", minPasswordLength))
	c.Check(len(password) <= maxPasswordLength, "password", "Password is too long")
	return c.Err()
}

func newToken() (string, []byte, error) {
	raw := make([]byte, tokenBytes)
	if _, err := rand.Read(raw); err != nil {
		return "", nil, fmt.Errorf("read token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	return token, hashToken(token), nil
}

func hashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}
