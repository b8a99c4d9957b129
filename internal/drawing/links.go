package drawing

import (
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
)

// Signed links: <prefix><id>/<who>/<name>?<signature>, valid for the link TTL. They carry
// no session, so a plain <a download> follows them. Only what precedes the name is
// signed: however a browser re-escapes the name, the link holds.

// signedLink is a link under prefix to the thing id, for c, ending in name.
func (s *Service) signedLink(prefix string, id uuid.UUID, c actor.Actor, name string) (string, time.Time) {
	now := s.now()
	signed := prefix + id.String() + "/" + who(c)
	link := s.signer.Sign(signed, now)
	return signed + "/" + url.PathEscape(name) + link[len(signed):], now.Add(s.linkTTL)
}

// checkLink checks a link under prefix (its escaped path and query), answering the id it
// names and who it was signed for.
func (s *Service) checkLink(prefix, escapedPath string, query url.Values) (uuid.UUID, actor.Actor, bool) {
	parts := strings.SplitN(strings.TrimPrefix(escapedPath, prefix), "/", 3)
	if len(parts) != 3 || len(parts[1]) < 3 || !s.signer.Valid(prefix+parts[0]+"/"+parts[1], query, s.now()) {
		return uuid.Nil, actor.Actor{}, false
	}
	id, err1 := uuid.Parse(parts[0])
	by, err2 := uuid.Parse(parts[1][2:])
	if err1 != nil || err2 != nil {
		return uuid.Nil, actor.Actor{}, false
	}
	return id, downloader(parts[1][0] == 's', by), true
}

// downloader is who a link was signed for: a staff or a client user (the link names no
// organization; what it opens is checked, not the person's organization).
func downloader(staff bool, id uuid.UUID) actor.Actor {
	if staff {
		return actor.Staff(id, "")
	}
	return actor.Client(id, "", uuid.Nil)
}
