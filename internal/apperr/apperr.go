// Package apperr holds the kinds of domain error that adapters map to protocol codes.
// Domain packages declare their sentinels with these constructors, e.g.
//
//	var ErrJobNotFound = apperr.NotFound("job not found")
//
// and the Connect error table maps each kind once.
package apperr

import "errors"

// Kinds; match with errors.Is.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("conflict")
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
