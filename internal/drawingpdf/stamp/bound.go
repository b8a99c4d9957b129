package stamp

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"

	"github.com/pdfcpu/pdfcpu/pkg/filter"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// decodeContents decompresses every page's content streams, at most budget bytes in
// all, and keeps them decoded in ctx. Stamping a page decodes its first content stream
// to wrap it, without pdfcpu's configured limit; a stream already decoded is used as
// it is, so decoding them here first is what bounds the memory a stamp takes.
func decodeContents(ctx *model.Context, budget int64) error {
	for page := 1; page <= ctx.PageCount; page++ {
		d, _, _, err := ctx.PageDict(page, false)
		if err != nil {
			return fmt.Errorf("%w: page %d: %v", ErrBroken, page, err)
		}
		contents, ok := d.Find("Contents")
		if !ok {
			continue
		}
		streams := types.Array{contents}
		if o, err := ctx.Dereference(contents); err == nil {
			if a, ok := o.(types.Array); ok {
				streams = a
			}
		}
		for _, o := range streams {
			ref, ok := o.(types.IndirectRef)
			if !ok {
				continue // streams are always indirect; anything else pdfcpu refuses itself
			}
			entry, found := ctx.FindTableEntry(ref.ObjectNumber.Value(), ref.GenerationNumber.Value())
			if !found || entry.Free {
				continue
			}
			sd, ok := entry.Object.(types.StreamDict)
			if !ok || sd.Content != nil {
				continue // not a stream (pdfcpu refuses it), or decoded already
			}
			if inflated(sd, budget+1) > budget {
				return tooLarge()
			}
			content, err := sd.DecodeLengthWithLimit(-1, max(budget, 1)) // 0 would be pdfcpu's default
			switch {
			case errors.Is(err, filter.ErrDecodeLimitExceeded):
				return tooLarge()
			case errors.Is(err, filter.ErrUnsupportedFilter):
				continue // left to pdfcpu, which refuses it
			case err != nil:
				return fmt.Errorf("%w: page %d: %v", ErrBroken, page, err)
			}
			budget -= int64(len(content))
			entry.Object = sd
		}
	}
	return nil
}

func tooLarge() error {
	return fmt.Errorf("%w (more than %d MB of drawing)", ErrTooLarge, MaxDecoded>>20)
}

// inflated is how many bytes a Flate-compressed stream decompresses to, counting up to
// limit, without holding them: pdfcpu's own decoding stops at its limit only after
// growing its buffer past it (twice the limit, and all the copies before). Streams with
// other filters, which rarely hold pages' contents, answer 0 and are left to that limit.
func inflated(sd types.StreamDict, limit int64) int64 {
	if len(sd.FilterPipeline) != 1 || sd.FilterPipeline[0].Name != filter.Flate {
		return 0
	}
	zr, err := zlib.NewReader(bytes.NewReader(sd.Raw))
	if err != nil {
		return 0 // damaged: pdfcpu says how
	}
	n, _ := io.Copy(io.Discard, io.LimitReader(zr, limit))
	return n
}
