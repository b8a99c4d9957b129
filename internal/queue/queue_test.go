package queue_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func inserter(t *testing.T, pool *pgxpool.Pool) *queue.Client {
	t.Helper()
	c, err := queue.NewInserter(pool, quiet)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// insert adds args in a committed transaction, as the stores do, and answers the row's
// queue and attempt limit.
func insert(t *testing.T, pool *pgxpool.Pool, c *queue.Client, args river.JobArgs) (string, int) {
	t.Helper()
	ctx := context.Background()
	var id int64
	if err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		res, err := c.InsertTx(ctx, tx, args, nil)
		if err == nil {
			id = res.Job.ID
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	var q string
	var max int
	if err := pool.QueryRow(ctx, `SELECT queue, max_attempts FROM river_job WHERE id = $1`, id).Scan(&q, &max); err != nil {
		t.Fatal(err)
	}
	return q, max
}

func TestJobsGoToTheirQueuesWithTheSiteAttemptLimit(t *testing.T) {
	pool := pgtest.New(t)
	c := inserter(t, pool)
	tests := []struct {
		name      string
		args      river.JobArgs
		wantQueue string
	}{
		{"a delivery waits in the default queue", queue.Deliver{MessageID: uuid.New()}, river.QueueDefault},
		{"an image's variants wait in the media queue", queue.ImageVariants{FileID: uuid.New()}, queue.QueueMedia},
		{"a PDF preview waits in the PDF queue", queue.PortfolioPreview{ItemID: uuid.New(), FileID: uuid.New()}, queue.QueuePDF},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q, max := insert(t, pool, c, tt.args)
			if q != tt.wantQueue {
				t.Errorf("got queue %q, want %q", q, tt.wantQueue)
			}
			// The stores insert with this client: its jobs must stop when the docs say.
			if max != queue.MaxAttempts {
				t.Errorf("got %d attempts, want %d", max, queue.MaxAttempts)
			}
		})
	}
}

func TestMigrateOnAMigratedDatabaseChangesNothing(t *testing.T) {
	pool := pgtest.New(t)
	var before int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM river_migration`).Scan(&before); err != nil {
		t.Fatal(err)
	}
	if err := queue.Migrate(context.Background(), pool, quiet); err != nil {
		t.Fatalf("got %v, want nil", err)
	}
	var after int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM river_migration`).Scan(&after); err != nil {
		t.Fatal(err)
	}
	if before == 0 || after != before {
		t.Errorf("got %d migrations after, %d before, want the same (and some)", after, before)
	}
}

// mediaArgs is a job of the media queue, for a worker that tells when it ran.
type mediaArgs struct{ N int }

func (mediaArgs) Kind() string                 { return "test.media" }
func (mediaArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: queue.QueueMedia} }

type mediaWorker struct {
	river.WorkerDefaults[mediaArgs]
	ran chan int
}

func (w *mediaWorker) Work(_ context.Context, job *river.Job[mediaArgs]) error {
	w.ran <- job.Args.N
	return nil
}

func TestAWorkerRunsWhatAnInserterQueued(t *testing.T) {
	pool := pgtest.New(t)
	workers := river.NewWorkers()
	w := &mediaWorker{ran: make(chan int, 1)}
	river.AddWorker(workers, w)
	client, err := queue.NewWorker(pool, workers, queue.Options{FetchPoll: 50 * time.Millisecond}, quiet)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := client.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = client.Stop(context.Background()) })
	insert(t, pool, inserter(t, pool), mediaArgs{N: 7})
	select {
	case n := <-w.ran:
		if n != 7 {
			t.Errorf("got job %d, want 7", n)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the media queue's job did not run")
	}
}

func TestSendSliceFitsTwiceInTheRescueDelay(t *testing.T) {
	for _, rescue := range []time.Duration{0, time.Minute, queue.DefaultRescueAfter} {
		effective := rescue
		if effective == 0 {
			effective = queue.DefaultRescueAfter
		}
		if got := queue.SendSlice(rescue); got <= 0 || 2*got >= effective {
			t.Errorf("SendSlice(%v): got %v, want two slices inside %v", rescue, got, effective)
		}
	}
}
