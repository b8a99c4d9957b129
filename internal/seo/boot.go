package seo

import (
	"html"
	"regexp"
	"strings"
)

// boot starts the app once the page has painted: the entry script and the module
// preloads the build links are taken out of the HTML and requested by an inline script
// (Config.Boot) after the first frame. On a phone's connection the page's HTML and styles
// then have the line to themselves: its text shows before ~150 KB of code competes with it,
// and the app takes over a frame later, from the same HTML.
type boot struct {
	// code is the inline script (web.BootScript); empty leaves the build's tags in place.
	code string
	// entry is the app's entry module; preloads are the modules index.html preloads.
	entry    string
	preloads []string
}

var (
	entryScript   = regexp.MustCompile(`<script type="module" crossorigin src="(/assets/[^"]+\.js)"></script>\s*`)
	modulePreload = regexp.MustCompile(`<link rel="modulepreload" crossorigin href="(/assets/[^"]+\.js)">\s*`)
)

// deferBoot takes the entry script and module preloads out of index, for b to start them.
// An index without an entry script (the app is not built) stays as it is.
func deferBoot(index []byte, code string) ([]byte, boot) {
	if code == "" {
		return index, boot{}
	}
	m := entryScript.FindSubmatch(index)
	if m == nil {
		return index, boot{}
	}
	b := boot{code: code, entry: string(m[1])}
	for _, p := range modulePreload.FindAllSubmatch(index, -1) {
		b.preloads = append(b.preloads, string(p[1]))
	}
	index = entryScript.ReplaceAll(index, nil)
	return modulePreload.ReplaceAll(index, nil), b
}

// on reports whether b starts the app (else the build's own tags do).
func (b boot) on() bool { return b.entry != "" }

// tag is the inline script that starts the app, preloading the index's modules and then
// page's own (the lazy modules of the page's route, so that they download beside the
// entry instead of after it).
func (b boot) tag(page []string) []byte {
	if !b.on() {
		return nil
	}
	all := append(append([]string{}, b.preloads...), page...)
	return []byte(`<script data-entry="` + html.EscapeString(b.entry) + `" data-preload="` +
		html.EscapeString(strings.Join(all, " ")) + `">` + b.code + `</script>`)
}

// scriptsOf are the addresses of the scripts among a page's files.
func scriptsOf(files []string) []string {
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, ".js") {
			out = append(out, "/"+strings.TrimPrefix(f, "/"))
		}
	}
	return out
}
