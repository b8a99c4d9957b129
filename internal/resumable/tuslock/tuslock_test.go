package tuslock_test

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/tus/tusd/v2/pkg/handler"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/resumable/tuslock"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// lockWait bounds every wait for a lock, as tusd's AcquireLockTimeout does.
const lockWait = 20 * time.Second

// instances are lockers on one database, each with a pool of its own, as separate
// processes would have.
func instances(t *testing.T, n int) ([]*tuslock.Locker, *pgxpool.Pool) {
	t.Helper()
	url := pgtest.NewURL(t)
	var lockers []*tuslock.Locker
	for range n {
		pool, err := database.NewPool(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		l := tuslock.New(pool, slog.New(slog.DiscardHandler))
		t.Cleanup(func() { l.Close(); pool.Close() })
		lockers = append(lockers, l)
	}
	admin, err := database.NewPool(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(admin.Close)
	return lockers, admin
}

// asked is a requestRelease that records it was called.
type asked struct {
	once sync.Once
	ch   chan struct{}
}

func newAsked() *asked    { return &asked{ch: make(chan struct{})} }
func (a *asked) release() { a.once.Do(func() { close(a.ch) }) }
func (a *asked) called() bool {
	select {
	case <-a.ch:
		return true
	default:
		return false
	}
}

func newLock(t *testing.T, l *tuslock.Locker, id string) handler.Lock {
	t.Helper()
	k, err := l.NewLock(id)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// lockAsync takes k's lock in a goroutine; the channel gets its result.
func lockAsync(k handler.Lock, release func()) <-chan error {
	got := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), lockWait)
		defer cancel()
		got <- k.Lock(ctx, release)
	}()
	return got
}

func mustLock(t *testing.T, k handler.Lock, release func()) {
	t.Helper()
	if err := <-lockAsync(k, release); err != nil {
		t.Fatalf("Lock = %v, want nil", err)
	}
}

