package app

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"path/filepath"
	"slices"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pgcluster"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/resumable/tuslock"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/site"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/webapp"
)

// App is an opened Gusset: the migrated database, the bucket, and the services over them.
type App struct {
	Pool     *pgxpool.Pool
	Bucket   *blob.Bucket
	Services Services
	// Queue inserts jobs; StartWorkers works them.
	Queue *queue.Client
	log   *slog.Logger
	// closers undo what Open did, in the order it did it.
	closers []func() error
}

// Open brings up storage, then the bucket, then the services: it connects to
// cfg.DatabaseURL (or starts the embedded cluster and creates its database), applies the
// migrations, and opens the bucket. Close releases what it opened.
func Open(ctx context.Context, cfg Config, log *slog.Logger) (_ *App, err error) {
	a := &App{}
	defer func() {
		if err != nil {
			if cerr := a.Close(); cerr != nil {
				log.Error("closing after a failed start", "err", cerr)
			}
		}
	}()
	if a.Pool = cfg.Pool; a.Pool == nil {
		if err := a.openDatabase(ctx, cfg, log); err != nil {
			return nil, err
		}
	}
	blobURL := cfg.BlobURL
	if blobURL == "" {
		if blobURL, err = blobstore.FileURL(filepath.Join(cfg.DataDir, "blobs")); err != nil {
			return nil, err
		}
	}
	cfg.BlobURL = blobURL // the resumable uploads' storage opens the same bucket
	if a.Bucket, err = blobstore.Open(ctx, blobURL); err != nil {
		return nil, err
	}
	a.closers = append(a.closers, a.Bucket.Close)
	a.log = log
	if a.Queue, err = queue.NewInserter(a.Pool, log); err != nil {
		return nil, err
	}
	if len(cfg.FileSecret) == 0 {
		if cfg.FileSecret, err = database.SharedSecret(ctx, a.Pool, "file_url_secret", 32); err != nil {
			return nil, err
		}
	}
	if cfg.ChallengeFromSecret && cfg.ChallengeKey == nil {
		// Derived, so processes that share the file secret verify each other's challenges.
		cfg.ChallengeKey = derivedKey(cfg.FileSecret, "gusset form challenge")
	}
	// PDFium starts at the first preview a worker makes or the first comparison of drawing
	// revisions (drawn in its request, a turn at a time: docs/submittals.md).
	pages := pdfpage.New(cfg.PDFPreviews)
	a.closers = append(a.closers, pages.Close)
	pageSeed, err := loadPageSeed(cfg)
	if err != nil {
		return nil, err
	}
	// Closed before the pool: its connection holds this process's upload locks.
	locks := tuslock.New(a.Pool, log)
	a.closers = append(a.closers, func() error { locks.Close(); return nil })
	if a.Services, err = newServices(a.Pool, a.Bucket, a.Queue, pages, pageSeed, locks, cfg, log); err != nil {
		return nil, err
	}
	// Transmittals carry project files to outside reviewers and count their downloads.
	a.Services.PortalFiles.SetCarrier(a.Services.Drawings)
	// Closed before the pool: the events still queued are written first.
	a.closers = append(a.closers, func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		a.Services.Analytics.Close(ctx)
		return nil
	})
	seed := seedOf(cfg)
	seeded, err := a.Services.Site.Seed(ctx, seed)
	if err != nil {
		return nil, fmt.Errorf("site settings for the first start (SITE_SETTINGS_FILE, MAIL_SALES, MAIL_HR): %w", err)
	}
	if seeded {
		log.Info("site settings written for the first start; staff edit them at /admin/site-settings")
	}
	n, err := a.Services.Pages.Seed(ctx, pageSeed.Pages)
	if err != nil {
		return nil, fmt.Errorf("the pages for the first start (webapp/seed/pages): %w", err)
	}
	if n > 0 {
		log.Info("pages written from the seed; staff edit them at /admin/pages", "pages", n)
	}
	return a, nil
}

// loadPageSeed reads the pages of the first start and the service template: cfg.PageSeed,
// else the embedded webapp/seed/pages. A bad file stops the start.
func loadPageSeed(cfg Config) (sitepage.Seed, error) {
	fsys := cfg.PageSeed
	if fsys == nil {
		sub, err := fs.Sub(webapp.PageSeed, "seed/pages")
		if err != nil {
			return sitepage.Seed{}, err
		}
		fsys = sub
	}
	return sitepage.LoadSeed(fsys, richtext.NewSanitizer())
}

// seedOf is the first start's site settings: cfg.SiteSeed, else the defaults with the
// firm's name and staff addresses of cfg.Mail where it sets them (as MAIL_SALES and
// MAIL_HR seed them for `gusset serve`).
func seedOf(cfg Config) site.Settings {
	if cfg.SiteSeed != nil {
		return *cfg.SiteSeed
	}
	seed := site.Defaults()
	if cfg.Mail.Company != "" {
		seed.Company = cfg.Mail.Company
	}
	if cfg.Mail.Sales != "" {
		seed.Emails.Sales = cfg.Mail.Sales
	}
	if cfg.Mail.HR != "" {
		seed.Emails.HR = cfg.Mail.HR
	}
	return seed
}

// openDatabase connects to cfg.DatabaseURL, or starts the embedded cluster in the data
// folder, and applies the migrations.
func (a *App) openDatabase(ctx context.Context, cfg Config, log *slog.Logger) error {
	url := cfg.DatabaseURL
	if url == "" {
		c, err := pgcluster.Start(ctx, pgcluster.Options{
			Dir:    filepath.Join(cfg.DataDir, "postgres"),
			BinDir: cfg.PGBinDir,
			Logf:   func(f string, args ...any) { log.Info(fmt.Sprintf(f, args...)) },
		})
		if err != nil {
			return err
		}
		a.closers = append(a.closers, func() error {
			if err := c.Stop(); err != nil && !errors.Is(err, context.Canceled) {
				return fmt.Errorf("stopping PostgreSQL: %w", err)
			}
			return nil
		})
		if err := database.EnsureDatabase(ctx, c.URL("postgres"), "gusset"); err != nil {
			return err
		}
		url = c.URL("gusset")
	}
	pool, err := database.Open(ctx, url)
	if err != nil {
		return err
	}
	a.Pool = pool
	a.closers = append(a.closers, func() error { pool.Close(); return nil })
	return database.Migrate(ctx, pool, log)
}

// Close releases what Open opened, last opened first: the bucket, the pool, then the
// embedded cluster.
func (a *App) Close() error {
	var errs []error
	for _, c := range slices.Backward(a.closers) {
		errs = append(errs, c())
	}
	a.closers = nil
	return errors.Join(errs...)
}

// derivedKey is a key of its own for one use (label) of the shared secret: every process
// that shares the secret derives the same one, and no use can be turned into another.
func derivedKey(secret []byte, label string) []byte {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(label))
	return mac.Sum(nil)
}
