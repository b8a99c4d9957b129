package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media/mediatest"
	"github.com/gusset/gusset/internal/pgtest"
)

func TestMediaReprocessMakesMissingVariantsAndResumes(t *testing.T) {
	ctx := context.Background()
	vars := map[string]string{"DATABASE_URL": pgtest.NewURL(t), "DATA_DIR": t.TempDir(), "LOG_LEVEL": "error"}
	cfg, err := loadConfig(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	a, err := app.Open(ctx, cfg.App, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	q := sqlc.New(a.Pool)
	for _, pic := range [][]byte{mediatest.JPEG(mediatest.Picture(900, 600), 6), mediatest.PNG(mediatest.Picture(400, 300), 1)} {
		f, err := a.Services.Files.Upload(ctx, files.KindGallery, "before.jpg", bytes.NewReader(pic))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: f.ID, Kind: "gallery"}); err != nil {
			t.Fatal(err)
		}
	}
	// As uploaded before variants existed: no processing state, no job.
	if _, err := a.Pool.Exec(ctx, "DELETE FROM image_states; DELETE FROM river_job"); err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name string
		want []string
	}{
		{"the first run processes every image with its progress", []string{"1/2 gallery/", "2/2 gallery/", "reprocessed 2 images, 0 failed"}},
		{"a second run finds nothing left to do", []string{"reprocessed 0 images, 0 failed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if err := run(ctx, []string{"gusset", "media", "reprocess"}, env(vars), strings.NewReader(""), &stdout, &stderr); err != nil {
				t.Fatalf("run error = %v (stderr %s)", err, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stdout.String(), w) {
					t.Errorf("stdout = %q, want it to contain %q", stdout.String(), w)
				}
			}
		})
	}

	var stdout, stderr bytes.Buffer
	err = run(ctx, []string{"gusset", "media", "frobnicate"}, env(vars), strings.NewReader(""), &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "want reprocess") {
		t.Errorf("got %v for an unknown media subcommand, want a usage error", err)
	}
}
