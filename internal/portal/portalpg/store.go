// Package portalpg stores the project portal in PostgreSQL.
package portalpg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/audit/auditpg"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements portal.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	notes  Notes
}

var _ portal.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

var (
	orgErrors  = database.Errors{NoRows: portal.ErrOrganizationNotFound, Unique: portal.ErrOrganizationTaken}
	userErrors = database.Errors{NoRows: portal.ErrUserNotFound, Unique: portal.ErrEmailTaken,
		ForeignKey: portal.ErrOrganizationNotFound}
	sessionErrors = database.Errors{NoRows: portal.ErrUnauthenticated, ForeignKey: portal.ErrUserNotFound}
)

func (s *Store) Audit(ctx context.Context, a audit.Origin, action, table, id string, summary any) error {
	return auditpg.Record(ctx, s.q, a, action, table, id, summary)
}

func (s *Store) OrganizationCreate(ctx context.Context, name string) (portal.Organization, error) {
	row, err := s.q.ClientOrganizationCreate(ctx, name)
	if err != nil {
		return portal.Organization{}, database.Translate(err, orgErrors)
	}
	return portal.Organization{ID: row.ID, Name: row.Name}, nil
}

func (s *Store) OrganizationGet(ctx context.Context, id uuid.UUID) (portal.Organization, error) {
	row, err := s.q.ClientOrganizationGet(ctx, id)
	if err != nil {
		return portal.Organization{}, database.Translate(err, orgErrors)
	}
	return portal.Organization{ID: row.ID, Name: row.Name}, nil
}

func (s *Store) OrganizationList(ctx context.Context) ([]portal.Organization, error) {
	rows, err := s.q.ClientOrganizationList(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]portal.Organization, len(rows))
	for i, r := range rows {
		out[i] = portal.Organization{ID: r.ID, Name: r.Name, UserCount: int(r.UserCount)}
	}
	return out, nil
}

func toUser(r sqlc.ClientUser, orgName string) portal.User {
	u := portal.User{
		ID: r.ID, OrganizationID: orgOf(r.OrganizationID), OrganizationName: orgName, Email: r.Email, Name: r.Name,
		PasswordHash: r.PasswordHash, Disabled: r.Disabled, CreateTime: r.CreateTime,
		TotpEnabled: r.TotpEnabled, TotpSecret: r.TotpSecret, Language: r.Language,
	}
	if r.LastSignInTime != nil {
		u.LastSignInTime = *r.LastSignInTime
	}
	return u
}

// orgOf is an account's organization: uuid.Nil for an outside reviewer's, which has none.
func orgOf(id *uuid.UUID) uuid.UUID {
	if id == nil {
		return uuid.Nil
	}
	return *id
}

// withOrg fills the user's organization name ("" for an outside reviewer).
func (s *Store) withOrg(ctx context.Context, q *sqlc.Queries, r sqlc.ClientUser) (portal.User, error) {
	if r.OrganizationID == nil {
		return toUser(r, ""), nil
	}
	org, err := q.ClientOrganizationGet(ctx, *r.OrganizationID)
	if err != nil {
		return portal.User{}, database.Translate(err, orgErrors)
	}
	return toUser(r, org.Name), nil
}

func (s *Store) UserList(ctx context.Context, orgID uuid.UUID) ([]portal.User, error) {
	org, err := s.q.ClientOrganizationGet(ctx, orgID)
	if err != nil {
		return nil, database.Translate(err, orgErrors)
	}
	rows, err := s.q.ClientUserListForOrganization(ctx, &orgID)
	if err != nil {
		return nil, err
	}
	out := make([]portal.User, len(rows))
	for i, r := range rows {
		out[i] = toUser(r, org.Name)
	}
	return out, nil
}

func (s *Store) UserGet(ctx context.Context, id uuid.UUID) (portal.User, error) {
	row, err := s.q.ClientUserGet(ctx, id)
	if err != nil {
		return portal.User{}, database.Translate(err, userErrors)
	}
	return s.withOrg(ctx, s.q, row)
}

func (s *Store) UserByEmail(ctx context.Context, email string) (portal.User, error) {
	row, err := s.q.ClientUserGetByEmail(ctx, email)
	if err != nil {
		return portal.User{}, database.Translate(err, userErrors)
	}
	return s.withOrg(ctx, s.q, row)
}

func (s *Store) Invite(ctx context.Context, in portal.Invitation, msg func(portal.User) mail.Message) (portal.User, error) {
	var u portal.User
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		var err error
		u, err = s.InviteIn(ctx, tx, q, in, msg)
		return err
	})
	return u, err
}

// InviteIn is Invite in tx (q over it): a quote's acceptance invites its requester in
// the transaction that starts the project.
func (s *Store) InviteIn(ctx context.Context, tx pgx.Tx, q *sqlc.Queries, in portal.Invitation, msg func(portal.User) mail.Message) (portal.User, error) {
	row, err := q.ClientUserGetByEmail(ctx, in.Email)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		row, err = q.ClientUserCreate(ctx, sqlc.ClientUserCreateParams{OrganizationID: &in.OrganizationID, Email: in.Email, Name: in.Name, Language: in.Language})
		if err != nil {
			return portal.User{}, database.Translate(err, userErrors)
		}
	case err != nil:
		return portal.User{}, err
	case row.OrganizationID == nil:
		return portal.User{}, portal.ErrEmailReviewer
	case *row.OrganizationID != in.OrganizationID:
		return portal.User{}, portal.ErrEmailTaken
	}
	// Only the newest invitation signs in: a re-invitation (an address typed wrong, a
	// mail forwarded) ends the links sent before it.
	if err := q.ClientUserLock(ctx, row.ID); err != nil {
		return portal.User{}, err
	}
	if _, err := q.ClientSignInLinkDeleteUnused(ctx, row.ID); err != nil {
		return portal.User{}, err
	}
	// Someone who has not chosen a language yet takes the one staff chose now.
	if row.Language == "" && in.Language != "" {
		if row, err = q.ClientUserSetLanguage(ctx, sqlc.ClientUserSetLanguageParams{ID: row.ID, Language: in.Language}); err != nil {
			return portal.User{}, err
		}
	}
	if err := q.ClientSignInLinkCreate(ctx, sqlc.ClientSignInLinkCreateParams{TokenHash: in.LinkHash, UserID: row.ID, ExpireTime: in.ExpireTime}); err != nil {
		return portal.User{}, err
	}
	u, err := s.withOrg(ctx, q, row)
	if err != nil {
		return portal.User{}, err
	}
	return u, s.outbox.Enqueue(ctx, tx, msg(u))
}

