package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"time"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blobstore"
)

// config is everything Gusset reads from its environment and flags; README.md lists
// each with its default.
type config struct {
	Addr          string
	DataDir       string
	DatabaseURL   string
	BlobURL       string
	PGBinDir      string
	AdminUsername string
	AdminPassword string
	LogLevel      slog.Level
	Auth          auth.Config
}

// flags registers the flags shared by the commands that touch storage.
func (c *config) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "folder for the embedded database and files (env DATA_DIR)")
}

func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Addr:          ":" + or(getenv("PORT"), "8080"),
		DataDir:       or(getenv("DATA_DIR"), "var"),
		DatabaseURL:   getenv("DATABASE_URL"),
		BlobURL:       getenv("BLOB_URL"),
		PGBinDir:      getenv("PG_BINDIR"),
		AdminUsername: getenv("ADMIN_USERNAME"),
		AdminPassword: getenv("ADMIN_PASSWORD"),
		Auth:          auth.DefaultConfig,
	}
	if err := c.LogLevel.UnmarshalText([]byte(or(getenv("LOG_LEVEL"), "info"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	var errs []error
	duration := func(name string, dst *time.Duration) {
		if v := getenv(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				errs = append(errs, fmt.Errorf("%s: want a positive duration such as 15m, got %q", name, v))
			}
			*dst = d
		}
	}
	count := func(name string, dst *int) {
		if v := getenv(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				errs = append(errs, fmt.Errorf("%s: want a positive whole number, got %q", name, v))
			}
			*dst = n
		}
	}
	duration("SESSION_TTL", &c.Auth.SessionTTL)
	duration("LOGIN_LOCKOUT", &c.Auth.Lockout)
	c.Auth.FailureWindow = c.Auth.Lockout
	count("LOGIN_MAX_FAILURES_PER_USER", &c.Auth.MaxFailuresPerUser)
	count("LOGIN_MAX_FAILURES_PER_ADDR", &c.Auth.MaxFailuresPerAddr)
	if len(errs) > 0 {
		return c, errs[0]
	}
	return c, nil
}

// blobURL is BLOB_URL, or a folder bucket in the data folder.
func (c config) blobURL() (string, error) {
	if c.BlobURL != "" {
		return c.BlobURL, nil
	}
	return blobstore.FileURL(filepath.Join(c.DataDir, "blobs"))
}

func (c config) logger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: c.LogLevel}))
}

func or(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}
