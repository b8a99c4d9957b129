// Package pdfpage draws the first page of a PDF as an image with PDFium compiled to
// WebAssembly (github.com/klippa-app/go-pdfium, run by wazero): pure Go, no cgo, no
// PDFium installed on the machine.
//
// A document is untrusted: a few kilobytes can keep PDFium busy for minutes (hundreds of
// thousands of stroked paths) or make it hold gigabytes (a content stream that
// decompresses to hundreds of megabytes). So every document is drawn in a fresh PDFium instance, under a deadline
// and a memory cap, and the instance is thrown away afterwards, whatever happened.
//
// The deadline is kept in this process, not by running PDFium in a child process:
// wazero stops a running WebAssembly call when the call's context is done if the
// runtime is made WithCloseOnContextDone (the call returns within a loop iteration, and
// the module is closed). go-pdfium runs an instance's calls under a context derived from
// the pool's when the instance is made; the pool's context here is done when the
// document being drawn must stop (stop.go). (go-pdfium's Instance.Kill would cancel it
// too, but it also closes the module while the call still runs, which races with the
// call in wazero.) The memory cap needs no process either: the WebAssembly linear memory
// is all the memory PDFium has, and it is capped (memory.go).
// A child process would have to compile the module (seconds) or share a cache on disk,
// pass the PDF and the pixels through pipes and be supervised, to give what the two
// above already give.
package pdfpage

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"io"
	"sync"
	"time"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// ErrUnreadable answers a file PDFium cannot open or draw (damaged, encrypted, not a
// PDF, no pages): trying again would not help.
var ErrUnreadable = errors.New("the PDF could not be drawn")

// ErrTooSlow answers a PDF that was still being drawn at the deadline: it would be as slow
// the next time.
var ErrTooSlow = errors.New("this PDF took too long to draw")

// ErrTooLarge answers a PDF whose drawing needed more memory than the cap.
var ErrTooLarge = errors.New("this PDF needs too much memory to draw")

// The limits of one document, unless Options say otherwise. A first page takes ~20 ms,
// and 1,024 × 2,048 pixels are 8 MB; the deadline leaves room for heavy drawings on a
// busy machine, the cap for large photos, and both stay well inside a job's time limit
// and a small server's memory.
const (
	DefaultDeadline    = 30 * time.Second
	DefaultMemoryLimit = 512 << 20
)

// Options are a renderer's limits per document.
type Options struct {
	// Deadline is the most time drawing one document may take; 0 is DefaultDeadline.
	Deadline time.Duration
	// MemoryLimit is the most memory, in bytes, PDFium may use for one document; 0 is
	// DefaultMemoryLimit.
	MemoryLimit int
}

// compiled keeps the module's machine code for the life of the process: compiling it
// takes seconds, and a process (or a test binary) may open several renderers.
var compiled = wazero.NewCompilationCache()

// Renderer draws first pages, one at a time, each in an instance of its own. The module
// is compiled at the first use (it takes seconds), so creating a Renderer costs nothing.
type Renderer struct {
	opts Options
	once sync.Once
	pool pdfium.Pool
	err  error
	turn chan struct{} // one document at a time: held while drawing
	// stop is the pool's context, done when the current document must stop.
	stop *stopContext
	// mem is the memory of the instance being made (memory.go): the pool makes one
	// instance at a time, for the document holding the turn.
	mem *memory
	// drawing, when set (tests), is called once a document's drawing has started.
	drawing func()
}

// New returns a renderer; call Close to release PDFium.
func New(opts Options) *Renderer {
	if opts.Deadline <= 0 {
		opts.Deadline = DefaultDeadline
	}
	if opts.MemoryLimit <= 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	return &Renderer{opts: opts, turn: make(chan struct{}, 1)}
}

// start compiles the module. Called holding the turn.
func (r *Renderer) start() error {
	r.once.Do(func() {
		alloc := experimental.MemoryAllocatorFunc(func(_, _ uint64) experimental.LinearMemory {
			r.mem = newMemory(r.opts.MemoryLimit)
			return r.mem
		})
		r.stop = newStopContext(experimental.WithMemoryAllocator(context.Background(), alloc))
		r.pool, r.err = webassembly.Init(webassembly.Config{
			// Instances are made when a document needs one and discarded after it
			// (ReuseWorkers false): nothing one document did is left for the next.
			MinIdle: 0, MaxIdle: 1, MaxTotal: 1,
			// Every instance's memory comes from alloc, capped; its calls stop when the
			// document being drawn must.
			Context: r.stop,
			// Nothing of the machine's file system is mounted: documents are handed over
			// as readers.
			FSConfig: wazero.NewFSConfig(),
			// The features go-pdfium's module needs (its default), with the compiled
			// code shared by every renderer of the process, and calls that stop when
			// their context is done.
			RuntimeConfig: wazero.NewRuntimeConfig().
				WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
				WithCompilationCache(compiled).
				WithCloseOnContextDone(true),
			Stdout: io.Discard, Stderr: io.Discard, // failures come back as errors
		})
		if r.err != nil {
			r.err = fmt.Errorf("start PDFium: %w", r.err)
		}
	})
	return r.err
}

