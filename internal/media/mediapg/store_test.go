package mediapg_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediapg"
	"github.com/gusset/gusset/internal/media/mediatest"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/validate"
)

type fixture struct {
	pool   *pgxpool.Pool
	bucket *blob.Bucket
	files  *files.Service
	media  *media.Service
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	ctx := context.Background()
	pool := pgtest.New(t)
	url, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := blobstore.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	inserter, err := queue.NewInserter(pool, log)
	if err != nil {
		t.Fatal(err)
	}
	fs := files.NewService(bucket, filespg.New(pool, inserter), files.DefaultRules(), files.NewSigner([]byte("secret-secret-secret-secret-32by"), time.Hour), log)
	ms := media.NewService(bucket, mediapg.New(pool), fs, 0, log)
	fs.SetPixelBudget(int64(ms.MaxPixels()))
	return fixture{pool: pool, bucket: bucket, files: fs, media: ms}
}

// objects lists every object in the bucket (the file bucket's .attrs sidecars aside).
func (f fixture) objects(t *testing.T) []string {
	t.Helper()
	var out []string
	it := f.bucket.List(nil)
	for {
		o, err := it.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, o.Key)
	}
}

func (f fixture) queuedJobs(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.pool.QueryRow(context.Background(), "SELECT count(*) FROM river_job WHERE kind = 'media.variants' AND queue = 'media'").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAnUploadedImageGetsVariantsAndLosesThemWithTheFile(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	original := mediatest.JPEG(mediatest.Picture(1800, 1200), 6)
	up, err := f.files.Upload(ctx, files.KindGallery, "site.jpg", bytes.NewReader(original))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := f.queuedJobs(t), 1; got != want {
		t.Fatalf("got %d queued image jobs after the upload, want %d", got, want)
	}
	before, err := f.media.Describe(ctx, []uuid.UUID{up.ID})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := before[up.ID].State, media.StateProcessing; got != want {
		t.Errorf("got state %q after the upload, want %q", got, want)
	}

	if err := f.media.Generate(ctx, up.ID, false); err != nil {
		t.Fatal(err)
	}
	after, err := f.media.Describe(ctx, []uuid.UUID{up.ID})
	if err != nil {
		t.Fatal(err)
	}
	img := after[up.ID]
	if img.State != media.StateReady || img.Width != 1200 || img.Height != 1800 {
		t.Errorf("got %q %d×%d, want ready 1200×1800 (upright)", img.State, img.Width, img.Height)
	}
	var widths []int32
	for _, v := range img.Variants {
		widths = append(widths, v.Width)
		if v.Size >= int64(len(original)) || v.ContentType != "image/webp" || !strings.HasPrefix(v.Key, "variants/"+up.ID.String()+"/") {
			t.Errorf("got variant %+v of a %d-byte original", v, len(original))
		}
	}
	if want := []int32{320, 640, 1024, 1200}; !slices.Equal(widths, want) {
		t.Errorf("got widths %v, want %v", widths, want)
	}
	if got, want := len(f.objects(t)), 5; got != want {
		t.Errorf("got %d objects, want %d (the original and 4 variants)", got, want)
	}

	// The original is claimed by a record and later deleted with it.
	keys, err := deleteClaimed(ctx, f.pool, up.ID)
	if err != nil {
		t.Fatal(err)
	}
	f.files.DeleteObjects(ctx, keys...)
	if left := f.objects(t); len(left) != 0 {
		t.Errorf("got objects %v left after deleting the file, want none", left)
	}
}

// deleteClaimed claims then deletes a file as a gallery edit does, in one transaction.
func deleteClaimed(ctx context.Context, pool *pgxpool.Pool, id uuid.UUID) ([]string, error) {
	var keys []string
	err := database.InTx(ctx, pool, func(q *sqlc.Queries) error {
		if _, err := filespg.Claim(ctx, q, id.String(), files.KindGallery, "image"); err != nil {
			return err
		}
		var err error
		keys, err = filespg.Delete(ctx, q, id)
		return err
	})
	return keys, err
}

func TestTheJanitorRemovesAnUnclaimedImageWithItsVariants(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	up, err := f.files.Upload(ctx, files.KindBlogImage, "a.png", bytes.NewReader(mediatest.PNG(mediatest.Picture(700, 400), 1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.media.Generate(ctx, up.ID, false); err != nil {
		t.Fatal(err)
	}
	if got := len(f.objects(t)); got != 4 {
		t.Fatalf("got %d objects, want 4 (the original and 3 variants)", got)
	}
	n, err := f.files.RemoveUnclaimed(ctx, -time.Minute)
	if err != nil || n != 1 {
		t.Fatalf("got %d removed, %v; want 1", n, err)
	}
	if left := f.objects(t); len(left) != 0 {
		t.Errorf("got objects %v left, want none", left)
	}
}

func TestADecompressionBombIsRefusedAndNothingStored(t *testing.T) {
	f := newFixture(t)
	_, err := f.files.Upload(context.Background(), files.KindGallery, "bomb.png", bytes.NewReader(mediatest.Bomb(100000, 100000)))
	var verr *validate.Error
	if !errors.As(err, &verr) {
		t.Fatalf("got %v, want a validation error", err)
	}
	if got, want := verr.Violations[0].Message, "The image is too large: 100000×100000 pixels is over the 50-megapixel limit; please resize it"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if left := f.objects(t); len(left) != 0 {
		t.Errorf("got objects %v, want none", left)
	}
	var rows int
	if err := f.pool.QueryRow(context.Background(), "SELECT (SELECT count(*) FROM files) + (SELECT count(*) FROM image_states)").Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != 0 || f.queuedJobs(t) != 0 {
		t.Errorf("got %d rows and %d jobs, want none", rows, f.queuedJobs(t))
	}
}

func TestAnImageOverTheBudgetAlreadyStoredIsMarkedFailed(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.files.SetPixelBudget(0) // as before this check existed
	up, err := f.files.Upload(ctx, files.KindGallery, "bomb.png", bytes.NewReader(mediatest.Bomb(100000, 100000)))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.media.Generate(ctx, up.ID, false); err != nil {
		t.Fatalf("got %v, want nil (a refusal is not retried)", err)
	}
	got, err := f.media.Describe(ctx, []uuid.UUID{up.ID})
	if err != nil {
		t.Fatal(err)
	}
	img := got[up.ID]
	if img.State != media.StateFailed || !strings.Contains(img.Failure, "over the 50-megapixel limit") || len(img.Variants) != 0 {
		t.Errorf("got %+v, want failed for its size, without variants", img)
	}
	if objs := f.objects(t); len(objs) != 1 {
		t.Errorf("got objects %v, want the original only", objs)
	}
}

func TestReprocessMakesWhatIsMissingAndResumes(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	q := sqlc.New(f.pool)
	var ids []uuid.UUID
	for i := range 3 {
		up, err := f.files.Upload(ctx, files.KindGallery, "old.jpg", bytes.NewReader(mediatest.JPEG(mediatest.Picture(500+i, 300), 1)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: up.ID, Kind: "gallery"}); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, up.ID)
	}
	// As if uploaded before variants existed: no state, no job.
	if _, err := f.pool.Exec(ctx, "DELETE FROM image_states; DELETE FROM river_job"); err != nil {
		t.Fatal(err)
	}
	if err := f.media.Generate(ctx, ids[1], false); err != nil { // one already done
		t.Fatal(err)
	}
	var lines []string
	done, err := f.media.Reprocess(ctx, func(n, total int64, file files.File, err error) {
		lines = append(lines, file.ID.String())
		if err != nil {
			t.Errorf("image %s: %v", file.ID, err)
		}
		if total != 2 {
			t.Errorf("got total %d, want 2", total)
		}
	})
	if err != nil || done != 2 {
		t.Fatalf("got %d done, %v; want 2", done, err)
	}
	if want := []string{ids[0].String(), ids[2].String()}; !slices.Equal(lines, want) {
		t.Errorf("got %v processed, want %v (the one with variants skipped)", lines, want)
	}
	again, err := f.media.Reprocess(ctx, func(int64, int64, files.File, error) {})
	if err != nil || again != 0 {
		t.Errorf("got %d processed on a second run, %v; want 0", again, err)
	}
	all, err := f.media.Describe(ctx, ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if all[id].State != media.StateReady || len(all[id].Variants) != 2 {
			t.Errorf("image %s: got %+v, want ready with 2 variants", id, all[id])
		}
	}
}
