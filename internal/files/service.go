package files

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // registers GIF for image.DecodeConfig
	_ "image/jpeg" // registers JPEG for image.DecodeConfig
	_ "image/png"  // registers PNG for image.DecodeConfig
	"io"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"gocloud.dev/blob"
	_ "golang.org/x/image/webp" // registers WebP for image.DecodeConfig

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// Errors of the upload life cycle.
var (
	ErrUnknownKind  = apperr.NotFound("unknown upload kind")
	ErrFileNotFound = apperr.NotFound("file not found")
	// ErrTooLarge is wrapped by the error of an upload over its kind's cap.
	ErrTooLarge = apperr.TooLarge("file too large")
)

// Store persists file records.
type Store interface {
	// FileCreate records f; makeVariants queues the making of its web variants in the
	// same transaction.
	FileCreate(ctx context.Context, f File, makeVariants bool) error
	// FileGetByKey answers ErrFileNotFound for an unknown key.
	FileGetByKey(ctx context.Context, key string) (File, error)
	FileListUnclaimed(ctx context.Context, before time.Time, max int32) ([]File, error)
	// FileDeleteUnclaimed deletes the record unless it was claimed meanwhile, is not of
	// kind (unless kind is "") or was not uploaded by owner (nil: an upload no person is
	// recorded for), returning the object keys to delete (the file's and its variants');
	// none when it was kept.
	FileDeleteUnclaimed(ctx context.Context, id uuid.UUID, kind Kind, owner []byte) ([]string, error)
}

// Service stores and serves files.
type Service struct {
	bucket *blob.Bucket
	store  Store
	rules  map[Kind]Rule
	signer *Signer
	log    *slog.Logger
	now    func() time.Time
	// maxPixels refuses images of kinds with variants whose header claims more pixels.
	maxPixels int64
}

// SetPixelBudget refuses uploads of images that get variants (Rule.Variants) over
// maxPixels, read from their header, so a decompression bomb is never stored. 0 turns
// the check off.
func (s *Service) SetPixelBudget(maxPixels int64) { s.maxPixels = maxPixels }

// NewService returns the file service.
func NewService(bucket *blob.Bucket, store Store, rules map[Kind]Rule, signer *Signer, log *slog.Logger) *Service {
	return &Service{bucket: bucket, store: store, rules: rules, signer: signer, log: log, now: time.Now}
}

// Rule returns the policy of kind.
func (s *Service) Rule(kind Kind) (Rule, error) {
	r, ok := s.rules[kind]
	if !ok {
		return Rule{}, ErrUnknownKind
	}
	return r, nil
}

// headCapture keeps the start of an image for reading its dimensions: enough for the
// metadata blocks that precede a JPEG's frame header.
const headCapture = 1 << 20

// Upload streams body into the bucket as an unclaimed file of kind. It checks the content
// by its magic bytes before storing anything and enforces the kind's size cap while
// streaming; a refused file leaves nothing behind. Word documents, whose type only the
// whole file tells (NeedsWholeFile), are read whole into a temporary file and checked
// before anything is stored.
func (s *Service) Upload(ctx context.Context, kind Kind, name string, body io.Reader) (File, error) {
	return s.UploadBy(ctx, kind, nil, name, body)
}

// ErrNoUploader is an upload of a kind open to signed-in people made without naming
// who uploads it: only that person may claim it, so it must be known.
var ErrNoUploader = errors.New("an upload of a kind open to signed-in people needs its uploader")

