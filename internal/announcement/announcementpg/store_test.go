package announcementpg_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/announcement"
	"github.com/gusset/gusset/internal/announcement/announcementpg"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

// uploadImage records an unclaimed announcement image and returns its id and object key.
func uploadImage(t *testing.T, pool *pgxpool.Pool) (string, string) {
	t.Helper()
	id := uuid.New()
	key := "announcement_image/" + id.String() + ".png"
	if _, err := sqlc.New(pool).FileCreate(context.Background(), sqlc.FileCreateParams{
		ID: id, Kind: string(files.KindAnnouncementImage), ObjectKey: key, OriginalName: "a.png",
		Size: 1, ContentType: "image/png", Width: 1, Height: 1,
	}); err != nil {
		t.Fatal(err)
	}
	return id.String(), key
}

func ptr(t time.Time) *time.Time { return &t }

func TestGetAnswersNotFoundBeforeTheFirstSave(t *testing.T) {
	store := announcementpg.New(pgtest.New(t))
	ctx := context.Background()
	if _, err := store.Get(ctx); !errors.Is(err, announcement.ErrNotFound) {
		t.Errorf("Get: got %v, want %v", err, announcement.ErrNotFound)
	}
	if _, err := store.GetActive(ctx); !errors.Is(err, announcement.ErrNotFound) {
		t.Errorf("GetActive: got %v, want %v", err, announcement.ErrNotFound)
	}
}

func TestSaveKeepsOneAnnouncementAndCountsVersions(t *testing.T) {
	store := announcementpg.New(pgtest.New(t))
	ctx := context.Background()
	for i, title := range []string{"First", "Second", "Third"} {
		got, _, err := store.Save(ctx, announcement.Input{Title: title})
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != int32(i+1) || got.Title != title {
			t.Errorf("save %d: got version %d titled %q, want %d titled %q", i+1, got.Version, got.Title, i+1, title)
		}
	}
	got, err := store.Get(ctx)
	if err != nil || got.Title != "Third" {
		t.Errorf("got %q, %v, want Third, nil", got.Title, err)
	}
}

func TestGetActiveAnswersOnlyInsideTheWindow(t *testing.T) {
	now := time.Now()
	tests := []struct {
		name       string
		in         announcement.Input
		wantActive bool
	}{
		{"an enabled announcement with an open window is shown", announcement.Input{Enabled: true}, true},
		{"a disabled announcement is not shown", announcement.Input{Enabled: false}, false},
		{"one inside its window is shown", announcement.Input{Enabled: true, StartTime: ptr(now.Add(-time.Hour)), EndTime: ptr(now.Add(time.Hour))}, true},
		{"one whose window has not started is not shown", announcement.Input{Enabled: true, StartTime: ptr(now.Add(time.Hour))}, false},
		{"one whose window ended is not shown", announcement.Input{Enabled: true, EndTime: ptr(now.Add(-time.Minute))}, false},
	}
	// Each save replaces the one announcement whole.
	store := announcementpg.New(pgtest.New(t))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.in.Title = "Booth 12"
			if _, _, err := store.Save(context.Background(), tt.in); err != nil {
				t.Fatal(err)
			}
			_, err := store.GetActive(context.Background())
			if active := err == nil; active != tt.wantActive {
				t.Errorf("got active %v (%v), want %v", active, err, tt.wantActive)
			}
			if err != nil && !errors.Is(err, announcement.ErrNotFound) {
				t.Errorf("got %v, want %v", err, announcement.ErrNotFound)
			}
		})
	}
}

func TestSaveReplacesTheImageAndHandsBackTheOldKeys(t *testing.T) {
	pool := pgtest.New(t)
	store := announcementpg.New(pool)
	ctx := context.Background()
	firstID, firstKey := uploadImage(t, pool)
	secondID, secondKey := uploadImage(t, pool)
	steps := []struct {
		name      string
		in        announcement.Input
		wantImage string
		wantStale []string
	}{
		{"a new image is claimed", announcement.Input{ImageUploadID: firstID}, firstID, nil},
		{"a save without an upload keeps the image", announcement.Input{}, firstID, nil},
		{"another image replaces it and the old one's key is handed back", announcement.Input{ImageUploadID: secondID}, secondID, []string{firstKey}},
		{"removing the image hands back its key", announcement.Input{RemoveImage: true}, "", []string{secondKey}},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			st.in.Title = "Booth 12"
			got, stale, err := store.Save(ctx, st.in)
			if err != nil {
				t.Fatal(err)
			}
			gotImage := ""
			if got.Image != nil {
				gotImage = got.Image.ID.String()
			}
			if gotImage != st.wantImage {
				t.Errorf("got image %q, want %q", gotImage, st.wantImage)
			}
			if !slices.Equal(stale, st.wantStale) {
				t.Errorf("got stale keys %v, want %v", stale, st.wantStale)
			}
		})
	}
	t.Run("a replaced image's record is deleted", func(t *testing.T) {
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM files`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("got %d file records, want 0", n)
		}
	})
}

func TestSaveOfAnUnavailableImageChangesNothing(t *testing.T) {
	pool := pgtest.New(t)
	store := announcementpg.New(pool)
	ctx := context.Background()
	imageID, _ := uploadImage(t, pool)
	if _, _, err := store.Save(ctx, announcement.Input{Title: "Booth 12", ImageUploadID: imageID}); err != nil {
		t.Fatal(err)
	}
	_, _, err := store.Save(ctx, announcement.Input{Title: "Changed", ImageUploadID: uuid.NewString()})
	var v *validate.Error
	if !errors.As(err, &v) || v.Violations[0].Field != "image_upload_id" {
		t.Fatalf("got %v, want a violation of image_upload_id", err)
	}
	got, err := store.Get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "Booth 12" || got.Version != 1 || got.Image == nil || got.Image.ID.String() != imageID {
		t.Errorf("got %q version %d with image %v, want the first save unchanged", got.Title, got.Version, got.Image)
	}
}
