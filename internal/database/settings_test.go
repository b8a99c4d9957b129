package database_test

import (
	"bytes"
	"context"
	"sync"
	"testing"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

func TestSharedSecretIsTheSameForEveryProcessOnTheDatabase(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	const callers = 16
	got := make([][]byte, callers)
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() {
			s, err := database.SharedSecret(ctx, pool, "file_url_secret", 32)
			if err != nil {
				t.Error(err)
			}
			got[i] = s
		})
	}
	wg.Wait()
	if len(got[0]) != 32 {
		t.Fatalf("secret has %d bytes, want 32", len(got[0]))
	}
	for i, s := range got {
		if !bytes.Equal(s, got[0]) {
			t.Errorf("caller %d got a different secret, want every caller to get the first one stored", i)
		}
	}
	later, err := database.SharedSecret(ctx, pool, "file_url_secret", 32)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(later, got[0]) {
		t.Errorf("a later call got a different secret, want the stored one")
	}
	other, err := database.SharedSecret(ctx, pool, "another", 32)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(other, got[0]) {
		t.Errorf("another name got the same secret, want its own")
	}
}
