package drawingpg

import (
	"context"
	"encoding/hex"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
)

var _ drawing.ReviewStore = (*Store)(nil)

// The review statuses are stored as their names without the prefix ("APPROVED").
const reviewPrefix = "REVIEW_STATUS_"

const notYourMarkup = "This upload is not one of yours for this transmittal (or it was returned already)"

func reviewOf(r sqlc.TransmittalReview) *portalv1.ItemReview {
	return &portalv1.ItemReview{
		Id: r.ID.String(), ItemId: r.ItemID.String(),
		Status: database.EnumValue[portalv1.ReviewStatus](portalv1.ReviewStatus_value, reviewPrefix, r.Status),
		Label:  r.Label, Comment: r.Comment, ReviewerName: r.ReviewerName, OrganizationName: r.OrganizationName,
		MarkupFileName: r.MarkupFileName, StampedFileName: r.StampedFileName, StampedSize: r.StampedSize,
		StampedSha256: hex.EncodeToString(r.StampedSha256), CreateTime: ts(r.CreateTime),
	}
}

// reviewsOf are the reviews of these transmittals' items, by item.
func reviewsOf(ctx context.Context, q *sqlc.Queries, transmittalIDs []uuid.UUID) (map[uuid.UUID]*portalv1.ItemReview, error) {
	rows, err := q.TransmittalReviewList(ctx, transmittalIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]*portalv1.ItemReview, len(rows))
	for _, r := range rows {
		out[r.ItemID] = reviewOf(sqlc.TransmittalReview{
			ID: r.ID, ItemID: r.ItemID, Status: r.Status, Label: r.Label, Comment: r.Comment, ReviewerName: r.ReviewerName,
			OrganizationName: r.OrganizationName, MarkupFileName: r.MarkupFileName, StampedFileName: r.StampedFileName,
			StampedSize: r.StampedSize, StampedSha256: r.StampedSha256, CreateTime: r.CreateTime,
		})
	}
	return out, nil
}

func (s *Store) Reviewer(ctx context.Context, transmittalID, clientUserID uuid.UUID) (drawing.Reviewer, bool, error) {
	r, err := s.q.TransmittalRecipientAsReviewer(ctx, sqlc.TransmittalRecipientAsReviewerParams{TransmittalID: transmittalID, ClientUserID: &clientUserID})
	if errors.Is(err, pgx.ErrNoRows) {
		return drawing.Reviewer{}, false, nil
	}
	if err != nil {
		return drawing.Reviewer{}, false, err
	}
	name := r.Name
	if name == "" {
		name = r.Email
	}
	return drawing.Reviewer{Name: name, Organization: r.OrganizationName, OrganizationID: r.OrganizationID}, true, nil
}

func (s *Store) OutsideReviewer(ctx context.Context, transmittalID, reviewerID uuid.UUID) (drawing.Reviewer, bool, error) {
	r, err := s.q.TransmittalRecipientAsOutsideReviewer(ctx, sqlc.TransmittalRecipientAsOutsideReviewerParams{TransmittalID: transmittalID, ReviewerID: &reviewerID})
	if errors.Is(err, pgx.ErrNoRows) {
		return drawing.Reviewer{}, false, nil
	}
	if err != nil {
		return drawing.Reviewer{}, false, err
	}
	name := r.Name
	if name == "" {
		name = r.Email
	}
	// An outside reviewer belongs to no organization of ours: their stamp names none.
	return drawing.Reviewer{Name: name, OrganizationID: r.OrganizationID}, true, nil
}

func (s *Store) ReviewsAdd(ctx context.Context, a drawing.ReviewAdding) ([]*portalv1.ItemReview, *time.Time, error) {
	var out []*portalv1.ItemReview
	var closed *time.Time
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		// Returns of one transmittal take turns, so exactly one of them sees it complete.
		if _, err := q.TransmittalLockForReview(ctx, a.TransmittalID); err != nil {
			return database.Translate(err, database.Errors{NoRows: drawing.ErrTransmittalNotFound})
		}
		added := map[uuid.UUID]bool{}
		for _, r := range a.Items {
			if err := addReview(ctx, q, a, r); err != nil {
				return err
			}
			added[r.ItemID] = true
			if err := q.DrawingSheetSetReviewed(ctx, sqlc.DrawingSheetSetReviewedParams{
				Status: database.EnumText(drawing.SheetStatusOf(r.Status), statusPrefix), RevisionID: r.RevisionID,
			}); err != nil {
				return err
			}
		}
		n, err := q.TransmittalCloseIfReviewed(ctx, sqlc.TransmittalCloseIfReviewedParams{ID: a.TransmittalID, At: &a.At})
		if err != nil {
			return err
		}
		if n == 1 {
			closed = &a.At
		}
		all, err := reviewsOf(ctx, q, []uuid.UUID{a.TransmittalID})
		if err != nil {
			return err
		}
		for _, r := range a.Items {
			out = append(out, all[r.ItemID])
		}
		return nil
	})
	return out, closed, err
}

