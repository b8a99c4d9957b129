package filespg_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/validate"
)

func newStore(t *testing.T) (*filespg.Store, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	inserter, err := queue.NewInserter(pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return filespg.New(pool, inserter), pool
}

// upload records an unclaimed upload of kind by owner (nil: staff or a visitor).
func upload(t *testing.T, s *filespg.Store, kind files.Kind, owner []byte) files.File {
	t.Helper()
	id := uuid.New()
	f := files.File{ID: id, Kind: kind, Key: string(kind) + "/" + id.String() + ".png", Name: "a.png",
		Size: 10, ContentType: "image/png", Width: 4, Height: 3, Owner: owner}
	if err := s.FileCreate(context.Background(), f, false); err != nil {
		t.Fatal(err)
	}
	return f
}

func claim(ctx context.Context, pool *pgxpool.Pool, uploadID string, kind files.Kind) (files.File, error) {
	var got files.File
	err := database.InTx(ctx, pool, func(q *sqlc.Queries) error {
		var err error
		got, err = filespg.Claim(ctx, q, uploadID, kind, "image_upload_id")
		return err
	})
	return got, err
}

func TestClaimTakesAnUploadOnceAndOnlyOfItsKind(t *testing.T) {
	s, pool := newStore(t)
	ctx := context.Background()
	free := upload(t, s, files.KindGallery, nil)
	used := upload(t, s, files.KindGallery, nil)
	if _, err := claim(ctx, pool, used.ID.String(), files.KindGallery); err != nil {
		t.Fatal(err)
	}
	owned := upload(t, s, files.KindGallery, []byte("someone"))
	tests := []struct {
		name   string
		id     string
		kind   files.Kind
		wantOK bool
	}{
		{"an unclaimed upload of the kind is claimed", free.ID.String(), files.KindGallery, true},
		{"an upload used before is refused", used.ID.String(), files.KindGallery, false},
		{"an upload of another kind is refused", upload(t, s, files.KindResume, nil).ID.String(), files.KindGallery, false},
		{"an unknown id is refused", uuid.NewString(), files.KindGallery, false},
		{"a malformed id is refused", "not-a-uuid", files.KindGallery, false},
		{"a person's own upload is not claimed for a record of staff", owned.ID.String(), files.KindGallery, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := claim(ctx, pool, tt.id, tt.kind)
			if tt.wantOK {
				if err != nil || !got.Claimed || got.ID.String() != tt.id {
					t.Errorf("got %+v, %v, want the claimed file, nil", got, err)
				}
				return
			}
			var v *validate.Error
			if !errors.As(err, &v) || len(v.Violations) != 1 || v.Violations[0].Field != "image_upload_id" {
				t.Errorf("got %v, want a violation of image_upload_id", err)
			}
		})
	}
}

func TestFileCreateQueuesVariantsInItsTransaction(t *testing.T) {
	tests := []struct {
		name         string
		makeVariants bool
		wantJobs     int
	}{
		{"an image that gets variants is marked processing and queued", true, 1},
		{"a file without variants queues nothing", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, pool := newStore(t)
			ctx := context.Background()
			id := uuid.New()
			if err := s.FileCreate(ctx, files.File{ID: id, Kind: files.KindGallery, Key: "gallery/" + id.String() + ".png",
				Name: "a.png", Size: 1, ContentType: "image/png", Width: 1, Height: 1}, tt.makeVariants); err != nil {
				t.Fatal(err)
			}
			var jobs, states int
			if err := pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'media.variants' AND args->>'file_id' = $1`, id.String()).Scan(&jobs); err != nil {
				t.Fatal(err)
			}
			if err := pool.QueryRow(ctx, `SELECT count(*) FROM image_states WHERE file_id = $1 AND state = 'processing'`, id).Scan(&states); err != nil {
				t.Fatal(err)
			}
			if jobs != tt.wantJobs || states != tt.wantJobs {
				t.Errorf("got %d jobs and %d processing states, want %d of each", jobs, states, tt.wantJobs)
			}
		})
	}
	t.Run("a file whose key is taken is refused and queues nothing", func(t *testing.T) {
		s, pool := newStore(t)
		ctx := context.Background()
		first := upload(t, s, files.KindGallery, nil)
		err := s.FileCreate(ctx, files.File{ID: uuid.New(), Kind: files.KindGallery, Key: first.Key, Name: "b.png",
			Size: 1, ContentType: "image/png", Width: 1, Height: 1}, true)
		if err == nil {
			t.Fatal("got nil, want an error for a duplicate object key")
		}
		var jobs int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM river_job`).Scan(&jobs); err != nil {
			t.Fatal(err)
		}
		if jobs != 0 {
			t.Errorf("got %d jobs, want 0 (rolled back with the record)", jobs)
		}
	})
}

