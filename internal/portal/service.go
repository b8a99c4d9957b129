package portal

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/validate"
)

// Service is the portal: its clients' accounts and sign-in, and their projects.
type Service struct {
	store   Store
	limiter *auth.Limiter
	guard   Guard
	cfg     auth.Config
	mail    mail.Config
	now     func() time.Time
	// dummyHash is checked when the address is unknown or has no password, so the answer's
	// timing does not tell which addresses have accounts (as staff sign-in does).
	dummyHash func() (string, error)
	// carrier copies an estimate request's files for a conversion (SetEstimateFiles).
	carrier EstimateCarrier
	// lists keeps the clients' project lists (lists.go); it keeps nothing until
	// ForgetLists(true) says that changes are heard.
	lists lists
}

// NewService returns the portal over store; limits is the sign-in counters' store (the
// staff sign-in's, keyed apart), cfg the same session and limit settings as staff's,
// guard the public forms' rate limits (for requested sign-in links).
func NewService(store Store, limits auth.LimiterStore, guard Guard, cfg auth.Config, m mail.Config, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{
		store: store, guard: guard, cfg: cfg, mail: m, now: now,
		limiter:   auth.NewLimiter(limits, cfg.Limits(), now),
		dummyHash: sync.OnceValues(func() (string, error) { return auth.HashPassword("not a real password") }),
		lists:     lists{entries: map[listKey]*list{}},
	}
}

// Procedures named in the trail for the sign-in events, which no Connect actor carries.
const (
	signInProcedure     = "/gusset.portal.v1.PortalAuthService/SignIn"
	linkSignInProcedure = "/gusset.portal.v1.PortalAuthService/SignInWithLink"
)

// limiterKey keeps clients' sign-in counters apart from a staff username of the same text.
func limiterKey(email string) string { return "client:" + email }

// NormalizeEmail trims and lower-cases an address: one address, one account.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// CreateOrganization adds a client organization.
func (s *Service) CreateOrganization(ctx context.Context, name string) (Organization, error) {
	name = strings.TrimSpace(name)
	var c validate.Checker
	c.Require("name", name, "Name is required")
	c.MaxLen("name", "Name", name, 200)
	c.Text("name", name)
	if err := c.Err(); err != nil {
		return Organization{}, err
	}
	return s.store.OrganizationCreate(ctx, name)
}

// Organizations lists the client organizations.
func (s *Service) Organizations(ctx context.Context) ([]Organization, error) {
	return s.store.OrganizationList(ctx)
}

// Users lists an organization's people.
func (s *Service) Users(ctx context.Context, orgID uuid.UUID) ([]User, error) {
	if _, err := s.store.OrganizationGet(ctx, orgID); err != nil {
		return nil, err
	}
	return s.store.UserList(ctx, orgID)
}

// Invite adds a person to an organization (or finds them there) and mails them a
// one-time sign-in link, in language ("en", "fr-CA", or "" to let them choose; someone
// who has chosen keeps their choice).
func (s *Service) Invite(ctx context.Context, orgID uuid.UUID, email, name, language string) (User, error) {
	email, name = NormalizeEmail(email), strings.TrimSpace(name)
	var c validate.Checker
	if email == "" {
		c.Add("email", "Email is required")
	} else {
		c.Check(validate.Email(email), "email", "Please enter a valid email address")
		c.MaxLen("email", "Email", email, 200)
	}
	c.MaxLen("name", "Name", name, 200)
	c.Text("name", name)
	c.Check(language == "" || messages.IsChoice(language), "language", "Choose English or French")
	if err := c.Err(); err != nil {
		return User{}, err
	}
	org, err := s.store.OrganizationGet(ctx, orgID)
	if err != nil {
		return User{}, err
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return User{}, err
	}
	cfg := s.mail.At(ctx)
	return s.store.Invite(ctx, Invitation{OrganizationID: orgID, Email: email, Name: name, Language: language, LinkHash: hash, ExpireTime: s.now().Add(InviteTTL)},
		func(u User) mail.Message { return invitation(cfg, org, u, token) })
}

