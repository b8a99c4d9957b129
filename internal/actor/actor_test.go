package actor_test

import (
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
)

var (
	staffID  = uuid.MustParse("00000000-0000-0000-0000-00000000000a")
	clientID = uuid.MustParse("00000000-0000-0000-0000-00000000000b")
	orgID    = uuid.MustParse("00000000-0000-0000-0000-0000000000c0")
)

func ptr(id uuid.UUID) *uuid.UUID { return &id }

func TestActor(t *testing.T) {
	tests := []struct {
		name            string
		a               actor.Actor
		kind            string
		staff, client   bool
		scope, sid, cid *uuid.UUID
	}{
		{"a staff user is unlimited and references a staff user", actor.Staff(staffID, "alice"),
			"staff", true, false, nil, ptr(staffID), nil},
		{"a client is limited to their organization and references a client user", actor.Client(clientID, "Dana (Acme)", orgID),
			"client", false, true, ptr(orgID), nil, ptr(clientID)},
		{"the zero actor is the system, limited to no organization", actor.Actor{},
			"system", false, false, ptr(uuid.Nil), nil, nil},
		{"a named system actor (a test's author) references no user", actor.Actor{Name: "alice"},
			"system", false, false, ptr(uuid.Nil), nil, nil},
		{"a staff actor without an id references no user", actor.Staff(uuid.Nil, "seed"),
			"staff", true, false, nil, nil, nil},
		{"a client's organization does not widen a non-client", actor.Actor{ID: clientID, OrganizationID: orgID},
			"system", false, false, ptr(orgID), nil, nil},
		{"an outside reviewer is limited to no organization and references no staff or client user", actor.Reviewer(clientID, "eor@engineers.example"),
			"reviewer", false, false, ptr(uuid.Nil), nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Kind.String(); got != tt.kind {
				t.Errorf("Kind: got %v, want %v", got, tt.kind)
			}
			if got := tt.a.IsStaff(); got != tt.staff {
				t.Errorf("IsStaff: got %v, want %v", got, tt.staff)
			}
			if got := tt.a.IsClient(); got != tt.client {
				t.Errorf("IsClient: got %v, want %v", got, tt.client)
			}
			same := func(what string, got, want *uuid.UUID) {
				t.Helper()
				if (got == nil) != (want == nil) || got != nil && *got != *want {
					t.Errorf("%s: got %v, want %v", what, show(got), show(want))
				}
			}
			same("Scope", tt.a.Scope(), tt.scope)
			same("StaffID", tt.a.StaffID(), tt.sid)
			same("ClientID", tt.a.ClientID(), tt.cid)
		})
	}
}

func show(id *uuid.UUID) string {
	if id == nil {
		return "nil"
	}
	return id.String()
}

func TestReviewerID(t *testing.T) {
	if got := actor.Reviewer(clientID, "eor").ReviewerID(); got == nil || *got != clientID {
		t.Errorf("a reviewer's ReviewerID: got %v, want %v", show(got), clientID)
	}
	for _, a := range []actor.Actor{actor.Client(clientID, "Dana", orgID), actor.Staff(staffID, "alice"), actor.Reviewer(uuid.Nil, "seed")} {
		if got := a.ReviewerID(); got != nil {
			t.Errorf("%s's ReviewerID: got %v, want nil", a.Kind, show(got))
		}
	}
}

func TestScopeIsACopy(t *testing.T) {
	a := actor.Client(clientID, "Dana (Acme)", orgID)
	*a.Scope() = uuid.Nil
	if got := *a.Scope(); got != orgID {
		t.Errorf("got %v, want %v: writing through a scope changed the actor", got, orgID)
	}
}

func TestKindString(t *testing.T) {
	// The words are stored (upload owner hashes) and must not drift.
	for k, want := range map[actor.Kind]string{actor.KindSystem: "system", actor.KindStaff: "staff", actor.KindClient: "client", actor.KindReviewer: "reviewer", actor.Kind(200): "unknown"} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d): got %v, want %v", k, got, want)
		}
	}
}