func TestFileGetByKeyAnswersNotFound(t *testing.T) {
	s, _ := newStore(t)
	f := upload(t, s, files.KindGallery, nil)
	got, err := s.FileGetByKey(context.Background(), f.Key)
	if err != nil || got.ID != f.ID {
		t.Errorf("a stored key: got %v, %v, want %v, nil", got.ID, err, f.ID)
	}
	if _, err := s.FileGetByKey(context.Background(), "gallery/missing.png"); !errors.Is(err, files.ErrFileNotFound) {
		t.Errorf("an unknown key: got %v, want %v", err, files.ErrFileNotFound)
	}
}

func TestFileListUnclaimedListsOldUnclaimedFilesOldestFirst(t *testing.T) {
	s, pool := newStore(t)
	ctx := context.Background()
	var want []uuid.UUID
	for range 3 {
		want = append(want, upload(t, s, files.KindGallery, nil).ID)
	}
	claimed := upload(t, s, files.KindGallery, nil)
	if _, err := claim(ctx, pool, claimed.ID.String(), files.KindGallery); err != nil {
		t.Fatal(err)
	}
	// Create times are the transaction's now(): ordered as created.
	ids := func(fs []files.File) []uuid.UUID {
		var out []uuid.UUID
		for _, f := range fs {
			out = append(out, f.ID)
		}
		return out
	}
	t.Run("every unclaimed file created before the time, oldest first", func(t *testing.T) {
		got, err := s.FileListUnclaimed(ctx, time.Now().Add(time.Minute), 10)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ids(got), want) {
			t.Errorf("got %v, want %v", ids(got), want)
		}
	})
	t.Run("no more than the limit", func(t *testing.T) {
		got, err := s.FileListUnclaimed(ctx, time.Now().Add(time.Minute), 2)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ids(got), want[:2]) {
			t.Errorf("got %v, want %v", ids(got), want[:2])
		}
	})
	t.Run("none created after the time", func(t *testing.T) {
		got, err := s.FileListUnclaimed(ctx, time.Now().Add(-time.Hour), 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 0 {
			t.Errorf("got %d files, want 0", len(got))
		}
	})
}

func TestFileDeleteUnclaimedDeletesOnlyTheOwnersUnclaimedUpload(t *testing.T) {
	owner := []byte("owner-hash")
	tests := []struct {
		name      string
		claimed   bool
		kind      files.Kind
		owner     []byte
		wantGone  bool
		wantCount int
	}{
		{"the owner's unclaimed upload goes with its variants", false, files.KindGallery, owner, true, 2},
		{"any kind is matched by an empty kind", false, "", owner, true, 2},
		{"a claimed upload stays", true, files.KindGallery, owner, false, 0},
		{"an upload of another kind stays", false, files.KindResume, owner, false, 0},
		{"someone else's upload stays", false, files.KindGallery, []byte("other"), false, 0},
		{"a person's upload is not deleted for staff", false, files.KindGallery, nil, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, pool := newStore(t)
			ctx := context.Background()
			f := upload(t, s, files.KindGallery, owner)
			if err := sqlc.New(pool).ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{
				FileID: f.ID, Width: 2, Height: 1, Size: 1, ContentType: "image/webp", ObjectKey: "variants/" + f.ID.String() + ".webp",
			}); err != nil {
				t.Fatal(err)
			}
			if tt.claimed {
				if _, err := pool.Exec(ctx, `UPDATE files SET claimed = true WHERE id = $1`, f.ID); err != nil {
					t.Fatal(err)
				}
			}
			keys, err := s.FileDeleteUnclaimed(ctx, f.ID, tt.kind, tt.owner)
			if err != nil {
				t.Fatal(err)
			}
			if len(keys) != tt.wantCount {
				t.Errorf("got keys %v, want %d (the file's and its variant's)", keys, tt.wantCount)
			}
			_, err = s.FileGetByKey(ctx, f.Key)
			if gone := errors.Is(err, files.ErrFileNotFound); gone != tt.wantGone {
				t.Errorf("got gone %v, want %v", gone, tt.wantGone)
			}
		})
	}
}

func TestClaimNamedClaimsOnlyTheNamedUploadsOfItsKind(t *testing.T) {
	s, pool := newStore(t)
	ctx := context.Background()
	named := upload(t, s, files.KindPageImage, nil)
	otherKind := upload(t, s, files.KindGallery, nil)
	unnamed := upload(t, s, files.KindPageImage, nil)
	content := []byte(`{"src":"/files/page_image/` + named.ID.String() + `.png","b":"/files/gallery/` + otherKind.ID.String() + `.png","c":"/files/page_image/` + uuid.NewString() + `.png"}`)
	if err := database.InTx(ctx, pool, func(q *sqlc.Queries) error {
		return filespg.ClaimNamed(ctx, q, files.KindPageImage, content)
	}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		f    files.File
		want bool
	}{
		{"a named upload of the kind is claimed", named, true},
		{"a named upload of another kind is not", otherKind, false},
		{"an upload not named is not", unnamed, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := s.FileGetByKey(ctx, tc.f.Key)
			if err != nil {
				t.Fatal(err)
			}
			if got.Claimed != tc.want {
				t.Errorf("got claimed %v, want %v", got.Claimed, tc.want)
			}
		})
	}
}
