// Package tuslock is the lock of the resumable uploads (tusd's handler.Locker) that every
// instance of the site shares: a PostgreSQL advisory lock per upload.
//
// tusd takes an upload's lock for each HEAD and PATCH and reads the upload's offset inside
// it; with a lock of one process only, two PATCHes at one offset sent to two instances both
// wrote (their bytes mixed). Here:
//
//   - A process holds its locks on one connection of its own (session.go), taken out of
//     the pool, so an instance that dies (kill -9, a lost host) loses its locks with it:
//     PostgreSQL ends the session and its advisory locks when the connection goes.
//   - Within the process, a lock is also kept in memory, so two requests of one instance
//     never share the session's (re-entrant) advisory lock.
//   - A request that finds the lock held asks the holder to let go, as tusd expects (the
//     holder's PATCH stops, keeping what it wrote, so a client that resumes after a broken
//     connection is not kept waiting by its own stalled request): in the process by calling
//     the holder's requestRelease, elsewhere by a notice on Channel with the lock's key as
//     its payload, which the holding process hears on the same connection. It then tries
//     again until its context ends (tusd's AcquireLockTimeout).
//   - When the connection is lost, every lock held on it is gone: their requests are asked
//     to stop at once, and the next lock opens a new connection.
package tuslock

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/tus/tusd/v2/pkg/handler"
)

// Channel carries the requests to let go of a lock: the payload is the lock's key.
const Channel = "gusset_tus_lock"

// The pace of the retries of a lock held by another instance: the first soon (the holder
// usually lets go within milliseconds of being asked), then less often.
const (
	firstRetry = 10 * time.Millisecond
	maxRetry   = 250 * time.Millisecond
)

// Key is the advisory lock key of upload id: 64 bits of a hash, apart from the site's
// other advisory locks (hashes of their own texts).
func Key(id string) int64 {
	sum := sha256.Sum256([]byte("gusset tus lock\x00" + id))
	return int64(binary.BigEndian.Uint64(sum[:8]))
}

// Locker is the process's uploads lock. Open it once per process; Close it before the pool.
type Locker struct {
	pool *pgxpool.Pool
	log  *slog.Logger

	// ctx ends at Close: it bounds the session.
	ctx    context.Context
	cancel context.CancelFunc

	// connecting serialises the opening of a session.
	connecting sync.Mutex

	mu     sync.Mutex
	sess   *session
	held   map[int64]*holder
	closed bool
}

// holder is one request's hold on a key in this process.
type holder struct {
	release func()
	// asked is closed when the holder is first asked to let go (Asked).
	asked    chan struct{}
	askedOne sync.Once
	// sess is the session whose advisory lock it holds; nil while the key is only
	// reserved here (its advisory lock being asked for).
	sess *session
	// gone is closed when the hold ends.
	gone chan struct{}
}

var _ handler.Locker = (*Locker)(nil)

// ask asks the holder's request to let go.
func (h *holder) ask() {
	h.askedOne.Do(func() { close(h.asked) })
	h.release()
}

// Asked is closed once the request of this process that holds upload id's lock is asked
// to let go; nil (never closed) when none holds it here. tusd stops a PATCH that is asked
// while it reads its body, but forgets a request made before it began reading (between
// taking the lock and the offset check): its store checks this before the first read.
func (l *Locker) Asked(id string) <-chan struct{} {
	l.mu.Lock()
	defer l.mu.Unlock()
	if h := l.held[Key(id)]; h != nil && h.sess != nil {
		return h.asked
	}
	return nil
}

// New returns the locker over pool; its connection opens with the first lock.
func New(pool *pgxpool.Pool, log *slog.Logger) *Locker {
	ctx, cancel := context.WithCancel(context.Background())
	return &Locker{pool: pool, log: log, ctx: ctx, cancel: cancel, held: map[int64]*holder{}}
}

// UseIn makes l the lock of composer's uploads.
func (l *Locker) UseIn(composer *handler.StoreComposer) { composer.UseLocker(l) }

// NewLock returns the (unlocked) lock of upload id.
func (l *Locker) NewLock(id string) (handler.Lock, error) {
	return &lock{l: l, key: Key(id)}, nil
}

// Close ends the session, and with it every lock still held (their requests are asked
// to stop).
func (l *Locker) Close() {
	l.mu.Lock()
	l.closed = true
	s := l.sess
	l.mu.Unlock()
	l.cancel()
	if s != nil {
		<-s.done
	}
}

// errClosed is the answer of a lock asked for after Close.
var errClosed = errors.New("uploads lock: closed")

// session answers the process's session, opening one when there is none.
func (l *Locker) session(ctx context.Context) (*session, error) {
	l.connecting.Lock()
	defer l.connecting.Unlock()
	l.mu.Lock()
	s, closed := l.sess, l.closed
	l.mu.Unlock()
	if closed {
		return nil, errClosed
	}
	if s != nil {
		return s, nil
	}
	s, err := openSession(ctx, l)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	l.sess = s
	l.mu.Unlock()
	return s, nil
}

