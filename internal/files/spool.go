package files

import (
	"context"
	"errors"
	"fmt"
	_ "image/gif"  // registers GIF for image.DecodeConfig
	_ "image/jpeg" // registers JPEG for image.DecodeConfig
	_ "image/png"  // registers PNG for image.DecodeConfig
	"io"
	"net/http"
	"os"

	"gocloud.dev/gcerrors"
	_ "golang.org/x/image/webp" // registers WebP for image.DecodeConfig

	"github.com/gusset/gusset/internal/apperr"
)

// spooledFile is a temporary file that removes itself when closed.
type spooledFile struct{ *os.File }

func (f spooledFile) Close() error {
	err := f.File.Close()
	if rmErr := os.Remove(f.Name()); err == nil {
		err = rmErr
	}
	return err
}

// spool copies src, at most maxBytes of it, into a temporary file (in os.TempDir, i.e.
// $TMPDIR) and returns it with its size; the caller closes it, which removes it. A larger
// src answers an error wrapping ErrTooLarge, and nothing is left behind on error.
func spool(src io.Reader, maxBytes int64) (spooledFile, int64, error) {
	tmp, err := os.CreateTemp("", "gusset-upload-*")
	if err != nil {
		return spooledFile{}, 0, fmt.Errorf("spool upload: %w", err)
	}
	f := spooledFile{tmp}
	n, err := io.Copy(f.File, io.LimitReader(src, maxBytes+1))
	if err == nil && n > maxBytes {
		err = tooLarge(maxBytes)
	}
	if err != nil {
		_ = f.Close()
		var cre *clientReadError
		if !errors.As(err, &cre) && !errors.Is(err, ErrTooLarge) {
			err = fmt.Errorf("spool upload: %w", err)
		}
		return spooledFile{}, 0, err
	}
	return f, n, nil
}

type cappedBuffer struct {
	buf []byte
	max int
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if room := c.max - len(c.buf); room > 0 {
		c.buf = append(c.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func isNotFound(err error) bool {
	return gcerrors.Code(err) == gcerrors.NotFound
}

// clientReader marks errors that come from reading the client's body, so that an
// interrupted upload is the client's problem (400), not the server's (500).
type clientReader struct {
	r io.Reader
}

type clientReadError struct{ err error }

func (e *clientReadError) Error() string { return e.err.Error() }
func (e *clientReadError) Unwrap() error { return e.err }

func (c *clientReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil && err != io.EOF {
		err = &clientReadError{err: err}
	}
	return n, err
}

// errStorageDown is what a client is told when the bucket cannot take a file.
var errStorageDown = apperr.Unavailable("File storage is unavailable right now; nothing was saved. Please try again in a moment")

// storageDown logs why the bucket failed and answers errStorageDown.
func (s *Service) storageDown(err error) error {
	s.log.Error("file storage failed", "err", err)
	return errStorageDown
}

// isClientError reports whether an upload's copy failed because of the client (its body
// broke off, or ran over the cap), not because of the bucket.
func isClientError(err error) bool {
	var cre *clientReadError
	return errors.As(err, &cre) || errors.Is(err, ErrTooLarge) || errors.Is(err, context.Canceled)
}

// interrupted turns a failed read of the client's body into a field violation and
// leaves other errors (the bucket's) as they are.
func interrupted(err error) error {
	var cre *clientReadError
	if errors.As(err, &cre) {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return err
		}
		return fileError("The upload was interrupted before the whole file arrived; please try again")
	}
	return err
}