// invitation is the mail that carries a sign-in link, in the invitee's language.
func invitation(cfg mail.Config, org Organization, u User, token string) mail.Message {
	lang := messages.Of(u.Language)
	return mail.Body{
		Paragraphs: []string{
			Hello(lang, u.Name),
			messages.Text(lang, "portalMail.invites", map[string]string{"company": cfg.Company, "organization": org.Name}),
			messages.Text(lang, "portalMail.inviteOnce", nil),
		},
		Link:   &mail.Link{Label: messages.Text(lang, "portalMail.signIn", nil), URL: cfg.SiteURL + "/portal/sign-in/link?token=" + token},
		Footer: []string{cfg.Company, cfg.SiteURL},
	}.Message("portal.invite", u.Email, cfg.Sales, messages.Text(lang, "portalMail.linkSubject", map[string]string{"company": cfg.Company}))
}

// Hello is a mail's greeting of name (unknown when empty) in lang.
func Hello(lang messages.Lang, name string) string {
	if name == "" {
		return messages.Text(lang, "mail.hello", nil)
	}
	return messages.Text(lang, "mail.helloNamed", map[string]string{"name": name})
}

// SetLanguage sets the language the signed-in user reads the portal and their mail in.
func (s *Service) SetLanguage(ctx context.Context, session Session, language string) (User, error) {
	var c validate.Checker
	c.Check(messages.IsChoice(language), "language", "Choose English or French")
	if err := c.Err(); err != nil {
		return User{}, err
	}
	return s.store.UserSetLanguage(ctx, session.User.ID, language)
}

// SetUserDisabled disables a client user (ending their sessions) or re-enables them.
func (s *Service) SetUserDisabled(ctx context.Context, id uuid.UUID, disabled bool) (User, error) {
	return s.store.UserSetDisabled(ctx, id, disabled)
}

// SignInResult is a new client session and its token or, for an account with two-factor
// sign-in, the token of the second step (ChallengeToken).
type SignInResult struct {
	Token          string
	Session        Session
	ChallengeToken string
}

// Client is who signs in: the connection's address and the browser, for the session list
// and the sign-in limits.
type Client struct {
	Addr, UserAgent string
	// Browser is whether the session goes to a cookie, and is to be remembered.
	Browser auth.Browser
}

// SignInWithLink spends a one-time link and opens a session.
func (s *Service) SignInWithLink(ctx context.Context, token string, c Client) (SignInResult, error) {
	if token == "" || len(token) > 200 {
		return SignInResult{}, ErrLinkUnknown
	}
	userID, err := s.store.LinkUse(ctx, auth.HashToken(token), s.now())
	if err != nil {
		return SignInResult{}, err
	}
	u, err := s.store.UserGet(ctx, userID)
	if err != nil {
		return SignInResult{}, err
	}
	if u.Disabled {
		return SignInResult{}, ErrLinkUnknown
	}
	return s.signInOrChallenge(ctx, u, c, linkSignInProcedure, "link")
}

// SignIn checks an address and password under the staff sign-in limits.
func (s *Service) SignIn(ctx context.Context, email, password string, c Client) (SignInResult, error) {
	email = NormalizeEmail(email)
	var v validate.Checker
	v.Require("email", email, "Email is required")
	v.Check(password != "", "password", "Password is required")
	v.Check(utf8.RuneCountInString(email) <= 200, "email", "Email is too long")
	v.Check(len(password) <= 1024, "password", "Password is too long")
	if err := v.Err(); err != nil {
		return SignInResult{}, err
	}
	attempt, wait, err := s.limiter.Admit(ctx, limiterKey(email), clientaddr.Key(c.Addr))
	if err != nil {
		return SignInResult{}, err
	}
	if attempt == nil {
		return SignInResult{}, &auth.RateLimitedError{RetryAfter: wait}
	}
	u, err := s.store.UserByEmail(ctx, email)
	hash := u.PasswordHash
	if errors.Is(err, ErrUserNotFound) || (err == nil && hash == "") {
		hash, err = s.dummyHash()
	}
	if err != nil {
		return SignInResult{}, err
	}
	match, err := auth.VerifyPassword(hash, password)
	if err != nil {
		return SignInResult{}, err
	}
	if !match || u.ID == uuid.Nil || u.PasswordHash == "" || u.Disabled {
		stranger := audit.Origin{Addr: c.Addr, Procedure: signInProcedure}
		summary := map[string]string{"claimed_username": audit.Claimed(email)}
		id := ""
		if u.ID != uuid.Nil {
			id = u.ID.String()
		}
		if err := s.store.Audit(ctx, stranger, audit.ActionSignInFailed, "client_users", id, summary); err != nil {
			return SignInResult{}, err
		}
		return SignInResult{}, ErrInvalidCredentials
	}
	if err := attempt.Succeeded(ctx); err != nil {
		return SignInResult{}, err
	}
	return s.signInOrChallenge(ctx, u, c, signInProcedure, "password")
}

