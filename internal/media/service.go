package media

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/google/uuid"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/files"
)

// ObjectDeleter removes stored objects after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Kinds are the uploads that get variants: the public pictures.
var Kinds = []files.Kind{files.KindGallery, files.KindBlogImage, files.KindPoster, files.KindPageImage}

// Service makes, records and serves variants.
type Service struct {
	bucket    *blob.Bucket
	store     Store
	objects   ObjectDeleter
	maxPixels int
	log       *slog.Logger
}

// NewService returns the service; maxPixels 0 is DefaultMaxPixels.
func NewService(bucket *blob.Bucket, store Store, objects ObjectDeleter, maxPixels int, log *slog.Logger) *Service {
	if maxPixels <= 0 {
		maxPixels = DefaultMaxPixels
	}
	return &Service{bucket: bucket, store: store, objects: objects, maxPixels: maxPixels, log: log}
}

// MaxPixels is the pixel budget.
func (s *Service) MaxPixels() int { return s.maxPixels }

// Generate makes and records the variants of the file id. An image that cannot be
// processed (over the pixel budget, damaged) is marked failed with the reason and
// answers nil: trying again would not help. Other errors (the bucket, the database) are
// returned for the queue to retry; last marks the final attempt, which records the
// failure instead.
func (s *Service) Generate(ctx context.Context, id uuid.UUID, last bool) error {
	_, err := s.generate(ctx, id, last)
	return err
}

// generate is Generate that also returns why an image could not be processed.
func (s *Service) generate(ctx context.Context, id uuid.UUID, last bool) (refusal, err error) {
	f, err := s.store.FileGet(ctx, id)
	if errors.Is(err, files.ErrFileNotFound) {
		return nil, nil // deleted before its turn
	}
	if err != nil {
		return nil, err
	}
	if !f.IsImage() {
		return nil, nil
	}
	release := tightGC()
	res, err := Process(func() (io.ReadCloser, error) { return s.bucket.NewReader(ctx, f.Key, nil) }, s.maxPixels)
	release()
	if errors.Is(err, ErrTooManyPixels) || errors.Is(err, ErrUnreadable) {
		s.log.Warn("image not processed", "file", id, "err", err)
		return err, s.store.Fail(ctx, id, err.Error())
	}
	if err != nil {
		return nil, s.failIfLast(ctx, id, last, err)
	}
	img := Image{State: StateReady, Placeholder: res.Placeholder, Width: int32(res.Width), Height: int32(res.Height)}
	var written []string
	for _, v := range res.Variants {
		sum := sha256.Sum256(v.Data)
		key := fmt.Sprintf("variants/%s/%d-%x.webp", f.ID, v.Width, sum[:8])
		if err := s.bucket.WriteAll(ctx, key, v.Data, &blob.WriterOptions{ContentType: v.ContentType}); err != nil {
			s.objects.DeleteObjects(context.WithoutCancel(ctx), written...)
			return nil, s.failIfLast(ctx, id, last, fmt.Errorf("store variant: %w", err))
		}
		written = append(written, key)
		img.Variants = append(img.Variants, Variant{Key: key, Width: int32(v.Width), Height: int32(v.Height), Size: int64(len(v.Data)), ContentType: v.ContentType})
	}
	res.Variants = nil
	replaced, err := s.store.Record(ctx, id, img)
	if err != nil {
		s.objects.DeleteObjects(context.WithoutCancel(ctx), written...)
		if errors.Is(err, files.ErrFileNotFound) {
			return nil, nil // deleted while it was processed: nothing may stay behind
		}
		return nil, s.failIfLast(ctx, id, last, err)
	}
	// Same content, same key: a reprocess that made identical bytes keeps its objects.
	replaced = slices.DeleteFunc(replaced, func(k string) bool { return slices.Contains(written, k) })
	s.objects.DeleteObjects(context.WithoutCancel(ctx), replaced...)
	s.log.Info("image variants made", "file", id, "variants", len(img.Variants), "width", res.Width, "height", res.Height)
	return nil, nil
}

// gcWhileDecoding keeps the heap close to what is live while images are processed: a
// decoded 40-megapixel photo and its resampling buffers are ~100 MB, and with Go's default
// GOGC=100 the heap may grow to twice what is live before a collection (measured: the
// server peaked at 238–270 MiB RSS working through 30 such photos). 20 % headroom costs a
// few more collections of a few large objects.
const gcWhileDecoding = 20

var gcState struct {
	sync.Mutex
	users int
	saved int
}

// tightGC lowers GOGC while at least one image is being processed in this process and
// returns the function that restores it (and hands the freed pages back to the system).
func tightGC() (release func()) {
	gcState.Lock()
	if gcState.users == 0 {
		gcState.saved = debug.SetGCPercent(gcWhileDecoding)
	}
	gcState.users++
	gcState.Unlock()
	return func() {
		gcState.Lock()
		defer gcState.Unlock()
		if gcState.users--; gcState.users == 0 {
			debug.SetGCPercent(gcState.saved)
			debug.FreeOSMemory()
		}
	}
}

func (s *Service) failIfLast(ctx context.Context, id uuid.UUID, last bool, err error) error {
	if !last {
		return err
	}
	if ferr := s.store.Fail(context.WithoutCancel(ctx), id, "the variants could not be made: "+err.Error()); ferr != nil {
		return errors.Join(err, ferr)
	}
	return err
}

// Describe returns what is known of the images of ids (absent: never processed).
func (s *Service) Describe(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Image, error) {
	if len(ids) == 0 {
		return map[uuid.UUID]Image{}, nil
	}
	return s.store.Describe(ctx, ids)
}

// Open returns a variant and a reader of its content.
func (s *Service) Open(ctx context.Context, key string) (Variant, *blob.Reader, error) {
	v, err := s.store.VariantByKey(ctx, key)
	if err != nil {
		return Variant{}, nil, err
	}
	r, err := s.bucket.NewReader(ctx, key, nil)
	if err != nil {
		return Variant{}, nil, fmt.Errorf("open %s: %w", key, err)
	}
	return v, r, nil
}

// Progress reports a reprocess's advance: done of total images, and the last file.
type Progress func(done, total int64, f files.File, err error)

// Reprocess makes the variants of every claimed image that has none ready yet (images
// uploaded before variants existed, or whose processing failed), one at a time, in this
// process. It is resumable: an interrupted run's finished images are skipped next time.
func (s *Service) Reprocess(ctx context.Context, progress Progress) (done int64, err error) {
	total, err := s.store.CountToProcess(ctx, Kinds)
	if err != nil {
		return 0, err
	}
	var cur Cursor
	for {
		batch, err := s.store.ToProcess(ctx, Kinds, cur, 50)
		if err != nil {
			return done, err
		}
		for _, f := range batch {
			if err := ctx.Err(); err != nil {
				return done, err
			}
			refusal, err := s.generate(ctx, f.ID, true)
			if err != nil && ctx.Err() != nil {
				return done, err
			}
			done++
			progress(done, total, f, errors.Join(refusal, err))
			cur = Cursor{AfterTime: f.CreateTime, AfterID: f.ID}
		}
		if len(batch) < 50 {
			return done, nil
		}
	}
}
