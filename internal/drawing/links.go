package drawing

import (
	"net/url"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/personlink"
)

// Signed links (internal/personlink) to the drawings' files: revisions, cover sheets,
// stamped returns. They carry no session, so a plain <a download> follows them.

// signedLink is a link under prefix to the thing id, for c, ending in name.
func (s *Service) signedLink(prefix string, id uuid.UUID, c actor.Actor, name string) (string, time.Time) {
	now := s.now()
	return personlink.URL(s.signer, prefix, id, c, name, now), now.Add(s.linkTTL)
}

// checkLink checks a link under prefix (its escaped path and query), answering the id it
// names and who it was signed for.
func (s *Service) checkLink(prefix, escapedPath string, query url.Values) (uuid.UUID, actor.Actor, bool) {
	return personlink.Parse(s.signer, prefix, escapedPath, query, s.now())
}
