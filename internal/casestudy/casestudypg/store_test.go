package casestudypg_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/casestudy/casestudypg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/trash/trashpg"
	"github.com/gusset/gusset/internal/validate"
)

var pages = []casestudy.Page{
	{Slug: "structural-steel-detailing", Name: "Structural Steel Detailing"},
	{Slug: "miscellaneous-steel-detailing", Name: "Miscellaneous Steel Detailing"},
	{Slug: "connection-design-and-pe-se-stamping", Name: "Connection Design and PE/SE Stamping"},
}

// deleted records the object keys a service asked to remove.
type deleted struct {
	mu   sync.Mutex
	keys []string
}

func (d *deleted) DeleteObjects(_ context.Context, keys ...string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.keys = append(d.keys, keys...)
}

func newService(t *testing.T) (*casestudy.Service, *pgxpool.Pool, *deleted) {
	pool := pgtest.New(t)
	d := &deleted{}
	return casestudy.NewService(casestudypg.New(pool), d, pages), pool, d
}

// upload records an unclaimed image upload, as POST /uploads/blog_image does.
func upload(t *testing.T, pool *pgxpool.Pool) string {
	t.Helper()
	id := uuid.New()
	_, err := sqlc.New(pool).FileCreate(context.Background(), sqlc.FileCreateParams{
		ID: id, Kind: string(casestudy.ImageKind), ObjectKey: "blog_image/" + id.String() + ".png", OriginalName: "site.png",
		Size: 100, ContentType: "image/png", Width: 1200, Height: 800,
	})
	if err != nil {
		t.Fatal(err)
	}
	return id.String()
}

// violations are err's fields, or nil when err is no validation error.
func violations(err error) []string {
	var v *validate.Error
	if !errors.As(err, &v) {
		return nil
	}
	var fields []string
	for _, x := range v.Violations {
		fields = append(fields, x.Field)
	}
	return fields
}

func full(title string) *casestudy.Input {
	return &casestudy.Input{
		Title: title, ClientType: "Steel fabricator", Location: &sitev1.Location{City: "Houston", Region: "Texas", Country: "USA"},
		Summary: "A warehouse on a fast track.", ChallengeHtml: "<p>Six weeks.</p>", SolutionHtml: "<p>Sequences.</p>",
		ResultsHtml: "<p>On time.</p>", Figures: []*sitev1.Figure{{Value: "38%", Label: "fewer RFIs"}},
		Services: []string{"structural-steel-detailing"},
	}
}

