package drawingpg

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/drawing"
)

// addReviewers adds a transmittal's outside reviewers after its other recipients (from
// position on): each address's account without an organization (made if new), marked a
// reviewer's, its recipient row and its one-time sign-in link. An address of a client
// user, or a disabled account, is a violation of its index.
func addReviewers(ctx context.Context, q *sqlc.Queries, transmittalID uuid.UUID, position int32, reviewers []drawing.Reviewing) error {
	for _, r := range reviewers {
		field := fmt.Sprintf("transmittal.reviewers[%d].email", r.Index)
		if err := q.ClientUserCreateReviewer(ctx, sqlc.ClientUserCreateReviewerParams{Email: r.Email, Name: r.Name}); err != nil {
			return err
		}
		u, err := q.ClientUserGetByEmail(ctx, r.Email)
		if err != nil {
			return err
		}
		if u.OrganizationID != nil {
			return violation(field, "This address is a client user's: choose them among the client's people, or use another address")
		}
		if u.Disabled {
			return violation(field, "This reviewer's account is disabled")
		}
		if err := q.ReviewerCreate(ctx, u.ID); err != nil {
			return err
		}
		name := r.Name
		if name == "" {
			name = u.Name
		}
		position++
		if err := q.TransmittalRecipientCreateReviewer(ctx, sqlc.TransmittalRecipientCreateReviewerParams{
			TransmittalID: transmittalID, ReviewerID: &u.ID, IsCopy: r.Copy, Email: u.Email, Name: name, Position: position,
		}); err != nil {
			return err
		}
		// Links are not replaced as an invitation's are: each transmittal's mail signs in
		// once, whichever of a reviewer's mails they open first.
		if err := q.ClientSignInLinkCreate(ctx, sqlc.ClientSignInLinkCreateParams{TokenHash: r.LinkHash, UserID: u.ID, ExpireTime: r.LinkExpire}); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) ReviewerAccess(ctx context.Context, transmittalID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error) {
	return s.q.TransmittalRecipientReviewerAccess(ctx, sqlc.TransmittalRecipientReviewerAccessParams{
		TransmittalID: transmittalID, ReviewerID: &reviewerID, ClosedAfter: closedAfter,
	})
}

func (s *Store) ReviewerRevisionAccess(ctx context.Context, revisionID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error) {
	return s.q.TransmittalRecipientReviewerRevisionAccess(ctx, sqlc.TransmittalRecipientReviewerRevisionAccessParams{
		RevisionID: revisionID, ReviewerID: &reviewerID, ClosedAfter: closedAfter,
	})
}

func (s *Store) TransmittalListForReviewer(ctx context.Context, reviewerID uuid.UUID, closedAfter time.Time) ([]*drawing.Transmittal, error) {
	var out []*drawing.Transmittal
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		rows, err := q.TransmittalListForReviewer(ctx, sqlc.TransmittalListForReviewerParams{ReviewerID: &reviewerID, ClosedAfter: closedAfter})
		if err != nil {
			return err
		}
		out, err = transmittalsOf(ctx, q, rows)
		return err
	})
	return out, err
}

func (s *Store) ReviewerOpened(ctx context.Context, transmittalID, reviewerID uuid.UUID, at time.Time) error {
	return s.q.TransmittalRecipientMarkOpenedByReviewer(ctx, sqlc.TransmittalRecipientMarkOpenedByReviewerParams{
		TransmittalID: transmittalID, ReviewerID: &reviewerID, At: &at,
	})
}

func (s *Store) ReviewerDownloaded(ctx context.Context, revisionID, reviewerID uuid.UUID, at time.Time) error {
	return s.q.TransmittalRecipientMarkDownloadedByReviewer(ctx, sqlc.TransmittalRecipientMarkDownloadedByReviewerParams{
		RevisionID: revisionID, ReviewerID: &reviewerID, At: &at,
	})
}

// idText is a nullable id as a message's string ("" when unset).
func idText(id *uuid.UUID) string {
	if id == nil {
		return ""
	}
	return id.String()
}
