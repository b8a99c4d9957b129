package drawing

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawingpdf/compare"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/validate"
)

// RevisionComparison is the generated message (proto/gusset/portal/v1/compare.proto).
type RevisionComparison = portalv1.RevisionComparison

// ErrComparisonNotFound answers a comparison not stored (yet), or a picture link that is
// not valid.
var ErrComparisonNotFound = apperr.NotFound("comparison not found")

// ErrCompareBusy answers a comparison asked for while as many are being drawn and waiting
// as the server allows: trying again shortly helps.
var ErrCompareBusy = apperr.RateLimited("Other comparisons are being drawn: try again in a minute")

// Comparison is two revisions compared, as stored: where its three pictures are.
type Comparison struct {
	ID, EarlierID, LaterID           uuid.UUID
	EarlierKey, LaterKey, OverlayKey string
	DPI, Width, Height               int
	Added, Removed                   int64
	CreateTime                       time.Time
}

// ComparedRevision is a revision of the sheet being compared.
type ComparedRevision struct {
	ID       uuid.UUID
	Label    string
	FileName string
	Size     int64
	BlobKey  string
}

// ComparisonStore keeps the comparisons. With scope set, a sheet or revision of another
// organization answers the not-found error of its kind.
type ComparisonStore interface {
	// SheetRevisions answers the sheet's revisions, newest first.
	SheetRevisions(ctx context.Context, sheetID uuid.UUID, scope *uuid.UUID) ([]ComparedRevision, error)
	RevisionGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (Revision, error)
	// ComparisonByPair answers ErrComparisonNotFound when the pair was never compared.
	ComparisonByPair(ctx context.Context, earlierID, laterID uuid.UUID) (Comparison, error)
	ComparisonGet(ctx context.Context, id uuid.UUID) (Comparison, error)
	// ComparisonCreate stores c, or answers the pair's comparison stored first with
	// created false (c's files are then the caller's to remove).
	ComparisonCreate(ctx context.Context, c Comparison) (stored Comparison, created bool, err error)
}

// DerivedBlobs are the bucket's bytes as comparisons read and write them.
type DerivedBlobs interface {
	Blobs
	// Put writes key with what write writes; when write fails, nothing is kept.
	Put(ctx context.Context, key, contentType string, write func(io.Writer) error) error
}

// Comparisons draws two revisions of a sheet and their difference, keeps the pictures as
// derived files and hands out signed links to them (docs/submittals.md).
type Comparisons struct {
	store    ComparisonStore
	blobs    DerivedBlobs
	renderer *pdfpage.Renderer
	signer   Signer
	linkTTL  time.Duration
	dpi      int
	turns    *limiter
	now      func() time.Time
}