func (s *Service) open(ctx context.Context, u User, c Client, procedure, method string) (SignInResult, error) {
	token, hash, err := auth.NewToken()
	if err != nil {
		return SignInResult{}, err
	}
	ua := c.UserAgent
	if len(ua) > 300 {
		ua = strings.ToValidUTF8(ua[:300], "")
	}
	ttl, browser := s.cfg.Session(c.Browser)
	session, err := s.store.SessionCreate(ctx, NewSession{
		TokenHash: hash, UserID: u.ID, ExpireTime: s.now().Add(ttl), ClientAddr: c.Addr, UserAgent: ua, Browser: browser, LastSeen: s.now(),
	})
	if err != nil {
		return SignInResult{}, err
	}
	actor := audit.Origin{Actor: u.Actor(), Addr: c.Addr, Procedure: procedure}
	if err := s.store.Audit(ctx, actor, audit.ActionSignIn, "client_users", u.ID.String(), map[string]string{"method": method}); err != nil {
		return SignInResult{}, err
	}
	session.User = u
	return SignInResult{Token: token, Session: session}, nil
}

// Authenticate resolves a bearer token to a client session, or ErrUnauthenticated. A
// staff token is unknown here: the sessions are apart.
func (s *Service) Authenticate(ctx context.Context, token string) (Session, error) {
	if token == "" {
		return Session{}, ErrUnauthenticated
	}
	session, err := s.store.SessionGet(ctx, auth.HashToken(token))
	if err != nil {
		return Session{}, err
	}
	if err := auth.KeepAlive(ctx, s.store, session.Browser, session.TokenHash, session.LastSeen, s.now()); err != nil {
		return Session{}, err
	}
	return session, nil
}

// SignOut ends the session of token.
func (s *Service) SignOut(ctx context.Context, token string) error {
	ok, err := s.store.SessionDelete(ctx, auth.HashToken(token))
	if err != nil {
		return err
	}
	if !ok {
		return ErrUnauthenticated
	}
	return nil
}

// SetPassword sets the caller's password; once one is set, the current one is required,
// checked under the sign-in limits (confirm), and the new one must differ from it. The
// client's other sessions end with the change, as staff's do: whoever else held one
// (a shared computer, a stolen token) is out.
func (s *Service) SetPassword(ctx context.Context, session Session, current, next string) error {
	var c validate.Checker
	c.Check(len(current) <= 1024, "current_password", "Password is too long")
	if err := c.Err(); err != nil {
		return err
	}
	if err := auth.CheckNewPassword(next, "new_password"); err != nil {
		return err
	}
	u, err := s.store.UserGet(ctx, session.User.ID)
	if err != nil {
		return err
	}
	if u.PasswordHash != "" {
		if err := s.confirmPassword(ctx, u, current); err != nil {
			return err
		}
		if err := auth.RefuseSamePassword(current, next); err != nil {
			return err
		}
	}
	hash, err := auth.HashPassword(next)
	if err != nil {
		return err
	}
	return s.store.UserSetPassword(ctx, u.ID, hash, session.ID)
}

// confirm runs check, the proof a signed-in client gives before a sensitive change, as
// one attempt against their sign-in limits (auth.Limiter.Confirm), keyed by the request's
// address.
func (s *Service) confirm(ctx context.Context, u User, check func() error) error {
	return s.limiter.Confirm(ctx, limiterKey(u.Email), clientaddr.Key(clientAuditActor(ctx, u).Addr), check)
}

// confirmPassword checks the client's current password under the sign-in limits.
func (s *Service) confirmPassword(ctx context.Context, u User, password string) error {
	return s.confirm(ctx, u, func() error {
		ok, err := auth.VerifyPassword(u.PasswordHash, password)
		if err != nil {
			return err
		}
		if !ok {
			return ErrWrongPassword
		}
		return nil
	})
}
