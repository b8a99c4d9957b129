package app

import (
	"context"

	"gocloud.dev/blob"
	"gocloud.dev/gcerrors"

	"github.com/gusset/gusset/internal/portal"
)

// bucketBlobs is the bucket as the portal's files read, copy and remove their bytes.
type bucketBlobs struct{ b *blob.Bucket }

func (b bucketBlobs) Open(ctx context.Context, key string) (portal.Blob, error) {
	return b.b.NewReader(ctx, key, nil)
}

// Copy is the store's own copy (S3's CopyObject: no byte passes through the server).
func (b bucketBlobs) Copy(ctx context.Context, dst, src string) error {
	return b.b.Copy(ctx, dst, src, nil)
}

func (b bucketBlobs) Delete(ctx context.Context, key string) error {
	if err := b.b.Delete(ctx, key); err != nil && gcerrors.Code(err) != gcerrors.NotFound {
		return err
	}
	return nil
}
