package sitepagepg_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/sitepage"
)

func TestServicePages(t *testing.T) {
	svc, _ := seeded(t)
	ctx := as(alice)
	const joists = "/services/steel-joist-detailing"

	p, err := svc.CreateServicePage(ctx, "steel-joist-detailing", "Steel Joist Detailing")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a new service page starts from the template, last under Services, not public", func(t *testing.T) {
		if p.Path != joists || p.Kind != sitepage.KindService || p.Parent != "/services" || p.Position != 3 || p.PublishedVersion != 0 || p.DraftVersion != 1 {
			t.Errorf("state = %+v", p)
		}
		_, c, err := svc.Draft(ctx, joists)
		if err != nil {
			t.Fatal(err)
		}
		if c.GetBanner().GetHeader() != "Steel Joist Detailing" || len(c.GetBlocks()) == 0 {
			t.Errorf("draft = %v, want the template under the service's name", c)
		}
		if _, err := svc.Page(ctx, joists); !errors.Is(err, sitepage.ErrPageNotFound) {
			t.Errorf("Page before the first publish: error = %v, want not found", err)
		}
	})
	t.Run("once published it is public and in the menu", func(t *testing.T) {
		if _, err := svc.Publish(ctx, joists, 1, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Page(ctx, joists); err != nil {
			t.Errorf("Page: %v", err)
		}
		if !inMenu(t, svc, joists) {
			t.Error("the published service is not in the menu")
		}
	})
	for _, tt := range []struct{ name, slug, field string }{
		{"a slug taken by another page is refused", "pemb-detailing", "slug"},
		{"a slug that is not lower-case words is refused", "Steel Joists", "slug"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := svc.CreateServicePage(ctx, tt.slug, "Again")
			if got := violations(err); got[tt.field] == "" {
				t.Errorf("CreateServicePage error = %v, want a violation of %s", err, tt.field)
			}
		})
	}
	t.Run("a rename answers the old path's visitors with the new one", func(t *testing.T) {
		p, err := svc.UpdatePlace(ctx, joists, "Joists", "joist-detailing", false)
		if err != nil {
			t.Fatal(err)
		}
		if p.Path != "/services/joist-detailing" || p.Name != "Joists" {
			t.Errorf("state = %+v", p)
		}
		got, err := svc.Page(ctx, joists)
		if err != nil || got.MovedTo != "/services/joist-detailing" {
			t.Errorf("Page(old) = %+v, %v; want moved to the new path", got, err)
		}
		if vs, err := svc.Versions(ctx, p.Path); err != nil || len(vs) != 1 {
			t.Errorf("versions after the rename = %d, %v; want the page's 1", len(vs), err)
		}
	})
	t.Run("a second rename keeps every old path one step from the page", func(t *testing.T) {
		if _, err := svc.UpdatePlace(ctx, "/services/joist-detailing", "Joists", "joists", false); err != nil {
			t.Fatal(err)
		}
		r, err := svc.Redirects(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{joists: "/services/joists", "/services/joist-detailing": "/services/joists"}
		if !reflect.DeepEqual(r, want) {
			t.Errorf("redirects = %v, want %v", r, want)
		}
	})
	t.Run("renaming back to an old path takes it from the redirect", func(t *testing.T) {
		if _, err := svc.UpdatePlace(ctx, "/services/joists", "Joists", "joist-detailing", false); err != nil {
			t.Fatal(err)
		}
		r, _ := svc.Redirects(ctx)
		want := map[string]string{joists: "/services/joist-detailing", "/services/joists": "/services/joist-detailing"}
		if !reflect.DeepEqual(r, want) {
			t.Errorf("redirects = %v, want %v", r, want)
		}
	})
	t.Run("a new page at an old path takes it from the redirect", func(t *testing.T) {
		if _, err := svc.CreateServicePage(ctx, "joists", "Joists again"); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Publish(ctx, "/services/joists", 1, nil); err != nil {
			t.Fatal(err)
		}
		got, err := svc.Page(ctx, "/services/joists")
		if err != nil || got.MovedTo != "" {
			t.Errorf("Page = %+v, %v; want the new page itself", got, err)
		}
	})
	t.Run("a rename onto another page's path is refused", func(t *testing.T) {
		_, err := svc.UpdatePlace(ctx, "/services/joists", "X", "pemb-detailing", false)
		if !errors.Is(err, apperr.ErrConflict) {
			t.Errorf("UpdatePlace error = %v, want conflict", err)
		}
	})
	t.Run("a built-in page keeps its path but can be renamed in the menu and hidden", func(t *testing.T) {
		if _, err := svc.UpdatePlace(ctx, firm, "Our Firm", "the-firm", false); !errors.Is(err, sitepage.ErrNotService) {
			t.Errorf("UpdatePlace with a slug: error = %v, want %v", err, sitepage.ErrNotService)
		}
		p, err := svc.UpdatePlace(ctx, "/our-firm/business-model", "How we work", "", true)
		if err != nil || p.Name != "How we work" || !p.Hidden || p.Path != "/our-firm/business-model" {
			t.Fatalf("UpdatePlace = %+v, %v", p, err)
		}
		if _, err := svc.Page(ctx, p.Path); !errors.Is(err, sitepage.ErrPageNotFound) {
			t.Errorf("a hidden page: Page error = %v, want not found", err)
		}
		if inMenu(t, svc, p.Path) {
			t.Error("a hidden page is in the menu")
		}
	})
	t.Run("a reorder sets the order of the pages under one entry", func(t *testing.T) {
		order := []string{"/services/joists", "/services/pemb-detailing", "/services/joist-detailing", "/services/rebar-estimation-and-detailing"}
		pages, err := svc.Reorder(ctx, "/services", order)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range pages {
			got = append(got, p.Path)
		}
		if !reflect.DeepEqual(got, order) {
			t.Errorf("order = %v, want %v", got, order)
		}
	})
	t.Run("a reorder that leaves a page out or adds one is refused", func(t *testing.T) {
		for _, paths := range [][]string{
			{"/services/joists", "/services/pemb-detailing"},
			{"/services/joists", "/services/pemb-detailing", "/services/joist-detailing", "/services/rebar-estimation-and-detailing", firm},
			{"/services/joists", "/services/joists", "/services/joist-detailing", "/services/rebar-estimation-and-detailing"},
		} {
			if _, err := svc.Reorder(ctx, "/services", paths); violations(err)["paths"] == "" {
				t.Errorf("Reorder(%v) error = %v, want a violation of paths", paths, err)
			}
		}
	})
	t.Run("removing a page the menu links to asks first", func(t *testing.T) {
		err := svc.Delete(ctx, "/services/joists", false)
		if !errors.Is(err, apperr.ErrFailedPrecondition) {
			t.Fatalf("Delete error = %v, want failed precondition", err)
		}
		if err := svc.Delete(ctx, "/services/joists", true); err != nil {
			t.Fatal(err)
		}
		if inMenu(t, svc, "/services/joists") {
			t.Error("the removed page is still in the menu")
		}
	})
	t.Run("removing a renamed page removes its old paths too", func(t *testing.T) {
		if err := svc.Delete(ctx, "/services/joist-detailing", true); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Page(ctx, joists); !errors.Is(err, sitepage.ErrPageNotFound) {
			t.Errorf("Page(old path) error = %v, want not found", err)
		}
	})
	t.Run("a built-in page cannot be removed", func(t *testing.T) {
		if err := svc.Delete(ctx, firm, true); !errors.Is(err, sitepage.ErrNotService) {
			t.Errorf("Delete error = %v, want %v", err, sitepage.ErrNotService)
		}
	})
}

func inMenu(t *testing.T, svc *sitepage.Service, path string) bool {
	t.Helper()
	items, err := svc.Navigation(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range items {
		for _, c := range i.Children {
			if c.Path == path {
				return true
			}
		}
	}
	return false
}
