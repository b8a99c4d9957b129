// Package blobstore opens the file bucket: a local folder by default, S3 in production.
package blobstore

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"

	"gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	"gocloud.dev/blob/s3blob"
)

// Open opens the bucket at rawURL ("file:///abs/dir" or "s3://bucket?region=…").
func Open(ctx context.Context, rawURL string) (*blob.Bucket, error) {
	mux := new(blob.URLMux)
	mux.RegisterBucket(fileblob.Scheme, &fileblob.URLOpener{})
	mux.RegisterBucket(s3blob.Scheme, new(s3blob.URLOpener))
	bucket, err := mux.OpenBucket(ctx, rawURL)
	if err != nil {
		return nil, fmt.Errorf("open bucket %q: %w", redact(rawURL), err)
	}
	return bucket, nil
}

// FileURL is the default bucket: the folder dir, created when missing.
func FileURL(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: "create_dir=true&no_tmp_dir=true"}).String(), nil
}

func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}
