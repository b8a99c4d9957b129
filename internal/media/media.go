// Package media makes the web variants of uploaded images in the background: resized,
// upright, metadata-free WebP copies and a placeholder colour, recorded with the file so
// pages can offer srcset and staff can see what is still processing. The original stays
// in the bucket for staff download.
package media

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
)

// ErrVariantNotFound answers an unknown variant key (or one whose file is not claimed).
var ErrVariantNotFound = apperr.NotFound("image variant not found")

// State is where an image's processing stands.
type State string

// The states; "" is an image uploaded before variants existed and not reprocessed yet.
const (
	StateNone       State = ""
	StateProcessing State = "processing"
	StateReady      State = "ready"
	StateFailed     State = "failed"
)

// Variant is one stored resized copy.
type Variant struct {
	Key           string
	Width, Height int32
	Size          int64
	ContentType   string
}

// Image is what is known of an image's variants.
type Image struct {
	State State
	// Failure says why processing failed, for staff.
	Failure string
	// Placeholder is a CSS colour to show while the image loads.
	Placeholder string
	// Width and Height are the upright picture's size (0 until ready).
	Width, Height int32
	// Variants, narrowest first.
	Variants []Variant
}

// Cursor pages through the images to reprocess.
type Cursor struct {
	AfterTime time.Time
	AfterID   uuid.UUID
}

// Store persists variants and processing states.
type Store interface {
	// FileGet answers files.ErrFileNotFound for an unknown id.
	FileGet(ctx context.Context, id uuid.UUID) (files.File, error)
	// Record stores the variants of a file, replacing earlier ones, and marks it ready,
	// returning the object keys of the replaced variants; files.ErrFileNotFound when the
	// file was deleted meanwhile. The file cannot be deleted while this runs.
	Record(ctx context.Context, id uuid.UUID, img Image) (replaced []string, err error)
	// Fail marks the processing failed with a reason.
	Fail(ctx context.Context, id uuid.UUID, reason string) error
	// Describe returns what is known of the images of ids; ids without processing are absent.
	Describe(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Image, error)
	// VariantByKey answers ErrVariantNotFound for an unknown key or an unclaimed file.
	VariantByKey(ctx context.Context, key string) (Variant, error)
	// ToProcess lists claimed images (of kinds) without ready variants, oldest first.
	ToProcess(ctx context.Context, kinds []files.Kind, after Cursor, limit int32) ([]files.File, error)
	CountToProcess(ctx context.Context, kinds []files.Kind) (int64, error)
}
