// Package resumable is the visitors' resumable uploads (the tus protocol, served by
// internal/resumable/tushttp): who may start one and how much, the SHA-256 computed while
// the bytes stream (kept between requests, so a restart loses nothing), the binding of
// an upload to the visitor who started it, and the removal of uploads no request claims.
package resumable

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/validate"
)

// GiB is a binary gigabyte.
const GiB = int64(1) << 30

// Config are the caps (settings UPLOAD_MAX_FILE, UPLOAD_MAX_REQUEST, UPLOAD_MAX_PENDING,
// UPLOAD_DAILY_BUDGET, UPLOAD_CLAIM_TTL).
type Config struct {
	// MaxFile is the largest file.
	MaxFile int64
	// MaxRequest is the most bytes one visitor's unclaimed uploads (one request's files) may hold.
	MaxRequest int64
	// MaxPending is the most bytes one signed-in person's unfinished uploads (a portal
	// upload is claimed when its last bytes arrive) may declare together.
	MaxPending int64
	// DailyBudget is the most bytes one client address may start uploading per day (UTC).
	DailyBudget int64
	// ClaimTTL is how long an upload no request claimed is kept after its last bytes.
	ClaimTTL time.Duration
}

// DefaultConfig is 5 GiB a file, 20 GiB a request, 20 GiB of a signed-in person's
// unfinished uploads, 50 GiB an address a day, kept 1 hour.
func DefaultConfig() Config {
	return Config{MaxFile: 5 * GiB, MaxRequest: 20 * GiB, MaxPending: 20 * GiB, DailyBudget: 50 * GiB, ClaimTTL: time.Hour}
}

// MaxPendingUploads is the most unfinished uploads one signed-in person may hold at once
// (each declares at least a byte; a person uploads a folder's files a few at a time).
const MaxPendingUploads = 100

func (c Config) withDefaults() Config {
	d := DefaultConfig()
	if c.MaxFile <= 0 {
		c.MaxFile = d.MaxFile
	}
	if c.MaxRequest <= 0 {
		c.MaxRequest = d.MaxRequest
	}
	if c.MaxPending <= 0 {
		c.MaxPending = d.MaxPending
	}
	if c.DailyBudget <= 0 {
		c.DailyBudget = d.DailyBudget
	}
	if c.ClaimTTL <= 0 {
		c.ClaimTTL = d.ClaimTTL
	}
	return c
}

// Service is the uploads' rules.
type Service struct {
	store Store
	blobs Blobs
	guard Guard
	cfg   Config
	log   *slog.Logger
	now   func() time.Time
}

// NewService returns the service; cfg's zero fields take DefaultConfig's values.
func NewService(store Store, blobs Blobs, guard Guard, cfg Config, log *slog.Logger) *Service {
	return &Service{store: store, blobs: blobs, guard: guard, cfg: cfg.withDefaults(), log: log, now: time.Now}
}

// Config is the service's caps.
func (s *Service) Config() Config { return s.cfg }

// Begin is a visitor's request to start an upload.
type Begin struct {
	// Remote is the client's address (clientaddr).
	Remote string
	// Owner is the visitor's secret token (OwnerHeader).
	Owner     string
	Challenge string
	Name      string
	Type      string
	Size      int64
	// SizeDeferred: the client did not say the size (refused: caps need it).
	SizeDeferred bool
}

// OwnerHeader carries the visitor's owner token on every tus request and OwnerHash is
// what is kept of it.
const OwnerHeader = "Gusset-Upload-Owner"

// OwnerHash is the SHA-256 of a valid owner token (43 base64url characters: 32 random
// bytes the browser makes), or an error.
func OwnerHash(token string) ([]byte, error) {
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != 32 {
		var c validate.Checker
		c.Add("upload_owner", "This upload does not belong to this form. Please add the file again.")
		return nil, c.Err()
	}
	h := sha256.Sum256([]byte(token))
	return h[:], nil
}

// Start admits a new upload and records it; it answers the upload's id. The caps are
// checked here, before any byte is stored.
func (s *Service) Start(ctx context.Context, b Begin) (uuid.UUID, error) {
	owner, err := OwnerHash(b.Owner)
	if err != nil {
		return uuid.Nil, err
	}
	var c validate.Checker
	name, nameErr := CleanName(b.Name)
	if nameErr != "" {
		c.Add("name", nameErr)
	}
	if b.SizeDeferred {
		c.Add("size", "The file's size must be sent when the upload starts.")
	}
	if err := c.Err(); err != nil {
		return uuid.Nil, err
	}
	if b.Size > s.cfg.MaxFile {
		return uuid.Nil, &TooLargeError{Msg: "This file is larger than the " + Bytes(s.cfg.MaxFile) + " limit for one file."}
	}
	sig, err := s.guard.AdmitBound(ctx, abuse.EstimateUpload, b.Remote, b.Challenge, func(sig string) (bool, error) {
		return s.store.ChallengeBound(ctx, owner, sig)
	})
	if err != nil {
		return uuid.Nil, err
	}
	n := New{ID: uuid.New(), OwnerHash: owner, ClientKey: clientaddr.Key(b.Remote), ChallengeSig: sig, Name: name, ContentType: cleanType(b.Type), Size: b.Size}
	switch err := s.store.Create(ctx, n, s.cfg.MaxRequest, s.cfg.DailyBudget); err {
	case nil:
		return n.ID, nil
	case ErrRequestCap:
		return uuid.Nil, &TooLargeError{Msg: "The files of one request may be at most " + Bytes(s.cfg.MaxRequest) + " in all."}
	case ErrBudget:
		return uuid.Nil, &budgetError{wait: untilTomorrow(s.now())}
	default:
		return uuid.Nil, err
	}
}

