// Package worker is the job queue's workers: each takes a queued job to the domain
// service that does the work. River (internal/queue) retries a job whose worker fails.
package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/outbox"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/quote"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/rfi"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/internal/trash"
)

// Deps are the services the workers call.
type Deps struct {
	Outbox     *outbox.Service
	Newsletter *newsletter.Service
	Abuse      *abuse.Guard
	Auth       *auth.Service
	Trash      *trash.Service
	Media      *media.Service
	Blog       *blog.Service
	Portfolio  *portfolio.Service
	Uploads    *resumable.Service
	Pages      *sitepage.Service
	Analytics  *analytics.Service
	// PortalMessages mails the portal's daily digests.
	PortalMessages *portal.Messages
	// Drawings mails the reminders of overdue transmittals.
	Drawings *drawing.Service
	// Quotes mails the reminders of quotes about to expire.
	Quotes *quote.Service
	// Rfis mails the reminders of overdue RFIs.
	Rfis *rfi.Service
	// SendSlice is how long one run of a newsletter send works before it yields.
	SendSlice time.Duration
	Log       *slog.Logger
}

// Workers registers every worker.
func Workers(d Deps) *river.Workers {
	w := river.NewWorkers()
	river.AddWorker(w, &deliver{d: d})
	river.AddWorker(w, &newsletterSend{d: d})
	river.AddWorker(w, &housekeeping{d: d})
	river.AddWorker(w, &trashPurge{d: d})
	river.AddWorker(w, &uploadReap{d: d})
	river.AddWorker(w, &imageVariants{d: d})
	river.AddWorker(w, &postPublish{d: d})
	river.AddWorker(w, &pagePublish{d: d})
	river.AddWorker(w, &portfolioPreview{d: d})
	river.AddWorker(w, &portfolioPreviewBackfill{d: d})
	river.AddWorker(w, &analyticsMaintain{d: d})
	river.AddWorker(w, &portalDigest{d: d})
	river.AddWorker(w, &drawingReminders{d: d})
	river.AddWorker(w, &quoteReminders{d: d})
	river.AddWorker(w, &rfiReminders{d: d})
	return w
}

