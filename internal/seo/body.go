package seo

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"strings"
)

// body is what a page's root element holds: the app's own HTML, drawn by the renderer
// from the app's components (webapp/src/entry-server.tsx) with the page's data.
type body struct {
	// mode tells the app how to take the HTML over (webapp/src/main.tsx): "hydrate" for
	// a drawn page; "" leaves the root empty (the back office, a page that could not be
	// drawn, or a binary without the renderer), for the app to draw.
	mode string
	html []byte
	// data is the embedded answers (embedData), if any.
	data []byte
	// assets are the links to the page's own styles and scripts (assetLinks).
	assets []byte
	// preloads are the page's own scripts, when boot starts the app (else assets link them).
	preloads []string
	// preload, for the head, fetches the page's LCP image early (lcpPreload).
	preload []byte
}

// modeHydrate is the mode of a drawn body, as webapp/src/main.tsx reads it.
const modeHydrate = "hydrate"

// renderedBody is url's page drawn by the renderer, with its data's answers embedded for
// the app and the links to its own files (under key); an empty body without a renderer.
// lasting is false when a read failed on the server's side (the drawing shows the error).
func (p *Pages) renderedBody(ctx context.Context, key, url string) (b body, lasting bool, err error) {
	if p.cfg.Renderer == nil {
		return body{}, true, nil
	}
	lasting = true
	call := func(ctx context.Context, procedure string, request []byte) (int, []byte) {
		status, answer := p.call(ctx, procedure, request)
		if status >= http.StatusInternalServerError {
			lasting = false
		}
		return status, answer
	}
	page, err := p.cfg.Renderer.Render(ctx, url, call)
	if err != nil {
		return body{}, false, err
	}
	html := []byte(page.HTML)
	return body{mode: modeHydrate, html: html, data: embedData(page.Exchanges), assets: p.assets[key], preloads: p.preloads[key], preload: lcpPreload(html)}, lasting, nil
}

// assetLinks links a page's styles and scripts. They go in the body, just before the root
// element: after the head's styles in the cascade, as the app would add them, and a
// browser holds the page's first paint until styles linked there have loaded.
// Scripts are left out when boot preloads them.
func assetLinks(files []string, scripts bool) []byte {
	var out bytes.Buffer
	for _, f := range files {
		href := html.EscapeString("/" + strings.TrimPrefix(f, "/"))
		switch {
		case strings.HasSuffix(f, ".css"):
			out.WriteString(`<link rel="stylesheet" crossorigin href="` + href + `">`)
		case scripts && strings.HasSuffix(f, ".js"):
			out.WriteString(`<link rel="modulepreload" crossorigin href="` + href + `">`)
		}
	}
	return out.Bytes()
}

// embedData is the answers a page's data came from as a JSON data block: never run, read
// by the app before its first render (webapp/src/lib/embedded-data.ts). HTML-escaping the
// JSON keeps "</script>" in a post from closing it. Nil for a page without data.
func embedData(exchanges json.RawMessage) []byte {
	if len(exchanges) == 0 || string(exchanges) == "[]" || string(exchanges) == "null" {
		return nil
	}
	var buf bytes.Buffer
	buf.WriteString(`<script type="application/json" id="gusset-data">{"exchanges":`)
	json.HTMLEscape(&buf, exchanges)
	buf.WriteString(`}</script>`)
	return buf.Bytes()
}
