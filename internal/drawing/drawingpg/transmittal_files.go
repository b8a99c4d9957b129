package drawingpg

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
)

// addFiles writes a transmittal's other files, each as its current revision; a file
// unknown or of another project is a violation of its index (the service refused
// malformed and repeated ids already).
func addFiles(ctx context.Context, q *sqlc.Queries, transmittalID, projectID uuid.UUID, raw []string) error {
	if len(raw) == 0 {
		return nil
	}
	ids := make([]uuid.UUID, len(raw))
	for i, r := range raw {
		ids[i] = uuid.MustParse(r)
	}
	written, err := q.TransmittalFileCreateMany(ctx, sqlc.TransmittalFileCreateManyParams{TransmittalID: transmittalID, FileIds: ids, ProjectID: projectID})
	if err != nil {
		return err
	}
	if len(written) == len(ids) {
		return nil
	}
	found := make(map[int32]bool, len(written))
	for _, p := range written {
		found[p] = true
	}
	for i := range ids {
		if !found[int32(i+1)] {
			return violation(fmt.Sprintf("transmittal.file_ids[%d]", i), "Not a file of this project")
		}
	}
	return nil
}

// filesOf reads the files of these transmittals, by transmittal.
func filesOf(ctx context.Context, q *sqlc.Queries, ids []uuid.UUID) (map[uuid.UUID][]*portalv1.TransmittalFile, error) {
	rows, err := q.TransmittalFileList(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := map[uuid.UUID][]*portalv1.TransmittalFile{}
	for _, r := range rows {
		out[r.TransmittalID] = append(out[r.TransmittalID], &portalv1.TransmittalFile{
			FileId: r.FileID.String(), RevisionId: r.RevisionID.String(), Name: r.Name, Size: r.Size,
			ContentType: r.ContentType, RevisionNumber: r.Number,
		})
	}
	return out, nil
}

func (s *Store) TransmittalFileAccess(ctx context.Context, revisionID, reviewerID uuid.UUID, closedAfter time.Time) (bool, error) {
	return s.q.TransmittalFileReviewerAccess(ctx, sqlc.TransmittalFileReviewerAccessParams{
		FileRevisionID: revisionID, ReviewerID: &reviewerID, ClosedAfter: closedAfter,
	})
}

func (s *Store) TransmittalFileDownloaded(ctx context.Context, revisionID uuid.UUID, who actor.Actor, at time.Time) error {
	return s.q.TransmittalFileMarkDownloaded(ctx, sqlc.TransmittalFileMarkDownloadedParams{
		At: &at, FileRevisionID: revisionID, ClientUserID: who.ClientID(), ReviewerID: who.ReviewerID(),
	})
}
