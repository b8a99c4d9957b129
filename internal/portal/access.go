package portal

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/validate"
)

// A client's two-factor sign-in is the staff one (docs/portal.md): the same codes,
// recovery codes, second step with a challenge token and limits, from package auth; only
// the rows are the clients' own (client_users, client_recovery_codes,
// client_sign_in_challenges).

// AccessStore persists clients' two-factor sign-in and requested links.
type AccessStore interface {
	// UserSetTotpSecret stores a pending secret; false while two-factor sign-in is on.
	UserSetTotpSecret(ctx context.Context, id uuid.UUID, secret string) (bool, error)
	// UserEnableTotp turns it on at step and replaces the recovery codes, in one
	// transaction; false if it was on already or never begun.
	UserEnableTotp(ctx context.Context, id uuid.UUID, step int64, codeHashes [][]byte) (bool, error)
	// UserDisableTotp turns it off and drops the recovery codes; false if it was off.
	UserDisableTotp(ctx context.Context, id uuid.UUID) (bool, error)
	// UserUseTotpStep records step as used, unless it is not later than the last one.
	UserUseTotpStep(ctx context.Context, id uuid.UUID, step int64) (bool, error)
	RecoveryCodeUse(ctx context.Context, userID uuid.UUID, hash []byte) (bool, error)

	ChallengeCreate(ctx context.Context, hash []byte, userID uuid.UUID, method string, expire time.Time) error
	// ChallengeGet answers the user and first step of a live challenge, or
	// auth.ErrChallengeExpired.
	ChallengeGet(ctx context.Context, hash []byte) (uuid.UUID, string, error)
	ChallengeFail(ctx context.Context, hash []byte) (int, error)
	ChallengeDelete(ctx context.Context, hash []byte) error

	// LinkCreate stores a sign-in link of the user and queues msg, in one transaction.
	LinkCreate(ctx context.Context, userID uuid.UUID, hash []byte, expire time.Time, msg mail.Message) error
}

// Guard counts requests of the public forms (package abuse).
type Guard interface {
	AdmitKey(ctx context.Context, action abuse.Action, key string) error
}

const (
	secondFactorProcedure = "/gusset.portal.v1.PortalAuthService/SignInSecondFactor"
	requestLinkProcedure  = "/gusset.portal.v1.PortalAuthService/RequestSignInLink"
)

// signInOrChallenge opens a session after a right first step, or, for an account with
// two-factor sign-in, answers the token of the second step.
func (s *Service) signInOrChallenge(ctx context.Context, u User, c Client, procedure, method string) (SignInResult, error) {
	if !u.TotpEnabled {
		return s.open(ctx, u, c, procedure, method)
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return SignInResult{}, err
	}
	if err := s.store.ChallengeCreate(ctx, hash, u.ID, method, s.now().Add(auth.ChallengeTTL)); err != nil {
		return SignInResult{}, err
	}
	return SignInResult{ChallengeToken: token}, nil
}

