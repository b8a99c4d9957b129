// Package blobstore opens the file bucket: a local folder by default, S3 in production.
package blobstore

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

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
		// The driver's own message repeats the URL whole, password included.
		return nil, &openError{msg: fmt.Sprintf("open bucket %q: %s", redact(rawURL), strings.ReplaceAll(err.Error(), rawURL, redact(rawURL))), err: err}
	}
	return bucket, nil
}

// openError is a failure to open a bucket, its message free of the URL's password.
type openError struct {
	msg string
	err error
}

func (e *openError) Error() string { return e.msg }
func (e *openError) Unwrap() error { return e.err }

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
