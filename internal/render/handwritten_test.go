package render_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Page markup has one source, the app's components: Go writes none of it. A class
// attribute in Go outside tests and generated code is the sign of a component copied into
// a template (as internal/seo's body templates once were), which drifts from the app.
func TestNoPageMarkupIsWrittenInGo(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, dir := range []string{"cmd", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(src), "\n") {
				if strings.Contains(line, `class="`) || strings.Contains(line, `class=\"`) || strings.Contains(line, "className") {
					t.Errorf("%s:%d writes page markup by hand: %s", path, i+1, strings.TrimSpace(line))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
