package auth

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"fmt"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/validate"
)

const (
	totpIssuer = "Gusset"
	totpPeriod = 30
	// totpSkew accepts the previous and next time step, for clocks a little apart.
	totpSkew          = 1
	recoveryCodeCount = 10
	// maxChallengeFailures wrong codes end a sign-in's second step.
	maxChallengeFailures = 5
	qrCodePixels         = 256
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// Enrolment is what an authenticator app needs to be set up.
type Enrolment struct {
	Secret, URL, QRCodeDataURL string
}

// RequiredStep is what a signed-in user must do before the back office serves them.
type RequiredStep int

const (
	StepNone RequiredStep = iota
	StepChangePassword
	StepEnrolTotp
)

// RequiredStep answers the step u must take first, if any.
func (s *Service) RequiredStep(u User) RequiredStep {
	switch {
	case u.MustChangePassword:
		return StepChangePassword
	case s.cfg.RequireTotp && !u.TotpEnabled:
		return StepEnrolTotp
	}
	return StepNone
}

// Gate answers the error for a user who must take a step first (nil otherwise).
func (s *Service) Gate(u User) error {
	switch s.RequiredStep(u) {
	case StepChangePassword:
		return ErrPasswordChangeRequired
	case StepEnrolTotp:
		return ErrTotpEnrolmentRequired
	case StepNone:
	}
	return nil
}

// BeginTotp makes a new pending secret for the session's user.
func (s *Service) BeginTotp(ctx context.Context, session Session) (Enrolment, error) {
	e, err := NewEnrolment(session.User.Username)
	if err != nil {
		return Enrolment{}, err
	}
	ok, err := s.store.UserSetTotpSecret(ctx, session.User.ID, e.Secret)
	if err != nil {
		return Enrolment{}, err
	}
	if !ok {
		return Enrolment{}, ErrTotpAlreadyEnabled
	}
	return e, nil
}

// NewEnrolment makes a new secret for account (the name an authenticator app shows) and
// its QR code. Staff and the portal's clients use the same codes.
func NewEnrolment(account string) (Enrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: totpIssuer, AccountName: account, Period: totpPeriod})
	if err != nil {
		return Enrolment{}, err
	}
	img, err := key.Image(qrCodePixels, qrCodePixels)
	if err != nil {
		return Enrolment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return Enrolment{}, err
	}
	return Enrolment{
		Secret: key.Secret(), URL: key.URL(),
		QRCodeDataURL: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
	}, nil
}

// ConfirmTotp turns two-factor sign-in on with a first code and answers the recovery
// codes (only their hashes are kept).
func (s *Service) ConfirmTotp(ctx context.Context, session Session, code string) ([]string, error) {
	user, err := s.store.UserByID(ctx, session.User.ID)
	if err != nil {
		return nil, err
	}
	if user.TotpEnabled {
		return nil, ErrTotpAlreadyEnabled
	}
	if user.TotpSecret == "" {
		return nil, ErrTotpNotStarted
	}
	step, ok := s.matchStep(user.TotpSecret, code)
	if !ok {
		return nil, codeField(ErrInvalidCode)
	}
	codes, hashes, err := NewRecoveryCodes()
	if err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(st Store) error {
		ok, err := st.UserEnableTotp(ctx, user.ID, step)
		if err != nil {
			return err
		}
		if !ok {
			return ErrTotpAlreadyEnabled
		}
		if err := st.RecoveryCodesReplace(ctx, user.ID, hashes); err != nil {
			return err
		}
		return st.Audit(ctx, actorOf(ctx, user), audit.ActionTotpEnrol, "staff_users", user.ID.String(), nil)
	})
	if err != nil {
		return nil, err
	}
	return codes, nil
}

