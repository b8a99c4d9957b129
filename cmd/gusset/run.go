package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"runtime/debug"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/demo"
	"github.com/gusset/gusset/internal/metrics"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/tracing"
	"github.com/gusset/gusset/internal/web"
)

const usage = `usage: gusset <command> [flags]

commands:
  serve                      serve the site (the default command)
  migrate                    apply database migrations
  admin create --username U  create a staff user (password from a prompt or --password-stdin)
  admin passwd --username U  change a staff user's password and sign them out everywhere
  demo                       load demo content (jobs, posts, galleries, portfolio, clients) into an empty site
  backup --out FILE          write the database (one consistent snapshot) and every stored file into FILE while the site serves
  restore FILE               restore such an archive into an empty database and bucket (DATABASE_URL, BLOB_URL)
  media reprocess            make the web variants of images that have none yet (resumable)

serve flags: --addr, --data-dir, --demo (load demo content first when the site is empty)
`

// run is the whole program; main only supplies the process's environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	cmd, rest := "serve", []string{}
	if len(args) > 1 {
		cmd, rest = args[1], args[2:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, cfg, rest, stderr, nil)
	case "migrate":
		return migrate(ctx, cfg, rest, stderr)
	case "admin":
		return admin(ctx, cfg, rest, stdin, stdout, stderr)
	case "demo":
		return loadDemo(ctx, cfg, rest, stdout, stderr)
	case "backup":
		return backupCmd(ctx, cfg, rest, stdout, stderr)
	case "restore":
		return restoreCmd(ctx, cfg, rest, stdout, stderr)
	case "media":
		return mediaCmd(ctx, cfg, rest, stdout, stderr)
	case "help", "-h", "--help":
		_, err := io.WriteString(stdout, usage)
		return err
	default:
		// "gusset --addr :9000" is serve with flags.
		if len(cmd) > 0 && cmd[0] == '-' {
			return serve(ctx, cfg, args[1:], stderr, nil)
		}
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}

