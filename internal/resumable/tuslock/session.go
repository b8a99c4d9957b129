package tuslock

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// queryTimeout bounds one lock query: a database that does not answer in that time ends
// the session (and with it the locks, which it may no longer keep).
const queryTimeout = 10 * time.Second

// errSessionEnded answers a query on a session whose connection is gone.
var errSessionEnded = errors.New("uploads lock: the database session ended")

// session is the process's connection that holds its advisory locks and hears the
// requests to let go of them. One goroutine (run) owns the connection: it waits for
// notices, and runs the queries asked for in between (a query interrupts the wait), so
// a connection that breaks is noticed at once, not at the next query.
type session struct {
	l    *Locker
	conn *pgx.Conn

	mu    sync.Mutex
	queue []*query
	// kick wakes run for a queued query.
	kick chan struct{}
	// done is closed when run has ended and closed the connection.
	done chan struct{}

	// dead is set, under l.mu, once the session has ended.
	dead bool
}

type query struct {
	ctx context.Context
	sql string
	key int64
	// answer receives the query's result (or errSessionEnded).
	answer chan result
}

type result struct {
	ok  bool
	err error
}

// openSession takes a connection out of l's pool for the session's life, listens on
// Channel, and starts serving it.
func openSession(ctx context.Context, l *Locker) (*session, error) {
	pc, err := l.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("uploads lock: %w", err)
	}
	conn := pc.Hijack()
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		_ = conn.Close(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("uploads lock: %w", err)
	}
	s := &session{l: l, conn: conn, kick: make(chan struct{}, 1), done: make(chan struct{})}
	go s.run(l.ctx)
	return s, nil
}

// tryLock takes key's advisory lock if no other session holds it, and reports whether it did.
func (s *session) tryLock(ctx context.Context, key int64) (bool, error) {
	return s.do(ctx, "SELECT pg_try_advisory_lock($1)", key)
}

// unlock lets go of key's advisory lock; it runs even when the request has ended.
func (s *session) unlock(key int64) error {
	ok, err := s.do(context.Background(), "SELECT pg_advisory_unlock($1)", key)
	if err == nil && !ok {
		// The session did not hold it: a bug here, or the session was replaced unseen.
		s.l.log.Error("uploads lock: a lock to let go of was not held", "key", key)
	}
	return err
}

// do has run run sql with key, unless ctx ends before its turn.
func (s *session) do(ctx context.Context, sql string, key int64) (bool, error) {
	q := &query{ctx: ctx, sql: sql, key: key, answer: make(chan result, 1)}
	s.mu.Lock()
	s.queue = append(s.queue, q)
	s.mu.Unlock()
	select {
	case s.kick <- struct{}{}:
	default: // a kick is already pending
	}
	select {
	case r := <-q.answer:
		return r.ok, r.err
	case <-s.done:
		// run may have answered just before it ended.
		select {
		case r := <-q.answer:
			return r.ok, r.err
		default:
			return false, errSessionEnded
		}
	}
}

// run serves the connection until ctx ends or the connection breaks; then the session's
// locks are gone (PostgreSQL ends them with the connection).
func (s *session) run(ctx context.Context) {
	err := s.serve(ctx)
	_ = s.conn.Close(context.Background())
	s.l.lost(s, err)
	close(s.done)
	// The queries queued since are answered by done.
}

func (s *session) serve(ctx context.Context) error {
	for {
		if err := s.runQueued(ctx); err != nil {
			return err
		}
		waitCtx, stop := context.WithCancel(ctx)
		watching := make(chan struct{})
		go func() {
			defer close(watching)
			select {
			case <-s.kick:
				stop()
			case <-waitCtx.Done():
			}
		}()
		n, err := s.conn.WaitForNotification(waitCtx)
		stop()
		// A kick the watcher took must come before the queue is read again, or its
		// query would wait for the next notice.
		<-watching
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case errors.Is(err, context.Canceled):
			// Interrupted for a query (pgx answers the context's error, and leaves the
			// connection as it was).
		case err != nil:
			return err
		default:
			if key, perr := strconv.ParseInt(n.Payload, 10, 64); perr == nil {
				s.l.asked(s, key)
			}
		}
	}
}

// runQueued runs the queued queries; an error of the connection ends the session.
func (s *session) runQueued(ctx context.Context) error {
	for {
		s.mu.Lock()
		queue := s.queue
		s.queue = nil
		s.mu.Unlock()
		if len(queue) == 0 {
			return nil
		}
		for i, q := range queue {
			if q.ctx.Err() != nil {
				// Given up before its turn: no lock is taken that nobody would let go of.
				q.answer <- result{err: q.ctx.Err()}
				continue
			}
			qctx, cancel := context.WithTimeout(ctx, queryTimeout)
			var ok bool
			err := s.conn.QueryRow(qctx, q.sql, q.key).Scan(&ok)
			cancel()
			if err != nil {
				q.answer <- result{err: errSessionEnded}
				for _, rest := range queue[i+1:] {
					rest.answer <- result{err: errSessionEnded}
				}
				return err
			}
			q.answer <- result{ok: ok}
		}
	}
}
