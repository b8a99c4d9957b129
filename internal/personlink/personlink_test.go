package personlink_test

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/personlink"
)

const prefix = "/things/files/"

// split is a link as a handler sees it: its escaped path and its query.
func split(t *testing.T, link string) (string, url.Values) {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatalf("parsing %q: %v", link, err)
	}
	return u.EscapedPath(), u.Query()
}

func TestALinkNamesItsObjectAndPerson(t *testing.T) {
	s := files.NewSigner([]byte("secret"), time.Hour)
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	object := uuid.New()
	for _, by := range []actor.Actor{actor.Staff(uuid.New(), "ann"), actor.Client(uuid.New(), "bob", uuid.New()), actor.Reviewer(uuid.New(), "eve")} {
		t.Run("a "+by.Kind.String()+"'s link reads back as that person without name or organization", func(t *testing.T) {
			path, q := split(t, personlink.URL(s, prefix, object, by, "B101 rev é.pdf", now))
			gotObject, gotBy, ok := personlink.Parse(s, prefix, path, q, now.Add(59*time.Minute))
			if !ok {
				t.Fatalf("Parse: got not ok, want ok")
			}
			if want := (actor.Actor{Kind: by.Kind, ID: by.ID}); gotObject != object || gotBy != want {
				t.Errorf("got %v %+v, want %v %+v", gotObject, gotBy, object, want)
			}
		})
	}
}

func TestABadLinkIsRefused(t *testing.T) {
	s := files.NewSigner([]byte("secret"), time.Hour)
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	object, person := uuid.New(), uuid.New()
	path, q := split(t, personlink.URL(s, prefix, object, actor.Client(person, "", uuid.Nil), "a b.pdf", now))
	tests := []struct {
		name  string
		path  string
		query url.Values
		at    time.Time
		ok    bool
	}{
		{"the link as made is accepted", path, q, now, true},
		{"a name escaped another way is accepted", strings.Replace(path, "a%20b.pdf", "a b.pdf", 1), q, now, true},
		{"an expired link is refused", path, q, now.Add(2 * time.Hour), false},
		{"another object is refused", strings.Replace(path, object.String(), uuid.NewString(), 1), q, now, false},
		{"another person is refused", strings.Replace(path, person.String(), uuid.NewString(), 1), q, now, false},
		{"the person as staff is refused", strings.Replace(path, "/c-", "/s-", 1), q, now, false},
		{"the person as an outside reviewer is refused", strings.Replace(path, "/c-", "/r-", 1), q, now, false},
		{"another prefix is refused", strings.Replace(path, prefix, "/other/files/", 1), q, now, false},
		{"a link without its name is refused", path[:strings.LastIndex(path, "/")], q, now, false},
		{"a link without its signature is refused", path, url.Values{}, now, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, ok := personlink.Parse(s, prefix, tt.path, tt.query, tt.at); ok != tt.ok {
				t.Errorf("got ok %v, want %v", ok, tt.ok)
			}
		})
	}
}

func TestAnUnknownKindOfPersonIsRefusedEvenWhenSigned(t *testing.T) {
	s := files.NewSigner([]byte("secret"), time.Hour)
	now := time.Now()
	signed := prefix + uuid.NewString() + "/x-" + uuid.NewString()
	path, q := split(t, signed+"/f.pdf"+s.Sign(signed, now)[len(signed):])
	if _, _, ok := personlink.Parse(s, prefix, path, q, now); ok {
		t.Errorf("got ok, want refused")
	}
}
