package app

import (
	"context"
	"errors"

	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/worker"
)

// StartWorkers works the job queue in this process until ctx ends or the returned stop
// is called (which waits for running jobs to finish, up to its context). Any number of
// processes may work the queue at once.
func (a *App) StartWorkers(ctx context.Context, opts queue.Options) (stop func(context.Context) error, err error) {
	opts.Periodic = append(opts.Periodic, worker.Periodic()...)
	client, err := queue.NewWorker(a.Pool, worker.Workers(worker.Deps{
		Outbox:         a.Services.Outbox,
		Newsletter:     a.Services.Newsletter,
		Abuse:          a.Services.Abuse,
		Auth:           a.Services.Auth,
		Trash:          a.Services.Trash,
		Media:          a.Services.Media,
		Blog:           a.Services.Blog,
		Portfolio:      a.Services.Portfolio,
		Uploads:        a.Services.Uploads,
		Pages:          a.Services.Pages,
		Analytics:      a.Services.Analytics,
		PortalMessages: a.Services.PortalMessages,
		Drawings:       a.Services.Drawings,
		Quotes:         a.Services.Quotes,
		Rfis:           a.Services.Rfis,
		SendSlice:      queue.SendSlice(opts.RescueAfter),
		Log:            a.log,
	}), opts, a.log)
	if err != nil {
		return nil, err
	}
	if err := client.Start(ctx); err != nil {
		return nil, err
	}
	return func(ctx context.Context) error {
		err := client.Stop(ctx)
		if errors.Is(err, context.Canceled) {
			return nil
		}
		return err
	}, nil
}
