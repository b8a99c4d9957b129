// Package tusstore keeps the bytes of resumable uploads where the site's files are: in
// the bucket's folder (tusd's filestore, under tus/) or in its S3 bucket (tusd's
// s3store: multipart uploads, objects under tus/). It computes each upload's SHA-256
// while the bytes stream (hashing.go).
package tusstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/google/uuid"
	"github.com/tus/tusd/v2/pkg/filestore"
	"github.com/tus/tusd/v2/pkg/handler"
	"github.com/tus/tusd/v2/pkg/s3store"

	"github.com/gusset/gusset/internal/resumable"
)

// Prefix is where uploads live in the bucket.
const Prefix = "tus/"

// Key is the bucket key of a finished upload's bytes (id is the row's id, as the
// pre-create hook named it): filestore keeps them in the file tus/<id>, s3store completes
// its multipart upload into the object tus/<id>. Read through the bucket, they seek.
func Key(id uuid.UUID) string { return Prefix + id.String() }

// Inner is what a tusd store offers that the site uses.
type Inner interface {
	handler.DataStore
	handler.TerminaterDataStore
}

// Store is the uploads' storage.
type Store struct {
	inner  Inner
	states resumable.HashStates
	locker handler.Locker
}

var _ resumable.Blobs = (*Store)(nil)

// Open opens the storage of the bucket at blobURL (file:// or s3://, as BLOB_URL);
// states keeps the running hashes; locker is the uploads' lock, which every instance
// serving the bucket must share (internal/resumable/tuslock).
func Open(ctx context.Context, blobURL string, states resumable.HashStates, locker handler.Locker) (*Store, error) {
	u, err := url.Parse(blobURL)
	if err != nil {
		return nil, fmt.Errorf("upload storage: %w", err)
	}
	switch u.Scheme {
	case "file":
		dir := filepath.Join(filepath.FromSlash(u.Path), strings.TrimSuffix(Prefix, "/"))
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("upload storage: %w", err)
		}
		return &Store{inner: filestore.New(dir), states: states, locker: locker}, nil
	case "s3":
		q := u.Query()
		opts := []func(*config.LoadOptions) error{}
		if r := q.Get("region"); r != "" {
			opts = append(opts, config.WithRegion(r))
		}
		cfg, err := config.LoadDefaultConfig(ctx, opts...)
		if err != nil {
			return nil, fmt.Errorf("upload storage: %w", err)
		}
		client := s3.NewFromConfig(cfg, func(o *s3.Options) {
			if e := q.Get("endpoint"); e != "" {
				o.BaseEndpoint = aws.String(e)
			}
			o.UsePathStyle = q.Get("use_path_style") == "true"
		})
		st := s3store.New(u.Host, client)
		st.ObjectPrefix = strings.TrimSuffix(Prefix, "/")
		st.MetadataObjectPrefix = st.ObjectPrefix
		return &Store{inner: st, states: states, locker: locker}, nil
	default:
		return nil, fmt.Errorf("upload storage: unsupported bucket scheme %q", u.Scheme)
	}
}

// Composer is the tusd handler's view of the storage: the hashing store, termination
// and the lock per upload (tusd takes it for each HEAD and PATCH, and reads the offset
// inside it).
func (s *Store) Composer() *handler.StoreComposer {
	c := handler.NewStoreComposer()
	h := &hashingStore{inner: s.inner, states: s.states}
	if a, ok := s.locker.(asker); ok {
		h.asked = a.Asked
	}
	c.UseCore(h)
	c.UseTerminater(h)
	c.UseLocker(s.locker)
	return c
}

// Open reads a finished upload.
func (s *Store) Open(ctx context.Context, tusID string) (io.ReadCloser, error) {
	up, err := s.inner.GetUpload(ctx, tusID)
	if err != nil {
		return nil, err
	}
	return up.GetReader(ctx)
}

// Delete removes an upload's bytes (and its parts and info); one already gone is no error.
func (s *Store) Delete(ctx context.Context, tusID string) error {
	up, err := s.inner.GetUpload(ctx, tusID)
	if errors.Is(err, handler.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return s.inner.AsTerminatableUpload(up).Terminate(ctx)
}
