package sitepagepg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/sitepage"
)

// publish makes version of the locked page public and records the publish (the one an
// undo takes back). Publishing the public version again records nothing.
func publish(ctx context.Context, q *sqlc.Queries, current sqlc.SitePage, version int32, by string, set func() (sqlc.SitePage, error)) (sqlc.SitePage, error) {
	row, err := set()
	if err != nil {
		return sqlc.SitePage{}, database.Translate(err, versionErrs)
	}
	if current.PublishedVersion == version {
		return row, nil
	}
	if err := q.SitePagePublishInsert(ctx, sqlc.SitePagePublishInsertParams{Path: row.Path, Version: version, PublishedByName: by}); err != nil {
		return sqlc.SitePage{}, database.Translate(err, versionErrs)
	}
	if err := q.SitePageVersionMarkPublished(ctx, sqlc.SitePageVersionMarkPublishedParams{Path: row.Path, Version: version}); err != nil {
		return sqlc.SitePage{}, err
	}
	return row, nil
}

// locked runs fn on the page at path, locked, in a transaction.
func (s *Store) locked(ctx context.Context, path string, fn func(tx pgx.Tx, q *sqlc.Queries, current sqlc.SitePage) (sqlc.SitePage, error)) (sitepage.Page, error) {
	var page sitepage.Page
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		current, err := q.SitePageGetForUpdate(ctx, path)
		if err != nil {
			return database.Translate(err, pageErrs)
		}
		row, err := fn(tx, q, current)
		if err != nil {
			return err
		}
		page = toPage(row)
		return nil
	})
	return page, err
}

func (s *Store) Publish(ctx context.Context, path string, version int32, by actor.Actor) (sitepage.Page, error) {
	return s.locked(ctx, path, func(_ pgx.Tx, q *sqlc.Queries, current sqlc.SitePage) (sqlc.SitePage, error) {
		if version < 1 || version > current.DraftVersion {
			return sqlc.SitePage{}, sitepage.ErrVersionNotFound
		}
		return publish(ctx, q, current, version, by.Name, func() (sqlc.SitePage, error) {
			return q.SitePagePublish(ctx, sqlc.SitePagePublishParams{Path: path, Version: version})
		})
	})
}

func (s *Store) Schedule(ctx context.Context, path string, version int32, at time.Time) (sitepage.Page, error) {
	return s.locked(ctx, path, func(tx pgx.Tx, q *sqlc.Queries, current sqlc.SitePage) (sqlc.SitePage, error) {
		if version < 1 || version > current.DraftVersion {
			return sqlc.SitePage{}, sitepage.ErrVersionNotFound
		}
		at = at.UTC().Truncate(time.Microsecond) // as PostgreSQL keeps it, so the job's time matches
		row, err := q.SitePageSchedule(ctx, sqlc.SitePageScheduleParams{Path: path, Version: version, PublishTime: &at})
		if err != nil {
			return sqlc.SitePage{}, err
		}
		// The job carries the schedule it was queued for: a replaced schedule's job finds
		// another (or none) and does nothing.
		_, err = s.queue.InsertTx(ctx, tx, queue.PagePublish{PageID: row.ID, Version: version, PublishTime: at}, &river.InsertOpts{ScheduledAt: at})
		return row, err
	})
}

func (s *Store) CancelSchedule(ctx context.Context, path string) (sitepage.Page, error) {
	return s.locked(ctx, path, func(_ pgx.Tx, q *sqlc.Queries, current sqlc.SitePage) (sqlc.SitePage, error) {
		if current.ScheduledVersion == 0 {
			return sqlc.SitePage{}, sitepage.ErrNotScheduled
		}
		return q.SitePageCancelSchedule(ctx, path)
	})
}

func (s *Store) PublishDue(ctx context.Context, id uuid.UUID, version int32, at time.Time) (bool, error) {
	done := false
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		current, err := q.SitePageGetByIDForUpdate(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil // the page was removed
		}
		if err != nil {
			return err
		}
		at = at.UTC()
		_, err = publish(ctx, q, current, version, "", func() (sqlc.SitePage, error) {
			return q.SitePagePublishDue(ctx, sqlc.SitePagePublishDueParams{ID: id, Version: version, PublishTime: &at})
		})
		if errors.Is(err, sitepage.ErrVersionNotFound) {
			return nil // not this schedule any more, or not yet its time
		}
		done = err == nil
		return err
	})
	return done, err
}

func (s *Store) Undo(ctx context.Context, path string, by actor.Actor) (sitepage.Page, error) {
	return s.locked(ctx, path, func(_ pgx.Tx, q *sqlc.Queries, current sqlc.SitePage) (sqlc.SitePage, error) {
		last, err := q.SitePagePublishLatest(ctx, path)
		if err != nil {
			return sqlc.SitePage{}, err
		}
		if len(last) < 2 {
			return sqlc.SitePage{}, sitepage.ErrNothingToUndo
		}
		if err := q.SitePagePublishUndo(ctx, last[0].ID); err != nil {
			return sqlc.SitePage{}, err
		}
		row, err := q.SitePageSetPublished(ctx, sqlc.SitePageSetPublishedParams{Path: path, Version: last[1].Version})
		if err != nil {
			return sqlc.SitePage{}, err
		}
		return row, q.SitePageVersionMarkPublished(ctx, sqlc.SitePageVersionMarkPublishedParams{Path: path, Version: last[1].Version})
	})
}