func TestLocker(t *testing.T) {
	const id = "3f1c0e52-8a4b-4d7e-9c61-2b5a7d9e0f13+multipart"

	for _, tc := range []struct {
		name string
		// same has both requests on one instance.
		same bool
	}{
		{name: "a lock held by another instance is asked to let go, and is taken once it does"},
		{name: "a lock held by another request of the instance is asked to let go, and is taken once it does", same: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ls, _ := instances(t, 2)
			a, b := ls[0], ls[1]
			if tc.same {
				b = a
			}
			first, firstAsked := newLock(t, a, id), newAsked()
			mustLock(t, first, firstAsked.release)

			second := newLock(t, b, id)
			got := lockAsync(second, func() {})
			select {
			case <-firstAsked.ch: // the holder was asked to let go
			case err := <-got:
				t.Fatalf("the second Lock returned %v while the first still held the lock", err)
			}
			select {
			case err := <-got:
				t.Fatalf("the second Lock returned %v while the first still held the lock", err)
			default:
			}
			if err := first.Unlock(); err != nil {
				t.Fatalf("Unlock = %v, want nil", err)
			}
			if err := <-got; err != nil {
				t.Fatalf("the second Lock after the first let go = %v, want nil", err)
			}
			if err := second.Unlock(); err != nil {
				t.Fatalf("Unlock = %v, want nil", err)
			}
		})
	}

	t.Run("a lock is held by one request at a time across instances", func(t *testing.T) {
		ls, admin := instances(t, 2)
		const requests = 40
		var inside, most atomic.Int32
		var wg sync.WaitGroup
		errs := make(chan error, requests)
		for i := range requests {
			wg.Go(func() {
				k, _ := ls[i%2].NewLock(id)
				ctx, cancel := context.WithTimeout(context.Background(), lockWait)
				defer cancel()
				if err := k.Lock(ctx, func() {}); err != nil {
					errs <- err
					return
				}
				n := inside.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				// A round trip to the database while holding it: time for another
				// request to get in, if the lock let it.
				_, _ = admin.Exec(ctx, "SELECT 1")
				inside.Add(-1)
				errs <- k.Unlock()
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Errorf("a request = %v, want nil", err)
			}
		}
		if got := most.Load(); got != 1 {
			t.Errorf("at most %d requests held the lock at once, want 1", got)
		}
	})

	t.Run("a lock held by an instance whose connection ends is free, and its holder is asked to stop", func(t *testing.T) {
		ls, admin := instances(t, 2)
		ctx := context.Background()
		first, firstAsked := newLock(t, ls[0], id), newAsked()
		mustLock(t, first, firstAsked.release)
		pid, err := tuslock.Holder(ctx, admin, id)
		if err != nil || pid == 0 {
			t.Fatalf("Holder = %d, %v; want the holding session's pid", pid, err)
		}
		// The instance is gone, as after kill -9: PostgreSQL ends its session.
		if _, err := admin.Exec(ctx, "SELECT pg_terminate_backend($1)", pid); err != nil {
			t.Fatal(err)
		}
		second := newLock(t, ls[1], id)
		mustLock(t, second, func() {})
		<-firstAsked.ch // the first request heard its lock was lost
		if err := first.Unlock(); err != nil {
			t.Errorf("Unlock of the lost lock = %v, want nil", err)
		}
		// The second still holds it: the first's Unlock let go of nothing of the second's.
		if pid, err := tuslock.Holder(ctx, admin, id); err != nil || pid == 0 {
			t.Errorf("Holder after the lost lock's Unlock = %d, %v; want the second's session", pid, err)
		}
		if err := second.Unlock(); err != nil {
			t.Fatalf("Unlock = %v, want nil", err)
		}
		// The instance that lost its connection locks again, on a new one.
		again := newLock(t, ls[0], id)
		mustLock(t, again, func() {})
		if err := again.Unlock(); err != nil {
			t.Fatalf("Unlock = %v, want nil", err)
		}
	})

	t.Run("a lock not let go of in time answers tusd's lock timeout", func(t *testing.T) {
		ls, _ := instances(t, 2)
		first := newLock(t, ls[0], id)
		mustLock(t, first, func() {}) // a holder that never lets go
		ctx, cancel := context.WithCancel(context.Background())
		second := newLock(t, ls[1], id)
		got := make(chan error, 1)
		go func() { got <- second.Lock(ctx, func() {}) }()
		cancel()
		if err := <-got; !errors.Is(err, handler.ErrLockTimeout) {
			t.Errorf("Lock = %v, want ErrLockTimeout", err)
		}
		if err := first.Unlock(); err != nil {
			t.Fatalf("Unlock = %v, want nil", err)
		}
	})

	t.Run("Asked tells the store that the request holding the lock was asked to let go", func(t *testing.T) {
		ls, _ := instances(t, 2)
		if got := ls[0].Asked(id); got != nil {
			t.Fatalf("Asked of a lock nobody holds = %v, want nil", got)
		}
		first := newLock(t, ls[0], id)
		mustLock(t, first, func() {})
		asked := ls[0].Asked(id)
		select {
		case <-asked:
			t.Fatal("Asked was closed before anyone asked")
		default:
		}
		got := lockAsync(newLock(t, ls[1], id), func() {})
		<-asked // closed by the other instance's request
		if err := first.Unlock(); err != nil {
			t.Fatal(err)
		}
		if err := <-got; err != nil {
			t.Fatalf("the second Lock = %v, want nil", err)
		}
	})

	t.Run("locks of different uploads do not wait for each other", func(t *testing.T) {
		ls, _ := instances(t, 2)
		one, two := newLock(t, ls[0], id), newLock(t, ls[1], "another upload")
		oneAsked := newAsked()
		mustLock(t, one, oneAsked.release)
		mustLock(t, two, func() {})
		if oneAsked.called() {
			t.Error("the lock of another upload asked this one's holder to let go")
		}
		_ = one.Unlock()
		_ = two.Unlock()
	})
}
