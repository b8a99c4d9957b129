package worker

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/queue"
)

// quoteRemindersJob runs hourly; each reminder is claimed once (the quote's
// reminder_time), however many instances insert the job.
func quoteRemindersJob() *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
		return queue.QuoteReminders{}, nil
	}, &river.PeriodicJobOpts{RunOnStart: true})
}

type quoteReminders struct {
	river.WorkerDefaults[queue.QuoteReminders]
	d Deps
}

func (w *quoteReminders) Work(ctx context.Context, _ *river.Job[queue.QuoteReminders]) error {
	if w.d.Quotes == nil {
		return nil
	}
	n, err := w.d.Quotes.RemindExpiring(ctx)
	if n > 0 {
		w.d.Log.Info("mailed the reminders of quotes about to expire", "count", n)
	}
	return err
}
