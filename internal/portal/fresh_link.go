package portal

import (
	"context"
	"errors"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
)

const freshLinkProcedure = "/gusset.portal.v1.PortalLinkService/RequestFreshLink"

// RequestFreshLink mails a fresh one-time link to whoever the link of token (used or
// expired, kept LinkKeep past its expiry) was mailed to, if they may still sign in: the
// one click an expired invitation's page offers. Its answer is the same whatever token
// names (nil, or the same refusals), so it tells nothing of accounts; the mail goes only
// to the address the link was sent to, as RequestSignInLink's does.
func (s *Service) RequestFreshLink(ctx context.Context, token string, c Client) error {
	// Counted per client address before the token is looked up, as the public forms are.
	if err := s.guard.AdmitKey(ctx, abuse.PortalLink, clientaddr.Key(c.Addr)); err != nil {
		return err
	}
	if token == "" || len(token) > 200 {
		return nil
	}
	userID, err := s.store.LinkUser(ctx, auth.HashToken(token))
	if errors.Is(err, ErrLinkUnknown) {
		return nil
	}
	if err != nil {
		return err
	}
	u, err := s.store.UserGet(ctx, userID)
	if errors.Is(err, ErrUserNotFound) || (err == nil && u.Disabled) {
		return nil
	}
	if err != nil {
		return err
	}
	// The address's own budget holds however many old links someone has kept.
	if err := s.guard.AdmitKey(ctx, abuse.PortalLinkAddress, u.Email); err != nil {
		return err
	}
	fresh, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	cfg := s.mail.At(ctx)
	actor := audit.Origin{Addr: c.Addr, Procedure: freshLinkProcedure}
	return s.store.LinkCreate(audit.WithOrigin(ctx, actor), u.ID, hash, s.now().Add(LinkTTL), signInLinkMail(cfg, u, fresh))
}
