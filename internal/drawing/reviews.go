package drawing

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/validate"
)

// A review: a reviewer gives one or several items of a transmittal a status from their
// organization's stamp set, a comment and, optionally, a marked-up PDF. Each returned item
// is stamped (the marked-up PDF, or the issued sheet when none came back) into a new file;
// the rows, the sheets' statuses and the transmittal's closing are written in one
// transaction. A status once given is final: the firm answers it with a new revision.

type (
	ItemReview      = portalv1.ItemReview
	ItemReviewInput = portalv1.ItemReviewInput
)

// MaxComment bounds a review's comment.
const MaxComment = 2000

// ErrReviewNotFound is an unknown review, or another organization's.
var ErrReviewNotFound = apperr.NotFound("review not found")

// ReviewStore keeps the reviews and the stamp sets.
type ReviewStore interface {
	StampStore
	// Reviewer answers the client user as a reviewer of the transmittal (ok false when
	// they are not one of its recipients).
	Reviewer(ctx context.Context, transmittalID, clientUserID uuid.UUID) (r Reviewer, ok bool, err error)
	// OutsideReviewer answers the outside reviewer as a reviewer of the transmittal (ok
	// false when they are not one of its recipients).
	OutsideReviewer(ctx context.Context, transmittalID, reviewerID uuid.UUID) (r Reviewer, ok bool, err error)
	// ReviewsAdd writes the returns in one transaction: it claims each markup upload (the
	// reviewer's, for the transmittal), refuses an item already returned, sets each
	// current sheet's status and closes the transmittal when every item has a status,
	// answering the reviews and the close time (nil while it stays open).
	ReviewsAdd(ctx context.Context, a ReviewAdding) ([]*ItemReview, *time.Time, error)
	// StampedFile answers a review's stamped file.
	StampedFile(ctx context.Context, reviewID uuid.UUID, scope *uuid.UUID) (StoredFile, error)
}

// BlobWriter stores a new object in the bucket.
type BlobWriter interface {
	WriteAll(ctx context.Context, key string, data []byte, contentType string) error
}

// StoredFile is a file the server keeps: its name, key, size and SHA-256.
type StoredFile struct {
	ID         uuid.UUID
	Name, Key  string
	Size       int64
	Sha256     []byte
	CreateTime time.Time
}

// ReviewAdding is a return about to be written.
type ReviewAdding struct {
	TransmittalID uuid.UUID
	By            actor.Actor
	Reviewer      Reviewer
	At            time.Time
	Items         []ItemReturn
}

// ItemReturn is one item's return, stamped.
type ItemReturn struct {
	// Index is the item's place in the request, for naming a refusal.
	Index              int
	ItemID, RevisionID uuid.UUID
	Status             ReviewStatus
	Label, Comment     string
	// Markup is the reviewer's upload (nil when none): its id, name and key.
	Markup *resumable.Upload
	// MarkupKey is where the markup's bytes are (they stay there, as a revision's do).
	MarkupKey string
	Stamped   StoredFile
	// sheet is the item's sheet number and revision, for the stamped file's name.
	sheet string
}

// SubmitReview returns items of a transmittal with their statuses (a reviewer).
func (s *Service) SubmitReview(ctx context.Context, c actor.Actor, transmittalID string, items []*ItemReviewInput) ([]*ItemReview, *time.Time, error) {
	id, err := apperr.ParseID(transmittalID, ErrTransmittalNotFound)
	if err != nil {
		return nil, nil, err
	}
	t, who, err := s.reviewable(ctx, c, id)
	if err != nil {
		return nil, nil, err
	}
	labels, err := s.stamps.StampLabels(ctx, who.OrganizationID)
	if err != nil {
		return nil, nil, err
	}
	returns, err := checkReturns(t, stampSetOf(who.OrganizationID, labels), items)
	if err != nil {
		return nil, nil, err
	}
	for i := range returns {
		if err := s.vetMarkup(ctx, c, id, &returns[i]); err != nil {
			return nil, nil, err
		}
	}
	// As PostgreSQL keeps it, so the answer's close time is the stored one.
	now := s.now().Truncate(time.Microsecond)
	var written []string
	// Whatever is refused or fails after a stamped file is written removes it: no orphan file.
	cleanup := func() {
		for _, k := range written {
			_ = s.blobs.Delete(context.WithoutCancel(ctx), k)
		}
	}
	for i := range returns {
		if err := s.stampReturn(ctx, t, who, now, &returns[i]); err != nil {
			cleanup()
			return nil, nil, err
		}
		written = append(written, returns[i].Stamped.Key)
	}
	out, closed, err := s.reviews.ReviewsAdd(ctx, ReviewAdding{TransmittalID: id, By: c, Reviewer: who, At: now, Items: returns})
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	return out, closed, nil
}

