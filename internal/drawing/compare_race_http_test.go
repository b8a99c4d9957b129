package drawing_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/google/uuid"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawing/drawingpg"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/pdfpage"
)

// lateStore is the store as another process sees it in a race: it has not seen the
// pair stored yet when it looks, and finds it stored when it inserts.
type lateStore struct{ *drawingpg.Store }

func (lateStore) ComparisonByPair(context.Context, uuid.UUID, uuid.UUID) (drawing.Comparison, error) {
	return drawing.Comparison{}, drawing.ErrComparisonNotFound
}

// bucketFiles is the test's bucket as comparisons use it.
type bucketFiles struct{ b *blob.Bucket }

func (f bucketFiles) Open(ctx context.Context, key string) (drawing.Blob, error) {
	return f.b.NewReader(ctx, key, nil)
}
func (f bucketFiles) Copy(ctx context.Context, dst, src string) error {
	return f.b.Copy(ctx, dst, src, nil)
}
func (f bucketFiles) Delete(ctx context.Context, key string) error { return f.b.Delete(ctx, key) }
func (f bucketFiles) Put(ctx context.Context, key, contentType string, write func(io.Writer) error) error {
	w, err := f.b.NewWriter(ctx, key, &blob.WriterOptions{ContentType: contentType})
	if err != nil {
		return err
	}
	if err := write(w); err != nil {
		_ = w.Close()
		return err
	}
	return w.Close()
}

func TestCompareRaceLoserRemovesItsPictures(t *testing.T) {
	f, a := startCompare(t)
	sheet, rev0 := revise(t, f, a.project, "B101_R0.pdf", linedSheetPDF(100))
	_, rev1 := revise(t, f, a.project, "B101_R1.pdf", linedSheetPDF(140))
	won, err := staffCompare(f, sheet, rev0, rev1)
	if err != nil {
		t.Fatal(err)
	}
	r := pdfpage.New(pdfpage.Options{})
	t.Cleanup(func() { _ = r.Close() })
	other := drawing.NewComparisons(lateStore{drawingpg.New(f.Pool, nil)}, drawing.CompareConfig{
		Blobs: bucketFiles{f.Bucket}, Renderer: r, Signer: files.NewSigner([]byte("k"), time.Hour), LinkTTL: time.Hour,
	})
	lost, err := other.Compare(context.Background(), actor.Staff(uuid.New(), "staff"), sheet, rev0, rev1)
	if err != nil {
		t.Fatal(err)
	}
	if lost.GetId() != won.GetId() {
		t.Errorf("the loser answered comparison %s, want the winner's %s", lost.GetId(), won.GetId())
	}
	if keys := comparisonKeys(t, f); len(keys) != 3 {
		t.Errorf("got pictures %v, want the winner's 3 only", keys)
	}
}
