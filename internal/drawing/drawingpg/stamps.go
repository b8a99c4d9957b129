package drawingpg

import (
	"context"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/portal"
)

var orgErrors = database.Errors{NoRows: portal.ErrOrganizationNotFound, ForeignKey: portal.ErrOrganizationNotFound}

func (s *Store) StampLabels(ctx context.Context, orgID uuid.UUID) (map[drawing.ReviewStatus]string, error) {
	if _, err := s.q.ClientOrganizationGet(ctx, orgID); err != nil {
		return nil, database.Translate(err, orgErrors)
	}
	rows, err := s.q.StampLabelList(ctx, orgID)
	if err != nil {
		return nil, err
	}
	out := make(map[drawing.ReviewStatus]string, len(rows))
	for _, r := range rows {
		out[database.EnumValue[portalv1.ReviewStatus](portalv1.ReviewStatus_value, reviewPrefix, r.Status)] = r.Label
	}
	return out, nil
}

func (s *Store) StampLabelsSet(ctx context.Context, orgID uuid.UUID, labels map[drawing.ReviewStatus]string) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.ClientOrganizationGet(ctx, orgID); err != nil {
			return database.Translate(err, orgErrors)
		}
		for status, label := range labels {
			code := database.EnumText(status, reviewPrefix)
			var err error
			if label == "" {
				err = q.StampLabelDelete(ctx, sqlc.StampLabelDeleteParams{OrganizationID: orgID, Status: code})
			} else {
				err = q.StampLabelUpsert(ctx, sqlc.StampLabelUpsertParams{OrganizationID: orgID, Status: code, Label: label})
			}
			if err != nil {
				return database.Translate(err, orgErrors)
			}
		}
		return nil
	})
}
