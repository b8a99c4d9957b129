package worker

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/queue"
)

// rfiRemindersJob runs hourly, as drawingRemindersJob: the day's reminders of overdue RFIs
// go out within an hour of midnight (UTC), and later runs find them sent (keyed per RFI
// and day).
func rfiRemindersJob() *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
		return queue.RfiReminders{}, nil
	}, &river.PeriodicJobOpts{RunOnStart: true})
}

type rfiReminders struct {
	river.WorkerDefaults[queue.RfiReminders]
	d Deps
}

func (w *rfiReminders) Work(ctx context.Context, _ *river.Job[queue.RfiReminders]) error {
	n, err := w.d.Rfis.SendReminders(ctx)
	if n > 0 {
		w.d.Log.Info("mailed the reminders of overdue RFIs", "count", n)
	}
	return err
}
