package gallerypg_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

// deleted records the object keys the service hands over for deletion.
type deleted struct{ keys []string }

func (d *deleted) DeleteObjects(_ context.Context, keys ...string) { d.keys = append(d.keys, keys...) }

// imagesFixture is two projects of three images each; the first image of the first
// project has stored variants, its second image is a video.
type imagesFixture struct {
	pool    *pgxpool.Pool
	q       *sqlc.Queries
	svc     *gallery.Service
	objects *deleted
	project uuid.UUID
	other   uuid.UUID
	files   []uuid.UUID // the project's files in their seeded order
	foreign uuid.UUID   // a file of the other project
}

func newImagesFixture(t *testing.T) *imagesFixture {
	t.Helper()
	pool := pgtest.New(t)
	seeded := seedProjects(t, pool, 2, 3)
	f := &imagesFixture{pool: pool, q: sqlc.New(pool), objects: &deleted{}}
	f.svc = gallery.NewService(gallerypg.New(pool), f.objects)
	for id, fs := range seeded {
		if f.project == uuid.Nil {
			f.project, f.files = id, fs
		} else {
			f.other, f.foreign = id, fs[0]
		}
	}
	ctx := context.Background()
	if _, err := pool.Exec(ctx, "UPDATE files SET content_type = 'video/mp4', object_key = replace(object_key, '.png', '.mp4') WHERE id = $1", f.files[1]); err != nil {
		t.Fatal(err)
	}
	if err := f.q.ImageStateCreate(ctx, f.files[0]); err != nil {
		t.Fatal(err)
	}
	if err := f.q.ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{
		FileID: f.files[0], Width: 320, Height: 240, Size: 1, ContentType: "image/webp",
		ObjectKey: fmt.Sprintf("variants/%s/320.webp", f.files[0]),
	}); err != nil {
		t.Fatal(err)
	}
	return f
}

// path is the File path of a file id, as clients name it.
func (f *imagesFixture) path(t *testing.T, id uuid.UUID) string {
	t.Helper()
	var key string
	if err := f.pool.QueryRow(context.Background(), "SELECT object_key FROM files WHERE id = $1", id).Scan(&key); err != nil {
		t.Fatal(err)
	}
	return "/files/" + key
}

func (f *imagesFixture) paths(t *testing.T, ids ...uuid.UUID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = f.path(t, id)
	}
	return out
}

// order reads the project's files in display order from the table.
func (f *imagesFixture) order(t *testing.T, project uuid.UUID) []uuid.UUID {
	t.Helper()
	rows, err := f.pool.Query(context.Background(), "SELECT file_id, position FROM gallery_images WHERE project_id = $1 ORDER BY position", project)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []uuid.UUID
	for rows.Next() {
		var id uuid.UUID
		var pos int32
		if err := rows.Scan(&id, &pos); err != nil {
			t.Fatal(err)
		}
		if int(pos) != len(out) {
			t.Errorf("position %d where %d was expected: positions must stay 0..n-1", pos, len(out))
		}
		out = append(out, id)
	}
	return out
}

// upload records an unclaimed gallery upload and returns its id.
func (f *imagesFixture) upload(t *testing.T, contentType string) string {
	t.Helper()
	id := uuid.New()
	ext := strings.TrimPrefix(contentType, "image/")
	if _, err := f.q.FileCreate(context.Background(), sqlc.FileCreateParams{
		ID: id, Kind: "gallery", ObjectKey: "gallery/" + id.String() + "." + ext, OriginalName: "new." + ext,
		Size: 10, ContentType: contentType, Width: 4, Height: 3,
	}); err != nil {
		t.Fatal(err)
	}
	return id.String()
}

// unchanged checks that a refused edit left the project's order and the variants as seeded.
func (f *imagesFixture) unchanged(t *testing.T) {
	t.Helper()
	if got := f.order(t, f.project); !slices.Equal(got, f.files) {
		t.Errorf("order after a refused edit: got %v, want %v", got, f.files)
	}
	f.variantKept(t)
}

func (f *imagesFixture) variantKept(t *testing.T) {
	t.Helper()
	var n int
	if err := f.pool.QueryRow(context.Background(), "SELECT count(*) FROM image_variants WHERE file_id = $1", f.files[0]).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("variants of the first image: got %d, want 1 (kept, not made again)", n)
	}
}

func wantViolation(t *testing.T, err error, field string) {
	t.Helper()
	var v *validate.Error
	if !errors.As(err, &v) || len(v.Violations) == 0 || v.Violations[0].Field != field {
		t.Fatalf("got error %v, want a violation of %s", err, field)
	}
}

func ids(p *gallery.Project) []uuid.UUID {
	out := make([]uuid.UUID, len(p.GetImages()))
	for i, img := range p.GetImages() {
		out[i] = fileID(img.GetPath())
	}
	return out
}

// fileID is the file id in a stored file's path ("/files/<kind>/<id>.<ext>"); the nil
// uuid for any other path.
func fileID(path string) uuid.UUID {
	name := path[strings.LastIndex(path, "/")+1:]
	id, _ := uuid.Parse(strings.TrimSuffix(name, filepath.Ext(name)))
	return id
}

