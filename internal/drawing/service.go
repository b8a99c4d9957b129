package drawing

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/mail"
)

// Service is the register and the transmittals.
type Service struct {
	store   Store
	blobs   Blobs
	uploads Uploads
	signer  Signer
	linkTTL time.Duration
	mail    mail.Config
	// uploadKey is the bucket key of a finished upload (tusstore.Key).
	uploadKey func(uuid.UUID) string
	// printouts, when set, make the cover sheets and the drawing log.
	printouts Printouts
	// reviews and stamps keep the reviews and the stamp sets; stamped stores stamped files.
	reviews ReviewStore
	stamps  StampStore
	stamped BlobWriter
	// reviewerAccess is how long after a transmittal closes its outside reviewers keep it.
	reviewerAccess time.Duration
	now            func() time.Time
}

// Config is what the service needs besides its store.
type Config struct {
	Blobs   Blobs
	Uploads Uploads
	// Signer signs download links valid for LinkTTL.
	Signer  Signer
	LinkTTL time.Duration
	Mail    mail.Config
	// UploadKey names a finished upload's bytes in the bucket (tusstore.Key).
	UploadKey func(uuid.UUID) string
	// Printouts, when set, make each transmittal's cover sheet and the drawing log as PDFs.
	Printouts Printouts
	// Reviews keeps the reviews and the stamp sets; Stamped stores the stamped files.
	Reviews ReviewStore
	Stamped BlobWriter
	// ReviewerAccess is how long after a transmittal closes its outside reviewers may
	// still open it (DefaultReviewerAccess when zero).
	ReviewerAccess time.Duration
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// NewService returns the service.
func NewService(store Store, cfg Config) *Service {
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	access := cfg.ReviewerAccess
	if access <= 0 {
		access = DefaultReviewerAccess
	}
	return &Service{store: store, blobs: cfg.Blobs, uploads: cfg.Uploads, signer: cfg.Signer, linkTTL: cfg.LinkTTL,
		mail: cfg.Mail, uploadKey: cfg.UploadKey, printouts: cfg.Printouts,
		reviews: cfg.Reviews, stamps: cfg.Reviews, stamped: cfg.Stamped,
		reviewerAccess: access, now: now}
}

// mailConfig is the mail settings with the firm's name as the site settings say now.
func (s *Service) mailConfig(ctx context.Context) mail.Config {
	return s.mail.At(ctx)
}
