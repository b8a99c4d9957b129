package analytics

import (
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"sync/atomic"
	"time"
)

// writer takes events from requests without ever making them wait: Record hands an event
// to a buffered channel (or drops it, counted, when the buffer is full), and one goroutine
// hashes the visitors with the day's salt and writes the events in batches, every
// FlushEvery or every BatchSize events, and once more when the service closes.
type writer struct {
	store Store
	now   func() time.Time
	log   *slog.Logger
	every time.Duration
	batch int
	// cap events per network per window are counted (netcap.go).
	cap    int64
	window time.Duration

	events  chan Event
	flushes chan chan error
	stop    chan struct{}
	done    chan struct{}
	// dropped counts the events lost to a full buffer or a failed write; capped those
	// left out over their network's cap.
	dropped atomic.Int64
	capped  atomic.Int64

	// Owned by the loop goroutine: the salts in use (today's, and yesterday's until the
	// loop sees the day change) and the months whose partition exists.
	salts  map[time.Time][]byte
	months map[time.Time]bool
}

func newWriter(store Store, cfg Config, now func() time.Time, log *slog.Logger) *writer {
	w := &writer{
		store: store, now: now, log: log, every: cfg.FlushEvery, batch: cfg.BatchSize,
		cap: int64(cfg.NetworkCap), window: cfg.NetworkWindow,
		events:  make(chan Event, cfg.Buffer),
		flushes: make(chan chan error),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
		salts:   map[time.Time][]byte{},
		months:  map[time.Time]bool{},
	}
	go w.loop()
	return w
}

// record queues e; false when it was dropped (the buffer is full or the writer stopped).
func (w *writer) record(e Event) bool {
	select {
	case <-w.stop:
		return false
	default:
	}
	select {
	case w.events <- e:
		return true
	default:
		w.dropped.Add(1)
		return false
	}
}

// flush writes every queued event now and answers how that went.
func (w *writer) flush(ctx context.Context) error {
	reply := make(chan error, 1)
	select {
	case w.flushes <- reply:
	case <-w.done:
		return errors.New("analytics: the writer has stopped")
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// close writes what is queued and stops the writer; events recorded afterwards are
// dropped.
func (w *writer) close(ctx context.Context) {
	select {
	case <-w.stop:
	default:
		close(w.stop)
	}
	select {
	case <-w.done:
	case <-ctx.Done():
	}
}

func (w *writer) loop() {
	defer close(w.done)
	tick := time.NewTicker(w.every)
	defer tick.Stop()
	var pending []Event
	write := func() error {
		pending = w.drain(pending)
		err := w.write(pending)
		pending = pending[:0]
		return err
	}
	for {
		select {
		case e := <-w.events:
			pending = append(pending, e)
			if len(pending) >= w.batch {
				_ = write()
			}
		case <-tick.C:
			if len(pending) > 0 || len(w.events) > 0 {
				_ = write()
			}
		case reply := <-w.flushes:
			reply <- write()
		case <-w.stop:
			_ = write()
			return
		}
	}
}

// drain moves what is waiting in the channel into pending.
func (w *writer) drain(pending []Event) []Event {
	for {
		select {
		case e := <-w.events:
			pending = append(pending, e)
		default:
			return pending
		}
	}
}

// write leaves out bots' events, hashes the others and stores them; what cannot be stored is logged and counted as dropped
// (a page view is not worth holding requests or memory for).
func (w *writer) write(events []Event) error {
	if len(events) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	today := dayOf(w.now())
	for d := range w.salts {
		// Past days' salts are read again from the database, which forgets them.
		if d.Before(today) {
			delete(w.salts, d)
		}
	}
	stored := make([]Stored, 0, len(events))
	slots := make([]slot, 0, len(events))
	var days []time.Time
	for _, e := range events {
		if IsBot(e.Visit.UserAgent) {
			continue
		}
		day := dayOf(e.Time)
		salt, err := w.salt(ctx, day, today)
		if errors.Is(err, ErrSaltGone) {
			// An event of a day that ended and whose salt is gone: it cannot be counted.
			w.dropped.Add(1)
			continue
		}
		if err != nil {
			w.dropped.Add(int64(len(events)))
			w.log.Error("analytics: reading the day's salt", "err", err, "events", len(events))
			return err
		}
		s := Stored{Day: day, Time: e.Time, Visitor: VisitorKey(salt, e.Visit.Site, e.Visit.Addr, e.Visit.UserAgent), View: e.View}
		s.Device, s.Browser = Classify(e.Visit.UserAgent)
		if s.Kind, s.Goal = kindPageview, ""; e.Goal != "" {
			s.Kind, s.Goal = kindGoal, e.Goal
		}
		stored = append(stored, s)
		slots = append(slots, w.netSlot(salt, e))
		if month := monthOf(day); !w.months[month] {
			days = append(days, day)
		}
	}
	if stored = w.capNetworks(ctx, stored, slots); len(stored) == 0 {
		return nil
	}
	if len(days) > 0 {
		if err := w.store.EnsurePartitions(ctx, days...); err != nil {
			w.dropped.Add(int64(len(stored)))
			w.log.Error("analytics: creating the month's partition", "err", err)
			return err
		}
		for _, d := range days {
			w.months[monthOf(d)] = true
		}
	}
	return w.insert(ctx, stored)
}

// insert stores events. When the database refuses the batch for what an event holds
// (ErrRefused: one COPY is all or nothing), it is written again in halves, and so on, so
// that only the events refused on their own are lost (logged and counted as dropped): k
// bad events among n cost about 2k·log2(n) more statements. Any other failure (the
// database cannot be reached, the time is up) loses the events.
func (w *writer) insert(ctx context.Context, events []Stored) error {
	err := w.store.Insert(ctx, events)
	if err == nil {
		return nil
	}
	if !errors.Is(err, ErrRefused) || ctx.Err() != nil {
		w.dropped.Add(int64(len(events)))
		w.log.Error("analytics: writing events", "err", err, "events", len(events))
		return err
	}
	if len(events) == 1 {
		e := events[0]
		w.dropped.Add(1)
		w.log.Warn("analytics: an event the database refused is dropped", "err", err,
			"kind", e.Kind, "goal", e.Goal, "path", e.View.Path, "referrer", e.View.ReferrerHost,
			"utm_source", e.View.UTMSource, "utm_medium", e.View.UTMMedium, "utm_campaign", e.View.UTMCampaign)
		return nil
	}
	half := len(events) / 2
	return errors.Join(w.insert(ctx, events[:half]), w.insert(ctx, events[half:]))
}

// salt answers day's salt: today's is created when no process has yet; a past day's is
// only read (ErrSaltGone once deleted). Reading today's also deletes, in the database,
// the salts of the days before.
func (w *writer) salt(ctx context.Context, day, today time.Time) ([]byte, error) {
	if s, ok := w.salts[day]; ok {
		return s, nil
	}
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	s, err := w.store.Salt(ctx, day, fresh, day.Equal(today))
	if err != nil {
		return nil, err
	}
	if day.Equal(today) {
		if err := w.store.DeleteSaltsBefore(ctx, today); err != nil {
			return nil, err
		}
	}
	w.salts[day] = s
	return s, nil
}

// monthOf is the first day of t's month.
func monthOf(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}
