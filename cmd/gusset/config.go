package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/site"
	"github.com/gusset/gusset/internal/tracing"
)

// config is everything Gusset reads from its environment and flags; docs/configuration.md lists
// each with its default.
type config struct {
	Addr          string
	AdminUsername string
	AdminPassword string
	LogLevel      slog.Level
	// SiteURL is the public origin, e.g. https://www.example.com.
	SiteURL string
	// App holds the storage settings (DATA_DIR, DATABASE_URL, PG_BINDIR, BLOB_URL) and the
	// services' tuning.
	App app.Config
	// UnclaimedUploadTTL is how long an upload waits to be claimed before removal.
	UnclaimedUploadTTL time.Duration
	// ShutdownGrace is how long SIGTERM waits for requests in flight (SHUTDOWN_GRACE).
	ShutdownGrace time.Duration
	// MetricsAddr is where /metrics is served (METRICS_ADDR); empty serves none.
	MetricsAddr string
	// TrustedProxies are the load balancers whose X-Forwarded-For is believed
	// (TRUSTED_PROXIES).
	TrustedProxies clientaddr.Proxies
	// QueueRescueAfter is how long a job may run before another process takes it for one
	// whose process died (QUEUE_RESCUE_AFTER).
	QueueRescueAfter time.Duration
	// PublicCacheMB is the memory for cached public answers (PUBLIC_CACHE_MB); 0 is none.
	PublicCacheMB int
	// ImageWorkers is how many images this process turns into variants at once
	// (IMAGE_WORKERS, default 1): each takes up to ~4 bytes per pixel of the original.
	ImageWorkers int
	// RenderEngines is how many pages the server may draw at once (RENDER_ENGINES; 0, the
	// default, means one per core); each engine holds the app's bundle, ~10 MiB.
	RenderEngines int
	// RenderDeadline bounds one page's drawing (RENDER_DEADLINE; default 5s): then 503.
	RenderDeadline time.Duration
	// Tracing is the OTLP/HTTP trace exporter (OTEL_EXPORTER_OTLP_ENDPOINT,
	// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SERVICE_NAME); unset exports nothing.
	Tracing tracing.Config
}

// flags registers the flags shared by the commands that touch storage.
func (c *config) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.App.DataDir, "data-dir", c.App.DataDir, "folder for the embedded database and files (env DATA_DIR)")
}

// parseFlags parses args into the flags registered on fs and checks the data folder: Go's
// flag package takes whatever word follows --data-dir, so `serve --data-dir --demo` would
// otherwise create a database in a folder named "--demo".
func (c *config) parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	return checkDataDir("--data-dir", c.App.DataDir)
}

// checkDataDir refuses an empty folder name or one that looks like a flag; a folder that
// really starts with "-" can still be named as ./-name.
func checkDataDir(source, dir string) error {
	if dir != "" && !strings.HasPrefix(dir, "-") {
		return nil
	}
	hint := ""
	if source == "--data-dir" && dir != "" {
		// The usual slip: the folder was left out and the next flag took its place.
		hint = fmt.Sprintf(" (did you mean --data-dir DIR %s?)", dir)
	}
	return fmt.Errorf("%s needs a folder; got %q%s", source, dir, hint)
}

