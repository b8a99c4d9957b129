package sitepagepg_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/internal/sitepage/sitepagepg"
	"github.com/gusset/gusset/internal/validate"
)

var (
	alice = audit.Origin{Actor: actor.Staff(uuid.New(), "alice"), Addr: "192.0.2.1", Procedure: "/gusset.admin.v1.PageAdminService/SavePageDraft"}
	bob   = audit.Origin{Actor: actor.Staff(uuid.New(), "bob"), Addr: "192.0.2.2", Procedure: "/gusset.admin.v1.PageAdminService/SavePageDraft"}
)

// seeded answers the service over a new database holding the test seed's pages
// (../testdata/seed), and the pool.
func seeded(t *testing.T) (*sitepage.Service, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	seed := testSeed(t)
	svc := newService(t, pool, seed)
	if n, err := svc.Seed(context.Background(), seed.Pages); err != nil || n != len(seed.Pages) {
		t.Fatalf("Seed = %d, %v; want %d, nil", n, err, len(seed.Pages))
	}
	return svc, pool
}

// testSeed is ../testdata/seed read.
func testSeed(t *testing.T) sitepage.Seed {
	t.Helper()
	seed, err := sitepage.LoadSeed(os.DirFS("../testdata/seed"), richtext.NewSanitizer())
	if err != nil {
		t.Fatal(err)
	}
	return seed
}

// newService is a service over pool, as an instance of the site makes it.
func newService(t *testing.T, pool *pgxpool.Pool, seed sitepage.Seed) *sitepage.Service {
	t.Helper()
	q, err := queue.NewInserter(pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return sitepage.NewService(sitepagepg.New(pool, q), seed.Template, richtext.NewSanitizer())
}

func as(a audit.Origin) context.Context { return audit.WithOrigin(context.Background(), a) }

// violations answers field → message of a validation error (nil for any other).
func violations(err error) map[string]string {
	var v *validate.Error
	if !errors.As(err, &v) {
		return nil
	}
	out := map[string]string{}
	for _, x := range v.Violations {
		out[x.Field] = x.Message
	}
	return out
}