// CompareConfig is what Comparisons need besides their store.
type CompareConfig struct {
	Blobs    DerivedBlobs
	Renderer *pdfpage.Renderer
	// Signer signs the pictures' links, valid for LinkTTL: the revisions' download signer.
	Signer  Signer
	LinkTTL time.Duration
	// DPI is the pictures' resolution; 0 is compare.DefaultDPI.
	DPI int
	// Drawing is how many comparisons are drawn at once (0 is 1), Waiting how many more
	// may wait for a turn before a request is answered ErrCompareBusy (0 is 4).
	Drawing, Waiting int
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// NewComparisons returns the comparisons.
func NewComparisons(store ComparisonStore, cfg CompareConfig) *Comparisons {
	c := &Comparisons{store: store, blobs: cfg.Blobs, renderer: cfg.Renderer, signer: cfg.Signer, linkTTL: cfg.LinkTTL,
		dpi: cfg.DPI, now: cfg.Now}
	if c.dpi <= 0 {
		c.dpi = compare.DefaultDPI
	}
	if c.now == nil {
		c.now = time.Now
	}
	waiting := cfg.Waiting
	if waiting <= 0 {
		waiting = 4
	}
	c.turns = newLimiter(max(cfg.Drawing, 1), waiting)
	return c
}

// Compare answers the comparison of two revisions of the sheet for c: the pair's stored
// pictures, or, the first time, the pictures drawn now and kept. Both ids empty compare
// the current revision with the one before it.
func (s *Comparisons) Compare(ctx context.Context, c actor.Actor, sheetID, earlierID, laterID string) (*RevisionComparison, error) {
	pair, err := s.pick(ctx, c, sheetID, earlierID, laterID)
	if err != nil {
		return nil, err
	}
	got, err := s.store.ComparisonByPair(ctx, pair.earlier.ID, pair.later.ID)
	if errors.Is(err, ErrComparisonNotFound) {
		got, err = s.drawAndKeep(ctx, pair)
	}
	if err != nil {
		return nil, err
	}
	return s.message(pair, got), nil
}

// pair is the two revisions compared, the earlier first, and their sheet.
type pair struct {
	sheet          uuid.UUID
	earlier, later ComparedRevision
}

// pick finds the two revisions of the sheet to compare, in order.
func (s *Comparisons) pick(ctx context.Context, c actor.Actor, sheetID, earlierID, laterID string) (pair, error) {
	id, err := apperr.ParseID(sheetID, ErrSheetNotFound)
	if err != nil {
		return pair{}, err
	}
	revs, err := s.store.SheetRevisions(ctx, id, c.Scope())
	if err != nil {
		return pair{}, err
	}
	if earlierID == "" && laterID == "" {
		switch len(revs) {
		case 0:
			return pair{}, violation("sheet_id", "This sheet has no revision yet: there is nothing to compare")
		case 1:
			return pair{}, violation("sheet_id", "This sheet has one revision: there is nothing to compare it with yet")
		}
		return pair{sheet: id, earlier: revs[1], later: revs[0]}, nil
	}
	var v validate.Checker
	v.Require("earlier_revision_id", earlierID, "Choose the earlier revision too")
	v.Require("later_revision_id", laterID, "Choose the later revision too")
	if err := v.Err(); err != nil {
		return pair{}, err
	}
	a, err := s.ofSheet(ctx, c, revs, "earlier_revision_id", earlierID)
	if err != nil {
		return pair{}, err
	}
	b, err := s.ofSheet(ctx, c, revs, "later_revision_id", laterID)
	if err != nil {
		return pair{}, err
	}
	if a == b {
		return pair{}, violation("later_revision_id", "Choose two different revisions")
	}
	// revs are newest first: the one found later in the list is the earlier revision.
	if a < b {
		a, b = b, a
	}
	return pair{sheet: id, earlier: revs[a], later: revs[b]}, nil
}

// ofSheet is the index in revs of the revision id: a revision of another sheet is the
// field's violation, one unknown to c not found.
func (s *Comparisons) ofSheet(ctx context.Context, c actor.Actor, revs []ComparedRevision, field, revID string) (int, error) {
	id, err := apperr.ParseID(revID, ErrRevisionNotFound)
	if err != nil {
		return 0, err
	}
	for i, r := range revs {
		if r.ID == id {
			return i, nil
		}
	}
	if _, err := s.store.RevisionGet(ctx, id, c.Scope()); err != nil {
		return 0, err
	}
	return 0, violation(field, "This revision is of another sheet: compare two revisions of the same sheet")
}

// message is the comparison with signed links to its pictures.
func (s *Comparisons) message(p pair, c Comparison) *RevisionComparison {
	now := s.now()
	return &RevisionComparison{
		Id: c.ID.String(), SheetId: p.sheet.String(),
		EarlierRevisionId: p.earlier.ID.String(), LaterRevisionId: p.later.ID.String(),
		EarlierRevision: p.earlier.Label, LaterRevision: p.later.Label,
		EarlierUrl: s.pictureURL(c.ID, pictureEarlier, now), LaterUrl: s.pictureURL(c.ID, pictureLater, now),
		OverlayUrl: s.pictureURL(c.ID, pictureOverlay, now), ExpireTime: timestamppb.New(now.Add(s.linkTTL)),
		Width: int32(c.Width), Height: int32(c.Height), Dpi: int32(c.DPI),
		AddedPixels: c.Added, RemovedPixels: c.Removed, CreateTime: timestamppb.New(c.CreateTime),
	}
}

func violation(field, msg string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: field, Message: msg}}}
}
