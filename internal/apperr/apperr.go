// Package apperr holds the kinds of domain error that adapters map to protocol codes.
// Domain packages declare their sentinels with these constructors, e.g.
//
//	var ErrJobNotFound = apperr.NotFound("job not found")
//
// and the Connect error table maps each kind once, never a domain's own sentinel.
package apperr

import (
	"errors"
	"time"
)

// Kinds; match with errors.Is.
var (
	ErrNotFound        = errors.New("not found")
	ErrConflict        = errors.New("conflict")
	ErrUnauthenticated = errors.New("unauthenticated")
	ErrRateLimited     = errors.New("rate limited")
	ErrTooLarge        = errors.New("too large")
	ErrGone            = errors.New("gone")
	// ErrUnavailable: a service the request needs (file storage, the database) cannot be
	// reached right now; the client may retry.
	ErrUnavailable = errors.New("unavailable")
	// ErrPermissionDenied: the caller is known but may not do this.
	ErrPermissionDenied = errors.New("permission denied")
	// ErrFailedPrecondition: the request is valid but the state refuses it (the last
	// active account, a step the user must take first).
	ErrFailedPrecondition = errors.New("failed precondition")
	// ErrAborted: a save based on a version that someone else has replaced since
	// (optimistic concurrency); nothing was written, the caller may reload and retry.
	ErrAborted = errors.New("aborted")
)

type kindError struct {
	kind error
	msg  string
}

func (e *kindError) Error() string        { return e.msg }
func (e *kindError) Is(target error) bool { return target == e.kind }

// NotFound is an error of kind ErrNotFound with message msg.
func NotFound(msg string) error { return &kindError{kind: ErrNotFound, msg: msg} }

// Conflict is an error of kind ErrConflict with message msg.
func Conflict(msg string) error { return &kindError{kind: ErrConflict, msg: msg} }

// Unauthenticated is an error of kind ErrUnauthenticated (no valid credentials or
// session) with message msg.
func Unauthenticated(msg string) error { return &kindError{kind: ErrUnauthenticated, msg: msg} }

// RateLimited is an error of kind ErrRateLimited with message msg. An error that knows
// when the caller may try again also implements Retrier.
func RateLimited(msg string) error { return &kindError{kind: ErrRateLimited, msg: msg} }

// TooLarge is an error of kind ErrTooLarge (a body over its size cap) with message msg.
func TooLarge(msg string) error { return &kindError{kind: ErrTooLarge, msg: msg} }

// Unavailable is an error of kind ErrUnavailable with message msg.
func Unavailable(msg string) error { return &kindError{kind: ErrUnavailable, msg: msg} }

// Gone is an error of kind ErrGone (a record that existed and is no longer offered, such
// as an expired job) with message msg.
func Gone(msg string) error { return &kindError{kind: ErrGone, msg: msg} }

// PermissionDenied is an error of kind ErrPermissionDenied with message msg.
func PermissionDenied(msg string) error { return &kindError{kind: ErrPermissionDenied, msg: msg} }

// FailedPrecondition is an error of kind ErrFailedPrecondition with message msg.
func FailedPrecondition(msg string) error {
	return &kindError{kind: ErrFailedPrecondition, msg: msg}
}

// Aborted is an error of kind ErrAborted with message msg.
func Aborted(msg string) error { return &kindError{kind: ErrAborted, msg: msg} }

// Retrier is implemented by errors that say how long to wait before trying again, so
// adapters can answer a Retry-After without knowing the domain that refused.
type Retrier interface {
	RetryDelay() time.Duration
}

// Reasoner is implemented by errors a client must tell apart from others of their kind
// (a google.rpc.ErrorInfo reason, such as "REAUTH_REQUIRED"), so adapters can say it
// without knowing the domain that refused.
type Reasoner interface {
	Reason() string
}
