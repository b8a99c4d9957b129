// Package app wires Gusset together, the one place that does: Open brings up the storage
// (database, bucket) and builds the domain services over it, for every command of
// cmd/gusset and for the tests.
package app

import (
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
)

// Config is what Open needs: where the data lives and how the services behave.
type Config struct {
	// DatabaseURL is the PostgreSQL database; empty starts the embedded cluster in
	// DataDir/postgres.
	DatabaseURL string
	// Pool, when set, is used instead of DatabaseURL: tests hand over their own per-test
	// database. Its owner migrates and closes it; Open and Close do neither.
	Pool *pgxpool.Pool
	// DataDir holds the embedded cluster and the default bucket.
	DataDir string
	// PGBinDir is where the embedded cluster's initdb and pg_ctl are; empty looks them up.
	PGBinDir string
	// BlobURL is the bucket; empty is the folder DataDir/blobs.
	BlobURL string

	Auth auth.Config
	// Uploads are the upload policies; files.DefaultRules() unless configured.
	Uploads map[files.Kind]files.Rule
	// FileSecret signs links to private files.
	FileSecret []byte
	// MaxImagePixels is the pixel budget of images that get variants (IMAGE_MAX_PIXELS):
	// larger ones are refused at upload, before they are decoded; 0 is media.DefaultMaxPixels.
	MaxImagePixels int
	// PrivateLinkTTL is how long a signed link stays valid.
	PrivateLinkTTL time.Duration

	// Mail is who the site's mail is from and who on staff receives what.
	Mail mail.Config
	// SMTPURL is the mail server (SMTP_URL); empty writes mail to the log and the outbox
	// view instead of sending it.
	SMTPURL string

	// RateLimits of the public forms per client address; nil is abuse.DefaultLimits.
	RateLimits map[abuse.Action]abuse.Limit
	// ChallengeKey signs the public forms' proof-of-work challenges; nil turns the
	// challenge off (tests that are not about it).
	ChallengeKey []byte
}