func (s *Store) UserSetPassword(ctx context.Context, id uuid.UUID, hash string, keepSession uuid.UUID) error {
	return database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		n, err := q.ClientUserSetPassword(ctx, sqlc.ClientUserSetPasswordParams{ID: id, PasswordHash: hash})
		if err != nil {
			return err
		}
		if n == 0 {
			return portal.ErrUserNotFound
		}
		_, err = q.ClientSessionDeleteOthers(ctx, sqlc.ClientSessionDeleteOthersParams{UserID: id, KeepID: keepSession})
		return err
	})
}

func (s *Store) UserSetLanguage(ctx context.Context, id uuid.UUID, language string) (portal.User, error) {
	row, err := s.q.ClientUserSetLanguage(ctx, sqlc.ClientUserSetLanguageParams{ID: id, Language: language})
	if err != nil {
		return portal.User{}, database.Translate(err, userErrors)
	}
	return s.withOrg(ctx, s.q, row)
}

func (s *Store) UserSetDisabled(ctx context.Context, id uuid.UUID, disabled bool) (portal.User, error) {
	var u portal.User
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		row, err := q.ClientUserSetDisabled(ctx, sqlc.ClientUserSetDisabledParams{ID: id, Disabled: disabled})
		if err != nil {
			return database.Translate(err, userErrors)
		}
		if disabled {
			if _, err := q.ClientSessionDeleteForUser(ctx, id); err != nil {
				return err
			}
		}
		u, err = s.withOrg(ctx, q, row)
		return err
	})
	return u, err
}

func (s *Store) LinkUser(ctx context.Context, hash []byte) (uuid.UUID, error) {
	id, err := s.q.ClientSignInLinkUser(ctx, hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, portal.ErrLinkUnknown
	}
	return id, err
}

func (s *Store) LinkUse(ctx context.Context, hash []byte, now time.Time) (uuid.UUID, error) {
	id, err := s.q.ClientSignInLinkUse(ctx, sqlc.ClientSignInLinkUseParams{TokenHash: hash, Now: now})
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, err
	}
	used, err := s.q.ClientSignInLinkState(ctx, hash)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return uuid.Nil, portal.ErrLinkUnknown
	case err != nil:
		return uuid.Nil, err
	case used:
		return uuid.Nil, portal.ErrLinkUsed
	}
	return uuid.Nil, portal.ErrLinkExpired
}

func (s *Store) SessionCreate(ctx context.Context, n portal.NewSession) (portal.Session, error) {
	var out portal.Session
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		row, err := q.ClientSessionCreate(ctx, sqlc.ClientSessionCreateParams{
			TokenHash: n.TokenHash, UserID: n.UserID, ExpireTime: n.ExpireTime, ClientAddr: n.ClientAddr, UserAgent: n.UserAgent,
			Browser: n.Browser.Cookie, IdleSeconds: int32(n.Browser.IdleLimit / time.Second), LastSeenTime: n.LastSeen,
		})
		if err != nil {
			return database.Translate(err, sessionErrors)
		}
		if err := q.ClientUserSignedIn(ctx, n.UserID); err != nil {
			return err
		}
		// Sign-ins are rare: a cheap moment to drop expired sessions and links.
		if _, err := q.ClientSessionDeleteExpired(ctx); err != nil {
			return err
		}
		if _, err := q.ClientSignInLinkDeleteExpired(ctx, time.Now().Add(-portal.LinkKeep)); err != nil {
			return err
		}
		out = clientSession(row)
		out.ExpireTime = out.ExpireTime.Round(0)
		return nil
	})
	return out, err
}

func (s *Store) SessionGet(ctx context.Context, hash []byte) (portal.Session, error) {
	row, err := s.q.ClientSessionGet(ctx, hash)
	if err != nil {
		return portal.Session{}, database.Translate(err, sessionErrors)
	}
	out := clientSession(row.ClientSession)
	out.User = toUser(row.ClientUser, row.OrganizationName)
	return out, nil
}

func clientSession(r sqlc.ClientSession) portal.Session {
	return portal.Session{
		ID: r.ID, TokenHash: r.TokenHash, ExpireTime: r.ExpireTime, LastSeen: r.LastSeenTime,
		Browser: auth.Browser{Cookie: r.Browser, Remember: r.IdleSeconds > 0, IdleLimit: time.Duration(r.IdleSeconds) * time.Second},
	}
}

func (s *Store) SessionTouch(ctx context.Context, hash []byte, seen time.Time) error {
	return s.q.ClientSessionTouch(ctx, sqlc.ClientSessionTouchParams{TokenHash: hash, Seen: seen})
}

func (s *Store) SessionDelete(ctx context.Context, hash []byte) (bool, error) {
	n, err := s.q.ClientSessionDelete(ctx, hash)
	return n > 0, err
}