// SignInSecondFactor completes a sign-in with the challenge token and a current code or
// an unused recovery code, under the same limits as the first step.
func (s *Service) SignInSecondFactor(ctx context.Context, challenge, code, recoveryCode string, c Client) (SignInResult, error) {
	if challenge == "" || len(challenge) > 200 {
		return SignInResult{}, auth.ErrChallengeExpired
	}
	if len(code) > auth.MaxCodeLength || len(recoveryCode) > auth.MaxCodeLength {
		return SignInResult{}, auth.ErrInvalidCode
	}
	hash := auth.HashToken(challenge)
	userID, method, err := s.store.ChallengeGet(ctx, hash)
	if err != nil {
		return SignInResult{}, err
	}
	u, err := s.store.UserGet(ctx, userID)
	if err != nil {
		return SignInResult{}, err
	}
	if u.Disabled {
		return SignInResult{}, auth.ErrChallengeExpired
	}
	// Codes are guessable one in a million: wrong ones count against the sign-in limits,
	// so new challenges do not buy more guesses.
	attempt, wait, err := s.limiter.Admit(ctx, limiterKey(u.Email), clientaddr.Key(c.Addr))
	if err != nil {
		return SignInResult{}, err
	}
	if attempt == nil {
		return SignInResult{}, &auth.RateLimitedError{RetryAfter: wait}
	}
	how := "totp"
	switch {
	case !u.TotpEnabled:
		err = auth.ErrChallengeExpired // turned off since the first step
	case code != "":
		err = s.useCode(ctx, u, code)
	case recoveryCode != "":
		how = "recovery_code"
		var ok bool
		if ok, err = s.store.RecoveryCodeUse(ctx, u.ID, auth.HashRecoveryCode(recoveryCode)); err == nil && !ok {
			err = auth.ErrInvalidCode
		}
	default:
		err = auth.ErrInvalidCode
	}
	actor := audit.Origin{Actor: u.Actor(), Addr: c.Addr, Procedure: secondFactorProcedure}
	if errors.Is(err, auth.ErrInvalidCode) {
		failures, ferr := s.store.ChallengeFail(ctx, hash)
		if ferr != nil {
			return SignInResult{}, ferr
		}
		if failures >= auth.MaxChallengeFailures {
			if err := s.store.ChallengeDelete(ctx, hash); err != nil {
				return SignInResult{}, err
			}
		}
		if aerr := s.store.Audit(ctx, actor, audit.ActionSignInFailed, "client_users", u.ID.String(), map[string]string{"reason": "wrong " + how + " code"}); aerr != nil {
			return SignInResult{}, aerr
		}
	}
	if err != nil {
		return SignInResult{}, err
	}
	if err := attempt.Succeeded(ctx); err != nil {
		return SignInResult{}, err
	}
	if err := s.store.ChallengeDelete(ctx, hash); err != nil {
		return SignInResult{}, err
	}
	if how == "recovery_code" {
		if err := s.store.Audit(ctx, actor, audit.ActionRecoveryCodeUsed, "client_users", u.ID.String(), nil); err != nil {
			return SignInResult{}, err
		}
	}
	return s.open(ctx, u, c, secondFactorProcedure, method+"+"+how)
}

// useCode accepts a current code once: its time step must be later than the last used.
func (s *Service) useCode(ctx context.Context, u User, code string) error {
	step, ok := auth.MatchCode(u.TotpSecret, code, s.now())
	if !ok {
		return auth.ErrInvalidCode
	}
	ok, err := s.store.UserUseTotpStep(ctx, u.ID, step)
	if err != nil {
		return err
	}
	if !ok {
		return auth.ErrInvalidCode // replayed, or older than one already used
	}
	return nil
}

// BeginTotp makes a new pending secret for the caller.
func (s *Service) BeginTotp(ctx context.Context, session Session) (auth.Enrolment, error) {
	e, err := auth.NewEnrolment(session.User.Email)
	if err != nil {
		return auth.Enrolment{}, err
	}
	ok, err := s.store.UserSetTotpSecret(ctx, session.User.ID, e.Secret)
	if err != nil {
		return auth.Enrolment{}, err
	}
	if !ok {
		return auth.Enrolment{}, auth.ErrTotpAlreadyEnabled
	}
	return e, nil
}

// ConfirmTotp turns two-factor sign-in on with a first code and answers the recovery
// codes (only their hashes are kept).
func (s *Service) ConfirmTotp(ctx context.Context, session Session, code string) ([]string, error) {
	u, err := s.store.UserGet(ctx, session.User.ID)
	if err != nil {
		return nil, err
	}
	if u.TotpEnabled {
		return nil, auth.ErrTotpAlreadyEnabled
	}
	if u.TotpSecret == "" {
		return nil, auth.ErrTotpNotStarted
	}
	step, ok := auth.MatchCode(u.TotpSecret, code, s.now())
	if !ok {
		return nil, auth.CodeField(auth.ErrInvalidCode)
	}
	codes, hashes, err := auth.NewRecoveryCodes()
	if err != nil {
		return nil, err
	}
	ok, err = s.store.UserEnableTotp(ctx, u.ID, step, hashes)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, auth.ErrTotpAlreadyEnabled
	}
	if err := s.store.Audit(ctx, clientAuditActor(ctx, u), audit.ActionTotpEnrol, "client_users", u.ID.String(), nil); err != nil {
		return nil, err
	}
	return codes, nil
}

