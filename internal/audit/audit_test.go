package audit_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/validate"
)

// fakeStore answers n events with ids n..1 (newest first), honouring the filter's
// BeforeID and Limit.
type fakeStore struct {
	n    int64
	last audit.Filter
}

func (s *fakeStore) Usernames(context.Context, []uuid.UUID) (map[string]string, error) {
	return map[string]string{}, nil
}

func (s *fakeStore) List(_ context.Context, f audit.Filter) ([]audit.Event, error) {
	s.last = f
	var out []audit.Event
	for id := s.n; id >= 1 && len(out) < f.Limit; id-- {
		if f.BeforeID == 0 || id < f.BeforeID {
			out = append(out, audit.Event{ID: id})
		}
	}
	return out, nil
}

func TestList(t *testing.T) {
	ctx := context.Background()
	t.Run("pages run newest first to the end without overlap", func(t *testing.T) {
		svc := audit.NewService(&fakeStore{n: 5})
		var got []int64
		token := ""
		for range 4 {
			events, next, err := svc.List(ctx, audit.Query{PageSize: 2, PageToken: token})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				got = append(got, e.ID)
			}
			if token = next; token == "" {
				break
			}
		}
		if want := []int64{5, 4, 3, 2, 1}; len(got) != len(want) || got[0] != 5 || got[4] != 1 {
			t.Errorf("ids = %v, want %v", got, want)
		}
	})
	tests := []struct {
		name  string
		q     audit.Query
		field string
	}{
		{"a page size over 100 is refused", audit.Query{PageSize: 101}, "page_size"},
		{"a page token that is not an event id is refused", audit.Query{PageToken: "yesterday"}, "page_token"},
		{"an actor that is not an id is refused", audit.Query{ActorID: "alice"}, "actor_id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := audit.NewService(&fakeStore{}).List(ctx, tt.q)
			var verr *validate.Error
			if !errors.As(err, &verr) || len(verr.Violations) != 1 || verr.Violations[0].Field != tt.field {
				t.Errorf("List(%+v) = %v, want a violation of %s", tt.q, err, tt.field)
			}
		})
	}
}

func TestClaimedNamesLoseControlAndBidiCharacters(t *testing.T) {
	cases := []struct{ name, typed, want string }{
		{"a plain name is kept", "admin", "admin"},
		{"letters of any script are kept", "José Ñúñez", "José Ñúñez"},
		{"a right-to-left override is removed", "admin\u202e)toor yb teser(", "admin)toor yb teser("},
		{"isolates and marks are removed", "\u2066ad\u200fmin\u2069", "admin"},
		{"newlines and other controls are removed", "admin\n2026-11-25 sign_in root\x1b[31m", "admin2026-11-25 sign_in root[31m"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := audit.Claimed(c.typed); got != c.want {
				t.Errorf("Claimed(%q) = %q, want %q", c.typed, got, c.want)
			}
		})
	}
}
