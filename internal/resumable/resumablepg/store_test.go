package resumablepg_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
)

func upload(owner, client string, size int64) resumable.New {
	return resumable.New{ID: uuid.New(), OwnerHash: []byte(owner), ClientKey: client, Name: "plans.pdf", ContentType: "application/pdf", Size: size}
}

// parallel runs n calls of fn at once and counts their errors by kind (nil included).
func parallel(n int, fn func(i int) error) map[error]int {
	var (
		wg  sync.WaitGroup
		mu  sync.Mutex
		out = map[error]int{}
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := fn(i)
			mu.Lock()
			out[err]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

func TestCreateHoldsCapsUnderParallelStarts(t *testing.T) {
	ctx := context.Background()
	t.Run("one owner's parallel uploads never pass the request cap together", func(t *testing.T) {
		store := resumablepg.New(pgtest.New(t))
		got := parallel(8, func(int) error {
			return store.Create(ctx, upload("owner", "203.0.113.7", 100), 300, 1<<30)
		})
		if got[nil] != 3 || got[resumable.ErrRequestCap] != 5 {
			t.Errorf("got %v, want 3 admitted and 5 refused by the request cap", got)
		}
	})
	t.Run("one address's parallel uploads never overdraw its daily budget", func(t *testing.T) {
		store := resumablepg.New(pgtest.New(t))
		got := parallel(8, func(i int) error {
			return store.Create(ctx, upload(fmt.Sprint("owner", i), "203.0.113.7", 100), 1<<30, 250)
		})
		if got[nil] != 2 || got[resumable.ErrBudget] != 6 {
			t.Errorf("got %v, want 2 admitted and 6 refused by the budget", got)
		}
	})
	t.Run("a refused upload spends none of the budget", func(t *testing.T) {
		store := resumablepg.New(pgtest.New(t))
		if err := store.Create(ctx, upload("a", "203.0.113.7", 500), 100, 600); !errors.Is(err, resumable.ErrRequestCap) {
			t.Fatalf("got %v, want %v", err, resumable.ErrRequestCap)
		}
		if err := store.Create(ctx, upload("b", "203.0.113.7", 600), 1000, 600); err != nil {
			t.Errorf("got %v, want the whole budget still there", err)
		}
	})
	t.Run("another address has its own budget", func(t *testing.T) {
		store := resumablepg.New(pgtest.New(t))
		if err := store.Create(ctx, upload("a", "203.0.113.7", 100), 1000, 100); err != nil {
			t.Fatal(err)
		}
		if err := store.Create(ctx, upload("b", "203.0.113.8", 100), 1000, 100); err != nil {
			t.Errorf("got %v, want nil", err)
		}
	})
}

func TestCreateTargetedCapsBytesAndCount(t *testing.T) {
	ctx := context.Background()
	target := uuid.New()
	tests := []struct {
		name    string
		sizes   []int64
		want    error
		maxSize int64
	}{
		{"uploads within both caps are admitted", []int64{10, 10}, nil, 100},
		{"a third unfinished upload passes the count cap", []int64{10, 10, 10}, resumable.ErrCountCap, 100},
		{"bytes past the cap are refused", []int64{60, 60}, resumable.ErrRequestCap, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := resumablepg.New(pgtest.New(t))
			var err error
			for _, size := range tt.sizes {
				if err = store.CreateTargeted(ctx, upload("client", "", size), target, tt.maxSize, 2); err != nil {
					break
				}
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
	t.Run("parallel starts never pass the count cap together", func(t *testing.T) {
		store := resumablepg.New(pgtest.New(t))
		got := parallel(6, func(int) error {
			return store.CreateTargeted(ctx, upload("client", "", 1), target, 1<<20, 2)
		})
		if got[nil] != 2 || got[resumable.ErrCountCap] != 4 {
			t.Errorf("got %v, want 2 admitted and 4 refused by the count cap", got)
		}
	})
}

func TestHashStateContinuesOnlyFromWhereItWas(t *testing.T) {
	store := resumablepg.New(pgtest.New(t))
	ctx := context.Background()
	n := upload("owner", "203.0.113.7", 100)
	if err := store.Create(ctx, n, 1000, 1000); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name       string
		from, to   int64
		wantOffset int64
	}{
		{"a state continuing the saved one is kept", 0, 40, 40},
		{"the next continues it", 40, 70, 70},
		{"a state from another offset loses the hash", 40, 90, -1},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			if err := store.SaveHash(ctx, n.ID, st.from, st.to, []byte("state")); err != nil {
				t.Fatal(err)
			}
			state, offset, err := store.HashState(ctx, n.ID)
			if err != nil {
				t.Fatal(err)
			}
			if offset != st.wantOffset || (offset < 0) != (state == nil) {
				t.Errorf("got offset %d, state %q, want offset %d", offset, state, st.wantOffset)
			}
		})
	}
	t.Run("an unknown upload is not found", func(t *testing.T) {
		if _, _, err := store.HashState(ctx, uuid.New()); !errors.Is(err, resumable.ErrNotFound) {
			t.Errorf("HashState: got %v, want %v", err, resumable.ErrNotFound)
		}
		if _, err := store.Get(ctx, uuid.New()); !errors.Is(err, resumable.ErrNotFound) {
			t.Errorf("Get: got %v, want %v", err, resumable.ErrNotFound)
		}
	})
	t.Run("completing keeps the sum", func(t *testing.T) {
		if err := store.Complete(ctx, n.ID, []byte("sum")); err != nil {
			t.Fatal(err)
		}
		got, err := store.Get(ctx, n.ID)
		if err != nil || !got.Complete || string(got.SHA256) != "sum" {
			t.Errorf("got complete %v with sum %q, %v; want complete with sum, nil", got.Complete, got.SHA256, err)
		}
	})
}

func TestChallengeBoundIsPerOwner(t *testing.T) {
	store := resumablepg.New(pgtest.New(t))
	ctx := context.Background()
	n := upload("owner", "203.0.113.7", 1)
	n.ChallengeSig = "sig"
	if err := store.Create(ctx, n, 10, 10); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, owner, sig string
		want             bool
	}{
		{"the owner's spent challenge is bound", "owner", "sig", true},
		{"another challenge is not", "owner", "other", false},
		{"another owner's use of it is not", "someone", "sig", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := store.ChallengeBound(ctx, []byte(tt.owner), tt.sig)
			if err != nil || got != tt.want {
				t.Errorf("got %v, %v, want %v, nil", got, err, tt.want)
			}
		})
	}
}

