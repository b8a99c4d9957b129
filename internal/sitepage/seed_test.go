package sitepage_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/webapp"
)

func TestLoadSeed(t *testing.T) {
	const content = `{"banner": {"header": "Simplicity"}}`
	page := func(fields string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`{"path": "/our-firm", "name": "Our Firm", "kind": "BUILT_IN", "parent": "", "position": 1, ` + fields + `}`)}
	}
	tests := []struct {
		name string
		fsys fstest.MapFS
		// wantErr is a part of the error; "" wants none.
		wantErr string
	}{
		{name: "a page and the template load", fsys: fstest.MapFS{
			"our-firm.json":       page(`"tile": {"image": "/images/nav/our-firm.svg", "blurb": "Who we are"}, "content": ` + content),
			sitepage.TemplateFile: {Data: []byte(`{"content": ` + content + `}`)},
			"notes.txt":           {Data: []byte("not a page")},
		}},
		{name: "a misspelt field stops the start", fsys: fstest.MapFS{"p.json": page(`"titel": "x", "content": ` + content)}, wantErr: "titel"},
		{name: "an unknown kind stops the start", fsys: fstest.MapFS{"p.json": {Data: []byte(`{"path": "/x", "name": "X", "kind": "OTHER", "content": {}}`)}}, wantErr: "kind"},
		{name: "a service page outside /services stops the start", fsys: fstest.MapFS{"p.json": {Data: []byte(`{"path": "/x", "name": "X", "kind": "SERVICE", "parent": "/services", "content": {}}`)}}, wantErr: "/services/{slug}"},
		{name: "a path that is not lower-case words stops the start", fsys: fstest.MapFS{"p.json": {Data: []byte(`{"path": "/Our_Firm", "name": "X", "kind": "BUILT_IN", "content": {}}`)}}, wantErr: "path"},
		{name: "a tile under a parent stops the start", fsys: fstest.MapFS{"p.json": {Data: []byte(`{"path": "/a/b", "name": "X", "kind": "BUILT_IN", "parent": "/a", "tile": {"image": "/i.svg"}, "content": {}}`)}}, wantErr: "top-level"},
		{name: "two files of one path stop the start", fsys: fstest.MapFS{"a.json": page(`"content": ` + content), "b.json": page(`"content": ` + content)}, wantErr: "already has the path"},
		{name: "content that is not PageContent stops the start", fsys: fstest.MapFS{"p.json": page(`"content": {"blocks": [{"nope": 1}]}`)}, wantErr: "nope"},
		{name: "content that breaks a publish rule stops the start", fsys: fstest.MapFS{"p.json": page(`"content": {"blocks": [{"id": "i", "image": {"src": "/a.png"}}]}`)}, wantErr: "alt text"},
		{name: "a page without content stops the start", fsys: fstest.MapFS{"p.json": page(`"hidden": false`)}, wantErr: "content is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seed, err := sitepage.LoadSeed(tt.fsys, sanitizer)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				if len(seed.Pages) != 1 || seed.Template == nil || !seed.Pages[0].Published || seed.Pages[0].Tile.Blurb != "Who we are" {
					t.Errorf("LoadSeed = %+v, want one published page with its tile and the template", seed)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("LoadSeed error = %v, want one saying %q", err, tt.wantErr)
			}
		})
	}
}

func TestTheEmbeddedSeedLoads(t *testing.T) {
	fsys, err := fs.Sub(webapp.PageSeed, "seed/pages")
	if err != nil {
		t.Fatal(err)
	}
	seed, err := sitepage.LoadSeed(fsys, sanitizer)
	if err != nil {
		t.Fatal(err)
	}
	if seed.Template == nil || len(seed.Template.GetBlocks()) == 0 {
		t.Errorf("the service template = %v, want its blocks", seed.Template)
	}
}