func TestAddImagesKeepsTheCurrentOnes(t *testing.T) {
	ctx := context.Background()
	t.Run("two uploads are added after the current images, which keep their variants", func(t *testing.T) {
		f := newImagesFixture(t)
		a, b := f.upload(t, "image/png"), f.upload(t, "image/webp")
		p, err := f.svc.AddImages(ctx, f.project.String(), []string{a, b}, nil)
		if err != nil {
			t.Fatalf("AddImages: %v", err)
		}
		want := append(slices.Clone(f.files), uuid.MustParse(a), uuid.MustParse(b))
		if got := ids(p); !slices.Equal(got, want) {
			t.Errorf("answered order: got %v, want %v", got, want)
		}
		if got := f.order(t, f.project); !slices.Equal(got, want) {
			t.Errorf("stored order: got %v, want %v", got, want)
		}
		f.variantKept(t)
	})
	tests := []struct {
		name    string
		uploads func(f *imagesFixture) []string
		field   string
	}{
		{"no upload is refused", func(*imagesFixture) []string { return nil }, "image_upload_ids"},
		{"another project's file is refused", func(f *imagesFixture) []string { return []string{f.foreign.String()} }, "image_upload_ids"},
		{"an unknown upload is refused", func(*imagesFixture) []string { return []string{uuid.NewString()} }, "image_upload_ids"},
		{"the same upload twice is refused", func(f *imagesFixture) []string {
			id := f.upload(t, "image/png")
			return []string{id, id}
		}, "image_upload_ids"},
		{"more than the 50 files a project may have are refused", func(f *imagesFixture) []string {
			var out []string
			for range gallery.MaxFiles - 2 {
				out = append(out, f.upload(t, "image/png"))
			}
			return out
		}, "image_upload_ids"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" and nothing changes", func(t *testing.T) {
			f := newImagesFixture(t)
			uploads := tt.uploads(f)
			_, err := f.svc.AddImages(ctx, f.project.String(), uploads, nil)
			wantViolation(t, err, tt.field)
			f.unchanged(t)
			var claimed int
			if err := f.pool.QueryRow(ctx, "SELECT count(*) FROM files WHERE claimed AND id::text = ANY($1)", uploads).Scan(&claimed); err != nil {
				t.Fatal(err)
			}
			if tt.name != "another project's file is refused" && claimed != 0 {
				t.Errorf("claimed uploads after a refusal: got %d, want 0", claimed)
			}
		})
	}
	t.Run("an unknown project is not found", func(t *testing.T) {
		f := newImagesFixture(t)
		_, err := f.svc.AddImages(ctx, uuid.NewString(), []string{f.upload(t, "image/png")}, nil)
		if !errors.Is(err, gallery.ErrProjectNotFound) {
			t.Errorf("got %v, want ErrProjectNotFound", err)
		}
	})
}

func TestRemoveImage(t *testing.T) {
	ctx := context.Background()
	t.Run("the last image is removed with its file and the others keep their order", func(t *testing.T) {
		f := newImagesFixture(t)
		p, err := f.svc.RemoveImage(ctx, f.project.String(), f.path(t, f.files[2]))
		if err != nil {
			t.Fatalf("RemoveImage: %v", err)
		}
		if got, want := ids(p), f.files[:2]; !slices.Equal(got, want) {
			t.Errorf("answered order: got %v, want %v", got, want)
		}
		var n int
		if err := f.pool.QueryRow(ctx, "SELECT count(*) FROM files WHERE id = $1", f.files[2]).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("the removed image's file row is still there")
		}
		if want := "gallery/" + f.files[2].String() + ".png"; !slices.Contains(f.objects.keys, want) {
			t.Errorf("deleted objects: got %v, want %s among them", f.objects.keys, want)
		}
		f.variantKept(t)
	})
	t.Run("the first image is removed and the gap is closed", func(t *testing.T) {
		f := newImagesFixture(t)
		if _, err := f.svc.RemoveImage(ctx, f.project.String(), f.path(t, f.files[0])); err != nil {
			t.Fatalf("RemoveImage: %v", err)
		}
		if got, want := f.order(t, f.project), f.files[1:]; !slices.Equal(got, want) {
			t.Errorf("stored order: got %v, want %v", got, want)
		}
		if want := fmt.Sprintf("variants/%s/320.webp", f.files[0]); !slices.Contains(f.objects.keys, want) {
			t.Errorf("deleted objects: got %v, want the removed image's variant %s among them", f.objects.keys, want)
		}
	})
	refusals := []struct {
		name  string
		path  func(t *testing.T, f *imagesFixture) string
		field string
	}{
		{"another project's image", func(t *testing.T, f *imagesFixture) string { return f.path(t, f.foreign) }, "image_path"},
		{"a path outside the gallery", func(*testing.T, *imagesFixture) string { return "/files/portfolio/x.pdf" }, "image_path"},
		{"an empty path", func(*testing.T, *imagesFixture) string { return "" }, "image_path"},
	}
	for _, tt := range refusals {
		t.Run(tt.name+" is refused and nothing changes", func(t *testing.T) {
			f := newImagesFixture(t)
			_, err := f.svc.RemoveImage(ctx, f.project.String(), tt.path(t, f))
			wantViolation(t, err, tt.field)
			f.unchanged(t)
			if got := f.order(t, f.other); len(got) != 3 {
				t.Errorf("the other project's images: got %d, want 3", len(got))
			}
		})
	}
	t.Run("a project's only file cannot be removed", func(t *testing.T) {
		f := newImagesFixture(t)
		for _, id := range f.files[1:] {
			if _, err := f.svc.RemoveImage(ctx, f.project.String(), f.path(t, id)); err != nil {
				t.Fatal(err)
			}
		}
		_, err := f.svc.RemoveImage(ctx, f.project.String(), f.path(t, f.files[0]))
		wantViolation(t, err, "image_path")
		if got := f.order(t, f.project); !slices.Equal(got, f.files[:1]) {
			t.Errorf("order: got %v, want %v", got, f.files[:1])
		}
	})
}

