package worker

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/queue"
)

// drawingRemindersJob runs hourly: the day's reminders go out within an hour of midnight
// (UTC) or of a transmittal becoming overdue by a changed due date, and the runs after
// that find them sent (the reminders are keyed per recipient and day), however many
// instances insert the job.
func drawingRemindersJob() *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
		return queue.DrawingReminders{}, nil
	}, &river.PeriodicJobOpts{RunOnStart: true})
}

type drawingReminders struct {
	river.WorkerDefaults[queue.DrawingReminders]
	d Deps
}

func (w *drawingReminders) Work(ctx context.Context, _ *river.Job[queue.DrawingReminders]) error {
	n, err := w.d.Drawings.SendReminders(ctx)
	if n > 0 {
		w.d.Log.Info("mailed the reminders of overdue transmittals", "count", n)
	}
	return err
}
