// Package pdfpage draws the first page of a PDF as an image with PDFium compiled to
// WebAssembly (github.com/klippa-app/go-pdfium, run by wazero): pure Go, no cgo, no
// PDFium installed on the machine.
package pdfpage

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"io"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// ErrUnreadable answers a file PDFium cannot open or draw (damaged, encrypted, not a
// PDF, no pages): trying again would not help.
var ErrUnreadable = errors.New("the PDF could not be read")

// compiled keeps the module's machine code for the life of the process: compiling it
// takes seconds, and a process (or a test binary) may open several renderers.
var compiled = wazero.NewCompilationCache()

// Renderer draws first pages, one at a time. Its PDFium instance is made at the first
// use (compiling the module takes seconds), so creating a Renderer costs nothing.
type Renderer struct {
	once     sync.Once
	pool     pdfium.Pool
	instance pdfium.Pdfium
	err      error
	mu       sync.Mutex // one document at a time in the one instance
}

// New returns a renderer; call Close to release PDFium.
func New() *Renderer { return &Renderer{} }

// start compiles the module and takes its one instance.
func (r *Renderer) start() error {
	r.once.Do(func() {
		r.pool, r.err = webassembly.Init(webassembly.Config{
			MinIdle: 1, MaxIdle: 1, MaxTotal: 1,
			// Nothing of the machine's file system is mounted: documents are handed over
			// as readers.
			FSConfig: wazero.NewFSConfig(),
			// The features go-pdfium's module needs (its default), with the compiled
			// code shared by every renderer of the process.
			RuntimeConfig: wazero.NewRuntimeConfig().
				WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
				WithCompilationCache(compiled),
			Stdout: io.Discard, Stderr: io.Discard, // failures come back as errors
		})
		if r.err != nil {
			r.err = fmt.Errorf("start PDFium: %w", r.err)
			return
		}
		r.instance, r.err = r.pool.GetInstanceWithContext(context.Background())
		if r.err != nil {
			r.err = fmt.Errorf("start PDFium: %w", r.err)
		}
	})
	return r.err
}

// FirstPage draws the first page of the PDF read from pdf (size bytes) at most width
// pixels wide, on white. A PDF that cannot be drawn is ErrUnreadable.
func (r *Renderer) FirstPage(ctx context.Context, pdf io.ReadSeeker, size int64, width int) (image.Image, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := r.start(); err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	doc, err := r.instance.OpenDocument(&requests.OpenDocument{FileReader: pdf, FileReaderSize: size})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	defer r.instance.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document}) //nolint:errcheck // closing frees memory only
	count, err := r.instance.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil || count.PageCount < 1 {
		return nil, fmt.Errorf("%w: it has no pages", ErrUnreadable)
	}
	res, err := r.instance.RenderPageInPixels(&requests.RenderPageInPixels{
		Page:  requests.Page{ByIndex: &requests.PageByIndex{Document: doc.Document, Index: 0}},
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

// Close releases PDFium.
func (r *Renderer) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pool == nil {
		return nil
	}
	if r.instance != nil {
		_ = r.instance.Close()
	}
	return r.pool.Close()
}

// Unreadable reports whether err is a PDF that cannot be drawn (ErrUnreadable).
func (r *Renderer) Unreadable(err error) bool { return errors.Is(err, ErrUnreadable) }
