// Package sitepg stores the site settings in PostgreSQL: one row, the settings as a JSON
// document with its version (db/migrations/00023_firm_settings.sql), and the versions
// saves replaced (00084_site_settings_versions.sql).
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
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/site"
)

// Store implements site.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ site.Store = (*Store)(nil)

var errs = database.Errors{NoRows: site.ErrNotSeeded}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

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

func (s *Store) Save(ctx context.Context, settings site.Settings, version int32, byID uuid.UUID, by string, keep int) (site.Edited, error) {
	doc, err := json.Marshal(settings)
	if err != nil {
		return site.Edited{}, err
	}
	var id *uuid.UUID
	if byID != uuid.Nil {
		id = &byID
	}
	var row sqlc.FirmSetting
	err = database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		// Locked, so that the version kept is the one this save replaces.
		old, err := q.FirmSettingsLock(ctx)
		if err != nil {
			return err
		}
		if old.Version != version {
			return site.ErrStale
		}
		err = q.SiteSettingsVersionKeep(ctx, sqlc.SiteSettingsVersionKeepParams{
			Version: old.Version, Document: old.Document, SaveTime: old.UpdateTime, SavedByID: old.UpdatedByID, SavedByName: old.UpdatedByName,
		})
		if err != nil {
			return err
		}
		if err := q.SiteSettingsVersionPrune(ctx, int32(keep)); err != nil { //nolint:gosec // a small constant
			return err
		}
		row, err = q.FirmSettingsSave(ctx, sqlc.FirmSettingsSaveParams{Document: doc, Version: version, UpdatedByID: id, UpdatedByName: by})
		return err
	})
	if errors.Is(err, site.ErrStale) {
		return site.Edited{}, err
	}
	if err != nil {
		return site.Edited{}, database.Translate(err, errs)
	}
	return toEdited(row)
}

func (s *Store) Versions(ctx context.Context) ([]site.Edited, error) {
	rows, err := s.q.SiteSettingsVersionList(ctx)
	if err != nil {
		return nil, database.Translate(err, errs)
	}
	out := make([]site.Edited, len(rows))
	for i, r := range rows {
		out[i] = site.Edited{Version: r.Version, UpdateTime: r.SaveTime, UpdatedBy: r.SavedByName}
		if r.SavedByID != nil {
			out[i].UpdatedByID = *r.SavedByID
		}
	}
	return out, nil
}

func (s *Store) Version(ctx context.Context, version int32) (site.Edited, error) {
	r, err := s.q.SiteSettingsVersionGet(ctx, version)
	if errors.Is(err, pgx.ErrNoRows) {
		return site.Edited{}, apperr.NotFound(fmt.Sprintf("Version %d of the site settings is no longer kept (the newest %d are).", version, site.KeptVersions))
	}
	if err != nil {
		return site.Edited{}, database.Translate(err, errs)
	}
	return toEdited(sqlc.FirmSetting{Document: r.Document, Version: r.Version, UpdateTime: r.SaveTime, UpdatedByID: r.SavedByID, UpdatedByName: r.SavedByName})
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
