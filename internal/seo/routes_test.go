package seo

import (
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The app's route table is the source of truth for which paths exist; these tests keep
// the Go table from drifting away from it.
func TestRoutesMirrorTheApp(t *testing.T) {
	src, err := os.ReadFile("../../webapp/src/app/routes.tsx")
	if err != nil {
		t.Fatal(err)
	}
	appPaths := appRoutePaths(t, string(src))
	goPaths := map[string]bool{}
	for _, r := range routes {
		goPaths[r.pathPart()] = true
	}

	t.Run("the app's parser finds the routes it should", func(t *testing.T) {
		// Guards the parser below: were it to find nothing, the next test could not fail.
		for _, want := range []string{"/", "/our-firm/gallery/Structural", "/services/pemb-detailing", "/resources/wbt-blog/:id", "/admin/connect-info"} {
			if !slices.Contains(appPaths, want) {
				t.Errorf("paths read from routes.tsx = %v, want them to include %s", appPaths, want)
			}
		}
	})
	t.Run("every path of the app is in the Go table", func(t *testing.T) {
		for _, p := range appPaths {
			if !goPaths[p] {
				t.Errorf("routes.tsx serves %s, but internal/seo/routes.go has no route for it: add it with its title and description", p)
			}
		}
	})
	t.Run("every path of the Go table is one the app serves", func(t *testing.T) {
		for p := range goPaths {
			if !slices.Contains(appPaths, p) {
				t.Errorf("internal/seo/routes.go has %s, which routes.tsx does not serve", p)
			}
		}
	})
}

func TestRouteTable(t *testing.T) {
	titles := map[string]string{}
	firm := DefaultFirm
	for _, r := range routes {
		if r.IsAdmin() || r.post {
			continue
		}
		title := firm.title(r)
		t.Run(r.Path+" has a title of its own and a description of search-result length", func(t *testing.T) {
			if other, dup := titles[title]; dup {
				t.Errorf("title %q is also %s's", title, other)
			}
			if n := len([]rune(r.Description)); n < 50 || n > 160 {
				t.Errorf("description has %d characters, want 50 to 160: %q", n, r.Description)
			}
			if r.Canonical != "" && routeOf(r.Canonical).Path != r.Canonical {
				t.Errorf("canonical %s is not a route of the table", r.Canonical)
			}
		})
		titles[title] = r.Path
	}
}

// appRoutePaths reads the full paths of routes.tsx: every route object with a path or
// index, its path joined to its parents', children followed through arrays and through
// the named arrays (servicePages, adminScreens) declared in the file.
func appRoutePaths(t *testing.T, src string) []string {
	t.Helper()
	toks := tokenize(src)
	arrays := map[string]node{}
	for i := 0; i+2 < len(toks); i++ {
		if toks[i] != "const" {
			continue
		}
		name := toks[i+1]
		// const name: Type[] = [ ... ]
		j := i + 2
		for j < len(toks) && toks[j] != "=" && toks[j] != ";" {
			j++
		}
		if j+1 < len(toks) && toks[j] == "=" && toks[j+1] == "[" {
			p := &parser{toks: toks, pos: j + 1}
			arrays[name] = p.value()
		}
	}
	root, ok := arrays["routes"]
	if !ok {
		t.Fatal("routes.tsx declares no `const routes = [...]`")
	}
	var out []string
	var walk func(n node, parent string)
	walk = func(n node, parent string) {
		for _, obj := range n.items {
			full := parent
			p, hasPath := obj.fields["path"]
			if hasPath && p.str != "*" {
				full = path.Join(parent, p.str)
				if !strings.HasPrefix(full, "/") {
					full = "/" + full
				}
			}
			_, isIndex := obj.fields["index"]
			if (hasPath && p.str != "*") || isIndex {
				if !slices.Contains(out, full) {
					out = append(out, full)
				}
			}
			if c, ok := obj.fields["children"]; ok {
				if c.ident != "" {
					c = arrays[c.ident]
				}
				walk(c, full)
			}
		}
	}
	walk(root, "/")
	return out
}

// node is a value of the route file: an array (items), an object (fields), a string
// literal (str), a lone identifier (ident), or anything else (all empty).
type node struct {
	items  []node
	fields map[string]node
	str    string
	ident  string
}

type parser struct {
	toks []string
	pos  int
}

func (p *parser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *parser) next() string {
	t := p.peek()
	p.pos++
	return t
}

// value reads one expression up to the ',' or closing bracket that ends it.
func (p *parser) value() node {
	var n node
	start := p.pos
	switch t := p.peek(); {
	case t == "[":
		p.next()
		for p.peek() != "]" && p.peek() != "" {
			n.items = append(n.items, p.value())
			if p.peek() == "," {
				p.next()
			}
		}
		p.next()
	case t == "{":
		p.next()
		n.fields = map[string]node{}
		for p.peek() != "}" && p.peek() != "" {
			if p.peek() == "..." {
				p.next()
				p.value()
			} else {
				key := strings.Trim(p.next(), `'"`)
				if p.peek() == ":" {
					p.next()
					n.fields[key] = p.value()
				} else {
					n.fields[key] = node{ident: key}
				}
			}
			if p.peek() == "," {
				p.next()
			}
		}
		p.next()
	}
	// The rest of the expression (a call, `satisfies T`, JSX) is skipped.
	depth := 0
	for {
		t := p.peek()
		if t == "" || (depth == 0 && (t == "," || t == "]" || t == "}" || t == ")")) {
			break
		}
		switch t {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		p.next()
	}
	if n.items == nil && n.fields == nil && p.pos == start+1 {
		if t := p.toks[start]; strings.HasPrefix(t, "'") || strings.HasPrefix(t, `"`) {
			n.str = t[1 : len(t)-1]
		} else if isIdent(t) {
			n.ident = t
		}
	}
	return n
}

func isIdent(s string) bool {
	for i, r := range s {
		if !(unicode.IsLetter(r) || r == '_' || r == '$' || (i > 0 && unicode.IsDigit(r))) {
			return false
		}
	}
	return s != ""
}

// tokenize splits TypeScript into identifiers, string literals (quotes kept), "..." and
// single punctuation characters, dropping comments and template literals' contents.
func tokenize(src string) []string {
	var toks []string
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return toks
			}
			i += end + 4
		case strings.HasPrefix(src[i:], "..."):
			toks = append(toks, "...")
			i += 3
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			toks = append(toks, src[i:min(j+1, len(src))])
			i = j + 1
		case c == '`':
			// A template literal is one opaque token; its ${...} hold no routes.
			j, depth := i+1, 0
			for j < len(src) && (src[j] != '`' || depth > 0) {
				switch {
				case src[j] == '\\':
					j++
				case strings.HasPrefix(src[j:], "${"):
					depth++
					j++
				case src[j] == '}' && depth > 0:
					depth--
				}
				j++
			}
			toks = append(toks, "`template`")
			i = j + 1
		case c == '_' || c == '$' || unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)):
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '$' || unicode.IsLetter(rune(src[j])) || unicode.IsDigit(rune(src[j]))) {
				j++
			}
			toks = append(toks, src[i:j])
			i = j
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}
