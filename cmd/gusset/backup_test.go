package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/pgtest"
)

func TestBackupAndRestoreCommands(t *testing.T) {
	ctx := context.Background()
	source := map[string]string{"DATABASE_URL": pgtest.NewURL(t), "DATA_DIR": t.TempDir(), "LOG_LEVEL": "error"}
	target := map[string]string{"DATABASE_URL": pgtest.NewURL(t), "DATA_DIR": t.TempDir(), "LOG_LEVEL": "error"}
	archive := filepath.Join(t.TempDir(), "site.tar.gz")
	steps := []struct {
		name    string
		vars    map[string]string
		args    []string
		wantOut string
		wantErr string
	}{
		{"the source gets content", source, []string{"demo"}, "", ""},
		{"backup without --out fails", source, []string{"backup"}, "", "--out FILE is required"},
		{"backup writes the archive and says what is in it", source, []string{"backup", "--out", archive}, "objects", ""},
		{"restore without a file fails", target, []string{"restore"}, "", "name one archive"},
		{"restore fills the empty target", target, []string{"restore", archive}, "restored " + archive, ""},
		{"a second restore refuses the target, now with content", target, []string{"restore", archive}, "", "not empty"},
		{"the restored site has the demo content", target, []string{"demo"}, "already has content", ""},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(ctx, append([]string{"gusset"}, s.args...), env(s.vars), strings.NewReader(""), &stdout, &stderr)
			if s.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), s.wantErr) {
					t.Fatalf("run error = %v, want it to contain %q", err, s.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("run error = %v (stderr %s)", err, stderr.String())
			}
			if !strings.Contains(stdout.String(), s.wantOut) {
				t.Errorf("stdout = %q, want it to contain %q", stdout.String(), s.wantOut)
			}
		})
	}
	leftovers, _ := filepath.Glob(archive + ".partial-*")
	if len(leftovers) > 0 {
		t.Errorf("partial archives left behind: %v", leftovers)
	}
	if _, err := os.Stat(archive); err != nil {
		t.Errorf("archive: %v", err)
	}
}