// FirstPage draws the first page of the PDF read from pdf (size bytes) at most width
// pixels wide, on white. A PDF that cannot be drawn is ErrUnreadable, one still being
// drawn at the deadline ErrTooSlow, one that needs more memory than the cap ErrTooLarge.
// When ctx ends first, the drawing stops and ctx's error is returned.
func (r *Renderer) FirstPage(ctx context.Context, pdf io.ReadSeeker, size int64, width int) (image.Image, error) {
	return r.firstPage(ctx, pdf, size, func(instance pdfium.Pdfium, page requests.Page) (image.Image, error) {
		return inPixels(instance, page, width)
	})
}

// drawFunc draws page, the document's first, with instance.
type drawFunc func(instance pdfium.Pdfium, page requests.Page) (image.Image, error)

// firstPage draws the first page of the PDF with draw, in a fresh instance, within the
// renderer's limits (see FirstPage).
func (r *Renderer) firstPage(ctx context.Context, pdf io.ReadSeeker, size int64, draw drawFunc) (image.Image, error) {
	select {
	case r.turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-r.turn }()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := r.start(); err != nil {
		return nil, err
	}
	stop := r.stop.next() // the instance made now runs its calls under this document's stop
	defer stop()          // in every case: it also ends what waits for it
	instance, err := r.pool.GetInstanceWithContext(ctx)
	if err != nil {
		return nil, fmt.Errorf("start PDFium: %w", err)
	}
	mem := r.mem
	// Released last: only once the instance is gone does nothing run in its memory.
	defer mem.release()

	drawCtx, cancel := context.WithTimeout(ctx, r.opts.Deadline)
	defer cancel()
	stopAtDeadline := context.AfterFunc(drawCtx, stop)
	img, err := r.draw(instance, pdf, size, draw)
	stopped := !stopAtDeadline()
	// Discards the instance (ReuseWorkers false): after a stop its module is closed, and
	// the pool makes a new one for the next document.
	_ = instance.Close()
	if stopped {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w (more than %v)", ErrTooSlow, r.opts.Deadline)
	}
	if refused, _ := mem.state(); refused {
		// Whatever PDFium made of the failed allocation (an error, or a page drawn
		// without an image), the page could not be drawn whole.
		return nil, fmt.Errorf("%w (more than %d MB)", ErrTooLarge, r.opts.MemoryLimit>>20)
	}
	return img, err
}

// draw opens the document in instance and draws its first page with drawPage.
func (r *Renderer) draw(instance pdfium.Pdfium, pdf io.ReadSeeker, size int64, drawPage drawFunc) (image.Image, error) {
	doc, err := instance.OpenDocument(&requests.OpenDocument{FileReader: pdf, FileReaderSize: size})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	defer instance.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document}) //nolint:errcheck // the instance is discarded anyway
	count, err := instance.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil || count.PageCount < 1 {
		return nil, fmt.Errorf("%w: it has no pages", ErrUnreadable)
	}
	if r.drawing != nil {
		r.drawing()
	}
	return drawPage(instance, requests.Page{ByIndex: &requests.PageByIndex{Document: doc.Document, Index: 0}})
}

// inPixels draws page at most width pixels wide, in colour on white.
func inPixels(instance pdfium.Pdfium, page requests.Page, width int) (image.Image, error) {
	res, err := instance.RenderPageInPixels(&requests.RenderPageInPixels{
		Page:  page,
		Width: width, Height: 2 * width, // a page is never drawn taller than two widths
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	defer res.Cleanup()
	// The pixels live in the WebAssembly memory until Cleanup: copy them onto white (a
	// page without a background is transparent).
	src := res.Result.RenderedImage
	out := image.NewRGBA(src.Bounds())
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds(), src, src.Bounds().Min, draw.Over)
	return out, nil
}

// Close releases PDFium, waiting for a document being drawn.
func (r *Renderer) Close() error {
	r.turn <- struct{}{}
	defer func() { <-r.turn }()
	r.once.Do(func() {}) // a renderer closed before its first document never starts
	pool := r.pool
	r.pool, r.err = nil, errors.New("the PDF renderer is closed")
	if pool == nil {
		return nil
	}
	return pool.Close()
}

// Undrawable reports whether err is the document's own (ErrUnreadable, ErrTooSlow,
// ErrTooLarge): trying it again would end the same way.
func (r *Renderer) Undrawable(err error) bool {
	return errors.Is(err, ErrUnreadable) || errors.Is(err, ErrTooSlow) || errors.Is(err, ErrTooLarge)
}
