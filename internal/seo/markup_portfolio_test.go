package seo

import (
	"strings"
	"testing"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

func TestPortfolioMarkupShowsPreviews(t *testing.T) {
	pdf := &sitev1.File{Path: "/files/portfolio/a.pdf", ContentType: "application/pdf", Size: 2048}
	items := []*sitev1.PortfolioItem{
		{Title: "Stadium", File: pdf, Preview: &sitev1.File{Path: "/files/poster/p.jpg", ContentType: "image/jpeg", Width: 480, Height: 620}},
		{Title: "Mezzanine", File: pdf},
	}
	got := render("portfolio", items)
	tests := []struct {
		name, want string
	}{
		{"an item with a preview shows it sized, lazy and decorative",
			`<button type="button" class="portfolio__item" aria-current="true"><img class="portfolio__thumb" src="/files/poster/p.jpg" width="480" height="620" alt="" loading="lazy" decoding="async"><span class="portfolio__item-title">Stadium</span></button>`},
		{"an item without a preview shows the neutral placeholder",
			`<button type="button" class="portfolio__item"><span class="portfolio__thumb portfolio__thumb--none" aria-hidden="true"></span><span class="portfolio__item-title">Mezzanine</span></button>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %s, want it to contain %s", got, tc.want)
			}
		})
	}
}
