package resumable

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
)

// Upload is one visitor's upload.
type Upload struct {
	ID uuid.UUID
	// TusID is the storage's name of the upload (the tus URL's last segment).
	TusID       string
	OwnerHash   []byte
	Name        string
	ContentType string
	Size        int64
	// SHA256 is set once every byte arrived.
	SHA256     []byte
	Complete   bool
	EstimateID *uuid.UUID
	// TargetID is what a signed-in service admitted the upload for (a portal folder).
	TargetID   *uuid.UUID
	CreateTime time.Time
}

// New is an upload about to start.
type New struct {
	ID           uuid.UUID
	OwnerHash    []byte
	ClientKey    string
	ChallengeSig string
	Name         string
	ContentType  string
	Size         int64
}

// Errors.
var ErrNotFound = apperr.NotFound("upload not found")

// budgetError is an address's bytes of the day spent: a rate limit (429) until the next
// day (UTC, as upload_byte_budgets counts them), which its Retry-After says.
type budgetError struct{ wait time.Duration }

func (e *budgetError) Error() string {
	return "This address has uploaded as much as it may today. Please try again tomorrow."
}
func (e *budgetError) Is(target error) bool      { return target == apperr.ErrRateLimited }
func (e *budgetError) RetryDelay() time.Duration { return e.wait }

// untilTomorrow is the time from now to the next midnight, UTC.
func untilTomorrow(now time.Time) time.Duration {
	return now.UTC().Truncate(24 * time.Hour).Add(24 * time.Hour).Sub(now)
}

// ErrUnfinished is an upload claimed before its last bytes arrived.
var ErrUnfinished = apperr.FailedPrecondition("the upload is not finished")

// ClaimableBy is the one rule of every claim of an upload by its id (an estimate request's
// files, a portal revision), checked on the row locked in the claiming transaction:
// only the person or visitor who started it (owner, their OwnerHash) may claim it, once,
// after its last bytes arrived. Anyone else's, or one claimed already, is ErrNotFound
// (its existence is not revealed); an unfinished one is ErrUnfinished.
func (u Upload) ClaimableBy(owner []byte) error {
	if len(owner) == 0 || !bytes.Equal(u.OwnerHash, owner) || u.EstimateID != nil {
		return ErrNotFound
	}
	if !u.Complete || len(u.SHA256) == 0 {
		return ErrUnfinished
	}
	return nil
}

// TooLargeError is a file or request over its cap (413), naming the cap.
type TooLargeError struct{ Msg string }

func (e *TooLargeError) Error() string        { return e.Msg }
func (e *TooLargeError) Is(target error) bool { return target == apperr.ErrTooLarge }

// ErrRequestCap and ErrBudget are what Store.Create answers when the owner's unclaimed
// bytes or the address's day would pass their caps.
var (
	ErrRequestCap = fmt.Errorf("request cap")
	ErrCountCap   = fmt.Errorf("count cap")
	ErrBudget     = fmt.Errorf("daily budget")
)

// Store persists uploads.
type Store interface {
	// Create inserts n unless the owner's unclaimed bytes would pass maxRequest
	// (ErrRequestCap) or the address's bytes today would pass budget (ErrBudget).
	Create(ctx context.Context, n New, maxRequest, budget int64) error
	// CreateTargeted inserts an upload a signed-in service admitted for target unless the
	// owner's unclaimed uploads would then declare more than maxBytes (ErrRequestCap) or
	// number more than maxUploads (ErrCountCap), checked with the insert so that parallel
	// starts cannot pass them together; no daily budget.
	CreateTargeted(ctx context.Context, n New, target uuid.UUID, maxBytes int64, maxUploads int) error
	// ChallengeBound reports whether an upload of owner spent challenge sig.
	ChallengeBound(ctx context.Context, ownerHash []byte, sig string) (bool, error)
	Get(ctx context.Context, id uuid.UUID) (Upload, error)
	HashStates
	// Unclaimed lists up to max uploads no request claimed whose last bytes arrived before before.
	Unclaimed(ctx context.Context, before time.Time, max int32) ([]Upload, error)
	// DeleteUnclaimed deletes the row of an upload still unclaimed and idle since before.
	DeleteUnclaimed(ctx context.Context, id uuid.UUID, before time.Time) (bool, error)
	PurgeBudgets(ctx context.Context) (int64, error)
}

// HashStates keeps the running SHA-256 of each upload between its requests.
type HashStates interface {
	// SetTusID records the storage's name of upload id once the storage made it.
	SetTusID(ctx context.Context, id uuid.UUID, tusID string) error
	// HashState is the hash's state after offset bytes; offset -1 when it was lost.
	HashState(ctx context.Context, id uuid.UUID) (state []byte, offset int64, err error)
	// SaveHash stores the state after to bytes, if the stored one was still after from.
	SaveHash(ctx context.Context, id uuid.UUID, from, to int64, state []byte) error
	// LoseHash marks the state lost: the finished file is read again.
	LoseHash(ctx context.Context, id uuid.UUID) error
	Complete(ctx context.Context, id uuid.UUID, sum []byte) error
}

// Blobs are the stored bytes of uploads (the tus storage).
type Blobs interface {
	Open(ctx context.Context, tusID string) (io.ReadCloser, error)
	Delete(ctx context.Context, tusID string) error
}

// Guard admits uploads (abuse.Guard).
type Guard interface {
	AdmitBound(ctx context.Context, action abuse.Action, remote, challenge string, bound func(sig string) (bool, error)) (string, error)
}