// DisableTotp turns two-factor sign-in off, given a current code or the password.
func (s *Service) DisableTotp(ctx context.Context, session Session, code, password string) error {
	u, err := s.store.UserGet(ctx, session.User.ID)
	if err != nil {
		return err
	}
	if !u.TotpEnabled {
		return auth.ErrTotpNotEnabled
	}
	var c validate.Checker
	c.Check(code != "" || password != "", "code", "Enter a code from your authenticator app, or your password")
	c.Check(len(code) <= auth.MaxCodeLength, "code", "The code is too long")
	c.Check(len(password) <= 1024, "password", "Password is too long")
	if err := c.Err(); err != nil {
		return err
	}
	// Wrong codes and passwords count against the sign-in limits: a stolen session may
	// not try the million codes, or a list of passwords, one by one.
	if code != "" {
		if err := s.confirm(ctx, u, func() error { return s.useCode(ctx, u, code) }); err != nil {
			return auth.CodeField(err)
		}
	} else if u.PasswordHash == "" {
		return ErrWrongPassword
	} else if err := s.confirmPassword(ctx, u, password); err != nil {
		return err
	}
	ok, err := s.store.UserDisableTotp(ctx, u.ID)
	if err != nil {
		return err
	}
	if !ok {
		return auth.ErrTotpNotEnabled
	}
	return s.store.Audit(ctx, clientAuditActor(ctx, u), audit.ActionTotpDisable, "client_users", u.ID.String(), nil)
}

// clientAuditActor is the request's actor, or the client when the caller set none.
func clientAuditActor(ctx context.Context, u User) audit.Origin {
	if a, ok := audit.OriginFrom(ctx); ok {
		return a
	}
	return audit.Origin{Actor: u.Actor()}
}

// RequestSignInLink mails a fresh one-time link to email if it is an enabled client
// user's. Its answer is the same either way (nil, or the same refusals): only the
// mailbox's owner learns whether the address has an account.
func (s *Service) RequestSignInLink(ctx context.Context, email string, c Client) error {
	email = NormalizeEmail(email)
	var v validate.Checker
	if email == "" {
		v.Add("email", "Email is required")
	} else {
		v.Check(validate.Email(email) && len(email) <= 200, "email", "Please enter a valid email address")
	}
	if err := v.Err(); err != nil {
		return err
	}
	// Counted per client address and per address asked for, as the public forms are
	// counted, before the address is looked up: the limits hold for unknown addresses too.
	if err := s.guard.AdmitKey(ctx, abuse.PortalLink, clientaddr.Key(c.Addr)); err != nil {
		return err
	}
	if err := s.guard.AdmitKey(ctx, abuse.PortalLinkAddress, email); err != nil {
		return err
	}
	u, err := s.store.UserByEmail(ctx, email)
	if errors.Is(err, ErrUserNotFound) || (err == nil && u.Disabled) {
		return nil
	}
	if err != nil {
		return err
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	cfg := s.mail.At(ctx)
	actor := audit.Origin{Addr: c.Addr, Procedure: requestLinkProcedure}
	return s.store.LinkCreate(audit.WithOrigin(ctx, actor), u.ID, hash, s.now().Add(LinkTTL), signInLinkMail(cfg, u, token))
}

// signInLinkMail is the mail of a requested sign-in link, in the user's language.
func signInLinkMail(cfg mail.Config, u User, token string) mail.Message {
	lang := messages.Of(u.Language)
	return mail.Body{
		Paragraphs: []string{
			Hello(lang, u.Name),
			messages.Text(lang, "portalMail.askedLink", map[string]string{"company": cfg.Company, "organization": u.OrganizationName}),
			messages.Text(lang, "portalMail.linkOnce", nil),
		},
		Link:   &mail.Link{Label: messages.Text(lang, "portalMail.signIn", nil), URL: cfg.SiteURL + "/portal/sign-in/link?token=" + token},
		Footer: []string{cfg.Company, cfg.SiteURL},
	}.Message("portal.link", u.Email, cfg.Sales, messages.Text(lang, "portalMail.linkSubject", map[string]string{"company": cfg.Company}))
}
