package main

import (
	"crypto/rand"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/files"
)

// config is everything Gusset reads from its environment and flags; README.md lists
// each with its default.
type config struct {
	Addr          string
	AdminUsername string
	AdminPassword string
	LogLevel      slog.Level
	// App holds the storage settings (DATA_DIR, DATABASE_URL, PG_BINDIR, BLOB_URL) and the
	// services' tuning.
	App app.Config
	// UnclaimedUploadTTL is how long an upload waits to be claimed before removal.
	UnclaimedUploadTTL time.Duration
}

// flags registers the flags shared by the commands that touch storage.
func (c *config) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.App.DataDir, "data-dir", c.App.DataDir, "folder for the embedded database and files (env DATA_DIR)")
}

func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Addr:          ":" + or(getenv("PORT"), "8080"),
		AdminUsername: getenv("ADMIN_USERNAME"),
		AdminPassword: getenv("ADMIN_PASSWORD"),
		App: app.Config{
			DataDir:     or(getenv("DATA_DIR"), "var"),
			DatabaseURL: getenv("DATABASE_URL"),
			BlobURL:     getenv("BLOB_URL"),
			PGBinDir:    getenv("PG_BINDIR"),
			Auth:        auth.DefaultConfig,
			Uploads:     files.DefaultRules(),
		},
		UnclaimedUploadTTL: time.Hour,
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
	a := &c.App.Auth
	duration("SESSION_TTL", &a.SessionTTL)
	duration("LOGIN_LOCKOUT", &a.Lockout)
	a.FailureWindow = a.Lockout
	count("LOGIN_MAX_FAILURES_PER_USER", &a.MaxFailuresPerUser)
	count("LOGIN_MAX_FAILURES_PER_ADDR", &a.MaxFailuresPerAddr)
	duration("UPLOAD_CLAIM_TTL", &c.UnclaimedUploadTTL)
	duration("PRIVATE_LINK_TTL", &c.App.PrivateLinkTTL)
	for kind, rule := range c.App.Uploads {
		name := "UPLOAD_MAX_MB_" + strings.ToUpper(string(kind))
		mbs := int(rule.MaxBytes >> 20)
		count(name, &mbs)
		rule.MaxBytes = int64(mbs) << 20
		c.App.Uploads[kind] = rule
	}
	c.App.FileSecret = []byte(getenv("FILE_URL_SECRET"))
	if len(c.App.FileSecret) == 0 {
		// Links signed by an earlier process stop working after a restart; they are
		// short-lived anyway.
		c.App.FileSecret = make([]byte, 32)
		if _, err := rand.Read(c.App.FileSecret); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return c, errs[0]
	}
	return c, nil
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
