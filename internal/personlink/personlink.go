// Package personlink makes and checks signed download links that name the object and the
// person they were signed for: <prefix><object id>/<who>/<file name>?<signature>. A plain
// <a download> follows one (it carries no session), and the download is recorded against
// the person the link names. Only what precedes the name is signed, so however a browser
// re-escapes a name, the link holds.
package personlink

import (
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
)

// Signer signs paths and checks them (files.Signer).
type Signer interface {
	Sign(path string, now time.Time) string
	Valid(path string, query url.Values, now time.Time) bool
}

// who is the person as a link names them: "s-<id>" staff, "r-<id>" an outside reviewer,
// "c-<id>" a client user. Only people get links (the system downloads nothing).
func who(by actor.Actor) string {
	switch by.Kind {
	case actor.KindStaff:
		return "s-" + by.ID.String()
	case actor.KindReviewer:
		return "r-" + by.ID.String()
	case actor.KindClient, actor.KindSystem:
	}
	return "c-" + by.ID.String()
}

// URL is the signed link under prefix to object's file name for by.
func URL(s Signer, prefix string, object uuid.UUID, by actor.Actor, name string, now time.Time) string {
	signed := prefix + object.String() + "/" + who(by)
	link := s.Sign(signed, now)
	return signed + "/" + url.PathEscape(name) + link[len(signed):]
}

// Parse checks a link under prefix (its escaped path and query) and answers the object it
// names and who it was signed for (their kind and id; a link carries no name or
// organization); ok is false for a link that is malformed, tampered with or expired.
func Parse(s Signer, prefix, escapedPath string, query url.Values, now time.Time) (object uuid.UUID, by actor.Actor, ok bool) {
	rest, found := strings.CutPrefix(escapedPath, prefix)
	parts := strings.SplitN(rest, "/", 3)
	if !found || len(parts) != 3 || len(parts[1]) < 3 || parts[1][1] != '-' || !s.Valid(prefix+parts[0]+"/"+parts[1], query, now) {
		return uuid.Nil, actor.Actor{}, false
	}
	object, err1 := uuid.Parse(parts[0])
	id, err2 := uuid.Parse(parts[1][2:])
	if err1 != nil || err2 != nil {
		return uuid.Nil, actor.Actor{}, false
	}
	switch parts[1][0] {
	case 's':
		return object, actor.Staff(id, ""), true
	case 'r':
		return object, actor.Reviewer(id, ""), true
	case 'c':
		return object, actor.Client(id, "", uuid.Nil), true
	}
	return uuid.Nil, actor.Actor{}, false
}
