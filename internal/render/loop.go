package render

import (
	"errors"
	"sort"

	"github.com/dop251/goja"
)

// loop is an engine's timers. A render waits on promises (microtasks, which goja runs
// after every call into the engine) and now and then on a timer (a library deferring work
// with setTimeout): timers run in the order they are due, at once, without waiting for
// the clock; nothing a page draws depends on real time passing.
type loop struct {
	next   int64
	timers []timer
	// clock is the virtual time in milliseconds: the due time of the last timer run.
	clock float64
}

type timer struct {
	id       int64
	due      float64 // virtual milliseconds
	seq      int64
	fn       goja.Callable
	args     []goja.Value
	interval float64 // > 0 repeats
}

// maxTasks bounds the timers one render may run: a page that keeps scheduling work
// forever fails instead of spinning until its deadline.
const maxTasks = 100_000

func (l *loop) add(fn goja.Callable, delay float64, args []goja.Value, repeat bool) int64 {
	l.next++
	t := timer{id: l.next, seq: l.next, fn: fn, args: args, due: l.now() + max(delay, 0)}
	if repeat {
		t.interval = max(delay, 1)
	}
	l.timers = append(l.timers, t)
	return t.id
}

func (l *loop) clear(id int64) {
	for i, t := range l.timers {
		if t.id == id {
			l.timers = append(l.timers[:i], l.timers[i+1:]...)
			return
		}
	}
}

func (l *loop) now() float64 { return l.clock }

func (l *loop) reset() { l.timers, l.clock = l.timers[:0], 0 }

// run runs timers until p settles or none is left.
func (l *loop) run(vm *goja.Runtime, p *goja.Promise) error {
	for n := 0; p.State() == goja.PromiseStatePending; n++ {
		if len(l.timers) == 0 {
			return nil
		}
		if n == maxTasks {
			return errors.New("render: the page keeps scheduling timers")
		}
		sort.SliceStable(l.timers, func(i, j int) bool {
			if l.timers[i].due != l.timers[j].due {
				return l.timers[i].due < l.timers[j].due
			}
			return l.timers[i].seq < l.timers[j].seq
		})
		t := l.timers[0]
		l.timers = l.timers[1:]
		l.clock = t.due
		if t.interval > 0 {
			l.next++
			l.timers = append(l.timers, timer{id: t.id, seq: l.next, fn: t.fn, args: t.args, due: t.due + t.interval, interval: t.interval})
		}
		if _, err := t.fn(goja.Undefined(), t.args...); err != nil {
			return err
		}
	}
	return nil
}