func TestReorderImages(t *testing.T) {
	ctx := context.Background()
	orders := []struct {
		name  string
		order []int
	}{
		{"reversed", []int{2, 1, 0}},
		{"the first two swapped", []int{1, 0, 2}},
		{"rotated", []int{1, 2, 0}},
		{"unchanged", []int{0, 1, 2}},
	}
	for _, tt := range orders {
		t.Run("a new order ("+tt.name+") is stored and answered", func(t *testing.T) {
			f := newImagesFixture(t)
			want := make([]uuid.UUID, len(tt.order))
			for i, k := range tt.order {
				want[i] = f.files[k]
			}
			p, err := f.svc.ReorderImages(ctx, f.project.String(), f.paths(t, want...))
			if err != nil {
				t.Fatalf("ReorderImages: %v", err)
			}
			if got := ids(p); !slices.Equal(got, want) {
				t.Errorf("answered: got %v, want %v", got, want)
			}
			if got := f.order(t, f.project); !slices.Equal(got, want) {
				t.Errorf("stored: got %v, want %v", got, want)
			}
			f.variantKept(t)
			if len(f.objects.keys) != 0 {
				t.Errorf("a reorder deleted objects %v", f.objects.keys)
			}
		})
	}
	refusals := []struct {
		name  string
		paths func(t *testing.T, f *imagesFixture) []string
	}{
		{"one image left out", func(t *testing.T, f *imagesFixture) []string { return f.paths(t, f.files[2], f.files[0]) }},
		{"one image twice", func(t *testing.T, f *imagesFixture) []string { return f.paths(t, f.files[2], f.files[0], f.files[0]) }},
		{"another project's image in place of one", func(t *testing.T, f *imagesFixture) []string {
			return f.paths(t, f.files[2], f.foreign, f.files[0])
		}},
		{"another project's image added", func(t *testing.T, f *imagesFixture) []string {
			return f.paths(t, f.files[2], f.files[1], f.files[0], f.foreign)
		}},
		{"a path outside the gallery", func(t *testing.T, f *imagesFixture) []string {
			return append(f.paths(t, f.files[2], f.files[1]), "/files/portfolio/x.pdf")
		}},
		{"an empty order", func(*testing.T, *imagesFixture) []string { return nil }},
	}
	for _, tt := range refusals {
		t.Run("an order with "+tt.name+" is refused and nothing changes", func(t *testing.T) {
			f := newImagesFixture(t)
			_, err := f.svc.ReorderImages(ctx, f.project.String(), tt.paths(t, f))
			wantViolation(t, err, "image_paths")
			f.unchanged(t)
		})
	}
}

func TestSetCover(t *testing.T) {
	ctx := context.Background()
	t.Run("the chosen image goes first and the others keep their order", func(t *testing.T) {
		f := newImagesFixture(t)
		p, err := f.svc.SetCover(ctx, f.project.String(), f.path(t, f.files[2]))
		if err != nil {
			t.Fatalf("SetCover: %v", err)
		}
		want := []uuid.UUID{f.files[2], f.files[0], f.files[1]}
		if got := ids(p); !slices.Equal(got, want) {
			t.Errorf("answered: got %v, want %v", got, want)
		}
		if got := f.order(t, f.project); !slices.Equal(got, want) {
			t.Errorf("stored: got %v, want %v", got, want)
		}
		f.variantKept(t)
	})
	refusals := []struct {
		name string
		path func(t *testing.T, f *imagesFixture) string
	}{
		{"a video", func(t *testing.T, f *imagesFixture) string { return f.path(t, f.files[1]) }},
		{"another project's image", func(t *testing.T, f *imagesFixture) string { return f.path(t, f.foreign) }},
		{"an unknown path", func(*testing.T, *imagesFixture) string { return "/files/gallery/" + uuid.NewString() + ".png" }},
	}
	for _, tt := range refusals {
		t.Run(tt.name+" cannot be the cover and nothing changes", func(t *testing.T) {
			f := newImagesFixture(t)
			_, err := f.svc.SetCover(ctx, f.project.String(), tt.path(t, f))
			wantViolation(t, err, "image_path")
			f.unchanged(t)
		})
	}
}
