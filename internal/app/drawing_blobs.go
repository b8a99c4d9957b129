package app

import (
	"context"
	"io"

	"gocloud.dev/blob"
)

// derivedBlobs is the bucket as the drawing comparisons read, write and remove their
// pictures.
type derivedBlobs struct{ bucketBlobs }

// Put writes key with what write writes. When write fails the write is abandoned
// (its context is cancelled before Close), so nothing is kept under key.
func (b derivedBlobs) Put(ctx context.Context, key, contentType string, write func(io.Writer) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w, err := b.b.NewWriter(ctx, key, &blob.WriterOptions{ContentType: contentType})
	if err != nil {
		return err
	}
	if err := write(w); err != nil {
		cancel()
		_ = w.Close()
		return err
	}
	return w.Close()
}

// WriteAll stores data as a new object (the drawings' stamped files).
func (b bucketBlobs) WriteAll(ctx context.Context, key string, data []byte, contentType string) error {
	return b.b.WriteAll(ctx, key, data, &blob.WriterOptions{ContentType: contentType})
}