// DisableTotp turns two-factor sign-in off, given a current code or the password.
func (s *Service) DisableTotp(ctx context.Context, session Session, code, password string) error {
	user, err := s.store.UserByID(ctx, session.User.ID)
	if err != nil {
		return err
	}
	if !user.TotpEnabled {
		return ErrTotpNotEnabled
	}
	var c validate.Checker
	c.Check(code != "" || password != "", "code", "Enter a code from your authenticator app, or your password")
	c.Check(len(code) <= maxCodeLength, "code", "The code is too long")
	c.Check(len(password) <= maxPasswordLength, "password", "Password is too long")
	if err := c.Err(); err != nil {
		return err
	}
	if code != "" {
		// Wrong codes count as wrong passwords do: a stolen session may not try the
		// million codes one by one.
		err = s.limiter.Confirm(ctx, user.Username, addrKey(actorOf(ctx, user).Addr), func() error { return s.useCode(ctx, user, code) })
		if err != nil {
			return codeField(err)
		}
	} else if err := s.confirmPassword(ctx, user, password); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(st Store) error {
		ok, err := st.UserDisableTotp(ctx, user.ID)
		if err != nil {
			return err
		}
		if !ok {
			return ErrTotpNotEnabled
		}
		if err := st.RecoveryCodesReplace(ctx, user.ID, nil); err != nil {
			return err
		}
		return st.Audit(ctx, actorOf(ctx, user), audit.ActionTotpDisable, "staff_users", user.ID.String(), nil)
	})
}

// SignInSecondFactor completes a sign-in with the challenge token and a current code
// or an unused recovery code.
func (s *Service) SignInSecondFactor(ctx context.Context, challenge, code, recoveryCode string, c Credentials) (string, Session, error) {
	if challenge == "" {
		return "", Session{}, ErrChallengeExpired
	}
	challengeHash := hashToken(challenge)
	userID, err := s.store.ChallengeGet(ctx, challengeHash)
	if err != nil {
		return "", Session{}, err
	}
	user, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return "", Session{}, err
	}
	if user.Disabled {
		return "", Session{}, ErrAccountDisabled
	}
	// Codes are guessable one in a million: wrong ones count against the same sign-in
	// limits as wrong passwords, so new challenges do not buy more guesses.
	attempt, wait, err := s.limiter.Admit(ctx, user.Username, addrKey(c.Addr))
	if err != nil {
		return "", Session{}, err
	}
	if attempt == nil {
		return "", Session{}, &RateLimitedError{RetryAfter: wait}
	}
	var how string
	switch {
	case !user.TotpEnabled:
		err = ErrChallengeExpired // turned off since the first step
	case code != "":
		how, err = "totp", s.useCode(ctx, user, code)
	case recoveryCode != "":
		how = "recovery_code"
		var ok bool
		if ok, err = s.store.RecoveryCodeUse(ctx, user.ID, hashRecoveryCode(recoveryCode)); err == nil && !ok {
			err = ErrInvalidCode
		}
	default:
		err = ErrInvalidCode
	}
	if errors.Is(err, ErrInvalidCode) {
		failures, ferr := s.store.ChallengeFail(ctx, challengeHash)
		if ferr != nil {
			return "", Session{}, ferr
		}
		if failures >= maxChallengeFailures {
			if err := s.store.ChallengeDelete(ctx, challengeHash); err != nil {
				return "", Session{}, err
			}
		}
		actor := audit.Origin{Actor: user.Actor(), Addr: c.Addr, Procedure: secondFactorProcedure}
		if aerr := s.store.Audit(ctx, actor, audit.ActionSignInFailed, "staff_users", user.ID.String(), map[string]string{"reason": "wrong " + how + " code"}); aerr != nil {
			return "", Session{}, aerr
		}
	}
	if err != nil {
		return "", Session{}, err
	}
	if err := attempt.Succeeded(ctx); err != nil {
		return "", Session{}, err
	}
	if err := s.store.ChallengeDelete(ctx, challengeHash); err != nil {
		return "", Session{}, err
	}
	if how == "recovery_code" {
		actor := audit.Origin{Actor: user.Actor(), Addr: c.Addr, Procedure: secondFactorProcedure}
		if err := s.store.Audit(ctx, actor, audit.ActionRecoveryCodeUsed, "staff_users", user.ID.String(), nil); err != nil {
			return "", Session{}, err
		}
	}
	return s.openSession(ctx, user, c, map[string]string{"second_factor": how})
}

