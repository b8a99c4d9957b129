package auth

import (
	"context"
	"errors"
	"time"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/validate"
)

// FreshProof is how long a session's last proof of its user (the sign-in, or a
// Reauthenticate) allows the sensitive staff actions. Ten minutes covers one sitting at
// the staff or account page (create a user, reset a password, end the other sessions)
// without asking twice, while a session found open on an unattended screen, or a stolen
// cookie or token used later, cannot take over accounts or reroute mail without the
// password or the second factor. Sessions last 12 hours, or 30 days kept signed in: far
// too long to stand for a proof by themselves.
const FreshProof = 10 * time.Minute

// ReauthReason is the google.rpc.ErrorInfo reason of ErrReauthRequired, which clients
// read to ask for the proof and retry.
const ReauthReason = "REAUTH_REQUIRED"

// ErrReauthRequired: a sensitive action, and the session's last proof is older than
// FreshProof. Of kind FailedPrecondition, with the reason ReauthReason.
var ErrReauthRequired error = reauthRequired{}

type reauthRequired struct{}

var _ apperr.Reasoner = reauthRequired{}

func (reauthRequired) Error() string {
	return "confirm your identity: this action needs your password (or a two-factor code) from the last 10 minutes"
}
func (reauthRequired) Is(target error) bool { return target == apperr.ErrFailedPrecondition }
func (reauthRequired) Reason() string       { return ReauthReason }

// RequireFresh answers ErrReauthRequired unless the session's user proved who they are
// within FreshProof.
func (s *Service) RequireFresh(session Session) error {
	if s.now().Sub(session.AuthTime) > FreshProof {
		return ErrReauthRequired
	}
	return nil
}

// Proof is what a signed-in user gives to Reauthenticate: the password without two-factor
// sign-in; a current code or an unused recovery code with it.
type Proof struct {
	Password, Code, RecoveryCode string
}

// Reauthenticate checks the proof and, when right, moves the session's AuthTime to now; it
// answers until when the proof holds. Each check counts as a sign-in attempt of the account
// from the request's address (Limiter.Confirm), so a stolen session is no guessing oracle;
// a code is taken once (its time step, or the recovery code, is used up).
func (s *Service) Reauthenticate(ctx context.Context, session Session, p Proof) (time.Time, error) {
	user, err := s.store.UserByID(ctx, session.User.ID)
	if err != nil {
		return time.Time{}, err
	}
	var c validate.Checker
	if user.TotpEnabled {
		c.Check(p.Code != "" || p.RecoveryCode != "", "code", "Enter a code from your authenticator app, or a recovery code")
		c.Check(len(p.Code) <= maxCodeLength, "code", "The code is too long")
		c.Check(len(p.RecoveryCode) <= maxCodeLength, "recovery_code", "The code is too long")
	} else {
		c.Check(p.Password != "", "password", "Enter your password")
		c.Check(len(p.Password) <= maxPasswordLength, "password", "Password is too long")
	}
	if err := c.Err(); err != nil {
		return time.Time{}, err
	}
	addr := addrKey(actorOf(ctx, user).Addr)
	var how string
	switch {
	case !user.TotpEnabled:
		how = "password"
		err = s.limiter.Confirm(ctx, user.Username, addr, func() error {
			match, err := s.verify(ctx, user.PasswordHash, p.Password)
			if err == nil && !match {
				err = ErrWrongPassword
			}
			return err
		})
		if errors.Is(err, ErrWrongPassword) {
			err = &validate.Error{Violations: []validate.Violation{{Field: "password", Message: "The password is wrong"}}}
		}
	case p.Code != "":
		how = "totp"
		err = codeField(s.limiter.Confirm(ctx, user.Username, addr, func() error { return s.useCode(ctx, user, p.Code) }))
	default:
		how = "recovery_code"
		err = s.limiter.Confirm(ctx, user.Username, addr, func() error {
			ok, err := s.store.RecoveryCodeUse(ctx, user.ID, hashRecoveryCode(p.RecoveryCode))
			if err == nil && !ok {
				err = ErrInvalidCode
			}
			return err
		})
		if errors.Is(err, ErrInvalidCode) {
			err = &validate.Error{Violations: []validate.Violation{{Field: "recovery_code", Message: "The code is wrong or already used"}}}
		}
	}
	if err != nil {
		return time.Time{}, err
	}
	now := s.now()
	err = s.store.InTx(ctx, func(st Store) error {
		ok, err := st.SessionReauthenticate(ctx, session.TokenHash, now)
		if err != nil {
			return err
		}
		if !ok {
			return ErrUnauthenticated
		}
		return st.Audit(ctx, actorOf(ctx, user), audit.ActionReauthenticate, "staff_users", user.ID.String(), map[string]string{"proof": how})
	})
	if err != nil {
		return time.Time{}, err
	}
	return now.Add(FreshProof), nil
}
