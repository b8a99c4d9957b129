package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/files"
)

// mediaCmd is `gusset media reprocess`: the variants of images uploaded before they
// existed (or whose processing failed), made in this process one image at a time.
func mediaCmd(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "reprocess" {
		fmt.Fprint(stderr, usage)
		return errors.New("media: want reprocess")
	}
	fs := flag.NewFlagSet("media reprocess", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	if err := cfg.parseFlags(fs, args[1:]); err != nil {
		return err
	}
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	failed := 0
	done, err := a.Services.Media.Reprocess(ctx, func(n, total int64, f files.File, err error) {
		status := "ok"
		if err != nil {
			status = "failed: " + err.Error()
			failed++
		}
		fmt.Fprintf(stdout, "%d/%d %s (%s) %s\n", n, total, f.Key, f.Name, status)
	})
	if err != nil {
		return fmt.Errorf("media reprocess: stopped after %d images (run it again to resume): %w", done, err)
	}
	_, err = fmt.Fprintf(stdout, "reprocessed %d images, %d failed\n", done, failed)
	return err
}
