package followup

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/validate"
)

// recorder is a Store that keeps what the service asked of it.
type recorder struct {
	added    []NewNote
	assigned []*uuid.UUID
	since    time.Time
	within   time.Duration
}

func (r *recorder) Notes(context.Context, Kind, uuid.UUID) ([]Note, error) { return nil, nil }

func (r *recorder) AddNote(_ context.Context, _ Kind, _ uuid.UUID, n NewNote) (Note, error) {
	r.added = append(r.added, n)
	return Note{Kind: n.Kind, Author: n.Author.Name, Body: n.Body}, nil
}

func (r *recorder) Assign(_ context.Context, _ Kind, _ uuid.UUID, a *uuid.UUID) error {
	r.assigned = append(r.assigned, a)
	return nil
}

func (r *recorder) Figures(_ context.Context, _ Kind, since time.Time, within time.Duration) (Figures, error) {
	r.since, r.within = since, within
	return Figures{}, nil
}

// fields are the fields err's violations name (none when err is not a validation error).
func fields(err error) []string {
	var verr *validate.Error
	if !errors.As(err, &verr) {
		return nil
	}
	var out []string
	for _, v := range verr.Violations {
		out = append(out, v.Field)
	}
	return out
}

func TestCheckNote(t *testing.T) {
	tests := []struct {
		name, body, want string
		wantErr          bool
	}{
		{"a note is stored without the blank around it", "  Called back, sent the quote.\n", "Called back, sent the quote.", false},
		{"a note of 5000 characters is kept whole", strings.Repeat("é", MaxNote), strings.Repeat("é", MaxNote), false},
		{"an empty note is refused", "", "", true},
		{"a note of blanks only is refused", " \n\t ", "", true},
		{"a note over 5000 characters is refused", strings.Repeat("a", MaxNote+1), "", true},
		{"a note holding NUL is refused", "call\x00back", "", true},
		{"a note that is not UTF-8 is refused", "caf\xe9", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CheckNote(tt.body)
			if tt.wantErr {
				if !slices.Contains(fields(err), "body") {
					t.Fatalf("got error %v, want a violation on body", err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v, want %q, nil", got, err, tt.want)
			}
		})
	}
}

func TestAddNote(t *testing.T) {
	ctx := context.Background()
	author := actor.Staff(uuid.New(), "Priya")
	for _, tc := range []struct {
		kind         Kind
		wantResponds bool
	}{{Application, true}, {Estimate, true}, {Contact, false}} {
		t.Run("a note on a "+tc.kind.Name+" answers it only when its kind says notes respond", func(t *testing.T) {
			r := &recorder{}
			if _, err := NewService(r).AddNote(ctx, tc.kind, uuid.New(), author, " Left a voicemail. "); err != nil {
				t.Fatal(err)
			}
			want := NewNote{Kind: KindNote, Author: author, Body: "Left a voicemail.", Responds: tc.wantResponds}
			if len(r.added) != 1 || r.added[0].Kind != want.Kind || r.added[0].Body != want.Body || r.added[0].Responds != want.Responds || r.added[0].Author.Name != "Priya" {
				t.Errorf("got %+v stored, want %+v", r.added, want)
			}
		})
	}
	t.Run("a refused note stores nothing", func(t *testing.T) {
		r := &recorder{}
		if _, err := NewService(r).AddNote(ctx, Contact, uuid.New(), author, "   "); !slices.Contains(fields(err), "body") {
			t.Errorf("got %v, want a violation on body", err)
		}
		if len(r.added) != 0 {
			t.Errorf("got %d notes stored, want none", len(r.added))
		}
	})
}

func TestAssign(t *testing.T) {
	ctx := context.Background()
	staff := uuid.New()
	t.Run("an empty assignee gives the subject to nobody", func(t *testing.T) {
		r := &recorder{}
		if err := NewService(r).Assign(ctx, Estimate, uuid.New(), ""); err != nil {
			t.Fatal(err)
		}
		if len(r.assigned) != 1 || r.assigned[0] != nil {
			t.Errorf("got %v, want one assignment to nobody", r.assigned)
		}
	})
	t.Run("a staff id gives the subject to that member", func(t *testing.T) {
		r := &recorder{}
		if err := NewService(r).Assign(ctx, Estimate, uuid.New(), staff.String()); err != nil {
			t.Fatal(err)
		}
		if len(r.assigned) != 1 || r.assigned[0] == nil || *r.assigned[0] != staff {
			t.Errorf("got %v, want one assignment to %v", r.assigned, staff)
		}
	})
	for _, bad := range []string{"priya", "{" + staff.String() + "}", strings.ReplaceAll(staff.String(), "-", "")} {
		t.Run("an assignee that is not an id ("+bad+") is a field error and assigns nothing", func(t *testing.T) {
			r := &recorder{}
			err := NewService(r).Assign(ctx, Application, uuid.New(), bad)
			if !errors.Is(err, ErrAssignee) || !slices.Equal(fields(err), []string{"assignee_id"}) {
				t.Errorf("got %v, want ErrAssignee on assignee_id", err)
			}
			if len(r.assigned) != 0 {
				t.Errorf("got %v assigned, want nothing", r.assigned)
			}
		})
	}
}

func TestFiguresCountFromTheWindowsStartAgainstThePromise(t *testing.T) {
	r := &recorder{}
	s := NewService(r)
	now := time.Date(2026, 11, 28, 9, 30, 0, 0, time.UTC)
	s.now = func() time.Time { return now }
	if _, err := s.Figures(context.Background(), Contact, 30); err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2026, 10, 29, 9, 30, 0, 0, time.UTC); !r.since.Equal(want) {
		t.Errorf("got since %v, want %v", r.since, want)
	}
	if r.within != 24*time.Hour {
		t.Errorf("got within %v, want 24h", r.within)
	}
}

func TestKinds(t *testing.T) {
	t.Run("every kind is found by its stored name", func(t *testing.T) {
		for _, k := range []Kind{Application, Estimate, Contact} {
			if got, ok := Lookup(k.Name); !ok || got.Table != k.Table {
				t.Errorf("got Lookup(%q) = %v, %v, want %v", k.Name, got, ok, k)
			}
		}
		if _, ok := Lookup("rfi"); ok {
			t.Errorf("got a kind for an unregistered name, want none")
		}
	})
	t.Run("a link names the subject's page", func(t *testing.T) {
		if got, want := Estimate.Link("42"), "/admin/estimates/42"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
		if got, want := Contact.Link("7"), "/admin/connect-info?message=7"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	for _, k := range []Kind{{Name: "application"}, {Name: ""}} {
		t.Run(fmt.Sprintf("registering the name %q again or empty panics", k.Name), func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("got no panic, want one")
				}
			}()
			Register(k)
		})
	}
}

func TestNotFoundAs(t *testing.T) {
	own := errors.New("estimate not found")
	other := errors.New("database down")
	if got := NotFoundAs(ErrNotFound, own); got != own {
		t.Errorf("got %v, want the subject's own not-found error", got)
	}
	if got := NotFoundAs(other, own); got != other {
		t.Errorf("got %v, want the other error unchanged", got)
	}
}
