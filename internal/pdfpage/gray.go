package pdfpage

import (
	"context"
	"fmt"
	"image"
	"io"
	"math"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/requests"
)

// FirstPageGray draws the first page of the PDF read from pdf (size bytes) at dpi dots
// per inch, in shades of grey on white, for comparing drawings: one byte a pixel, a
// quarter of a colour image's memory, in PDFium's memory and in the answer alike (an
// ARCH D sheet at 150 dpi is 5,400 × 3,600 pixels: 19 MB, not 78). A page that would be
// more than maxPixels pixels is ErrTooLarge before anything is drawn; otherwise errors
// are FirstPage's.
func (r *Renderer) FirstPageGray(ctx context.Context, pdf io.ReadSeeker, size int64, dpi, maxPixels int) (*image.Gray, error) {
	img, err := r.firstPage(ctx, pdf, size, func(instance pdfium.Pdfium, page requests.Page) (image.Image, error) {
		return inGray(instance, page, dpi, maxPixels)
	})
	if err != nil {
		return nil, err
	}
	return img.(*image.Gray), nil
}

func inGray(instance pdfium.Pdfium, page requests.Page, dpi, maxPixels int) (image.Image, error) {
	ps, err := instance.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{
		Document: page.ByIndex.Document, Index: page.ByIndex.Index,
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	// Page sizes are in points, 72 an inch; a rotated page swaps them, which changes
	// nothing of the product.
	w, h := math.Ceil(ps.Width*float64(dpi)/72), math.Ceil(ps.Height*float64(dpi)/72)
	if w*h > float64(maxPixels) {
		return nil, fmt.Errorf("%w (%.0f × %.0f pixels at %d dpi, more than %d)", ErrTooLarge, w, h, dpi, maxPixels)
	}
	res, err := instance.RenderPageInDPI(&requests.RenderPageInDPI{
		Page: page, DPI: dpi, ImageFormat: requests.RenderImageFormatGrayscale,
		// Without anti-aliasing: drawing a sheet's thousands of lines and words smoothly
		// takes most of the time, and a comparison wants each pixel inked or not.
		RenderFlags: enums.FPDF_RENDER_FLAG_RENDER_NO_SMOOTHPATH | enums.FPDF_RENDER_FLAG_RENDER_NO_SMOOTHTEXT |
			enums.FPDF_RENDER_FLAG_RENDER_NO_SMOOTHIMAGE,
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	defer res.Cleanup()
	// The pixels live in the WebAssembly memory until Cleanup, in rows PDFium may pad:
	// copy them row by row.
	src, ok := res.Result.RenderedImage.(*image.Gray)
	if !ok {
		return nil, fmt.Errorf("%w: PDFium answered a %T", ErrUnreadable, res.Result.RenderedImage)
	}
	b := src.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := range b.Dy() {
		copy(out.Pix[y*out.Stride:(y+1)*out.Stride], src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):])
	}
	return out, nil
}
