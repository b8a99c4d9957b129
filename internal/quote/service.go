package quote

import (
	"bytes"
	"context"
	"io"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
)

// Requests reads the estimate requests quotes answer (estimate.Service).
type Requests interface {
	Get(ctx context.Context, id string) (*adminv1.Estimate, error)
}

// Converter starts a project from an accepted quote's request (portal.Service).
type Converter interface {
	StartConversion(ctx context.Context, c portal.Conversion, email, name string) (portal.Started, error)
}

// Blobs stores and removes the accepted proposals' PDFs in the bucket.
type Blobs interface {
	WriteAll(ctx context.Context, key string, data []byte, contentType string) error
	Delete(ctx context.Context, key string) error
}

// Printer makes a revision's proposal PDF, with its certificate page once accepted.
type Printer interface {
	Proposal(ctx context.Context, w io.Writer, q *Quote) error
	Firm(ctx context.Context) (Firm, error)
}

// Config is what the service needs besides its store.
type Config struct {
	Requests  Requests
	Converter Converter
	Blobs     Blobs
	Printer   Printer
	Mail      mail.Config
	// Key signs the proposals' links.
	Key []byte
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// Service is the quote domain.
type Service struct {
	store     Store
	requests  Requests
	converter Converter
	blobs     Blobs
	printer   Printer
	mail      mail.Config
	key       []byte
	now       func() time.Time
}

// NewService returns the service.
func NewService(store Store, cfg Config) *Service {
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, requests: cfg.Requests, converter: cfg.Converter, blobs: cfg.Blobs,
		printer: cfg.Printer, mail: cfg.Mail, key: cfg.Key, now: now}
}

// today is the service's date (UTC): validity dates are UTC dates.
func (s *Service) today() time.Time {
	y, m, d := s.now().UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func parseID(s string) (uuid.UUID, error) {
	id, err := uuid.Parse(s)
	if err != nil || id.String() != s {
		return uuid.Nil, ErrNotFound
	}
	return id, nil
}

// PDF is a revision's proposal PDF and its file name.
func (s *Service) PDF(ctx context.Context, id string) (string, []byte, error) {
	q, err := s.Get(ctx, id)
	if err != nil {
		return "", nil, err
	}
	var b bytes.Buffer
	if err := s.printer.Proposal(ctx, &b, q); err != nil {
		return "", nil, err
	}
	return pdfName(q), b.Bytes(), nil
}