// UploadBy is Upload by the signed-in person of owner (their resumable.OwnerOf hash), which
// the uploads of kinds open to portal clients (Rule.ClientUpload) must name and the
// others must not: only that person may claim or discard the upload.
func (s *Service) UploadBy(ctx context.Context, kind Kind, owner []byte, name string, body io.Reader) (File, error) {
	rule, err := s.Rule(kind)
	if err != nil {
		return File{}, err
	}
	if rule.ClientUpload != (len(owner) > 0) {
		return File{}, ErrNoUploader
	}
	name, err = cleanName(name)
	if err != nil {
		return File{}, err
	}
	body = &clientReader{r: body}
	head := make([]byte, SniffLen)
	n, err := io.ReadFull(body, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return File{}, interrupted(err)
	}
	head = head[:n]
	if n == 0 {
		return File{}, fileError("The file is empty")
	}
	src := io.MultiReader(bytes.NewReader(head), body)
	contentType := Sniff(head)
	if NeedsWholeFile(head, rule.Types) {
		// A ZIP archive or a compound file is a Word document or not by its structure,
		// which only the whole file shows: it waits in a temporary file (memory stays
		// small) until it is checked, and only then goes to the bucket.
		spooled, size, err := spool(src, rule.MaxBytes)
		if err != nil {
			return File{}, interrupted(err)
		}
		defer spooled.Close()
		contentType = SniffWhole(spooled, size)
		src = io.NewSectionReader(spooled, 0, size)
	}
	if !slices.Contains(rule.Types, contentType) {
		return File{}, fileError(rule.Refusal)
	}

	f := File{ID: uuid.New(), Kind: kind, Name: name, ContentType: contentType, CreateTime: s.now(), Owner: owner}
	f.Key = objectKey(kind, f.ID, contentType)
	writeCtx, abort := context.WithCancel(ctx)
	defer abort()
	// On S3 a large file goes up in parts, each held in memory until sent: the smallest
	// part S3 takes, two at a time, keeps an upload's memory at ~15 MiB whatever its size.
	w, err := s.bucket.NewWriter(writeCtx, f.Key, &blob.WriterOptions{ContentType: contentType, BufferSize: 5 << 20, MaxConcurrency: 2})
	if err != nil {
		return File{}, s.storageDown(err)
	}
	var capture *cappedBuffer
	if f.IsImage() {
		capture = &cappedBuffer{max: headCapture}
		src = io.TeeReader(src, capture)
	}
	written, err := io.Copy(w, io.LimitReader(src, rule.MaxBytes+1))
	if err == nil && written > rule.MaxBytes {
		err = tooLarge(rule.MaxBytes)
	}
	if err != nil {
		abort() // a cancelled writer discards what it has
		_ = w.Close()
		if !isClientError(err) {
			return File{}, s.storageDown(err)
		}
		return File{}, interrupted(err)
	}
	if err := w.Close(); err != nil {
		// The object may be partly there: remove it (if the store answers at all).
		s.DeleteObjects(context.WithoutCancel(ctx), f.Key)
		return File{}, s.storageDown(err)
	}
	f.Size = written
	if capture != nil {
		cfg, _, err := image.DecodeConfig(bytes.NewReader(capture.buf))
		if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
			s.DeleteObjects(context.WithoutCancel(ctx), f.Key)
			return File{}, fileError("The image could not be read: it is damaged or not really an image")
		}
		f.Width, f.Height = int32(min(cfg.Width, 1<<30)), int32(min(cfg.Height, 1<<30))
		if pixels := int64(cfg.Width) * int64(cfg.Height); rule.Variants && s.maxPixels > 0 && pixels > s.maxPixels {
			s.DeleteObjects(context.WithoutCancel(ctx), f.Key)
			return File{}, fileError(fmt.Sprintf("The image is too large: %d×%d pixels is over the %d-megapixel limit; please resize it",
				cfg.Width, cfg.Height, s.maxPixels/1_000_000))
		}
	}
	if err := s.store.FileCreate(ctx, f, rule.Variants && f.IsImage()); err != nil {
		s.DeleteObjects(context.WithoutCancel(ctx), f.Key)
		return File{}, err
	}
	return f, nil
}

// Open returns a claimed file and a reader of its content. Unclaimed uploads are not
// served: the upload endpoint is not free hosting.
func (s *Service) Open(ctx context.Context, key string) (File, *blob.Reader, error) {
	if !wellFormedKey(key) {
		return File{}, nil, ErrFileNotFound
	}
	f, err := s.store.FileGetByKey(ctx, key)
	if err != nil {
		return File{}, nil, err
	}
	if !f.Claimed {
		return File{}, nil, ErrFileNotFound
	}
	r, err := s.bucket.NewReader(ctx, key, nil)
	if err != nil {
		return File{}, nil, fmt.Errorf("open %s: %w", key, err)
	}
	return f, r, nil
}

