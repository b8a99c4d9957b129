package pdfpage

import (
	"context"
	"sync"
)

// stopContext is the PDFium pool's context. go-pdfium derives the context of an
// instance's calls from it (context.WithCancel) when the instance is made, and a fresh
// instance is made for each document: so it stands for the current document, and stopping
// that document cancels its instance's calls, which wazero then ends
// (WithCloseOnContextDone) without anything touching the module from another goroutine.
//
// It implements AfterFunc, so context.WithCancel registers with it instead of starting a
// goroutine that would read Err later, when another document may be current.
type stopContext struct {
	context.Context // values only (the memory allocator); never done
	mu              sync.Mutex
	done            chan struct{}
	err             error
	funcs           map[int]func() // what the current document's contexts run when it stops
	id              int
}

func newStopContext(values context.Context) *stopContext {
	c := &stopContext{Context: values}
	c.next()
	return c
}

// next starts a document, and answers what stops it: a later call does nothing, nor a
// call once another document has started.
func (c *stopContext) next() (stop func()) {
	c.mu.Lock()
	c.done, c.err, c.funcs = make(chan struct{}), nil, map[int]func(){}
	done := c.done
	c.mu.Unlock()
	return func() {
		c.mu.Lock()
		if c.done != done || c.err != nil {
			c.mu.Unlock()
			return
		}
		c.err = context.Canceled
		close(done)
		funcs := make([]func(), 0, len(c.funcs))
		for _, f := range c.funcs {
			funcs = append(funcs, f)
		}
		clear(c.funcs)
		c.mu.Unlock()
		for _, f := range funcs {
			f() // cancels a derived context: it reads Err, already set
		}
	}
}

func (c *stopContext) Done() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.done
}

func (c *stopContext) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// AfterFunc runs f when the current document is stopped (see context.AfterFunc).
func (c *stopContext) AfterFunc(f func()) (stop func() bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		go f()
		return func() bool { return false }
	}
	c.id++
	id, funcs := c.id, c.funcs
	funcs[id] = f
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		_, waiting := funcs[id]
		delete(funcs, id)
		return waiting
	}
}
