package sitepagepg_test

import (
	"context"
	"errors"
	"os"
	"reflect"
	"testing"

	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/sitepage"
)

func TestSeedAndPublicReads(t *testing.T) {
	ctx := context.Background()
	svc, _ := seeded(t)

	t.Run("a seeded page answers its content as published version 1", func(t *testing.T) {
		got, err := svc.Page(ctx, "/our-firm")
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != 1 || got.MovedTo != "" || got.Content.GetBanner().GetHeader() != "Simplicity" {
			t.Errorf("Page(/our-firm) = version %d, moved to %q, header %q; want 1, \"\", Simplicity", got.Version, got.MovedTo, got.Content.GetBanner().GetHeader())
		}
	})
	t.Run("a path is matched in any case and with a trailing slash", func(t *testing.T) {
		got, err := svc.Page(ctx, "/Our-Firm/")
		if err != nil || got.Version != 1 {
			t.Errorf("Page(/Our-Firm/) = %+v, %v; want version 1", got, err)
		}
	})
	for _, path := range []string{"/nowhere", "/our-firm/leadership-teams", "/../etc", ""} {
		t.Run("an unknown or hidden page is not found: "+path, func(t *testing.T) {
			if _, err := svc.Page(ctx, path); !errors.Is(err, sitepage.ErrPageNotFound) {
				t.Errorf("Page(%q) error = %v, want %v", path, err, sitepage.ErrPageNotFound)
			}
		})
	}
	t.Run("the navigation is the top-level pages with a tile and their visible pages, in order", func(t *testing.T) {
		got, err := svc.Navigation(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := []sitepage.NavItem{
			{Name: "Our Firm", Path: "/our-firm", Tile: sitepage.Tile{Image: "/images/nav/our-firm.svg", Blurb: "Who we are"},
				Children: []sitepage.NavChild{{Name: "Business Model", Path: "/our-firm/business-model"}}},
			{Name: "Services", Path: "/services", Tile: sitepage.Tile{Image: "/images/nav/services.svg", Blurb: "What we do"},
				Children: []sitepage.NavChild{
					{Name: "Rebar Estimation and Detailing", Path: "/services/rebar-estimation-and-detailing"},
					{Name: "PEMB Design and Detailing", Path: "/services/pemb-detailing"},
				}},
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Navigation =\n%+v\nwant\n%+v", got, want)
		}
	})
	t.Run("a later start adds only the built-in pages the database lacks", func(t *testing.T) {
		seed, err := sitepage.LoadSeed(os.DirFS("../testdata/seed"), richtext.NewSanitizer())
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Delete(as(alice), "/services/pemb-detailing", true); err != nil {
			t.Fatal(err)
		}
		extra := seed.Pages[0]
		extra.Path, extra.Name = "/portal", "Portal"
		n, err := svc.Seed(ctx, append(seed.Pages, extra))
		if err != nil || n != 1 {
			t.Fatalf("Seed = %d, %v; want 1 (the new built-in page), nil", n, err)
		}
		if _, err := svc.Page(ctx, "/services/pemb-detailing"); !errors.Is(err, sitepage.ErrPageNotFound) {
			t.Errorf("a removed service page came back: Page error = %v", err)
		}
		if _, err := svc.Page(ctx, "/portal"); err != nil {
			t.Errorf("the new built-in page: Page error = %v", err)
		}
	})
}
