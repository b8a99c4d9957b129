// Package followup is the one model of what staff answer (applications, estimate
// requests, contact messages…): who has it, when it was first answered, its notes and
// replies, and the figures of the promise to answer within 24 hours. Each kind keeps its
// own status and moves it by its own rules; this package reads a copy of it for the
// figures (see db/migrations/00038_follow_ups.sql).
package followup

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
)

// Promise is how soon the firm promises a first answer.
const Promise = 24 * time.Hour

// Kind is a kind of subject staff follow up, registered once (kinds.go).
type Kind struct {
	// Name is the kind as stored (follow_ups.subject_kind, the trigger's argument).
	Name string
	// Table is the subject's table.
	Table string
	// Noun names one subject in the audit trail ("message from", before its label).
	Noun string
	// Path is the back-office page of one subject; {id} stands for its id.
	Path string
	// NotesRespond: a note is an answer (else only what the kind marks, e.g. a reply).
	NotesRespond bool
	// Closed are the statuses in which nothing is left to do (not counted open).
	Closed []string
}

// Link is the back-office page of the subject id.
func (k Kind) Link(id string) string { return strings.ReplaceAll(k.Path, "{id}", id) }

var (
	mu    sync.RWMutex
	kinds = map[string]Kind{}
)

// Register adds a kind; a name registered twice is a programming error.
func Register(k Kind) Kind {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := kinds[k.Name]; dup || k.Name == "" {
		panic(fmt.Sprintf("followup: kind %q registered twice or unnamed", k.Name))
	}
	kinds[k.Name] = k
	return k
}

// Lookup is the kind registered as name.
func Lookup(name string) (Kind, bool) {
	mu.RLock()
	defer mu.RUnlock()
	k, ok := kinds[name]
	return k, ok
}

// NoteKind is what a history entry is.
type NoteKind string

// Note kinds.
const (
	KindNote  NoteKind = "note"
	KindReply NoteKind = "reply"
	// KindQuestion is a question the subject's sender asked (a quote's requester, over its link).
	KindQuestion NoteKind = "question"
)

// Note is one entry of a subject's history: a private note, or a reply that was mailed.
type Note struct {
	ID     uuid.UUID
	Kind   NoteKind
	Author string
	// Subject is a reply's; "" for a note.
	Subject string
	Body    string
	// OutboxMessageID is a reply's outbox message; DeliveryStatus its status there.
	OutboxMessageID *uuid.UUID
	DeliveryStatus  string
	CreateTime      time.Time
}

// NewNote is an entry to store; Responds marks the subject answered (once).
type NewNote struct {
	Kind            NoteKind
	Author          actor.Actor // the staff member who writes it
	Subject         string
	Body            string
	OutboxMessageID *uuid.UUID
	Responds        bool
}

// Figures are one kind's numbers for the dashboard and the lists.
type Figures struct {
	// Open: not in a Closed status, not in the trash.
	Open int64
	// Received since the window's start (not in the trash).
	Received int64
	// AnsweredInTime: of those, first answered within the promise.
	AnsweredInTime int64
	// Due: of those, the ones that count: answered in time, or whose promise is over (one
	// still inside it and unanswered is neither a success nor a miss yet).
	Due int64
	// Waiting: of those, not answered at all.
	Waiting int64
}
