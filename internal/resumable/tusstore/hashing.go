package tusstore

import (
	"context"
	"crypto/sha256"
	"encoding"
	"errors"
	"hash"
	"io"
	"strings"

	"github.com/google/uuid"
	"github.com/tus/tusd/v2/pkg/handler"

	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/sidehash"
)

// hashingStore wraps a tusd store so that every upload's SHA-256 is computed from the
// bytes as they are written (beside the write, on a goroutine of its own), the running state kept in PostgreSQL after each request
// (sha256's BinaryMarshaler), so a restart or another instance continues it.
type hashingStore struct {
	inner  Inner
	states resumable.HashStates
	// asked, when the lock offers it (tuslock.Locker.Asked), tells whether the request
	// holding an upload's lock was asked to let go.
	asked func(id string) <-chan struct{}
}

// asker is a lock that tells when a holder was asked to let go.
type asker interface {
	Asked(id string) <-chan struct{}
}

func (s *hashingStore) NewUpload(ctx context.Context, info handler.FileInfo) (handler.Upload, error) {
	up, err := s.inner.NewUpload(ctx, info)
	if err != nil {
		return nil, err
	}
	// The storage may have added to the id (s3store's multipart id): the reaper and the
	// downloads need its own name.
	got, err := up.GetInfo(ctx)
	if err != nil {
		return nil, err
	}
	id, err := RowID(got.ID)
	if err != nil {
		return nil, err
	}
	if err := s.states.SetTusID(ctx, id, got.ID); err != nil {
		return nil, err
	}
	return &hashingUpload{Upload: up, store: s}, nil
}

// GetUpload opens an upload only when the request was admitted for exactly that id
// (Authorized): whatever tusd makes of a request's method or path, the upload it opens is
// the one whose owner was checked. tusd opens existing uploads only here (HEAD, PATCH).
func (s *hashingStore) GetUpload(ctx context.Context, id string) (handler.Upload, error) {
	if admitted, _ := ctx.Value(authorizedKey{}).(string); admitted == "" || admitted != id {
		return nil, handler.ErrNotFound
	}
	up, err := s.inner.GetUpload(ctx, id)
	if err != nil {
		return nil, err
	}
	return &hashingUpload{Upload: up, store: s}, nil
}

func (s *hashingStore) AsTerminatableUpload(up handler.Upload) handler.TerminatableUpload {
	return s.inner.AsTerminatableUpload(up.(*hashingUpload).Upload)
}

type hashingUpload struct {
	handler.Upload
	store *hashingStore
}

type authorizedKey struct{}

// Authorized is ctx admitted to open the upload named tusID (its whole storage name), and
// no other.
func Authorized(ctx context.Context, tusID string) context.Context {
	return context.WithValue(ctx, authorizedKey{}, tusID)
}

// WellFormed reports whether tusID can be a storage name the site made: its row's id in
// canonical form (the file store's whole name), optionally followed by "+" and s3store's
// multipart id, with no path in it (no slash or backslash: without one, ".." names no other
// folder, and S3's multipart ids may hold dots) and no space or control character. A
// request naming anything else is refused before anyone's row is looked at; the name must
// then equal the row's, which is what keeps it to that upload.
func WellFormed(tusID string) bool {
	row, rest, _ := strings.Cut(tusID, "+")
	if id, err := uuid.Parse(row); err != nil || id.String() != row {
		return false
	}
	return !strings.ContainsAny(rest, "/\\") && !strings.ContainsFunc(rest, func(r rune) bool { return r < 0x21 || r == 0x7f })
}

// RowID is the database id of a tus id: s3store appends "+<multipart id>" to the id the
// pre-create hook chose.
func RowID(tusID string) (uuid.UUID, error) {
	id, _, _ := strings.Cut(tusID, "+")
	return uuid.Parse(id)
}

func (u *hashingUpload) WriteChunk(ctx context.Context, offset int64, src io.Reader) (int64, error) {
	info, err := u.Upload.GetInfo(ctx)
	if err != nil {
		return 0, err
	}
	id, err := RowID(info.ID)
	if err != nil {
		return 0, err
	}
	if u.store.asked != nil {
		src = &unlessAsked{r: src, asked: u.store.asked(info.ID)}
	}
	h, err := u.resume(ctx, id, offset)
	if err != nil {
		return 0, err
	}
	if h == nil {
		return u.Upload.WriteChunk(ctx, offset, src)
	}
	// Hashed beside the write, not in line with it (sidehash): the store's write and the
	// hash take a core each.
	c := sidehash.New(src, h)
	n, werr := u.Upload.WriteChunk(ctx, offset, c)
	h = c.Wait()
	// The write's context may be over (a cut connection): the state must still be kept.
	bg := context.WithoutCancel(ctx)
	if c.N() != n {
		// The store kept other bytes than it read: the running hash no longer matches.
		return n, errors.Join(werr, u.store.states.LoseHash(bg, id))
	}
	state, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		return n, errors.Join(werr, err)
	}
	return n, errors.Join(werr, u.store.states.SaveHash(bg, id, offset, offset+n, state))
}

// resume is the running hash after offset bytes, or nil when its state was lost (or is
// at another offset).
func (u *hashingUpload) resume(ctx context.Context, id uuid.UUID, offset int64) (hash.Hash, error) {
	state, at, err := u.store.states.HashState(ctx, id)
	if err != nil {
		return nil, err
	}
	if at != offset {
		if at >= 0 {
			return nil, u.store.states.LoseHash(ctx, id)
		}
		return nil, nil
	}
	h := sha256.New()
	if len(state) > 0 {
		if err := h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state); err != nil {
			return nil, u.store.states.LoseHash(ctx, id)
		}
	}
	return h, nil
}

// FinishUpload completes the upload and keeps its SHA-256; when the running state was
// lost, the stored file is read once more to compute it.
func (u *hashingUpload) FinishUpload(ctx context.Context) error {
	if err := u.Upload.FinishUpload(ctx); err != nil {
		return err
	}
	info, err := u.Upload.GetInfo(ctx)
	if err != nil {
		return err
	}
	id, err := RowID(info.ID)
	if err != nil {
		return err
	}
	state, at, err := u.store.states.HashState(ctx, id)
	if err != nil {
		return err
	}
	h := sha256.New()
	if at == info.Size {
		if len(state) > 0 {
			err = h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state)
		}
	} else {
		err = u.rehash(ctx, h)
	}
	if err != nil {
		return err
	}
	return u.store.states.Complete(ctx, id, h.Sum(nil))
}

func (u *hashingUpload) rehash(ctx context.Context, h hash.Hash) error {
	r, err := u.Upload.GetReader(ctx)
	if err != nil {
		return err
	}
	defer r.Close()
	_, err = io.Copy(h, r)
	return err
}

// unlessAsked reads nothing when the request was asked to let go of the upload's lock
// before its first read: tusd stops the body of a PATCH asked while it reads, but not of
// one asked before (it would read on, holding the lock, while another request waits).
type unlessAsked struct {
	r       io.Reader
	asked   <-chan struct{}
	checked bool
}

func (u *unlessAsked) Read(p []byte) (int, error) {
	if !u.checked {
		u.checked = true
		select {
		case <-u.asked:
			return 0, handler.ErrUploadInterrupted
		default:
		}
	}
	return u.r.Read(p)
}
