package rfipg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
	"github.com/gusset/gusset/internal/rfi"
)

var attachmentErrors = database.Errors{NoRows: rfi.ErrAttachmentNotFound}

func attachmentOf(a sqlc.RfiAttachment) rfi.StoredAttachment {
	return rfi.StoredAttachment{
		Attachment: &portalv1.RfiAttachment{Id: a.ID.String(), FileName: a.FileName, Size: a.Size, ContentType: a.ContentType,
			AddedByName: a.AddedByName, ByFirm: a.ByFirm, CreateTime: timestamppb.New(a.CreateTime)},
		RfiID: a.RfiID, BlobKey: a.BlobKey,
	}
}

func (s *Store) Attachment(ctx context.Context, id uuid.UUID) (rfi.StoredAttachment, error) {
	a, err := s.q.RfiAttachmentGet(ctx, id)
	if err != nil {
		return rfi.StoredAttachment{}, database.Translate(err, attachmentErrors)
	}
	return attachmentOf(a), nil
}

func (s *Store) AttachmentByUpload(ctx context.Context, uploadID uuid.UUID) (rfi.StoredAttachment, error) {
	a, err := s.q.RfiAttachmentByUpload(ctx, uploadID)
	if err != nil {
		return rfi.StoredAttachment{}, database.Translate(err, attachmentErrors)
	}
	return attachmentOf(a), nil
}

// attachments adds the RFI's attachments to r.
func attachments(ctx context.Context, q *sqlc.Queries, r *rfi.Rfi) error {
	rows, err := q.RfiAttachmentListByRfi(ctx, uuid.MustParse(r.GetId()))
	for _, a := range rows {
		r.Attachments = append(r.Attachments, attachmentOf(a).Attachment)
	}
	return err
}

// claim makes the upload the service checked an attachment of RFI id, on its row locked
// in the change's transaction: only its owner may claim it, once, finished, and only for
// the RFI it was started for (resumable.Upload.ClaimableBy). The row then leaves
// resumable_uploads: its bytes are the attachment's, which the janitor never reaps.
func claim(ctx context.Context, q *sqlc.Queries, id uuid.UUID, a *rfi.Attaching, by actor.Actor, at time.Time) error {
	u, err := q.ResumableUploadGetForUpdate(ctx, a.UploadID)
	if errors.Is(err, pgx.ErrNoRows) {
		return rfi.ErrUploadNotFound
	}
	if err != nil {
		return err
	}
	up := resumablepg.ToUpload(u)
	switch err := up.ClaimableBy(a.Owner); {
	case errors.Is(err, resumable.ErrUnfinished):
		return rfi.ErrUploadUnfinished
	case err != nil:
		return rfi.ErrUploadNotFound
	}
	if up.TargetID == nil || *up.TargetID != id {
		return rfi.ErrUploadNotFound
	}
	if _, err := q.RfiAttachmentCreate(ctx, sqlc.RfiAttachmentCreateParams{RfiID: id, UploadID: u.ID, FileName: u.Name, Size: u.Size,
		Sha256: u.Sha256, ContentType: a.ContentType, BlobKey: a.BlobKey, AddedByName: by.Name, ByFirm: by.IsStaff(), Now: at}); err != nil {
		return err
	}
	_, err = q.ResumableUploadDeleteClaimed(ctx, u.ID)
	return err
}
