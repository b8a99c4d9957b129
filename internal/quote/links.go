package quote

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strings"

	"github.com/google/uuid"
)

// A proposal's link carries a token: the revision's id and an HMAC-SHA256 of it under
// the server's key, so it needs no row and cannot be made for another revision. It does
// not expire by itself: the revision's validity date and its status (superseded,
// answered) decide what it may still do.

const tokenLabel = "gusset quote proposal\n"

// Token is revision id's link token.
func (s *Service) Token(id uuid.UUID) string {
	return id.String() + "." + s.mac(id)
}

func (s *Service) mac(id uuid.UUID) string {
	h := hmac.New(sha256.New, s.key)
	h.Write([]byte(tokenLabel + id.String()))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// parseToken answers the revision a token names, or ErrBadLink.
func (s *Service) parseToken(token string) (uuid.UUID, error) {
	raw, mac, ok := strings.Cut(token, ".")
	if !ok || len(token) > 200 {
		return uuid.Nil, ErrBadLink
	}
	id, err := uuid.Parse(raw)
	if err != nil || id.String() != raw || !hmac.Equal([]byte(mac), []byte(s.mac(id))) {
		return uuid.Nil, ErrBadLink
	}
	return id, nil
}

// ProposalURL is the proposal page of revision id.
func (s *Service) ProposalURL(siteURL string, id uuid.UUID) string {
	return siteURL + "/proposals/" + s.Token(id)
}
