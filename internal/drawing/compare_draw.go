package drawing

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"strings"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/drawingpdf/compare"
	"github.com/gusset/gusset/internal/pdfpage"
)

// ComparePrefix is where the comparisons' pictures are kept in the bucket:
// drawings/compare/<comparison>/<earlier|later|overlay>.png.
const ComparePrefix = "drawings/compare/"

// drawAndKeep draws the pair, keeps its pictures and stores the comparison, taking a turn to
// draw: a comparison takes seconds of CPU and ~200 MB for a large sheet, so only a few
// are drawn at once and a few more wait (ErrCompareBusy beyond). A failure leaves no row
// and no file.
func (s *Comparisons) drawAndKeep(ctx context.Context, p pair) (Comparison, error) {
	release, err := s.turns.acquire(ctx)
	if err != nil {
		return Comparison{}, err
	}
	defer release()
	// Another request for the pair may have held the turn before this one.
	if got, err := s.store.ComparisonByPair(ctx, p.earlier.ID, p.later.ID); !errors.Is(err, ErrComparisonNotFound) {
		return got, err
	}
	res, err := s.draw(ctx, p)
	if err != nil {
		return Comparison{}, err
	}
	id := uuid.New()
	c := Comparison{
		ID: id, EarlierID: p.earlier.ID, LaterID: p.later.ID,
		EarlierKey: pictureKey(id, pictureEarlier), LaterKey: pictureKey(id, pictureLater), OverlayKey: pictureKey(id, pictureOverlay),
		DPI: s.dpi, Width: res.Overlay.Bounds().Dx(), Height: res.Overlay.Bounds().Dy(),
		Added: int64(res.Added), Removed: int64(res.Removed),
	}
	var written []string
	// Removing what was written must happen even when the request was cancelled.
	cleanup := func() {
		for _, k := range written {
			_ = s.blobs.Delete(context.WithoutCancel(ctx), k)
		}
	}
	for _, pic := range []struct {
		key string
		img image.Image
	}{{c.EarlierKey, res.Earlier}, {c.LaterKey, res.Later}, {c.OverlayKey, res.Overlay}} {
		written = append(written, pic.key)
		if err := s.blobs.Put(ctx, pic.key, "image/png", func(w io.Writer) error { return compare.EncodePNG(w, pic.img) }); err != nil {
			cleanup()
			return Comparison{}, fmt.Errorf("keeping a comparison's picture: %w", err)
		}
	}
	stored, created, err := s.store.ComparisonCreate(ctx, c)
	if err != nil || !created {
		// Another process stored the pair first (or the row could not be written): its
		// pictures are the pair's, these would be orphans.
		cleanup()
	}
	return stored, err
}

// draw draws both revisions and their overlay. A revision that cannot be drawn is the
// violation of the field that named it (both are named when neither field was given).
func (s *Comparisons) draw(ctx context.Context, p pair) (*compare.Result, error) {
	a, err := s.blobs.Open(ctx, p.earlier.BlobKey)
	if err != nil {
		return nil, fmt.Errorf("opening revision %s: %w", p.earlier.ID, err)
	}
	defer a.Close()
	b, err := s.blobs.Open(ctx, p.later.BlobKey)
	if err != nil {
		return nil, fmt.Errorf("opening revision %s: %w", p.later.ID, err)
	}
	defer b.Close()
	res, err := compare.Revisions(ctx, s.renderer, compare.File{PDF: a, Size: p.earlier.Size}, compare.File{PDF: b, Size: p.later.Size},
		compare.Options{DPI: s.dpi})
	switch {
	case err == nil:
		return res, nil
	case errors.Is(err, pdfpage.ErrUnreadable), errors.Is(err, pdfpage.ErrTooSlow), errors.Is(err, pdfpage.ErrTooLarge):
		// compare says which revision failed in its message (documented).
		field, r := "earlier_revision_id", p.earlier
		if strings.Contains(err.Error(), "the later revision") {
			field, r = "later_revision_id", p.later
		}
		return nil, violation(field, fmt.Sprintf("Revision %s (%s) cannot be drawn: %s", r.Label, r.FileName, undrawable(err)))
	default:
		return nil, err
	}
}

// undrawable is why a PDF could not be drawn, for people.
func undrawable(err error) string {
	switch {
	case errors.Is(err, pdfpage.ErrTooSlow):
		return "it takes too long to draw"
	case errors.Is(err, pdfpage.ErrTooLarge):
		return "its page is too large to draw"
	default:
		return "the file is damaged, encrypted or not a PDF"
	}
}
