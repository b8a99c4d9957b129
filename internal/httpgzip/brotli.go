package httpgzip

import (
	"bytes"

	"github.com/andybalholm/brotli"
)

// CompressBrotli is body in Brotli at its best quality (11, a 4 MiB window), or nil when
// that would not make it smaller than minSize allows. The best quality is slow (tens of
// milliseconds for a page, seconds for the largest script): call it once per body, off
// the request path (BrotliFiller), never per request.
func CompressBrotli(body []byte) []byte {
	if len(body) < minSize {
		return nil
	}
	var buf bytes.Buffer
	zw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 22})
	_, _ = zw.Write(body)
	if zw.Close() != nil || buf.Len() >= len(body) {
		return nil
	}
	return buf.Bytes()
}
