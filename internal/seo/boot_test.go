package seo

import (
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

// builtIndex is index.html as Vite builds it: the entry script, a preload and the
// entry's styles in the head.
const builtIndex = `<!doctype html><html><head><meta charset="UTF-8"><title>App</title>` +
	`<script type="module" crossorigin src="/assets/index-1.js"></script>` +
	`<link rel="modulepreload" crossorigin href="/assets/shell-1.js">` +
	`<link rel="stylesheet" crossorigin href="/assets/shell-1.css">` +
	`<link rel="stylesheet" crossorigin href="/assets/missing.css">` +
	`</head><body><div id="root"></div></body></html>`

func TestFirstPaintNeedsNoOtherRequest(t *testing.T) {
	files := fstest.MapFS{
		"assets/shell-1.css":    {Data: []byte(":root{--brand:green}\n")},
		"assets/services-1.css": {Data: []byte(".services{margin:0}")},
		"assets/evil.css":       {Data: []byte(".x{content:'</style><script>'}")},
	}
	p := New(Config{
		SiteURL: testOrigin, Index: []byte(builtIndex), Styles: files, Boot: "BOOT()",
		Renderer: fakeRenderer{
			"/services": "<main><h1>Services</h1></main>",
			"/portal":   "<main><h1>Portal</h1></main>",
			notFoundURL: "<main><h1>Page not found</h1></main>",
		},
		Assets: map[string][]string{
			"/services": {"assets/services-1.css", "assets/evil.css", "assets/services-1.js"},
		},
		Posts: &fakePosts{},
		Log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	services := serve(p, http.MethodGet, "/services").Body.String()
	admin := serve(p, http.MethodGet, "/admin/login").Body.String()
	tests := []struct {
		name, page string
		want       []string
		wantNot    []string
	}{
		{
			"the entry's and the page's styles are in the page, with disabled links the app's loader counts",
			services,
			[]string{
				`<style>:root{--brand:green}</style><link rel="stylesheet" href="/assets/shell-1.css" disabled>`,
				`<style>.services{margin:0}</style><link rel="stylesheet" href="/assets/services-1.css" disabled>`,
			},
			[]string{`crossorigin href="/assets/shell-1.css"`, `crossorigin href="/assets/services-1.css"`},
		},
		{
			"a stylesheet that could close the style element, or is missing, stays linked",
			services,
			[]string{
				`<link rel="stylesheet" crossorigin href="/assets/evil.css">`,
				`<link rel="stylesheet" crossorigin href="/assets/missing.css">`,
			},
			[]string{`</style><script>`},
		},
		{
			"no script is requested before the boot script runs, which names them all",
			services,
			[]string{
				`<div id="root" data-render="hydrate"><main><h1>Services</h1></main></div>` +
					`<script data-entry="/assets/index-1.js" data-preload="/assets/shell-1.js /assets/services-1.js">BOOT()</script></body>`,
			},
			[]string{`<script type="module"`, `rel="modulepreload"`},
		},
		{
			"a page the server sends empty boots the app too",
			admin,
			[]string{`<div id="root"></div><script data-entry="/assets/index-1.js" data-preload="/assets/shell-1.js">BOOT()</script></body>`},
			[]string{`<script type="module"`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, want := range tt.want {
				if !strings.Contains(tt.page, want) {
					t.Errorf("page =\n%s\nwant it to contain\n%s", tt.page, want)
				}
			}
			for _, not := range tt.wantNot {
				if strings.Contains(tt.page, not) {
					t.Errorf("page =\n%s\nwant it not to contain\n%s", tt.page, not)
				}
			}
		})
	}
}

func TestWithoutBootTheBuildsTagsStay(t *testing.T) {
	p := New(Config{
		SiteURL: testOrigin, Index: []byte(builtIndex),
		Renderer: fakeRenderer{notFoundURL: "<main><h1>Page not found</h1></main>"},
		Posts:    &fakePosts{},
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	page := serve(p, http.MethodGet, "/admin/login").Body.String()
	for _, want := range []string{`<script type="module" crossorigin src="/assets/index-1.js"></script>`, `<link rel="modulepreload" crossorigin href="/assets/shell-1.js">`, `<link rel="stylesheet" crossorigin href="/assets/shell-1.css">`} {
		if !strings.Contains(page, want) {
			t.Errorf("page =\n%s\nwant it to contain\n%s", page, want)
		}
	}
}
