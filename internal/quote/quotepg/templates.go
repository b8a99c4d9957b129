package quotepg

import (
	"context"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/quote"
)

var templateErrors = database.Errors{NoRows: quote.ErrTemplateNotFound}

func uuidOf(s string) uuid.UUID { id, _ := uuid.Parse(s); return id }

func uuidPtr(s string) *uuid.UUID {
	id, err := uuid.Parse(s)
	if err != nil {
		return nil
	}
	return &id
}

func templateOf(r sqlc.QuoteTemplate) *quote.Template {
	return &quote.Template{
		Id: r.ID.String(), FamilyId: r.FamilyID.String(), Version: r.Version,
		Kind:  database.EnumValue[adminv1.QuoteTemplateKind](adminv1.QuoteTemplateKind_value, "QUOTE_TEMPLATE_KIND_", r.Kind),
		Title: r.Title, Body: r.Body, CreateTime: timestamppb.New(r.CreateTime),
	}
}

func (s *Store) Templates(ctx context.Context, kind string) ([]*quote.Template, error) {
	rows, err := s.q.QuoteTemplateList(ctx, kind)
	if err != nil {
		return nil, err
	}
	out := make([]*quote.Template, len(rows))
	for i, r := range rows {
		out[i] = templateOf(r)
	}
	return out, nil
}

func (s *Store) Template(ctx context.Context, id uuid.UUID) (*quote.Template, error) {
	r, err := s.q.QuoteTemplateGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, templateErrors)
	}
	return templateOf(r), nil
}

func (s *Store) CurrentTerms(ctx context.Context) (*quote.Template, error) {
	r, err := s.q.QuoteTemplateCurrentTerms(ctx)
	if err != nil {
		return nil, database.Translate(err, templateErrors)
	}
	return templateOf(r), nil
}

func (s *Store) TemplateCreate(ctx context.Context, family uuid.UUID, kind, title, body string) (*quote.Template, error) {
	r, err := s.q.QuoteTemplateCreate(ctx, sqlc.QuoteTemplateCreateParams{FamilyID: family, Version: 1, Kind: kind, Title: title, Body: body})
	if err != nil {
		return nil, err
	}
	return templateOf(r), nil
}

// TemplateUpdate retires the current version and writes the next, in one transaction.
func (s *Store) TemplateUpdate(ctx context.Context, family uuid.UUID, title, body string) (*quote.Template, error) {
	var out *quote.Template
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		old, err := q.QuoteTemplateRetire(ctx, family)
		if err != nil {
			return database.Translate(err, templateErrors)
		}
		r, err := q.QuoteTemplateCreate(ctx, sqlc.QuoteTemplateCreateParams{FamilyID: family, Version: old.Version + 1, Kind: old.Kind, Title: title, Body: body})
		if err != nil {
			return err
		}
		out = templateOf(r)
		return nil
	})
	return out, err
}

func (s *Store) TemplateRetire(ctx context.Context, family uuid.UUID) error {
	_, err := s.q.QuoteTemplateRetire(ctx, family)
	return database.Translate(err, templateErrors)
}