// asked handles a request, heard on s, to let go of key.
func (l *Locker) asked(s *session, key int64) {
	l.mu.Lock()
	h := l.held[key]
	mine := h != nil && h.sess == s
	l.mu.Unlock()
	if mine {
		h.ask()
	}
}

// lost is told that session s ended: its locks are gone, so the requests holding them
// are asked to stop.
func (l *Locker) lost(s *session, err error) {
	l.mu.Lock()
	s.dead = true
	if l.sess == s {
		l.sess = nil
	}
	var stop []func()
	for _, h := range l.held {
		if h.sess == s {
			stop = append(stop, h.ask)
		}
	}
	closed := l.closed
	l.mu.Unlock()
	if !closed {
		l.log.Warn("uploads lock: the database session ended; its uploads are asked to stop", "locks", len(stop), "err", err)
	}
	for _, f := range stop {
		f()
	}
}

// reserve makes h the process's holder of key, or answers the holder there is.
func (l *Locker) reserve(key int64, h *holder) *holder {
	l.mu.Lock()
	defer l.mu.Unlock()
	if other := l.held[key]; other != nil {
		return other
	}
	l.held[key] = h
	return nil
}

// drop ends h's hold on key in the process.
func (l *Locker) drop(key int64, h *holder) {
	l.mu.Lock()
	if l.held[key] == h {
		delete(l.held, key)
	}
	l.mu.Unlock()
	close(h.gone)
}

// holding records that h holds key's advisory lock on s, unless s has ended meanwhile.
func (l *Locker) holding(h *holder, s *session) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if s.dead {
		return false
	}
	h.sess = s
	return true
}

// askRelease asks whichever process holds key to let go of it.
func (l *Locker) askRelease(ctx context.Context, key int64) {
	if _, err := l.pool.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, strconv.FormatInt(key, 10)); err != nil && ctx.Err() == nil {
		l.log.Warn("uploads lock: asking the holder to let go", "err", err)
	}
}

// lock is one request's lock of one upload.
type lock struct {
	l   *Locker
	key int64
	h   *holder
}

// Lock takes the upload's lock, asking its holder to let go (requestRelease is how this
// request is asked to), until ctx ends (then handler.ErrLockTimeout).
func (k *lock) Lock(ctx context.Context, requestRelease func()) error {
	retry := firstRetry
	for {
		h := &holder{release: requestRelease, asked: make(chan struct{}), gone: make(chan struct{})}
		if other := k.l.reserve(k.key, h); other != nil {
			// Held by a request of this process: it lets go when asked.
			other.ask()
			select {
			case <-ctx.Done():
				return handler.ErrLockTimeout
			case <-other.gone:
				continue
			}
		}
		s, err := k.l.session(ctx)
		got := false
		if err == nil {
			got, err = s.tryLock(ctx, k.key)
		}
		if err == nil && got {
			if k.l.holding(h, s) {
				k.h = h
				return nil
			}
			// The session ended as the lock was granted: the lock went with it.
			k.l.drop(k.key, h)
			continue
		}
		k.l.drop(k.key, h)
		if ctx.Err() != nil {
			return handler.ErrLockTimeout
		}
		if err != nil && !errors.Is(err, errSessionEnded) {
			return err
		}
		if err == nil {
			// Held by another instance (or by a session of this one that ended and
			// PostgreSQL has not yet closed).
			k.l.askRelease(ctx, k.key)
		}
		select {
		case <-ctx.Done():
			return handler.ErrLockTimeout
		case <-time.After(retry):
		}
		retry = min(2*retry, maxRetry)
	}
}

// Unlock lets go of the lock; one never taken, or lost with its session, is no error.
func (k *lock) Unlock() error {
	h := k.h
	if h == nil {
		return nil
	}
	k.h = nil
	// The advisory lock ends before the hold in the process: a request here that waited
	// for it then finds it free.
	err := h.sess.unlock(k.key)
	k.l.drop(k.key, h)
	if errors.Is(err, errSessionEnded) {
		return nil
	}
	return err
}

// Holder is the server process id of the session that holds upload id's lock, or 0 when
// none does: for an operator's look into a stuck upload (and the tests).
func Holder(ctx context.Context, pool *pgxpool.Pool, id string) (int32, error) {
	key := uint64(Key(id))
	var pid int32
	err := pool.QueryRow(ctx, `SELECT coalesce(max(pid), 0) FROM pg_locks
		WHERE locktype = 'advisory' AND objsubid = 1 AND granted
		  AND classid = $1::bigint::oid AND objid = $2::bigint::oid
		  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
		int64(key>>32), int64(key&0xffffffff)).Scan(&pid)
	return pid, err
}
