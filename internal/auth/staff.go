package auth

import (
	"context"
	"crypto/rand"
	"fmt"
	"slices"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/validate"
)

// CreateStaff adds an account whose user must choose a new password at the first
// sign-in. An empty password has one generated; the temporary password is answered.
func (s *Service) CreateStaff(ctx context.Context, username, password string) (User, string, error) {
	username = NormalizeUsername(username)
	if password == "" {
		var err error
		if password, err = temporaryPassword(); err != nil {
			return User{}, "", err
		}
	}
	if err := checkNewCredentials(username, password); err != nil {
		return User{}, "", err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return User{}, "", err
	}
	user, err := s.store.UserCreate(ctx, username, hash, true)
	return user, password, err
}

// SetDisabled disables an account, ending its sessions in the same transaction, or
// re-enables it. The last active account cannot be disabled: the active accounts are
// locked first, so two disables running at once cannot each see the other still active.
func (s *Service) SetDisabled(ctx context.Context, id uuid.UUID, disabled bool) (User, error) {
	err := s.store.InTx(ctx, func(st Store) error {
		if disabled {
			active, err := st.UserLockActive(ctx)
			if err != nil {
				return err
			}
			if !slices.Contains(active, id) {
				if _, err := st.UserByID(ctx, id); err != nil {
					return err
				}
				return nil // already disabled
			}
			if len(active) <= 1 {
				return ErrLastActiveStaff
			}
		}
		if err := st.UserSetDisabled(ctx, id, disabled); err != nil {
			return err
		}
		if disabled {
			return st.SessionDeleteForUser(ctx, id)
		}
		return nil
	})
	if err != nil {
		return User{}, err
	}
	return s.store.UserByID(ctx, id)
}

// ResetPassword gives an account a temporary password (generated when empty), ends its
// sessions and makes its user choose a new password at the next sign-in.
func (s *Service) ResetPassword(ctx context.Context, id uuid.UUID, password string) (string, error) {
	if password == "" {
		var err error
		if password, err = temporaryPassword(); err != nil {
			return "", err
		}
	}
	if err := checkPassword(password, "password"); err != nil {
		return "", err
	}
	user, err := s.store.UserByID(ctx, id)
	if err != nil {
		return "", err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return "", err
	}
	err = s.store.InTx(ctx, func(st Store) error {
		if err := st.UserSetPassword(ctx, id, hash, true); err != nil {
			return err
		}
		if err := st.SessionDeleteForUser(ctx, id); err != nil {
			return err
		}
		return st.Audit(ctx, actorOf(ctx, user), audit.ActionPasswordReset, "staff_users", id.String(), map[string]string{"username": user.Username})
	})
	return password, err
}

// ChangePassword sets the session user's password after checking the current one, and
// ends their other sessions.
func (s *Service) ChangePassword(ctx context.Context, session Session, current, next string) error {
	var c validate.Checker
	c.Check(current != "", "current_password", "Current password is required")
	c.Check(len(current) <= maxPasswordLength, "current_password", "Password is too long")
	if err := c.Err(); err != nil {
		return err
	}
	if err := checkPassword(next, "new_password"); err != nil {
		return err
	}
	user, err := s.store.UserByID(ctx, session.User.ID)
	if err != nil {
		return err
	}
	if err := s.confirmPassword(ctx, user, current); err != nil {
		return err
	}
	if err := RefuseSamePassword(current, next); err != nil {
		return err
	}
	hash, err := HashPassword(next)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(st Store) error {
		if err := st.UserSetPassword(ctx, user.ID, hash, false); err != nil {
			return err
		}
		if _, err := st.SessionDeleteOthers(ctx, user.ID, session.TokenHash); err != nil {
			return err
		}
		return st.Audit(ctx, actorOf(ctx, user), audit.ActionPasswordChange, "staff_users", user.ID.String(), nil)
	})
}

// Sessions lists the user's active sessions, newest first.
func (s *Service) Sessions(ctx context.Context, userID uuid.UUID) ([]Session, error) {
	return s.store.SessionListForUser(ctx, userID)
}

// EndSession ends one of the user's sessions.
func (s *Service) EndSession(ctx context.Context, userID, id uuid.UUID) error {
	ok, err := s.store.SessionDeleteByID(ctx, userID, id)
	if err != nil {
		return err
	}
	if !ok {
		return ErrSessionNotFound
	}
	return nil
}

// EndOtherSessions ends every session of the session's user but itself.
func (s *Service) EndOtherSessions(ctx context.Context, session Session) (int64, error) {
	return s.store.SessionDeleteOthers(ctx, session.User.ID, session.TokenHash)
}

// User answers one account.
func (s *Service) User(ctx context.Context, id uuid.UUID) (User, error) {
	return s.store.UserByID(ctx, id)
}

// confirmPassword checks the signed-in user's current password under the sign-in limits
// (Limiter.Confirm), keyed by the request's address.
func (s *Service) confirmPassword(ctx context.Context, user User, password string) error {
	return s.limiter.Confirm(ctx, user.Username, addrKey(actorOf(ctx, user).Addr), func() error {
		match, err := s.verify(ctx, user.PasswordHash, password)
		if err != nil {
			return err
		}
		if !match {
			return ErrWrongPassword
		}
		return nil
	})
}

// RefuseSamePassword answers the field error of a new password that is the current one:
// a change that changes nothing would only look like one.
func RefuseSamePassword(current, next string) error {
	var c validate.Checker
	c.Check(current != next, "new_password", "The new password must differ from the current one")
	return c.Err()
}

func checkPassword(password, field string) error {
	var c validate.Checker
	c.Check(len([]rune(password)) >= minPasswordLength, field, fmt.Sprintf("Password must be at least %d characters", minPasswordLength))
	c.Check(len(password) <= maxPasswordLength, field, "Password is too long")
	return c.Err()
}

// temporaryPassword answers 16 characters from the recovery-code alphabet (80 bits).
func temporaryPassword() (string, error) {
	raw := make([]byte, 10)
	if _, err := rand.Read(raw); err != nil {
		return "", fmt.Errorf("read password: %w", err)
	}
	return recoveryEncoding.EncodeToString(raw), nil
}
