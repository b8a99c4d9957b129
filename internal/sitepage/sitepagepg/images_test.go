package sitepagepg_test

import (
	"context"
	"testing"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// A picture uploaded in the editor is claimed by the version that names it, so the clean-up
// of unclaimed uploads keeps it; an upload the page does not name stays unclaimed.
func TestASavedVersionClaimsThePicturesItNames(t *testing.T) {
	svc, pool := seeded(t)
	ctx := as(alice)
	named, other, blogs := uuid.New(), uuid.New(), uuid.New()
	for _, f := range []struct {
		id   uuid.UUID
		kind string
	}{{named, "page_image"}, {other, "page_image"}, {blogs, "blog_image"}} {
		if _, err := pool.Exec(context.Background(), `INSERT INTO files (id, kind, object_key, original_name, size, content_type)
			VALUES ($1, $2, $3, 'x.jpg', 1, 'image/jpeg')`, f.id, f.kind, f.kind+"/"+f.id.String()+".jpg"); err != nil {
			t.Fatal(err)
		}
	}
	p, c, err := svc.Draft(ctx, firm)
	if err != nil {
		t.Fatal(err)
	}
	c.Blocks = append(c.Blocks,
		&sitev1.Block{Id: "photo", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: "/files/page_image/" + named.String() + ".jpg", Alt: "A frame"}}},
		&sitev1.Block{Id: "blog", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: "/files/blog_image/" + blogs.String() + ".jpg", Alt: "A post's"}}})
	if _, err := svc.SaveDraft(ctx, firm, c, p.DraftVersion); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		id   uuid.UUID
		want bool
	}{
		{"the named page picture is claimed", named, true},
		{"a page picture the page does not name stays unclaimed", other, false},
		{"another kind's upload is not claimed by a page", blogs, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got bool
			if err := pool.QueryRow(context.Background(), `SELECT claimed FROM files WHERE id = $1`, tt.id).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got claimed %v, want %v", got, tt.want)
			}
		})
	}
}