// Targeted is an upload a signed-in service (the portal) admits for one of its things:
// the owner is the signed-in person (OwnerOf), not a visitor's token; the file cap and
// the person's cap on unfinished uploads (Config.MaxPending, MaxPendingUploads) apply, no
// challenge and no daily budget.
type Targeted struct {
	Owner  []byte
	Target uuid.UUID
	Name   string
	Type   string
	Size   int64
	// SizeDeferred: the client did not say the size (refused: the cap needs it).
	SizeDeferred bool
}

// OwnerOf is the owner hash of a signed-in person's uploads ("client:<id>", "staff:<id>").
func OwnerOf(kind string, id uuid.UUID) []byte {
	h := sha256.Sum256([]byte(kind + ":" + id.String()))
	return h[:]
}

// StartTargeted admits and records a signed-in person's upload for t.Target.
func (s *Service) StartTargeted(ctx context.Context, t Targeted) (uuid.UUID, error) {
	var c validate.Checker
	name, nameErr := CleanName(t.Name)
	if nameErr != "" {
		c.Add("name", nameErr)
	}
	if t.SizeDeferred {
		c.Add("size", "The file's size must be sent when the upload starts.")
	}
	if err := c.Err(); err != nil {
		return uuid.Nil, err
	}
	if t.Size > s.cfg.MaxFile {
		return uuid.Nil, &TooLargeError{Msg: "This file is larger than the " + Bytes(s.cfg.MaxFile) + " limit for one file."}
	}
	n := New{ID: uuid.New(), OwnerHash: t.Owner, ClientKey: "signed-in", Name: name, ContentType: cleanType(t.Type), Size: t.Size}
	switch err := s.store.CreateTargeted(ctx, n, t.Target, s.cfg.MaxPending, MaxPendingUploads); err {
	case nil:
		return n.ID, nil
	case ErrRequestCap:
		return uuid.Nil, &TooLargeError{Msg: "Your unfinished uploads may be at most " + Bytes(s.cfg.MaxPending) +
			" in all: let some finish before starting more."}
	case ErrCountCap:
		return uuid.Nil, &TooLargeError{Msg: fmt.Sprintf("You may have at most %d unfinished uploads at once: "+
			"let some finish before starting more.", MaxPendingUploads)}
	default:
		return uuid.Nil, err
	}
}

// Owned answers upload id if owner started it, else ErrNotFound.
func (s *Service) Owned(ctx context.Context, id string, owner []byte) (Upload, error) {
	uid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return Upload{}, err
	}
	u, err := s.store.Get(ctx, uid)
	if err != nil {
		return Upload{}, err
	}
	if string(u.OwnerHash) != string(owner) {
		return Upload{}, ErrNotFound
	}
	return u, nil
}

// Authorize answers upload id if owner (the token) started it, else ErrNotFound (a
// stranger learns nothing of it).
func (s *Service) Authorize(ctx context.Context, id, owner string) (Upload, error) {
	uid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return Upload{}, err
	}
	h, err := OwnerHash(owner)
	if err != nil {
		return Upload{}, ErrNotFound
	}
	u, err := s.store.Get(ctx, uid)
	if err != nil {
		return Upload{}, err
	}
	if string(u.OwnerHash) != string(h) {
		return Upload{}, ErrNotFound
	}
	return u, nil
}

// OpenStored reads the stored bytes of an upload, by its storage name.
func (s *Service) OpenStored(ctx context.Context, tusID string) (io.ReadCloser, error) {
	return s.blobs.Open(ctx, tusID)
}

// Reap removes the uploads no request claimed within the claim TTL, bytes and rows: the
// row first (so no request can claim it meanwhile), then the bytes. It answers how many.
func (s *Service) Reap(ctx context.Context) (int, error) {
	before := s.now().Add(-s.cfg.ClaimTTL)
	n := 0
	for {
		ups, err := s.store.Unclaimed(ctx, before, 100)
		if err != nil || len(ups) == 0 {
			return n, err
		}
		for _, u := range ups {
			gone, err := s.store.DeleteUnclaimed(ctx, u.ID, before)
			if err != nil {
				return n, err
			}
			if !gone {
				continue
			}
			n++
			if u.TusID == "" {
				continue
			}
			if err := s.blobs.Delete(ctx, u.TusID); err != nil {
				s.log.Error("removing an unclaimed upload's bytes", "upload", u.ID, "err", err)
			}
		}
		if len(ups) < 100 {
			return n, nil
		}
	}
}

// PurgeBudgets drops the byte counts of past days.
func (s *Service) PurgeBudgets(ctx context.Context) (int64, error) { return s.store.PurgeBudgets(ctx) }

// Bytes writes a size the way caps are said ("5 GiB", "500 MiB").
func Bytes(n int64) string {
	switch {
	case n >= GiB && n%GiB == 0:
		return fmt.Sprintf("%d GiB", n/GiB)
	case n >= GiB:
		return fmt.Sprintf("%.1f GiB", float64(n)/float64(GiB))
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", n>>20)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// CleanName checks a file's name: no path, no control or text-direction characters;
// it answers the name or a message.
func CleanName(name string) (string, string) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", "The file has no name."
	case len(name) > 255:
		return "", "The file's name is too long."
	case strings.ContainsAny(name, "/\\"):
		return "", "The file's name must not contain a path."
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == unicode.ReplacementChar {
			return "", "The file's name contains characters that are not allowed."
		}
	}
	return name, ""
}

func cleanType(t string) string {
	t = strings.TrimSpace(t)
	if len(t) > 200 || strings.ContainsFunc(t, unicode.IsControl) {
		return ""
	}
	return t
}
