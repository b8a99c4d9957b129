package tusstore_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/tus/tusd/v2/pkg/handler"
	"github.com/tus/tusd/v2/pkg/memorylocker"

	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
	"github.com/gusset/gusset/internal/resumable/tusstore"
	"github.com/gusset/gusset/internal/s3test"
)

var content = bytes.Repeat([]byte("0123456789abcdef"), 4096) // 64 KiB

func open(t *testing.T, pool *pgxpool.Pool, blobURL string) *tusstore.Store {
	t.Helper()
	s, err := tusstore.Open(context.Background(), blobURL, resumablepg.New(pool), memorylocker.New())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func fileURL(t *testing.T) string {
	t.Helper()
	u, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// start records an upload's row and creates it in the storage, answering its tus id.
func start(t *testing.T, pool *pgxpool.Pool, s *tusstore.Store) string {
	t.Helper()
	ctx := context.Background()
	id := uuid.New()
	if err := resumablepg.New(pool).Create(ctx, resumable.New{ID: id, OwnerHash: []byte("o"), ClientKey: "c", Name: "a.bin", Size: int64(len(content))}, 1<<30, 1<<30); err != nil {
		t.Fatal(err)
	}
	up, err := s.Composer().Core.NewUpload(ctx, handler.FileInfo{ID: id.String(), Size: int64(len(content))})
	if err != nil {
		t.Fatal(err)
	}
	info, err := up.GetInfo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return info.ID
}

// write sends content[from:to] to upload tusID, as a PATCH admitted for it would.
func write(t *testing.T, s *tusstore.Store, tusID string, from, to int) {
	t.Helper()
	ctx := tusstore.Authorized(context.Background(), tusID)
	up, err := s.Composer().Core.GetUpload(ctx, tusID)
	if err != nil {
		t.Fatal(err)
	}
	n, err := up.WriteChunk(ctx, int64(from), bytes.NewReader(content[from:to]))
	if err != nil || n != int64(to-from) {
		t.Fatalf("got %d, %v, want %d, nil", n, err, to-from)
	}
	if to == len(content) {
		if err := up.FinishUpload(ctx); err != nil {
			t.Fatal(err)
		}
	}
}

func sum(t *testing.T, pool *pgxpool.Pool, tusID string) []byte {
	t.Helper()
	id, err := tusstore.RowID(tusID)
	if err != nil {
		t.Fatal(err)
	}
	u, err := resumablepg.New(pool).Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !u.Complete {
		t.Fatal("got an unfinished upload, want it complete")
	}
	return u.SHA256
}

func TestUploadsKeepTheirSHA256(t *testing.T) {
	want := sha256.Sum256(content)
	third, half := len(content)/3, len(content)/2
	tests := []struct {
		name string
		run  func(t *testing.T, pool *pgxpool.Pool, url string) string
	}{
		{"chunks in order are hashed as they stream", func(t *testing.T, pool *pgxpool.Pool, url string) string {
			s := open(t, pool, url)
			id := start(t, pool, s)
			write(t, s, id, 0, third)
			write(t, s, id, third, len(content))
			return id
		}},
		{"another instance continues the running hash", func(t *testing.T, pool *pgxpool.Pool, url string) string {
			id := start(t, pool, open(t, pool, url))
			write(t, open(t, pool, url), id, 0, half)
			write(t, open(t, pool, url), id, half, len(content))
			return id
		}},
		{"a lost running hash is made again from the stored file", func(t *testing.T, pool *pgxpool.Pool, url string) string {
			s := open(t, pool, url)
			id := start(t, pool, s)
			write(t, s, id, 0, half)
			rowID, _ := tusstore.RowID(id)
			if err := resumablepg.New(pool).LoseHash(context.Background(), rowID); err != nil {
				t.Fatal(err)
			}
			write(t, s, id, half, len(content))
			return id
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pool := pgtest.New(t)
			id := tt.run(t, pool, fileURL(t))
			if got := sum(t, pool, id); !bytes.Equal(got, want[:]) {
				t.Errorf("got %x, want %x", got, want)
			}
		})
	}
}

func TestGetUploadOpensOnlyTheAdmittedUpload(t *testing.T) {
	pool := pgtest.New(t)
	s := open(t, pool, fileURL(t))
	id, other := start(t, pool, s), start(t, pool, s)
	for _, tt := range []struct {
		name string
		ctx  context.Context
	}{
		{"a request admitted for no upload opens none", context.Background()},
		{"a request admitted for another upload does not open this one", tusstore.Authorized(context.Background(), other)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := s.Composer().Core.GetUpload(tt.ctx, id); !errors.Is(err, handler.ErrNotFound) {
				t.Errorf("got %v, want %v", err, handler.ErrNotFound)
			}
		})
	}
}

func TestWellFormedAcceptsOnlyTheSitesNames(t *testing.T) {
	id := uuid.NewString()
	for _, tt := range []struct {
		name, tusID string
		want        bool
	}{
		{"a row id", id, true},
		{"a row id with a multipart id", id + "+2~abc.def_ghi", true},
		{"an upper-case id", strings.ToUpper(id), false},
		{"a path", id + "+../../etc/passwd", false},
		{"a backslash", id + "+a\\b", false},
		{"a space", id + "+a b", false},
		{"not an id", "../etc", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tusstore.WellFormed(tt.tusID); got != tt.want {
				t.Errorf("WellFormed(%q): got %v, want %v", tt.tusID, got, tt.want)
			}
		})
	}
}

func TestFinishedUploadsAreReadAndDeleted(t *testing.T) {
	srv := s3test.Start(t)
	for k, v := range s3test.Env() {
		t.Setenv(k, v)
	}
	buckets := map[string]string{"a folder": fileURL(t), "an S3 bucket": srv.Bucket(t, "gusset-tus")}
	for name, url := range buckets {
		t.Run("in "+name, func(t *testing.T) {
			pool := pgtest.New(t)
			s := open(t, pool, url)
			id := start(t, pool, s)
			write(t, s, id, 0, len(content))
			r, err := s.Open(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := io.ReadAll(r)
			r.Close()
			if !bytes.Equal(got, content) {
				t.Errorf("got %d bytes back, want the %d written", len(got), len(content))
			}
			if err := s.Delete(context.Background(), id); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Open(context.Background(), id); err == nil {
				t.Error("got the upload after Delete, want an error")
			}
			if err := s.Delete(context.Background(), id); err != nil {
				t.Errorf("deleting again: got %v, want nil", err)
			}
		})
	}
}

func TestOpenRefusesOtherSchemes(t *testing.T) {
	if _, err := tusstore.Open(context.Background(), "gs://bucket", nil, memorylocker.New()); err == nil {
		t.Error("got nil, want an error")
	}
}
