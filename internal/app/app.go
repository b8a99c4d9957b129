// Package app builds the graph of domain services from their stores: the one place where
// Gusset's parts are wired together (used by `gusset serve` and by the tests).
package app

import (
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/auth/authpg"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/blog/blogpg"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/contact/contactpg"
	"github.com/gusset/gusset/internal/dashboard"
	"github.com/gusset/gusset/internal/dashboard/dashboardpg"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/jobs"
	"github.com/gusset/gusset/internal/jobs/jobspg"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/newsletter/newsletterpg"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/portfolio/portfoliopg"
	"github.com/gusset/gusset/internal/rpc"
)

// Config tunes the services.
type Config struct {
	Auth auth.Config
	// Uploads are the upload policies; files.DefaultRules() unless configured.
	Uploads map[files.Kind]files.Rule
	// FileSecret signs links to private files.
	FileSecret []byte
	// PrivateLinkTTL is how long a signed link stays valid.
	PrivateLinkTTL time.Duration
}

// Services wires every domain service over pool and bucket.
func Services(pool *pgxpool.Pool, bucket *blob.Bucket, cfg Config, log *slog.Logger) (rpc.Services, error) {
	authSvc, err := auth.NewService(authpg.New(pool), cfg.Auth, nil)
	if err != nil {
		return rpc.Services{}, err
	}
	ttl := cfg.PrivateLinkTTL
	if ttl == 0 {
		ttl = time.Hour
	}
	rules := cfg.Uploads
	if rules == nil {
		rules = files.DefaultRules()
	}
	fileSvc := files.NewService(bucket, filespg.New(pool), rules, files.NewSigner(cfg.FileSecret, ttl), log)
	return rpc.Services{
		Auth:  authSvc,
		Files: fileSvc,
		Jobs:  jobs.NewService(jobspg.New(pool), fileSvc),

		Portfolio:  portfolio.NewService(portfoliopg.New(pool), fileSvc),
		Contact:    contact.NewService(contactpg.New(pool)),
		Newsletter: newsletter.NewService(newsletterpg.New(pool)),
		Dashboard:  dashboard.NewService(dashboardpg.New(pool)),
		Gallery:    gallery.NewService(gallerypg.New(pool), fileSvc),
		Blog:       blog.NewService(blogpg.New(pool), fileSvc),
		// SERVICES: construct each domain service above this line.
	}, nil
}
