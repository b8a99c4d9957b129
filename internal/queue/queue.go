// Package queue is the job queue: River (github.com/riverqueue/river) on the site's
// PostgreSQL. A job is inserted in the transaction of the record that causes it, so it
// exists exactly when that record does; River retries it with backoff, keeps it across
// restarts and lets any number of processes work the same queue safely.
//
// This package is infrastructure, like internal/database: the job arguments, the
// migration of River's own tables, and the clients. The workers, which call the domain
// services, are in internal/worker.
package queue

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

// Client is River's client over pgx.
type Client = river.Client[pgx.Tx]

// Migrate brings River's own tables (river_job, river_leader, …) to the version this
// River release needs. They are River's schema, versioned by River in river_migration;
// Gusset's own tables come only from db/migrations.
func Migrate(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) error {
	m, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Logger: quiet(log)})
	if err != nil {
		return fmt.Errorf("queue migrations: %w", err)
	}
	res, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return fmt.Errorf("queue migrations: %w", err)
	}
	for _, v := range res.Versions {
		log.Info("queue migration applied", "version", v.Version, "name", v.Name)
	}
	return nil
}

// NewInserter returns a client that only inserts jobs (no workers run in it): what the
// stores use to enqueue in their transactions, in every command. A job's attempt limit is
// written with it when inserted, so this client sets it too.
func NewInserter(pool *pgxpool.Pool, log *slog.Logger) (*Client, error) {
	return river.NewClient(riverpgxv5.New(pool), &river.Config{Logger: quiet(log), MaxAttempts: MaxAttempts})
}

// Options tune the working client.
type Options struct {
	// MaxWorkers is how many jobs run at once in this process.
	MaxWorkers int
	// Periodic jobs are inserted by the elected leader on their schedule.
	Periodic []*river.PeriodicJob
	// RescueAfter is how long a job may run before River takes it for stuck (its process
	// died) and runs it again; 0 is DefaultRescueAfter. A newsletter send resumes so
	// after a crash. Every job's time limit is below it.
	RescueAfter time.Duration
	// MediaWorkers is how many images are processed at once in this process (QueueMedia);
	// 0 is 1, which bounds the memory a burst of uploads takes.
	MediaWorkers int
	// FetchPoll is how often workers poll when no notification arrives; 0 is River's
	// default. Tests lower it.
	FetchPoll time.Duration
}

// NewWorker returns a client that works the queue with workers; Start it to run.
func NewWorker(pool *pgxpool.Pool, workers *river.Workers, opts Options, log *slog.Logger) (*Client, error) {
	if opts.MaxWorkers == 0 {
		opts.MaxWorkers = 10
	}
	if opts.RescueAfter == 0 {
		opts.RescueAfter = DefaultRescueAfter
	}
	if opts.MediaWorkers == 0 {
		opts.MediaWorkers = 1
	}
	cfg := &river.Config{
		Logger:  quiet(log),
		Workers: workers,
		Queues: map[string]river.QueueConfig{
			river.QueueDefault: {MaxWorkers: opts.MaxWorkers},
			QueueMedia:         {MaxWorkers: opts.MediaWorkers},
			// One at a time: the renderer has one PDFium instance (and one memory cap).
			QueuePDF: {MaxWorkers: 1},
		},
		MaxAttempts:  MaxAttempts,
		PeriodicJobs: opts.Periodic,
		// Discarded jobs stay a month, so staff can see and retry what failed for good.
		DiscardedJobRetentionPeriod: 30 * 24 * time.Hour,
		CompletedJobRetentionPeriod: 24 * time.Hour,
		RescueStuckJobsAfter:        opts.RescueAfter,
		// River's default limit per job is a minute; each worker sets its own below.
		JobTimeout: min(time.Minute, opts.RescueAfter),
	}
	if opts.FetchPoll > 0 {
		cfg.FetchPollInterval = opts.FetchPoll
		cfg.FetchCooldown = min(opts.FetchPoll, 100*time.Millisecond)
	}
	return river.NewClient(riverpgxv5.New(pool), cfg)
}

// QueueMedia is the queue of image processing jobs.
const QueueMedia = "media"

// QueuePDF is the queue of PDF previews, apart from images: a PDF may take its renderer's
// whole deadline (internal/pdfpage), and an image must not wait behind it.
const QueuePDF = "pdf"

// DefaultRescueAfter is how long a job may run before it is taken for one whose process
// died: the outbox's deliveries are limited to 2 minutes, a newsletter send's run to
// SendSlice(RescueAfter) twice over.
const DefaultRescueAfter = 5 * time.Minute

// SendSlice is how long one run of a newsletter send works before it yields, so that two
// slices fit in the rescue delay.
func SendSlice(rescueAfter time.Duration) time.Duration {
	if rescueAfter == 0 {
		rescueAfter = DefaultRescueAfter
	}
	return rescueAfter / 3
}

// MaxAttempts is how often a job is tried before it is discarded. River waits about
// attempt⁴ seconds between tries, so eight attempts span about an hour and a half: long
// enough to ride out a mail server's restart.
const MaxAttempts = 8

// quiet keeps River's own logging to warnings and errors: each job is logged by its
// worker.
func quiet(log *slog.Logger) *slog.Logger {
	return slog.New(levelFloor{log.Handler(), slog.LevelWarn})
}

type levelFloor struct {
	slog.Handler
	min slog.Level
}

func (h levelFloor) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.Handler.Enabled(ctx, l)
}

func (h levelFloor) WithAttrs(a []slog.Attr) slog.Handler {
	return levelFloor{h.Handler.WithAttrs(a), h.min}
}

func (h levelFloor) WithGroup(n string) slog.Handler {
	return levelFloor{h.Handler.WithGroup(n), h.min}
}
