package rpc

import (
	"io"

	"connectrpc.com/connect"
	"github.com/klauspost/compress/gzip"
)

// fastGzip replaces connect-go's default gzip (the standard library's at level 6, which was
// a quarter of the CPU of a public list) with klauspost/compress at its fastest level:
// answers a few percent larger, several times cheaper to make and to read.
func fastGzip() connect.HandlerOption {
	return connect.WithCompression("gzip",
		func() connect.Decompressor { return &gzip.Reader{} },
		func() connect.Compressor {
			w, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed) // a valid level: no error
			return w
		},
	)
}