// Path is the URL path of f: plain for public files, signed for private ones.
func (s *Service) Path(f File) string {
	if s.rules[f.Kind].Private {
		return s.signer.Sign(PublicPath(f), s.now())
	}
	return PublicPath(f)
}

// PublicPath is where a file of a public kind is served; a private kind needs
// Service.Path's signed link instead.
func PublicPath(f File) string { return "/files/" + f.Key }

// Signer returns the signer of private links.
func (s *Service) Signer() *Signer { return s.signer }

// DeleteObjects removes objects after their records are gone (after the commit). A
// failure leaves an orphan object, which is logged, never a record without its file.
func (s *Service) DeleteObjects(ctx context.Context, keys ...string) {
	for _, k := range keys {
		if err := s.bucket.Delete(ctx, k); err != nil && !isNotFound(err) {
			s.log.Error("deleting stored file", "key", k, "err", err)
		}
	}
}

// Discard removes the upload uploadID of kind at once unless a record claimed it: the
// upload of a form that was refused, which nothing may claim any more. owner is the
// refused writer's (File.Owner; nil for staff and visitors): only their own upload goes.
// An id that names no such upload (malformed, unknown, claimed, of another kind, someone
// else's) is left alone; a failure is logged, and the janitor removes the upload later.
func (s *Service) Discard(ctx context.Context, kind Kind, owner []byte, uploadID string) {
	id, err := apperr.ParseCanonical(uploadID)
	if err != nil {
		return
	}
	keys, err := s.store.FileDeleteUnclaimed(ctx, id, kind, owner)
	if err != nil {
		s.log.ErrorContext(ctx, "discarding a refused form's upload", "upload_id", uploadID, "err", err)
		return
	}
	s.DeleteObjects(ctx, keys...)
}

// RemoveUnclaimed deletes uploads never claimed within maxAge, returning how many.
func (s *Service) RemoveUnclaimed(ctx context.Context, maxAge time.Duration) (int, error) {
	removed := 0
	for {
		batch, err := s.store.FileListUnclaimed(ctx, s.now().Add(-maxAge), 100)
		if err != nil {
			return removed, err
		}
		for _, f := range batch {
			keys, err := s.store.FileDeleteUnclaimed(ctx, f.ID, "", f.Owner)
			if err != nil {
				return removed, err
			}
			if len(keys) > 0 {
				s.DeleteObjects(ctx, keys...)
				removed++
			}
		}
		if len(batch) < 100 {
			return removed, nil
		}
	}
}

// RunJanitor removes unclaimed uploads every interval until ctx ends.
func (s *Service) RunJanitor(ctx context.Context, interval, maxAge time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if n, err := s.RemoveUnclaimed(ctx, maxAge); err != nil && ctx.Err() == nil {
			s.log.Error("removing unclaimed uploads", "err", err)
		} else if n > 0 {
			s.log.Info("removed unclaimed uploads", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func fileError(msg string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: "file", Message: msg}}}
}

// cleanName checks the uploader's file name, kept for display only: a name that tries to
// name a path or hide control characters is refused.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	bad := !utf8.ValidString(name) || strings.ContainsAny(name, `/\`) || name == "." || name == ".." ||
		strings.ContainsFunc(name, unicode.IsControl) || utf8.RuneCountInString(name) > 255
	if bad {
		return "", &validate.Error{Violations: []validate.Violation{{Field: "name", Message: "The file name is not allowed"}}}
	}
	// A right-to-left override (U+202E) or another direction control makes a name read
	// otherwise than it is ("cv\u202Efdp.exe" shows as "cvexe.pdf") in the back office and
	// in the downloads it names.
	if strings.ContainsFunc(name, func(r rune) bool { return unicode.Is(unicode.Bidi_Control, r) }) {
		return "", &validate.Error{Violations: []validate.Violation{{Field: "name",
			Message: "The file name is not allowed: it holds a text-direction control character"}}}
	}
	if name == "" {
		name = "file"
	}
	return name, nil
}

func formatSize(n int64) string {
	return fmt.Sprintf("%d MB", n/mb)
}

func tooLarge(maxBytes int64) error {
	return fmt.Errorf("%w: the file is larger than the %s limit", ErrTooLarge, formatSize(maxBytes))
}