func TestUnclaimedUploadsAreReapedAfterTheirLastBytes(t *testing.T) {
	pool := pgtest.New(t)
	store := resumablepg.New(pool)
	ctx := context.Background()
	old, fresh := upload("a", "203.0.113.7", 1), upload("b", "203.0.113.7", 1)
	for _, n := range []resumable.New{old, fresh} {
		if err := store.Create(ctx, n, 10, 10); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pool.Exec(ctx, `UPDATE resumable_uploads SET update_time = now() - interval '2 days' WHERE id = $1`, old.ID); err != nil {
		t.Fatal(err)
	}
	before := time.Now().Add(-24 * time.Hour)
	got, err := store.Unclaimed(ctx, before, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ID != old.ID {
		t.Errorf("got %v, want only the old upload", got)
	}
	for _, tt := range []struct {
		name string
		id   uuid.UUID
		want bool
	}{
		{"an upload idle past the time is deleted", old.ID, true},
		{"an upload that got bytes since stays", fresh.ID, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			deleted, err := store.DeleteUnclaimed(ctx, tt.id, before)
			if err != nil || deleted != tt.want {
				t.Errorf("got %v, %v, want %v, nil", deleted, err, tt.want)
			}
		})
	}
}

func TestPurgeBudgetsKeepsToday(t *testing.T) {
	pool := pgtest.New(t)
	store := resumablepg.New(pool)
	ctx := context.Background()
	if err := store.Create(ctx, upload("a", "203.0.113.7", 100), 1000, 150); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO upload_byte_budgets (client_key, day, bytes) VALUES ('203.0.113.7', current_date - 2, 100)`); err != nil {
		t.Fatal(err)
	}
	n, err := store.PurgeBudgets(ctx)
	if err != nil || n != 1 {
		t.Errorf("got %d, %v, want 1 past day purged", n, err)
	}
	if err := store.Create(ctx, upload("b", "203.0.113.7", 100), 1000, 150); !errors.Is(err, resumable.ErrBudget) {
		t.Errorf("got %v, want today's budget still spent (%v)", err, resumable.ErrBudget)
	}
}
