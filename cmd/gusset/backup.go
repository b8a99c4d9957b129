package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/backup"
)

// backupCmd writes the site (database snapshot and every stored object) into one archive
// while the site keeps serving. The archive appears under its name only once complete.
func backupCmd(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	out := fs.String("out", "", "archive to write (required), e.g. gusset-2026-11-25.tar.gz")
	if err := cfg.parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("backup: --out FILE is required")
	}
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	tmp, err := os.CreateTemp(filepath.Dir(*out), filepath.Base(*out)+".partial-*")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer os.Remove(tmp.Name())
	sum, err := backup.Write(ctx, a.Pool, a.Bucket, tmp, progressTo(stderr))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), *out); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(stdout, "backup %s: schema version %d, %d tables, %d rows, %d objects (%d bytes)\n",
		*out, sum.SchemaVersion, sum.Tables, sum.Rows, sum.Objects, sum.ObjectBytes)
	for _, key := range sum.Missing {
		fmt.Fprintf(stdout, "  object %s was deleted during the backup (with its rows) and is not in it\n", key)
	}
	return nil
}

// restoreCmd reads an archive into the configured database and bucket, which must be empty.
func restoreCmd(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	if err := cfg.parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("restore: name one archive: gusset restore FILE")
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer f.Close()
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	sum, err := backup.Restore(ctx, a.Pool, a.Bucket, f, progressTo(stderr))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "restored %s: schema version %d, %d tables, %d rows, %d objects (%d bytes)\n",
		fs.Arg(0), sum.SchemaVersion, sum.Tables, sum.Rows, sum.Objects, sum.ObjectBytes)
	return nil
}

// progressTo prints each table, and every hundredth object, as it is done.
func progressTo(w io.Writer) backup.Progress {
	objects := 0
	return func(kind, name string) {
		switch kind {
		case "table":
			fmt.Fprintf(w, "table %s\n", name)
		case "object":
			if objects++; objects%100 == 0 {
				fmt.Fprintf(w, "%d objects\n", objects)
			}
		}
	}
}