// checkReturns validates the request against the transmittal and the stamp set.
func checkReturns(t *Transmittal, set *StampSet, items []*ItemReviewInput) ([]ItemReturn, error) {
	var v validate.Checker
	v.Check(len(items) > 0, "items", "Give at least one item a status")
	v.Check(len(items) <= MaxBulk, "items", fmt.Sprintf("At most %d items at once", MaxBulk))
	byID := map[uuid.UUID]*portalv1.TransmittalItem{}
	for _, it := range t.GetItems() {
		byID[uuid.MustParse(it.GetId())] = it
	}
	labelOf := map[ReviewStatus]string{}
	for _, st := range set.GetStamps() {
		labelOf[st.GetStatus()] = st.GetLabel()
	}
	out := make([]ItemReturn, 0, len(items))
	seen := map[uuid.UUID]bool{}
	for i, in := range items {
		r := ItemReturn{Index: i, Status: in.GetStatus(), Label: labelOf[in.GetStatus()], Comment: strings.TrimSpace(in.GetComment())}
		itemID, err := apperr.ParseCanonical(in.GetItemId())
		it := byID[itemID]
		switch {
		case err != nil || it == nil:
			v.Add(indexed("items", i, "item_id"), "Not an item of this transmittal")
		case it.GetReview() != nil:
			v.Add(indexed("items", i, "item_id"), "This item was returned already: a status once given is final")
		case seen[itemID]:
			v.Add(indexed("items", i, "item_id"), "This item is given a status twice")
		default:
			r.ItemID, r.RevisionID = itemID, uuid.MustParse(it.GetRevisionId())
			r.sheet = it.GetSheetNumber() + "_R" + it.GetRevision()
		}
		seen[itemID] = true
		v.Check(r.Label != "", indexed("items", i, "status"), "Choose one of the stamps")
		v.MaxLen(indexed("items", i, "comment"), "Comment", r.Comment, MaxComment)
		v.Text(indexed("items", i, "comment"), r.Comment)
		if m := in.GetMarkupUploadId(); m != "" {
			up, err := apperr.ParseCanonical(m)
			if err != nil {
				v.Add(indexed("items", i, "markup_upload_id"), "Not an upload")
			}
			r.Markup = &resumable.Upload{ID: up}
		}
		out = append(out, r)
	}
	return out, v.Err()
}

// vetMarkup checks that r's markup is c's finished upload for the transmittal, and
// names it. Whether it is a PDF is read from its bytes when it is stamped.
func (s *Service) vetMarkup(ctx context.Context, c actor.Actor, transmittalID uuid.UUID, r *ItemReturn) error {
	if r.Markup == nil {
		return nil
	}
	field := indexed("items", r.Index, "markup_upload_id")
	u, err := s.uploads.Owned(ctx, r.Markup.ID.String(), portal.Owner(c))
	if errors.Is(err, resumable.ErrNotFound) || err == nil && (u.TargetID == nil || *u.TargetID != transmittalID) {
		return fieldError(field, "This upload is not one of yours for this transmittal (or it was returned already)")
	}
	if err != nil {
		return err
	}
	if !u.Complete {
		return fieldError(field, "This file has not finished uploading")
	}
	if u.Size > MaxStampedFile {
		return fieldError(field, fmt.Sprintf("A file to stamp is at most %s", resumable.Bytes(MaxStampedFile)))
	}
	r.Markup = &u
	return nil
}

// StampedURL is a signed link for c to a review's stamped PDF.
func (s *Service) StampedURL(ctx context.Context, c actor.Actor, reviewID string) (string, time.Time, error) {
	id, err := apperr.ParseID(reviewID, ErrReviewNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	f, err := s.reviews.StampedFile(ctx, id, c.Scope())
	if err != nil {
		return "", time.Time{}, err
	}
	link, exp := s.signedLink(StampedPath, f.ID, c, f.Name)
	return link, exp, nil
}