func serve(ctx context.Context, cfg config, args []string, stderr io.Writer, ready func(net.Addr)) (err error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "listen address (env PORT sets the port)")
	withDemo := fs.Bool("demo", false, "load demo content first when the site is empty")
	if err := cfg.parseFlags(fs, args); err != nil {
		return err
	}
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	svcs := a.Services
	if cfg.AdminUsername != "" || cfg.AdminPassword != "" {
		created, err := svcs.Auth.EnsureUser(ctx, cfg.AdminUsername, cfg.AdminPassword)
		if err != nil {
			return fmt.Errorf("ADMIN_USERNAME/ADMIN_PASSWORD: %w", err)
		}
		if created {
			log.Info("created staff user from ADMIN_USERNAME", "username", auth.NormalizeUsername(cfg.AdminUsername))
		}
	}
	if *withDemo {
		if _, err := demo.Load(ctx, svcs); err != nil {
			return fmt.Errorf("demo content: %w", err)
		}
	}
	go svcs.Files.RunJanitor(ctx, 10*time.Minute, cfg.UnclaimedUploadTTL)
	stopWorkers, err := a.StartWorkers(ctx, queue.Options{RescueAfter: cfg.QueueRescueAfter, MediaWorkers: cfg.ImageWorkers})
	if err != nil {
		return fmt.Errorf("job queue: %w", err)
	}
	defer func() {
		// Running jobs get a moment to finish; River retries any that do not.
		stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if err := stopWorkers(stopCtx); err != nil {
			log.Warn("stopping the job queue", "err", err)
		}
	}()
	if !svcs.Outbox.Sending() {
		log.Info("no SMTP_URL: outgoing mail is written to this log and the back office's Outbox, not sent")
	}

	deps := server.Deps{Pool: a.Pool, Bucket: a.Bucket, Services: svcs, Log: log, App: web.App(), PageAssets: web.PageAssets(), SiteURL: cfg.SiteURL, TrustedProxies: cfg.TrustedProxies}
	if renderer, err := render.New(render.Config{Script: web.RenderScript(), Engines: cfg.RenderEngines, Deadline: cfg.RenderDeadline, Log: log}); err != nil {
		log.Warn("public pages are drawn in the browser only", "err", err)
	} else {
		deps.Renderer = renderer
		// The engines load the bundle off the request path (about 0.1 s each).
		go func() {
			if err := renderer.Warm(); err != nil {
				log.Error("preparing the page renderer", "err", err)
			}
		}()
	}
	tp, stopTracing, err := tracing.Start(ctx, cfg.Tracing)
	if err != nil {
		return err
	}
	if tp != nil {
		deps.Tracing = tp
		log.Info("tracing: exporting spans over OTLP/HTTP", "endpoint", cfg.Tracing.TracesURL, "service", cfg.Tracing.ServiceName)
		defer func() {
			// Runs after the listener has drained: the last requests' spans are flushed.
			flushCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			if err := stopTracing(flushCtx); err != nil {
				log.Warn("flushing traces", "err", err)
			}
		}()
	}
	if cfg.PublicCacheMB > 0 {
		deps.Cache = pubcache.New(int64(cfg.PublicCacheMB) << 20)
		go deps.Cache.Listen(ctx, a.Pool, log)
	}
	var metricsErr error
	if cfg.MetricsAddr != "" {
		// Bound before the site serves: a bad or taken METRICS_ADDR stops the start with
		// an error (and a non-zero exit) instead of a site nobody can watch.
		ln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			return fmt.Errorf("METRICS_ADDR: %w", err)
		}
		// Metrics are served on their own listener only, never on the public port.
		deps.Metrics = metrics.New()
		deps.Metrics.WatchDatabase(a.Pool)
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		metricsDone := make(chan struct{})
		defer func() {
			cancel()
			<-metricsDone
			if metricsErr != nil && err == nil {
				err = metricsErr
			}
		}()
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", deps.Metrics.Handler())
		// Profiles on the same private listener: how an operator finds where the time goes.
		mux.HandleFunc("GET /debug/pprof/", pprof.Index)
		mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
		mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
		go func() {
			defer close(metricsDone)
			if err := server.ServeListener(ctx, ln, mux, log.With("listener", "metrics"), nil, cfg.ShutdownGrace); err != nil {
				metricsErr = fmt.Errorf("metrics listener (METRICS_ADDR): %w", err)
				cancel() // the site stops too, and serve reports why
			}
		}()
	}
	if deps.Cache != nil && deps.Renderer != nil {
		deps.Warmup = &server.Warmup{}
	}
	h := server.Handler(deps)
	if deps.Warmup != nil {
		go func() {
			deps.Warmup.Run(ctx, h, deps.Cache, svcs.Analytics)
			// The line /readyz's "pages" turns ok with: what a test or an operator waits for.
			log.Info("page cache warmed", "pages", len(deps.Warmup.Drawn()))
		}()
	}
	// The start-up's garbage (migrations, the render bundle's compilation, the app's files
	// compressed) goes back to the system now, not minutes later by the scavenger: about
	// 40 MiB of an idle process's RSS.
	debug.FreeOSMemory()
	return server.Serve(ctx, cfg.Addr, h, log, ready, cfg.ShutdownGrace)
}

func migrate(ctx context.Context, cfg config, args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	if err := cfg.parseFlags(fs, args); err != nil {
		return err
	}
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	closeApp(a, log)
	return nil
}

// closeApp closes a once a command is done, logging a failure: the command's own error
// is the one to return.
func closeApp(a *app.App, log *slog.Logger) {
	if err := a.Close(); err != nil {
		log.Error("closing storage", "err", err)
	}
}

// loadDemo fills an empty site with demo content through the domain services.
func loadDemo(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	if err := cfg.parseFlags(fs, args); err != nil {
		return err
	}
	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	loaded, err := demo.Load(ctx, a.Services)
	if err != nil {
		return err
	}
	if !loaded {
		_, err = fmt.Fprintln(stdout, "the site already has content: demo content not loaded")
		return err
	}
	_, err = fmt.Fprintln(stdout, "demo content loaded: 4 jobs, 3 blog posts, 7 gallery projects, 2 portfolio PDFs, clients and credentials on /our-firm")
	return err
}