const secondFactorProcedure = "/gusset.auth.v1.AuthService/LoginSecondFactor"

// useCode accepts a current code once: its time step must be later than the last used.
func (s *Service) useCode(ctx context.Context, user User, code string) error {
	step, ok := s.matchStep(user.TotpSecret, code)
	if !ok {
		return ErrInvalidCode
	}
	ok, err := s.store.UserUseTotpStep(ctx, user.ID, step)
	if err != nil {
		return err
	}
	if !ok {
		return ErrInvalidCode // replayed, or an older code than one already used
	}
	return nil
}

// matchStep answers the time step whose code is code, within the allowed skew.
func (s *Service) matchStep(secret, code string) (int64, bool) {
	return MatchCode(secret, code, s.now())
}

// NewRecoveryCodes answers a new set of recovery codes and their hashes, the only form
// to store.
func NewRecoveryCodes() ([]string, [][]byte, error) {
	codes := make([]string, recoveryCodeCount)
	hashes := make([][]byte, recoveryCodeCount)
	for i := range codes {
		var err error
		if codes[i], err = newRecoveryCode(); err != nil {
			return nil, nil, err
		}
		hashes[i] = hashRecoveryCode(codes[i])
	}
	return codes, hashes, nil
}

// HashRecoveryCode is the stored form of a recovery code as typed.
func HashRecoveryCode(code string) []byte { return hashRecoveryCode(code) }

// MatchCode answers the time step (at now, within the allowed skew) whose code is code.
// The caller accepts a step only once, later than the last one used.
func MatchCode(secret, code string, at time.Time) (int64, bool) {
	code = strings.Join(strings.Fields(code), "")
	if len(code) != 6 || secret == "" {
		return 0, false
	}
	now := at.Unix() / totpPeriod
	for _, step := range []int64{now, now - totpSkew, now + totpSkew} {
		want, err := totp.GenerateCodeCustom(secret, unixStep(step), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step, true
		}
	}
	return 0, false
}

var recoveryEncoding = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// newRecoveryCode answers 10 characters (50 random bits) as "xxxxx-xxxxx".
func newRecoveryCode() (string, error) {
	raw := make([]byte, 7)
	if _, err := rand.Read(raw); err != nil {
		return "", fmt.Errorf("read recovery code: %w", err)
	}
	c := recoveryEncoding.EncodeToString(raw)[:10]
	return c[:5] + "-" + c[5:], nil
}

// hashRecoveryCode hashes the code as typed, ignoring case, spaces and dashes. The codes
// are random, so a fast hash is enough.
func hashRecoveryCode(code string) []byte {
	norm := strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(code))
	return hashToken("recovery:" + norm)
}

// actorOf is the request's actor, or the user when the caller set none.
func actorOf(ctx context.Context, u User) audit.Origin {
	if a, ok := audit.OriginFrom(ctx); ok {
		return a
	}
	return audit.Origin{Actor: u.Actor()}
}

func unixStep(step int64) time.Time { return time.Unix(step*totpPeriod, 0) }

// maxCodeLength bounds a typed authenticator or recovery code.
const maxCodeLength = 64

// MaxCodeLength bounds a typed authenticator or recovery code.
const MaxCodeLength = maxCodeLength

// MaxChallengeFailures wrong codes end a sign-in's second step.
const MaxChallengeFailures = maxChallengeFailures

// ChallengeTTL is how long the second sign-in step may take.
const ChallengeTTL = challengeTTL

// codeField turns a wrong code on an account page into a field error of the form: the
// user is signed in, and "unauthenticated" would tell the app their session ended. At
// sign-in (SignInSecondFactor) a wrong code stays ErrInvalidCode.
func codeField(err error) error {
	return CodeField(err)
}

// CodeField turns ErrInvalidCode into a field error of the account form's code field.
func CodeField(err error) error {
	if errors.Is(err, ErrInvalidCode) {
		return &validate.Error{Violations: []validate.Violation{{Field: "code", Message: "The code is wrong, expired or already used"}}}
	}
	return err
}
