package portfolio

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/jpeg"
	"log/slog"
	"strings"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/files"
)

// PreviewWidth is the width the first page is drawn at: the widest image variant
// (internal/media makes the 320, 640 and 1024 px WebP copies pages use from it).
const PreviewWidth = 1024

// MakePreview draws the first page of item id's PDF pdfID and makes it the item's
// preview, through the upload pipeline like any image (a poster upload, then claimed; its
// web variants are queued with it). A PDF that cannot be drawn (damaged, or past the
// renderer's time or memory limit) is recorded as failed, with why, and answers nil:
// trying again would not help; the item and its PDF are kept. An item gone
// or given another PDF meanwhile needs nothing. Other errors are returned for the queue to
// retry; last marks the final attempt, which records the failure instead.
func (s *Service) MakePreview(ctx context.Context, id, pdfID uuid.UUID, last bool, log *slog.Logger) error {
	pdf, err := s.store.PreviewSource(ctx, id)
	if errors.Is(err, ErrItemNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if pdf.ID != pdfID {
		return nil // replaced: the new PDF has its own job
	}
	if s.pages == nil {
		return s.failIfLast(ctx, id, pdfID, last, errors.New("no PDF renderer is configured"))
	}
	_, r, err := s.objects.Open(ctx, pdf.Key)
	if err != nil {
		return s.failIfLast(ctx, id, pdfID, last, err)
	}
	img, err := s.pages.FirstPage(ctx, r, pdf.Size, PreviewWidth)
	_ = r.Close()
	if s.pages.Undrawable(err) {
		// The document's own fault (damaged, too slow, too large): drawing it again
		// would end the same way, so the job ends here and staff see why.
		log.Warn("portfolio preview not made", "item", id, "file", pdfID, "err", err)
		return s.store.PreviewFail(ctx, id, pdfID, err.Error())
	}
	if err != nil {
		return s.failIfLast(ctx, id, pdfID, last, err)
	}
	var buf bytes.Buffer
	// JPEG: a page is opaque (drawn on white) and, even full of photos, stays far under
	// the poster kind's 5 MB cap, which a PNG of a photo page would not.
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		return s.failIfLast(ctx, id, pdfID, last, err)
	}
	upload, err := s.objects.Upload(ctx, files.KindPoster, previewName(pdf.Name), &buf)
	if err != nil {
		return s.failIfLast(ctx, id, pdfID, last, err)
	}
	stale, linked, err := s.store.PreviewLink(ctx, id, pdfID, upload.ID.String())
	if err != nil {
		return s.failIfLast(ctx, id, pdfID, last, err)
	}
	// Not linked (the PDF was replaced meanwhile): the unclaimed upload is removed by the
	// uploads' janitor like any upload never claimed.
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	if linked {
		log.Info("portfolio preview made", "item", id, "file", pdfID, "width", img.Bounds().Dx(), "height", img.Bounds().Dy())
	}
	return nil
}

func (s *Service) failIfLast(ctx context.Context, id, pdfID uuid.UUID, last bool, err error) error {
	if !last {
		return err
	}
	if ferr := s.store.PreviewFail(context.WithoutCancel(ctx), id, pdfID, "the preview could not be made: "+err.Error()); ferr != nil {
		return errors.Join(err, ferr)
	}
	return err
}

// QueueMissingPreviews queues the making of a preview for every item never given one
// (added before previews were made on the server), a batch at a time; it answers how many.
func (s *Service) QueueMissingPreviews(ctx context.Context) (int, error) {
	const batch = 100
	total := 0
	for {
		n, err := s.store.PreviewQueueMissing(ctx, batch)
		total += n
		if err != nil || n < batch {
			return total, err
		}
	}
}

// previewName is the preview upload's name: the PDF's, as a JPEG of its first page
// (within the 255 characters a name may have).
func previewName(pdfName string) string {
	base := strings.TrimSuffix(strings.TrimSuffix(pdfName, ".pdf"), ".PDF")
	if r := []rune(base); len(r) > 200 {
		base = string(r[:200])
	}
	if base == "" {
		base = "portfolio"
	}
	return fmt.Sprintf("%s page 1.jpg", base)
}
