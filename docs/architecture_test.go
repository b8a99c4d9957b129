// Package docs holds the project's documentation; its test keeps architecture.md true to
// the code: the packages table names every package under internal/, and the handler chain
// lists server.Handler's middleware in its order.
package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section is the text of architecture.md from the line that starts with from to the next
// blank line after it.
func section(t *testing.T, doc, from string) string {
	t.Helper()
	i := strings.Index(doc, from)
	if i < 0 {
		t.Fatalf("got no %q in architecture.md, want the section there", from)
	}
	rest := doc[i:]
	if j := strings.Index(rest, "\n\n"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// goPackages are the directories under internal/ that hold Go files (test data aside).
func goPackages(t *testing.T) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir("../internal", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			dir := filepath.ToSlash(strings.TrimPrefix(filepath.Dir(path), "../"))
			if !slices.Contains(dirs, dir) {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

func TestThePackagesTableNamesEveryPackage(t *testing.T) {
	table := section(t, read(t, "architecture.md"), "| Layer | Packages |")
	named := map[string]bool{}
	var patterns []*regexp.Regexp
	for _, m := range regexp.MustCompile("`(internal/[a-z0-9/<>]+)`").FindAllStringSubmatch(table, -1) {
		if name := m[1]; strings.Contains(name, "<") {
			// internal/<domain>/<domain>pg: any store beside its domain.
			patterns = append(patterns, regexp.MustCompile("^"+strings.ReplaceAll(regexp.QuoteMeta(name), "<domain>", `([a-z]+)`)+"$"))
		} else {
			named[name] = true
		}
	}
	pkgs := goPackages(t)
	if len(pkgs) < 50 {
		t.Fatalf("got %d packages under internal/, want the tree's (run from docs/)", len(pkgs))
	}
	for _, pkg := range pkgs {
		if named[pkg] {
			continue
		}
		matched := false
		for _, p := range patterns {
			if m := p.FindStringSubmatch(pkg); m != nil && m[1] == m[2] {
				matched = true
			}
		}
		if !matched {
			t.Errorf("got %s missing from architecture.md's packages table, want a row naming it", pkg)
		}
	}
	for name := range named {
		if !slices.Contains(pkgs, name) {
			t.Errorf("got %s in architecture.md's packages table, want only packages that exist", name)
		}
	}
}

func TestTheHandlerChainIsTheCodes(t *testing.T) {
	var want []string
	for _, line := range strings.Split(section(t, read(t, "architecture.md"), "```\nrequest\n"), "\n") {
		if strings.HasPrefix(line, "  ▼") {
			break // the mux and what it routes to
		}
		if step, ok := strings.CutPrefix(line, "  │ "); ok {
			name := strings.Fields(step)[0]
			want = append(want, name[strings.LastIndexByte(name, '.')+1:])
		}
	}
	got := chain(t, "../internal/server/server.go", "Handler")
	if !slices.Equal(got, want) {
		t.Errorf("got the chain %v in server.Handler, want %v as architecture.md draws it", got, want)
	}
}

// chain is the middleware fn's return statement wraps, outermost first: each call's last
// argument that is a call or a local variable is what it wraps; a variable is followed
// back through its assignments, the newest first.
func chain(t *testing.T, file, fn string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var body *ast.BlockStmt
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == fn {
			body = fd.Body
		}
	}
	if body == nil {
		t.Fatalf("got no func %s in %s", fn, file)
	}
	// Every expression assigned to each local variable, in source order.
	assigned := map[string][]ast.Expr{}
	var ret ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && len(n.Rhs) == 1 {
					if i == 0 {
						assigned[id.Name] = append(assigned[id.Name], n.Rhs[0])
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if i < len(n.Values) {
					assigned[id.Name] = append(assigned[id.Name], n.Values[i])
				}
			}
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				ret = n.Results[0]
			}
		}
		return true
	})
	var names []string
	used := map[string]int{}
	for e := ret; e != nil; {
		switch x := e.(type) {
		case *ast.Ident:
			seen := used[x.Name]
			list := assigned[x.Name]
			if seen >= len(list) {
				return names
			}
			used[x.Name]++
			e = list[len(list)-1-seen]
		case *ast.CallExpr:
			if len(x.Args) == 0 {
				return names // the mux itself
			}
			switch f := x.Fun.(type) {
			case *ast.Ident:
				names = append(names, f.Name)
			case *ast.SelectorExpr:
				names = append(names, f.Sel.Name)
			}
			e = nil
			for i := len(x.Args) - 1; i >= 0; i-- {
				if _, ok := x.Args[i].(*ast.CallExpr); ok {
					e = x.Args[i]
					break
				}
				if id, ok := x.Args[i].(*ast.Ident); ok && len(assigned[id.Name]) > 0 {
					e = x.Args[i]
					break
				}
			}
		default:
			return names
		}
	}
	return names
}
