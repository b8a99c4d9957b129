// Package actor is who acted: the one type every package uses for the person (or the
// system) on whose behalf something is read or written.
//
// An Actor is a kind, an id, a name and, for a client, the organization that limits what
// they see. What differs between uses is kept beside it and named for what it is: the
// audit trail's request (client address, procedure) holds an Actor (audit.Origin); a signed
// download link names one.
//
// Adding a kind is one constant after the last, its word in String, and a decision in
// every switch over Kind: the exhaustive linter lists them (switches here have no default
// case for that reason). Scope already answers for it: only staff are unlimited, so a new
// kind sees no organization's records until its own rule grants it something, as the
// outside reviewer's does (the transmittals sent to them).
package actor

import "github.com/google/uuid"

// Kind is what sort of person acted.
type Kind uint8

// The kinds. The zero Kind is the system: no one signed in.
const (
	// KindSystem is no person: the first-start seed, the queue's jobs, and a stranger
	// at a sign-in form (whose typed name the audit trail keeps apart, audit.Claimed).
	KindSystem Kind = iota
	// KindStaff is a staff user: unlimited by organization.
	KindStaff
	// KindClient is a portal client user, limited to their organization.
	KindClient
	// KindReviewer is an outside reviewer (an engineer of record, a contractor's
	// reviewer): of no client organization, they see only the transmittals sent to them.
	KindReviewer
)

// String is the kind's word as the stores and the upload owner hashes spell it.
func (k Kind) String() string {
	switch k {
	case KindSystem:
		return "system"
	case KindStaff:
		return "staff"
	case KindClient:
		return "client"
	case KindReviewer:
		return "reviewer"
	}
	return "unknown"
}

// Actor is who acted. The zero Actor is the system (KindSystem, no id, no name).
type Actor struct {
	Kind Kind
	// ID is the staff or client user's id; uuid.Nil for the system.
	ID uuid.UUID
	// Name is how the trail and the screens name them: a staff username, a client's
	// email with their organization (portal.ActorName).
	Name string
	// OrganizationID is a client's organization; uuid.Nil for anyone else.
	OrganizationID uuid.UUID
}

// Staff is the staff user id, named name.
func Staff(id uuid.UUID, name string) Actor {
	return Actor{Kind: KindStaff, ID: id, Name: name}
}

// Client is the client user id of organization org, named name.
func Client(id uuid.UUID, name string, org uuid.UUID) Actor {
	return Actor{Kind: KindClient, ID: id, Name: name, OrganizationID: org}
}

// Reviewer is the outside reviewer id (their sign-in account), named name: of no
// organization, so Scope reaches nothing.
func Reviewer(id uuid.UUID, name string) Actor {
	return Actor{Kind: KindReviewer, ID: id, Name: name}
}

// IsStaff reports whether a is a staff user.
func (a Actor) IsStaff() bool { return a.Kind == KindStaff }

// IsClient reports whether a is a client user.
func (a Actor) IsClient() bool { return a.Kind == KindClient }

// IsReviewer reports whether a is an outside reviewer.
func (a Actor) IsReviewer() bool { return a.Kind == KindReviewer }

// Scope is the organization a is limited to: nil (every organization) for staff only.
// Everyone else is limited to their OrganizationID, which for anyone but a client is
// uuid.Nil, an organization that holds nothing: a forgotten kind sees nothing rather than
// everything.
func (a Actor) Scope() *uuid.UUID {
	if a.Kind == KindStaff {
		return nil
	}
	org := a.OrganizationID
	return &org
}

// StaffID is a staff actor's id, for a column that references a staff user; nil for
// anyone else and for a staff actor without an id.
func (a Actor) StaffID() *uuid.UUID {
	if a.Kind != KindStaff || a.ID == uuid.Nil {
		return nil
	}
	id := a.ID
	return &id
}

// ReviewerID is an outside reviewer's id, for a column that references a reviewer; nil
// for anyone else and for a reviewer actor without an id.
func (a Actor) ReviewerID() *uuid.UUID {
	if a.Kind != KindReviewer || a.ID == uuid.Nil {
		return nil
	}
	id := a.ID
	return &id
}

// ClientID is a client actor's id, for a column that references a client user; nil for
// anyone else and for a client actor without an id.
func (a Actor) ClientID() *uuid.UUID {
	if a.Kind != KindClient || a.ID == uuid.Nil {
		return nil
	}
	id := a.ID
	return &id
}
