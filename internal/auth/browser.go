package auth

import (
	"context"
	"time"
)

// Browser is how a browser holds a session: in an HttpOnly cookie the page's script
// never reads (Cookie), and, when its holder asked to be kept signed in (Remember),
// for RememberTTL at most, ending sooner after IdleLimit without use.
type Browser struct {
	Cookie   bool
	Remember bool
	// IdleLimit is set on a remembered session (zero: none).
	IdleLimit time.Duration
}

// Defaults of the browser sessions' settings (Config's zero fields take them).
const (
	DefaultRememberTTL = 30 * 24 * time.Hour
	DefaultIdleLimit   = 7 * 24 * time.Hour
	// touchEvery spaces the writes that record a session's use: an idle limit counted
	// in days does not need them more often.
	touchEvery = time.Minute
)

// Session answers how long a new session of b lasts, and b as stored: a remembered
// one gets the idle limit; anything else lasts SessionTTL, as bearer tokens always have.
func (c Config) Session(b Browser) (time.Duration, Browser) {
	if !b.Cookie || !b.Remember {
		return c.SessionTTL, Browser{Cookie: b.Cookie}
	}
	ttl, idle := c.RememberTTL, c.IdleLimit
	if ttl == 0 {
		ttl = DefaultRememberTTL
	}
	if idle == 0 {
		idle = DefaultIdleLimit
	}
	return ttl, Browser{Cookie: true, Remember: true, IdleLimit: min(idle, ttl)}
}

// SessionKeeper is what ends a session and records its use: staff's and the portal
// clients' stores alike.
type SessionKeeper interface {
	SessionDelete(ctx context.Context, tokenHash []byte) (bool, error)
	SessionTouch(ctx context.Context, tokenHash []byte, seen time.Time) error
}

// KeepAlive applies a remembered session's idle limit at now to a session just looked
// up: one unused past it is ended (ErrUnauthenticated); otherwise its use is recorded,
// once a minute at most. Other sessions are left alone.
func KeepAlive(ctx context.Context, k SessionKeeper, b Browser, tokenHash []byte, lastSeen, now time.Time) error {
	if b.IdleLimit <= 0 {
		return nil
	}
	switch since := now.Sub(lastSeen); {
	case since > b.IdleLimit:
		if _, err := k.SessionDelete(ctx, tokenHash); err != nil {
			return err
		}
		return ErrUnauthenticated
	case since >= touchEvery:
		return k.SessionTouch(ctx, tokenHash, now)
	}
	return nil
}

// Authenticate resolves a bearer token (or a session cookie's, which is the same) to its
// session, or ErrUnauthenticated.
func (s *Service) Authenticate(ctx context.Context, token string) (Session, error) {
	if token == "" {
		return Session{}, ErrUnauthenticated
	}
	session, err := s.store.SessionGet(ctx, hashToken(token))
	if err != nil {
		return Session{}, err
	}
	if err := KeepAlive(ctx, s.store, session.Browser, session.TokenHash, session.LastSeen, s.now()); err != nil {
		return Session{}, err
	}
	return session, nil
}
