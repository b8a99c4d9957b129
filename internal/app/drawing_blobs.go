package app

import (
	"context"

	"gocloud.dev/blob"
)

// WriteAll stores data as a new object (the drawings' stamped files).
func (b bucketBlobs) WriteAll(ctx context.Context, key string, data []byte, contentType string) error {
	return b.b.WriteAll(ctx, key, data, &blob.WriterOptions{ContentType: contentType})
}
