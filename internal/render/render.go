// Package render draws the public pages' HTML on the server from the web app's own React
// components: the app's server bundle (webapp/src/entry-server.tsx, built by
// webapp/vite.server.config.ts) runs in goja, a JavaScript engine written in Go, so the
// binary needs no Node and no page's markup is written a second time in Go.
//
// A Renderer keeps a pool of engines (one per core by default), each with the bundle
// loaded once; a render takes one, answers within a deadline or is interrupted, and gives
// it back. The compiled program is shared by the engines.
package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"time"

	"github.com/dop251/goja"
)

// ErrDeadline is a render that did not finish in time (the engine was interrupted).
var ErrDeadline = errors.New("render: over its deadline")

// ErrBusy is a render that could not get an engine before its deadline: every engine was
// rendering.
var ErrBusy = errors.New("render: every engine busy until the deadline")

// ScriptError is a render that threw: the JavaScript error with its stack.
type ScriptError struct {
	Message string
	Stack   string
}

func (e *ScriptError) Error() string { return "render: " + e.Message }

// Call makes one of the app's calls for a page, in-process: procedure
// ("/gusset.site.v1.BlogService/ListPosts") with its request as Connect's JSON, answered
// with the HTTP status and body Connect wrote.
type Call func(ctx context.Context, procedure string, request []byte) (status int, body []byte)

// Page is a rendered page: the HTML of the app's root element, and the answers its data
// came from (a JSON array of {procedure, request, response}), which the page embeds.
type Page struct {
	HTML      string          `json:"html"`
	Exchanges json.RawMessage `json:"exchanges"`
}

// Config sets up a Renderer.
type Config struct {
	// Script is the server bundle (web.RenderScript()).
	Script []byte
	// Engines is how many renders may run at once; 0 means one per core (GOMAXPROCS).
	Engines int
	// Deadline bounds one render, the wait for an engine included; 0 means DefaultDeadline.
	Deadline time.Duration
	Log      *slog.Logger
}

// DefaultDeadline is a render's deadline when the Config sets none: a page renders in tens
// of milliseconds; seconds mean a bug or a machine too busy to answer well anyway.
const DefaultDeadline = 5 * time.Second

// maxCallStack bounds the engine's call stack (frames): React's recursion is deep but
// finite; a runaway recursion throws instead of growing the heap.
const maxCallStack = 20000

// Renderer renders pages with a pool of engines.
type Renderer struct {
	prog     *goja.Program
	deadline time.Duration
	log      *slog.Logger
	// engines holds the idle engines; a render takes one and gives it (or a fresh one)
	// back, so at most cap(engines) exist.
	engines chan *engine
}

// New compiles the bundle and starts the pool's engines lazily: the first render on each
// pays for loading the bundle into it. It fails when the bundle cannot be compiled (a
// syntax goja does not know).
func New(cfg Config) (*Renderer, error) {
	if len(cfg.Script) == 0 {
		return nil, errors.New("render: no server bundle in this binary (run `make build`)")
	}
	prog, err := goja.Compile("render.js", string(cfg.Script), false)
	if err != nil {
		return nil, fmt.Errorf("render: compiling the server bundle: %w", err)
	}
	n := cfg.Engines
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	r := &Renderer{prog: prog, deadline: cfg.Deadline, log: cfg.Log, engines: make(chan *engine, n)}
	if r.deadline <= 0 {
		r.deadline = DefaultDeadline
	}
	if r.log == nil {
		r.log = slog.Default()
	}
	for range n {
		r.engines <- nil // a slot; the engine is made on first use
	}
	return r, nil
}

// Render renders the page at url (a path with its query), its data read with call.
func (r *Renderer) Render(ctx context.Context, url string, call Call) (Page, error) {
	ctx, cancel := context.WithTimeout(ctx, r.deadline)
	defer cancel()
	var e *engine
	select {
	case e = <-r.engines:
	case <-ctx.Done():
		return Page{}, ErrBusy
	}
	var err error
	if e == nil {
		if e, err = newEngine(r.prog, r.log); err != nil {
			r.engines <- nil
			return Page{}, err
		}
	}
	page, err := e.render(ctx, url, call)
	if e.broken {
		// Interrupted mid-render, its state is unknown: the next render makes a new one.
		e = nil
	}
	r.engines <- e
	return page, err
}

// Warm loads the bundle into every engine of the pool now, off the request path.
func (r *Renderer) Warm() error {
	made := make([]*engine, 0, cap(r.engines))
	defer func() {
		for _, e := range made {
			r.engines <- e
		}
	}()
	for range cap(r.engines) {
		e := <-r.engines
		if e == nil {
			var err error
			if e, err = newEngine(r.prog, r.log); err != nil {
				made = append(made, nil)
				return err
			}
		}
		made = append(made, e)
	}
	return nil
}