// addReview claims r's markup upload, if any, and writes r's review; an item returned
// meanwhile is refused (a status once given is final).
func addReview(ctx context.Context, q *sqlc.Queries, a drawing.ReviewAdding, r drawing.ItemReturn) error {
	p := sqlc.TransmittalReviewCreateParams{
		ItemID: r.ItemID, Status: database.EnumText(r.Status, reviewPrefix), Label: r.Label, Comment: r.Comment,
		ClientUserID: a.By.ClientID(), ReviewerName: a.Reviewer.Name, OrganizationName: a.Reviewer.Organization,
		StampedFileName: r.Stamped.Name, StampedBlobKey: r.Stamped.Key, StampedSize: r.Stamped.Size, StampedSha256: r.Stamped.Sha256,
		CreateTime: a.At,
	}
	if r.Markup != nil {
		u, err := claimMarkup(ctx, q, a, r)
		if err != nil {
			return err
		}
		key := r.MarkupKey
		p.MarkupFileName, p.MarkupBlobKey, p.MarkupSize, p.MarkupSha256, p.MarkupUploadID = u.Name, &key, u.Size, u.Sha256, &u.ID
	}
	n, err := q.TransmittalReviewCreate(ctx, p)
	if err != nil {
		return database.Translate(err, database.Errors{Unique: violation(row("items", r.Index, "markup_upload_id"), notYourMarkup)})
	}
	if n == 0 {
		return violation(row("items", r.Index, "item_id"), "This item was returned already: a status once given is final")
	}
	return nil
}

// claimMarkup removes r's markup upload's row (an upload is claimed once), if it is
// the reviewer's finished upload for the transmittal.
func claimMarkup(ctx context.Context, q *sqlc.Queries, a drawing.ReviewAdding, r drawing.ItemReturn) (sqlc.ResumableUpload, error) {
	field := row("items", r.Index, "markup_upload_id")
	u, err := q.ResumableUploadGetForUpdate(ctx, r.Markup.ID)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, violation(field, notYourMarkup)
	}
	if err != nil {
		return u, err
	}
	switch err := resumablepg.ToUpload(u).ClaimableBy(portal.Owner(a.By)); {
	case errors.Is(err, resumable.ErrUnfinished):
		return u, violation(field, "This file has not finished uploading")
	case err != nil || u.TargetID == nil || *u.TargetID != a.TransmittalID:
		return u, violation(field, notYourMarkup)
	}
	if _, err := q.ResumableUploadDeleteClaimed(ctx, u.ID); err != nil {
		return u, err
	}
	return u, nil
}

func (s *Store) StampedFile(ctx context.Context, reviewID uuid.UUID, scope *uuid.UUID) (drawing.StoredFile, error) {
	r, err := s.q.TransmittalReviewGet(ctx, reviewID)
	if err != nil {
		return drawing.StoredFile{}, database.Translate(err, database.Errors{NoRows: drawing.ErrReviewNotFound})
	}
	if !inScope(r.OrganizationID, scope) {
		return drawing.StoredFile{}, drawing.ErrReviewNotFound
	}
	return drawing.StoredFile{ID: r.ID, Name: r.StampedFileName, Key: r.StampedBlobKey, Size: r.StampedSize, Sha256: r.StampedSha256, CreateTime: r.CreateTime}, nil
}

// setResubmits links a resubmittal to the transmittal it resubmits, of the same project.
func setResubmits(ctx context.Context, q *sqlc.Queries, id uuid.UUID, resubmits string) error {
	if resubmits == "" {
		return nil
	}
	n, err := q.TransmittalSetResubmits(ctx, sqlc.TransmittalSetResubmitsParams{ID: id, ResubmitsID: ptr(uuid.MustParse(resubmits))})
	if err != nil {
		return err
	}
	if n == 0 {
		return violation("transmittal.resubmits_id", "Not a transmittal of this project")
	}
	return nil
}

func ptr[T any](v T) *T { return &v }

// resubmitted names the transmittal t resubmits, if any: by numbers (those read with it:
// a project's list holds them all), else read.
func resubmitted(ctx context.Context, q *sqlc.Queries, r sqlc.Transmittal, numbers map[uuid.UUID]int32, t *drawing.Transmittal) error {
	if r.ResubmitsID == nil {
		return nil
	}
	n, ok := numbers[*r.ResubmitsID]
	if !ok {
		o, err := q.TransmittalGet(ctx, *r.ResubmitsID)
		if err != nil {
			return err
		}
		n = o.Number
	}
	t.ResubmitsId, t.ResubmitsNumberText = r.ResubmitsID.String(), drawing.NumberText(n)
	return nil
}