func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Addr:          ":" + or(getenv("PORT"), "8080"),
		AdminUsername: getenv("ADMIN_USERNAME"),
		AdminPassword: getenv("ADMIN_PASSWORD"),
		SiteURL:       strings.TrimSuffix(or(getenv("SITE_URL"), "http://localhost:8080"), "/"),
		App: app.Config{
			DataDir:     or(getenv("DATA_DIR"), "var"),
			DatabaseURL: getenv("DATABASE_URL"),
			BlobURL:     getenv("BLOB_URL"),
			PGBinDir:    getenv("PG_BINDIR"),
			Auth:        auth.DefaultConfig,
			Uploads:     files.DefaultRules(),
		},
		UnclaimedUploadTTL: time.Hour,
		PublicCacheMB:      32,
	}
	// An empty DATA_DIR means the default, as with every variable here; only a value that
	// looks like a flag is refused.
	if err := checkDataDir("DATA_DIR", c.App.DataDir); err != nil {
		return c, err
	}
	if err := c.LogLevel.UnmarshalText([]byte(or(getenv("LOG_LEVEL"), "info"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	var errs []error
	if u, err := url.Parse(c.SiteURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		errs = append(errs, fmt.Errorf("SITE_URL: want the public origin such as https://www.example.com, got %q", c.SiteURL))
	}
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
	count("LOGIN_MAX_FAILURES_PER_ACCOUNT", &a.MaxFailuresPerAccount)
	duration("LOGIN_MAX_LOCKOUT", &a.MaxLockout)
	if v := getenv("STAFF_REQUIRE_2FA"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("STAFF_REQUIRE_2FA: want true or false, got %q", v))
		}
		a.RequireTotp = b
	}
	duration("UPLOAD_CLAIM_TTL", &c.UnclaimedUploadTTL)
	c.App.Resumable = resumable.DefaultConfig()
	for name, dst := range map[string]*int64{
		"UPLOAD_MAX_FILE": &c.App.Resumable.MaxFile, "UPLOAD_MAX_REQUEST": &c.App.Resumable.MaxRequest,
		"UPLOAD_MAX_PENDING":  &c.App.Resumable.MaxPending,
		"UPLOAD_DAILY_BUDGET": &c.App.Resumable.DailyBudget,
	} {
		if v := getenv(name); v != "" {
			n, err := parseSize(v)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: want a size such as 5GiB or 500MiB, got %q", name, v))
			}
			*dst = n
		}
	}
	c.App.Resumable.ClaimTTL = c.UnclaimedUploadTTL
	duration("QUEUE_RESCUE_AFTER", &c.QueueRescueAfter)
	if v := getenv("PUBLIC_CACHE_MB"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			errs = append(errs, fmt.Errorf("PUBLIC_CACHE_MB: want a whole number of megabytes (0 turns the cache off), got %q", v))
		}
		c.PublicCacheMB = n
	}
	c.ShutdownGrace = server.DefaultShutdownGrace
	duration("SHUTDOWN_GRACE", &c.ShutdownGrace)
	duration("PRIVATE_LINK_TTL", &c.App.PrivateLinkTTL)
	megapixels := 0
	count("IMAGE_MAX_MEGAPIXELS", &megapixels)
	c.App.MaxImagePixels = megapixels * 1_000_000
	count("IMAGE_WORKERS", &c.ImageWorkers)
	count("RENDER_ENGINES", &c.RenderEngines)
	duration("RENDER_DEADLINE", &c.RenderDeadline)
	count("ANALYTICS_RETENTION_DAYS", &c.App.Analytics.RetentionDays)
	count("ANALYTICS_NETWORK_CAP", &c.App.Analytics.NetworkCap)
	reviewerDays := 0
	count("REVIEWER_ACCESS_DAYS", &reviewerDays)
	c.App.ReviewerAccess = time.Duration(reviewerDays) * 24 * time.Hour
	for kind, rule := range c.App.Uploads {
		name := "UPLOAD_MAX_MB_" + strings.ToUpper(string(kind))
		mbs := int(rule.MaxBytes >> 20)
		count(name, &mbs)
		rule.MaxBytes = int64(mbs) << 20
		c.App.Uploads[kind] = rule
	}
	c.App.SMTPURL = getenv("SMTP_URL")
	// The site settings of the first start: the built-in defaults, under the settings
	// file, under MAIL_SALES and MAIL_HR. After the first start staff edit them, and the
	// mail goes where the settings say (docs/site-config.md).
	seed := site.Defaults()
	if path := getenv("SITE_SETTINGS_FILE"); path != "" {
		data, err := os.ReadFile(path)
		if err == nil {
			seed, err = site.Parse(seed, data)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("SITE_SETTINGS_FILE: %w", err))
		}
	}
	seed.Emails.Sales = or(getenv("MAIL_SALES"), seed.Emails.Sales)
	seed.Emails.HR = or(getenv("MAIL_HR"), seed.Emails.HR)
	c.App.SiteSeed = &seed
	c.App.Mail = mail.Config{SiteURL: c.SiteURL, Company: seed.Company, Sales: seed.Emails.Sales, HR: seed.Emails.HR}
	c.App.Mail.From = or(getenv("MAIL_FROM"), fmt.Sprintf("%s <no-reply@%s>", seed.Company, siteHost(c.SiteURL)))
	for name, addr := range map[string]string{"MAIL_FROM": c.App.Mail.From, "MAIL_SALES": c.App.Mail.Sales, "MAIL_HR": c.App.Mail.HR} {
		if err := (mail.Message{To: addr}).Check(); err != nil {
			errs = append(errs, fmt.Errorf("%s: want one e-mail address, got %q", name, addr))
		}
	}
	c.MetricsAddr = getenv("METRICS_ADDR")
	c.Tracing = tracing.ConfigFromEnv(getenv)
	if c.Tracing.Enabled() {
		if u, err := url.Parse(c.Tracing.TracesURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, fmt.Errorf("OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: want a URL such as http://collector:4318, got %q", c.Tracing.TracesURL))
		}
	}
	if p, err := clientaddr.ParseProxies(getenv("TRUSTED_PROXIES")); err != nil {
		errs = append(errs, fmt.Errorf("TRUSTED_PROXIES: %w", err))
	} else {
		c.TrustedProxies = p
	}
	// Empty: the database keeps one, generated by the first process (app.Open).
	c.App.FileSecret = []byte(getenv("FILE_URL_SECRET"))
	switch v := getenv("FORM_RATE_LIMIT"); v {
	case "", "on":
	case "off":
		c.App.RateLimits = map[abuse.Action]abuse.Limit{}
	default:
		errs = append(errs, fmt.Errorf("FORM_RATE_LIMIT: want on or off, got %q", v))
	}
	switch v := getenv("FORM_CHALLENGE"); v {
	case "", "on":
		c.App.ChallengeFromSecret = true
	case "off":
	default:
		errs = append(errs, fmt.Errorf("FORM_CHALLENGE: want on or off, got %q", v))
	}
	if clock, err := drawingClock(getenv("DRAWING_CLOCK_OFFSET")); err != nil {
		errs = append(errs, err)
	} else {
		c.App.DrawingClock = clock
	}
	if len(errs) > 0 {
		return c, errs[0]
	}
	return c, nil
}

func (c config) logger(w io.Writer) *slog.Logger {
	return slog.New(requestid.NewHandler(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: c.LogLevel})))
}

// parseSize reads a size in bytes with an optional binary unit (KiB, MiB, GiB, TiB).
func parseSize(v string) (int64, error) {
	v = strings.TrimSpace(v)
	mult := int64(1)
	for i, unit := range []string{"KiB", "MiB", "GiB", "TiB"} {
		if strings.HasSuffix(v, unit) {
			v, mult = strings.TrimSpace(strings.TrimSuffix(v, unit)), int64(1)<<(10*(i+1))
			break
		}
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 1 || n > (1<<62)/mult {
		return 0, fmt.Errorf("bad size %q", v)
	}
	return n * mult, nil
}

func or(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}

// siteHost is SITE_URL's host name, the default sender's domain ("localhost" for the
// local default: mail servers accept it from a test catcher, and a real deployment sets
// SITE_URL or MAIL_FROM).
func siteHost(siteURL string) string {
	if u, err := url.Parse(siteURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "localhost"
}
