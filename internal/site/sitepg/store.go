// Package sitepg stores the site settings in PostgreSQL: one row, the settings as a JSON
// document with its version (db/migrations/00023_firm_settings.sql).
package sitepg

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/site"
)

// Store implements site.Store.
type Store struct{ q *sqlc.Queries }

var _ site.Store = (*Store)(nil)

var errs = database.Errors{NoRows: site.ErrNotSeeded}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{q: sqlc.New(pool)} }

func (s *Store) Get(ctx context.Context) (site.Edited, error) {
	row, err := s.q.FirmSettingsGet(ctx)
	if err != nil {
		return site.Edited{}, database.Translate(err, errs)
	}
	return toEdited(row)
}

func (s *Store) Seed(ctx context.Context, settings site.Settings) (bool, error) {
	doc, err := json.Marshal(settings)
	if err != nil {
		return false, err
	}
	n, err := s.q.FirmSettingsSeed(ctx, doc)
	return n == 1, database.Translate(err, errs)
}

func (s *Store) Save(ctx context.Context, settings site.Settings, version int32, byID uuid.UUID, by string) (site.Edited, error) {
	doc, err := json.Marshal(settings)
	if err != nil {
		return site.Edited{}, err
	}
	var id *uuid.UUID
	if byID != uuid.Nil {
		id = &byID
	}
	row, err := s.q.FirmSettingsSave(ctx, sqlc.FirmSettingsSaveParams{Document: doc, Version: version, UpdatedByID: id, UpdatedByName: by})
	if errors.Is(err, pgx.ErrNoRows) {
		return site.Edited{}, site.ErrStale
	}
	if err != nil {
		return site.Edited{}, database.Translate(err, errs)
	}
	return toEdited(row)
}

func toEdited(r sqlc.FirmSetting) (site.Edited, error) {
	var s site.Settings
	if err := json.Unmarshal(r.Document, &s); err != nil {
		return site.Edited{}, fmt.Errorf("site settings document: %w", err)
	}
	e := site.Edited{Settings: s, Version: r.Version, UpdateTime: r.UpdateTime, UpdatedBy: r.UpdatedByName}
	if r.UpdatedByID != nil {
		e.UpdatedByID = *r.UpdatedByID
	}
	return e, nil
}
