package sitepage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/gusset/gusset/internal/richtext"
)

// TemplateFile is the seed folder's file that is not a page: the content a new service
// page starts with.
const TemplateFile = "_service-template.json"

// seedFile is one page of the seed folder (webapp/seed/pages/*.json; docs/pages.md).
type seedFile struct {
	Path     string          `json:"path"`
	Name     string          `json:"name"`
	Kind     string          `json:"kind"`
	Parent   string          `json:"parent"`
	Position int32           `json:"position"`
	Hidden   bool            `json:"hidden"`
	Tile     *Tile           `json:"tile"`
	Content  json.RawMessage `json:"content"`
}

// Seed is the seed folder read: the pages a new site starts with, and the service template.
type Seed struct {
	Pages    []NewPage
	Template *Content
}

// LoadSeed reads every *.json file of fsys's root: each a page, but TemplateFile, the
// service template ({"content": …}). Every page is checked as a publish is (the seed is
// published), so a bad file stops the start with its name and fields. Files are read in
// name order; positions are the files' own.
func LoadSeed(fsys fs.FS, sanitizer *richtext.Sanitizer) (Seed, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return Seed{}, err
	}
	sort.Strings(names)
	var seed Seed
	paths := map[string]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return Seed{}, err
		}
		if name == TemplateFile {
			if seed.Template, err = parseTemplate(data, sanitizer); err != nil {
				return Seed{}, fmt.Errorf("page seed %s: %w", name, err)
			}
			continue
		}
		p, err := parsePage(data, sanitizer)
		if err != nil {
			return Seed{}, fmt.Errorf("page seed %s: %w", name, err)
		}
		if other, dup := paths[p.Path]; dup {
			return Seed{}, fmt.Errorf("page seed %s: %s already has the path %s", name, other, p.Path)
		}
		paths[p.Path] = name
		seed.Pages = append(seed.Pages, p)
	}
	return seed, nil
}

func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

func parseContent(raw json.RawMessage, sanitizer *richtext.Sanitizer) (*Content, error) {
	if len(raw) == 0 {
		return nil, fmt.Errorf("content is missing")
	}
	var c Content
	if err := protojson.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("content: %w", err)
	}
	return Checked(&c, sanitizer, true)
}

func parseTemplate(data []byte, sanitizer *richtext.Sanitizer) (*Content, error) {
	var f struct {
		Content json.RawMessage `json:"content"`
	}
	if err := strictJSON(data, &f); err != nil {
		return nil, err
	}
	return parseContent(f.Content, sanitizer)
}

func parsePage(data []byte, sanitizer *richtext.Sanitizer) (NewPage, error) {
	var f seedFile
	if err := strictJSON(data, &f); err != nil {
		return NewPage{}, err
	}
	var kind Kind
	switch f.Kind {
	case "BUILT_IN":
		kind = KindBuiltIn
	case "SERVICE":
		kind = KindService
	default:
		return NewPage{}, fmt.Errorf("kind %q: want BUILT_IN or SERVICE", f.Kind)
	}
	if !validPagePath(f.Path) {
		return NewPage{}, fmt.Errorf("path %q: want / or lower-case words joined by hyphens, such as /our-firm/business-model", f.Path)
	}
	if f.Parent != "" && !validPagePath(f.Parent) {
		return NewPage{}, fmt.Errorf("parent %q: want a page's path or empty", f.Parent)
	}
	if kind == KindService && (f.Parent != ServicesParent || path.Dir(f.Path) != ServicesParent) {
		return NewPage{}, fmt.Errorf("a service page is at /services/{slug} with parent /services")
	}
	if strings.TrimSpace(f.Name) == "" {
		return NewPage{}, fmt.Errorf("name is missing")
	}
	var tile Tile
	if f.Tile != nil {
		if f.Parent != "" {
			return NewPage{}, fmt.Errorf("tile: only top-level pages (no parent) have a home tile")
		}
		tile = *f.Tile
		var k checker
		k.image("tile.image", "Tile image", &tile.Image, true)
		k.text("tile.blurb", "Tile sentence", &tile.Blurb, maxShort, false)
		if err := k.Err(); err != nil {
			return NewPage{}, err
		}
	}
	content, err := parseContent(f.Content, sanitizer)
	if err != nil {
		return NewPage{}, err
	}
	return NewPage{
		Path: f.Path, Name: strings.TrimSpace(f.Name), Kind: kind, Parent: f.Parent, Position: f.Position,
		Hidden: f.Hidden, Tile: tile, Content: content, Published: true,
	}, nil
}

// validPagePath is "/" or lower-case words joined by hyphens, segment by segment.
func validPagePath(p string) bool {
	if p == "/" {
		return true
	}
	if !strings.HasPrefix(p, "/") {
		return false
	}
	for _, seg := range strings.Split(p[1:], "/") {
		if !slugPattern.MatchString(seg) {
			return false
		}
	}
	return true
}