func TestSeed(t *testing.T) {
	svc, _, _ := newService(t)
	ctx := context.Background()
	list, _, err := svc.List(ctx, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, c := range list {
		titles = append(titles, c.Title)
	}
	want := []string{"A fast-track distribution centre", "Stairs and rails for a hospital expansion", "Delegated connection design on a mixed-use tower"}
	if !slices.Equal(titles, want) {
		t.Fatalf("published case studies = %q, want the page's former three in its order %q", titles, want)
	}
	t.Run("each has its own page, published, with the page's former words", func(t *testing.T) {
		c, err := svc.Get(ctx, "stairs-and-rails-for-a-hospital-expansion")
		if err != nil {
			t.Fatal(err)
		}
		if got, want := c.SolutionHtml, "<p>We modelled each stair from field-verified elevations, coordinated landings with the architect through RFIs, and detailed rails to the applicable code before submittal.</p>"; got != want {
			t.Errorf("solution = %q, want %q", got, want)
		}
		if c.Status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED || c.PublishTime == nil {
			t.Errorf("status = %q at %v, want published with a time", c.Status, c.PublishTime)
		}
		if got, want := slugs(c), []string{"miscellaneous-steel-detailing"}; !slices.Equal(got, want) {
			t.Errorf("services = %q, want %q", got, want)
		}
	})
}

func TestValidation(t *testing.T) {
	svc, pool, _ := newService(t)
	ctx := context.Background()
	tests := []struct {
		name string
		edit func(*casestudy.Input)
		want []string
	}{
		{"a blank title is refused", func(in *casestudy.Input) { in.Title = "  " }, []string{"title"}},
		{"a slug with capitals or spaces is refused", func(in *casestudy.Input) { in.Slug = "Fast Track" }, []string{"slug"}},
		{"a summary over 300 characters is refused", func(in *casestudy.Input) { in.Summary = string(slices.Repeat([]byte("a"), 301)) }, []string{"summary"}},
		{"a figure without a label is refused", func(in *casestudy.Input) { in.Figures = []*sitev1.Figure{{Value: "38%"}} }, []string{"figures[0].label"}},
		{"nine figures are refused", func(in *casestudy.Input) {
			in.Figures = slices.Repeat([]*sitev1.Figure{{Value: "1", Label: "x"}}, 9)
		}, []string{"figures"}},
		{"a tonnage with two decimals is refused", func(in *casestudy.Input) { in.Tonnage = proto.Float64(0.25) }, []string{"tonnage"}},
		{"a tonnage not a number is refused", func(in *casestudy.Input) { in.Tonnage = proto.Float64(math.NaN()) }, []string{"tonnage"}},
		{"an unknown service page is refused", func(in *casestudy.Input) { in.Services = []string{"welding"} }, []string{"services[0]"}},
		{"an image that is neither an upload nor a kept one is refused", func(in *casestudy.Input) { in.Images = []*adminv1.ImageInput{{Alt: "x"}} }, []string{"images[0]"}},
		{"an unknown status is refused", func(in *casestudy.Input) { in.Status = 99 }, []string{"status"}},
		{"an unknown upload is refused on its field", func(in *casestudy.Input) {
			in.Images = []*adminv1.ImageInput{newUpload(uuid.NewString(), "x")}
		}, []string{"images[0].upload_id"}},
		{"publishing without a summary, challenge or solution is refused", func(in *casestudy.Input) {
			in.Status, in.Summary, in.ChallengeHtml, in.SolutionHtml = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED, "", "<p> </p>", ""
		}, []string{"summary", "challenge_html", "solution_html"}},
		{"publishing an image without alt text is refused", func(in *casestudy.Input) {
			in.Status = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED
			in.Images = []*adminv1.ImageInput{newUpload(upload(t, pool), "A stair"), newUpload(upload(t, pool), "")}
		}, []string{"images[1].alt"}},
		{"a draft may lack a summary, a challenge and alt text", func(in *casestudy.Input) {
			in.Summary, in.ChallengeHtml = "", ""
			in.Images = []*adminv1.ImageInput{newUpload(upload(t, pool), "")}
		}, nil},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := full("Case " + string(rune('a'+i)))
			tt.edit(in)
			_, err := svc.Create(ctx, in)
			got := violations(err)
			if err != nil && got == nil {
				t.Fatalf("Create: %v, want field violations %q", err, tt.want)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("violations = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("the rich text is sanitized as a post's", func(t *testing.T) {
		in := full("Sanitized")
		in.ChallengeHtml = `<p onclick="x()">Tight <script>alert(1)</script>site</p>`
		c, err := svc.Create(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := c.ChallengeHtml, "<p>Tight site</p>"; got != want {
			t.Errorf("challenge = %q, want %q", got, want)
		}
	})
	t.Run("a slug another case study has is a conflict on its field", func(t *testing.T) {
		in := full("Other")
		in.Slug = "a-fast-track-distribution-centre"
		_, err := svc.Create(ctx, in)
		if !errors.Is(err, apperr.ErrConflict) || !slices.Equal(violations(err), []string{"slug"}) {
			t.Errorf("Create = %v, want a conflict on slug", err)
		}
	})
}

func TestPublish(t *testing.T) {
	svc, pool, _ := newService(t)
	ctx := context.Background()
	in := full("Bridge girders for a rail depot")
	in.Images = []*adminv1.ImageInput{newUpload(upload(t, pool), "Girders on the shop floor"), newUpload(upload(t, pool), "")}
	draft, err := svc.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if draft.Status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT || draft.Slug != "bridge-girders-for-a-rail-depot" || len(draft.Images) != 2 {
		t.Fatalf("created %q %q with %d images, want a draft at the title's slug with 2", draft.Status, draft.Slug, len(draft.Images))
	}
	t.Run("a draft is not public", func(t *testing.T) {
		if _, err := svc.Get(ctx, draft.Slug); !errors.Is(err, casestudy.ErrNotFound) {
			t.Errorf("Get = %v, want not found", err)
		}
	})
	kept := func(alts ...string) []*adminv1.ImageInput {
		var out []*adminv1.ImageInput
		for i, img := range draft.Images {
			out = append(out, keptImage(img, alts[i]))
		}
		return out
	}
	t.Run("publishing with an image without alt text writes nothing", func(t *testing.T) {
		in.Status, in.Images = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED, kept("Girders on the shop floor", "")
		_, err := svc.Update(ctx, draft.GetId(), in)
		if got := violations(err); !slices.Equal(got, []string{"images[1].alt"}) {
			t.Fatalf("violations = %q, want images[1].alt", got)
		}
		now, err := svc.GetAny(ctx, draft.GetId())
		if err != nil || now.Status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT {
			t.Errorf("after the refusal: %q, %v; want still a draft", now.Status, err)
		}
	})
	t.Run("with alt text on every image it is published, the images reordered", func(t *testing.T) {
		imgs := kept("Girders on the shop floor", "The depot's roof")
		in.Status, in.Images = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED, []*adminv1.ImageInput{imgs[1], imgs[0]}
		c, err := svc.Update(ctx, draft.GetId(), in)
		if err != nil {
			t.Fatal(err)
		}
		cover, _ := casestudy.Cover(c)
		if c.Status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED || c.PublishTime == nil || cover.Alt != "The depot's roof" {
			t.Errorf("got %q at %v, cover %q; want published with the second image as cover", c.Status, c.PublishTime, cover.Alt)
		}
		public, err := svc.Get(ctx, c.Slug)
		if err != nil || public.GetId() != c.GetId() {
			t.Errorf("Get = %v, %v; want the case study", public.GetId(), err)
		}
	})
	t.Run("an image left out is removed with its file", func(t *testing.T) {
		current, _ := svc.GetAny(ctx, draft.GetId())
		in.Images = []*adminv1.ImageInput{keptImage(current.Images[0], current.Images[0].Alt)}
		c, err := svc.Update(ctx, draft.GetId(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Images) != 1 {
			t.Errorf("%d images, want 1", len(c.Images))
		}
		var files int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM files WHERE object_key = $1`, keyOf(current.Images[1])).Scan(&files); err != nil {
			t.Fatal(err)
		}
		if files != 0 {
			t.Errorf("the removed image's file record is still there")
		}
	})
}

func TestSlugRename(t *testing.T) {
	svc, _, _ := newService(t)
	ctx := context.Background()
	in := full("Mezzanine for a cold store")
	in.Status = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED
	c, err := svc.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	old := c.Slug
	in.Slug = "cold-store-mezzanine"
	if _, err := svc.Update(ctx, c.GetId(), in); err != nil {
		t.Fatal(err)
	}
	t.Run("the old slug answers where it moved", func(t *testing.T) {
		_, err := svc.Get(ctx, old)
		var moved *casestudy.MovedError
		if !errors.As(err, &moved) || moved.Slug != "cold-store-mezzanine" {
			t.Errorf("Get(old) = %v, want moved to cold-store-mezzanine", err)
		}
	})
	t.Run("the new slug answers the case study", func(t *testing.T) {
		if got, err := svc.Get(ctx, "cold-store-mezzanine"); err != nil || got.GetId() != c.GetId() {
			t.Errorf("Get(new) = %v, %v", got.GetId(), err)
		}
	})
	t.Run("renamed back, the old slug is its own address again", func(t *testing.T) {
		in.Slug = old
		if _, err := svc.Update(ctx, c.GetId(), in); err != nil {
			t.Fatal(err)
		}
		if got, err := svc.Get(ctx, old); err != nil || got.GetId() != c.GetId() {
			t.Errorf("Get(old) = %v, %v; want the case study", got.GetId(), err)
		}
		var moved *casestudy.MovedError
		if _, err := svc.Get(ctx, "cold-store-mezzanine"); !errors.As(err, &moved) || moved.Slug != old {
			t.Errorf("Get(second) = %v, want moved to %s", err, old)
		}
	})
	t.Run("an unknown slug is not found", func(t *testing.T) {
		if _, err := svc.Get(ctx, "no-such-study"); !errors.Is(err, casestudy.ErrNotFound) {
			t.Errorf("Get = %v, want not found", err)
		}
	})
}

func TestTrash(t *testing.T) {
	svc, pool, d := newService(t)
	ctx := context.Background()
	bin := trash.NewService(trashpg.New(pool), d, nil)
	in := full("Canopy steel for a stadium")
	in.Status = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED
	in.Images = []*adminv1.ImageInput{newUpload(upload(t, pool), "The canopy")}
	c, err := svc.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Delete(ctx, c.GetId()); err != nil {
		t.Fatal(err)
	}
	t.Run("a trashed case study is not public and is in the trash", func(t *testing.T) {
		if _, err := svc.Get(ctx, c.Slug); !errors.Is(err, casestudy.ErrNotFound) {
			t.Errorf("Get = %v, want not found", err)
		}
		items, _, err := bin.List(ctx, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(items, func(i trash.Item) bool {
			return i.Kind == trash.KindCaseStudy && i.ID.String() == c.GetId() && i.Title == c.Title
		}) {
			t.Errorf("trash = %+v, want the case study", items)
		}
	})
	t.Run("restored, it is back whole", func(t *testing.T) {
		if err := bin.Restore(ctx, trash.KindCaseStudy, c.GetId()); err != nil {
			t.Fatal(err)
		}
		got, err := svc.Get(ctx, c.Slug)
		if err != nil || len(got.Images) != 1 {
			t.Errorf("Get = %d images, %v; want the case study with its image", len(got.Images), err)
		}
	})
	t.Run("emptied from the trash, it goes with its image's file", func(t *testing.T) {
		if err := svc.Delete(ctx, c.GetId()); err != nil {
			t.Fatal(err)
		}
		if _, err := bin.Empty(ctx, trash.KindCaseStudy, c.GetId()); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(d.keys, keyOf(c.Images[0])) {
			t.Errorf("deleted objects %q, want the image's %s", d.keys, keyOf(c.Images[0]))
		}
		if _, err := svc.GetAny(ctx, c.GetId()); !errors.Is(err, casestudy.ErrNotFound) {
			t.Errorf("GetAny = %v, want not found", err)
		}
	})
}

func newUpload(uploadID, alt string) *adminv1.ImageInput {
	return &adminv1.ImageInput{Source: &adminv1.ImageInput_UploadId{UploadId: uploadID}, Alt: alt}
}

// keptImage names an image the case study has, by its path.
func keptImage(img *sitev1.CaseStudyImage, alt string) *adminv1.ImageInput {
	return &adminv1.ImageInput{Source: &adminv1.ImageInput_Path{Path: img.GetFile().GetPath()}, Alt: alt}
}

// keyOf is the object key of an image, from its path (/files/{key}).
func keyOf(img *sitev1.CaseStudyImage) string {
	return strings.TrimPrefix(img.GetFile().GetPath(), "/files/")
}

func slugs(c *casestudy.CaseStudy) []string {
	var out []string
	for _, s := range c.GetServices() {
		out = append(out, s.GetSlug())
	}
	return out
}

func TestTonnageRoundTrip(t *testing.T) {
	svc, _, _ := newService(t)
	ctx := context.Background()
	in := full("A mill with a tonnage")
	in.Tonnage = proto.Float64(612.4)
	c, err := svc.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := svc.GetAny(ctx, c.GetId())
	if err != nil || got.Tonnage == nil || *got.Tonnage != 612.4 {
		t.Errorf("got %v, %v, want 612.4", got.GetTonnage(), err)
	}
	in.Tonnage = nil
	if got, err = svc.Update(ctx, c.GetId(), in); err != nil || got.Tonnage != nil {
		t.Errorf("after an edit without one: got %v, %v, want none", got.GetTonnage(), err)
	}
}
