package seo

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"
)

// body is what a page's root element holds: the app's own HTML, rendered at build time
// from the same React components (webapp/src/entry-prerender.tsx), with the page's data
// written into its slots.
type body struct {
	// mode tells the app how to take the HTML over (webapp/src/main.tsx): "hydrate" for
	// the build's rendering as it is, "replace" for one whose slots the server filled (the
	// app renders it afresh, from the data embedded beside it, in one commit); "" leaves
	// the root empty (the back office, or an app built without its pages).
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

// Modes of a body, as webapp/src/main.tsx reads them.
const (
	modeHydrate = "hydrate"
	modeReplace = "replace"
)

// notFoundKey is the key of the not-found page among the prerendered pages.
const notFoundKey = "*"

// slotStart opens a slot: <template data-slot="name">, as React renders DataSlot
// (webapp/src/components/site/data-slot.tsx).
const slotStart = `<template data-slot="`

// prerenderedBody is the build's HTML of the page at key. A page with slots shows their
// loading state (their content) and is replaced by the app, which loads the data.
func (p *Pages) prerenderedBody(key string) body {
	return p.filledBody(key, nil, nil)
}

// filledBody is the build's HTML of the page at key with fills in its slots (a slot
// without a fill shows its content) and exchanges embedded for the app.
func (p *Pages) filledBody(key string, fills map[string]string, exchanges []exchange) body {
	fragment, ok := p.cfg.Prerendered[key]
	if !ok {
		return body{}
	}
	assets, preloads := p.assets[key], p.preloads[key]
	if !strings.Contains(fragment, slotStart) {
		return body{mode: modeHydrate, html: []byte(fragment), assets: assets, preloads: preloads}
	}
	filled := []byte(fillSlots(fragment, fills))
	return body{mode: modeReplace, html: filled, data: embedData(exchanges), assets: assets, preloads: preloads, preload: lcpPreload(filled)}
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

// fillSlots replaces each slot of fragment with its fill, or with its own content when
// it has none.
func fillSlots(fragment string, fills map[string]string) string {
	var out strings.Builder
	for {
		at := strings.Index(fragment, slotStart)
		if at < 0 {
			out.WriteString(fragment)
			return out.String()
		}
		out.WriteString(fragment[:at])
		rest := fragment[at+len(slotStart):]
		name, rest, _ := strings.Cut(rest, `">`)
		content, after, found := strings.Cut(rest, "</template>")
		if !found {
			// Not as React renders a slot: leave the rest as it is.
			out.WriteString(fragment[at:])
			return out.String()
		}
		if fill, ok := fills[name]; ok {
			out.WriteString(fill)
		} else {
			out.WriteString(content)
		}
		fragment = after
	}
}

// exchange is one call the server made for a page, as the app would make it: the app
// answers its own identical call with it (webapp/src/lib/preloaded.ts).
type exchange struct {
	Procedure string          `json:"procedure"`
	Request   json.RawMessage `json:"request"`
	Response  json.RawMessage `json:"response"`
}

// embedData is exchanges as a JSON data block: never run, read by the app before its
// first render. HTML-escaping the JSON keeps "</script>" in a post from closing it.
func embedData(exchanges []exchange) []byte {
	if len(exchanges) == 0 {
		return nil
	}
	raw, err := json.Marshal(struct {
		Exchanges []exchange `json:"exchanges"`
	}{exchanges})
	if err != nil {
		// The responses came from protojson; failing here is a bug.
		panic(err)
	}
	var buf bytes.Buffer
	buf.WriteString(`<script type="application/json" id="gusset-data">`)
	json.HTMLEscape(&buf, raw)
	buf.WriteString(`</script>`)
	return buf.Bytes()
}