// Periodic are the jobs the queue's leader inserts on a schedule.
func Periodic() []*river.PeriodicJob {
	return []*river.PeriodicJob{
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
			return queue.Housekeeping{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
			return queue.TrashPurge{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		// Items from before previews were made on the server get theirs soon after start;
		// later runs find none (each item is queued once) unless a restore brought one back.
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
			return queue.PortfolioPreviewBackfill{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		// Often, so an abandoned upload's bytes do not outlive the TTL by much.
		river.NewPeriodicJob(river.PeriodicInterval(10*time.Minute), func() (river.JobArgs, *river.InsertOpts) {
			return queue.UploadReap{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		// Every minute: today's rollup is what a report on a busy day reads (at most a
		// minute old, analytics.Config.ReuseToday); a day's rollup is final and a past
		// day's salt deleted soon after midnight (UTC).
		river.NewPeriodicJob(river.PeriodicInterval(time.Minute), func() (river.JobArgs, *river.InsertOpts) {
			return queue.AnalyticsMaintain{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		// Hourly: each reader's digest is due a day after their last, whenever that was.
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
			return queue.PortalDigest{}, nil
		}, &river.PeriodicJobOpts{RunOnStart: true}),
		drawingRemindersJob(),
		quoteRemindersJob(),
		rfiRemindersJob(),
	}
}

type portalDigest struct {
	river.WorkerDefaults[queue.PortalDigest]
	d Deps
}

func (w *portalDigest) Work(ctx context.Context, _ *river.Job[queue.PortalDigest]) error {
	n, err := w.d.PortalMessages.SendDigests(ctx)
	if n > 0 {
		w.d.Log.Info("mailed the portal's message digests", "count", n)
	}
	return err
}

type analyticsMaintain struct {
	river.WorkerDefaults[queue.AnalyticsMaintain]
	d Deps
}

func (w *analyticsMaintain) Work(ctx context.Context, _ *river.Job[queue.AnalyticsMaintain]) error {
	return w.d.Analytics.Maintain(ctx)
}

type uploadReap struct {
	river.WorkerDefaults[queue.UploadReap]
	d Deps
}

func (w *uploadReap) Work(ctx context.Context, _ *river.Job[queue.UploadReap]) error {
	n, err := w.d.Uploads.Reap(ctx)
	if n > 0 {
		w.d.Log.Info("removed unclaimed resumable uploads", "count", n)
	}
	if err != nil {
		return err
	}
	_, err = w.d.Uploads.PurgeBudgets(ctx)
	return err
}

type trashPurge struct {
	river.WorkerDefaults[queue.TrashPurge]
	d Deps
}

func (w *trashPurge) Work(ctx context.Context, _ *river.Job[queue.TrashPurge]) error {
	n, err := w.d.Trash.PurgeExpired(ctx)
	if n > 0 {
		w.d.Log.Info("removed expired items from the trash", "count", n)
	}
	return err
}

type deliver struct {
	river.WorkerDefaults[queue.Deliver]
	d Deps
}

func (w *deliver) Work(ctx context.Context, job *river.Job[queue.Deliver]) error {
	return w.d.Outbox.Deliver(ctx, job.Args.MessageID, job.Attempt >= job.MaxAttempts)
}

func (w *deliver) Timeout(*river.Job[queue.Deliver]) time.Duration {
	return min(2*time.Minute, w.d.SendSlice)
}

type newsletterSend struct {
	river.WorkerDefaults[queue.NewsletterSend]
	d Deps
}

// Work sends for one slice of time, then gives the job back to the queue to carry on
// (a snooze, which costs no attempt): no run outlasts the queue's rescue delay, so a
// send whose process died is taken up by another process soon after, and never while
// its process still works on it.
func (w *newsletterSend) Work(ctx context.Context, job *river.Job[queue.NewsletterSend]) error {
	done, err := w.d.Newsletter.RunSend(ctx, job.Args.SendID, w.d.SendSlice)
	if err != nil || done {
		return err
	}
	return river.JobSnooze(0)
}

func (w *newsletterSend) Timeout(*river.Job[queue.NewsletterSend]) time.Duration {
	return 2 * w.d.SendSlice
}

type housekeeping struct {
	river.WorkerDefaults[queue.Housekeeping]
	d Deps
}

func (w *housekeeping) Work(ctx context.Context, _ *river.Job[queue.Housekeeping]) error {
	n, err := w.d.Newsletter.PurgeUnconfirmed(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		w.d.Log.Info("removed unconfirmed newsletter sign-ups", "count", n)
	}
	if _, err := w.d.Abuse.Purge(ctx); err != nil {
		return err
	}
	if _, err := w.d.Blog.PurgeLikes(ctx); err != nil {
		return err
	}
	_, err = w.d.Auth.PurgeLimits(ctx)
	return err
}

type imageVariants struct {
	river.WorkerDefaults[queue.ImageVariants]
	d Deps
}

// Work makes an uploaded image's variants. The jobs have their own queue, worked one at
// a time (queue.Options.MediaWorkers), so a burst of uploads takes little memory.
func (w *imageVariants) Work(ctx context.Context, job *river.Job[queue.ImageVariants]) error {
	return w.d.Media.Generate(ctx, job.Args.FileID, job.Attempt >= job.MaxAttempts)
}

// Timeout is far above the seconds a 50-megapixel image takes, under the rescue delay.
func (w *imageVariants) Timeout(*river.Job[queue.ImageVariants]) time.Duration {
	return min(2*time.Minute, w.d.SendSlice)
}

type postPublish struct {
	river.WorkerDefaults[queue.PostPublish]
	d Deps
}

// Work marks the post published. Visitors see it from its publish time anyway (the public
// reads compare it with the clock); this keeps the stored status true to what they see.
func (w *postPublish) Work(ctx context.Context, job *river.Job[queue.PostPublish]) error {
	done, err := w.d.Blog.PublishDue(ctx, job.Args.PostID)
	if err == nil && done {
		w.d.Log.Info("published a scheduled post", "post_id", job.Args.PostID)
	}
	return err
}

type pagePublish struct {
	river.WorkerDefaults[queue.PagePublish]
	d Deps
}

// Work publishes a page's scheduled version. It publishes only the schedule it was queued
// for, once: a schedule replaced or cancelled since, or a second run, does nothing.
func (w *pagePublish) Work(ctx context.Context, job *river.Job[queue.PagePublish]) error {
	done, err := w.d.Pages.PublishDue(ctx, sitepage.ScheduledPublish{PageID: job.Args.PageID, Version: job.Args.Version, At: job.Args.PublishTime})
	if err == nil && done {
		w.d.Log.Info("published a scheduled page version", "page_id", job.Args.PageID, "version", job.Args.Version)
	}
	return err
}

type portfolioPreview struct {
	river.WorkerDefaults[queue.PortfolioPreview]
	d Deps
}

// Work draws a portfolio PDF's first page as its preview, in the PDF queue (one at a
// time); the first job of a process also compiles PDFium (~3 s). A PDF too slow or too
// large to draw ends the job without an error (it is recorded, not retried); a stop of
// the process interrupts the drawing and the job is retried later.
func (w *portfolioPreview) Work(ctx context.Context, job *river.Job[queue.PortfolioPreview]) error {
	return w.d.Portfolio.MakePreview(ctx, job.Args.ItemID, job.Args.FileID, job.Attempt >= job.MaxAttempts, w.d.Log)
}

// Timeout is above the renderer's own deadline per document (pdfpage.DefaultDeadline),
// which is what stops a slow PDF.
func (w *portfolioPreview) Timeout(*river.Job[queue.PortfolioPreview]) time.Duration {
	return min(2*time.Minute, w.d.SendSlice)
}

type portfolioPreviewBackfill struct {
	river.WorkerDefaults[queue.PortfolioPreviewBackfill]
	d Deps
}

func (w *portfolioPreviewBackfill) Work(ctx context.Context, _ *river.Job[queue.PortfolioPreviewBackfill]) error {
	n, err := w.d.Portfolio.QueueMissingPreviews(ctx)
	if n > 0 {
		w.d.Log.Info("queued portfolio previews", "count", n)
	}
	return err
}
