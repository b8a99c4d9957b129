// Package sitepagepg stores the pages as content in PostgreSQL (db/migrations/00024_site_pages.sql):
// the pages, their versions (each the protobuf JSON of gusset.site.v1.PageContent), their
// publishes and the renamed paths' redirects.
package sitepagepg

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/sitepage"
)

// Store implements sitepage.Store.
type Store struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	queue *queue.Client
}

var _ sitepage.Store = (*Store)(nil)

var (
	pageErrs    = database.Errors{NoRows: sitepage.ErrPageNotFound, Unique: sitepage.ErrPathTaken, ForeignKey: sitepage.ErrPageNotFound}
	versionErrs = database.Errors{NoRows: sitepage.ErrVersionNotFound, ForeignKey: sitepage.ErrVersionNotFound}
)

// New returns the store; scheduled publishes are queued with q.
func New(pool *pgxpool.Pool, q *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), queue: q}
}

// seedLock keeps two instances starting at once from seeding together.
const seedLock = `SELECT pg_advisory_xact_lock(hashtext('gusset site_pages seed'))`

func (s *Store) Seed(ctx context.Context, pages []sitepage.NewPage) (int, error) {
	added := 0
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		added = 0
		if _, err := tx.Exec(ctx, seedLock); err != nil {
			return err
		}
		have, err := q.SitePagePaths(ctx)
		if err != nil {
			return err
		}
		for _, p := range pages {
			// After the first start only a built-in page the database lacks is added: a
			// service page that is missing was removed by staff.
			if len(have) > 0 && (p.Kind != sitepage.KindBuiltIn || slices.Contains(have, p.Path)) {
				continue
			}
			ok, err := insert(ctx, q, p, actor.Actor{})
			if err != nil {
				return fmt.Errorf("seeding the page %s: %w", p.Path, err)
			}
			if ok {
				added++
			}
		}
		return nil
	})
	return added, err
}

// insert adds p with its first version (published when p says so); false when its path
// is taken.
func insert(ctx context.Context, q *sqlc.Queries, p sitepage.NewPage, by actor.Actor) (bool, error) {
	doc, err := protojson.Marshal(p.Content)
	if err != nil {
		return false, err
	}
	// A page now at a renamed page's old path takes it back.
	if err := q.SitePageRedirectDelete(ctx, p.Path); err != nil {
		return false, err
	}
	var published int32
	var publishTime *time.Time
	if p.Published {
		published = 1
		now := time.Now()
		publishTime = &now
	}
	_, err = q.SitePageInsert(ctx, sqlc.SitePageInsertParams{
		Path: p.Path, Name: p.Name, Kind: string(p.Kind), Parent: p.Parent, Position: p.Position, Hidden: p.Hidden,
		TileImage: p.Tile.Image, TileBlurb: p.Tile.Blurb, PublishedVersion: published,
		UpdatedByID: idOf(by.ID), UpdatedByName: by.Name,
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, database.Translate(err, pageErrs)
	}
	if err := q.SitePageVersionInsert(ctx, sqlc.SitePageVersionInsertParams{
		Path: p.Path, Version: 1, Content: doc, CreatedByID: idOf(by.ID), CreatedByName: by.Name, PublishTime: publishTime,
	}); err != nil {
		return false, err
	}
	if p.Published {
		if err := q.SitePagePublishInsert(ctx, sqlc.SitePagePublishInsertParams{Path: p.Path, Version: 1, PublishedByName: by.Name}); err != nil {
			return false, err
		}
	}
	return true, nil
}

func (s *Store) List(ctx context.Context) ([]sitepage.Page, error) {
	rows, err := s.q.SitePageList(ctx)
	return convertAll(rows, toPage), err
}

func (s *Store) Visible(ctx context.Context) ([]sitepage.Page, error) {
	rows, err := s.q.SitePageListVisible(ctx)
	return convertAll(rows, toPage), err
}

func (s *Store) Get(ctx context.Context, path string) (sitepage.Page, error) {
	row, err := s.q.SitePageGet(ctx, path)
	if err != nil {
		return sitepage.Page{}, database.Translate(err, pageErrs)
	}
	return toPage(row), nil
}

func (s *Store) Published(ctx context.Context, path string) (sitepage.Public, error) {
	row, err := s.q.SitePageVersionPublished(ctx, path)
	if errors.Is(err, pgx.ErrNoRows) {
		to, rerr := s.q.SitePageRedirectGet(ctx, path)
		if rerr == nil {
			return sitepage.Public{MovedTo: to}, nil
		}
		return sitepage.Public{}, database.Translate(rerr, pageErrs)
	}
	if err != nil {
		return sitepage.Public{}, err
	}
	c, err := content(row.Content)
	if err != nil {
		return sitepage.Public{}, err
	}
	return sitepage.Public{Content: c, Version: row.Version}, nil
}

func (s *Store) Version(ctx context.Context, path string, version int32) (sitepage.Version, *sitepage.Content, error) {
	row, err := s.q.SitePageVersionGet(ctx, sqlc.SitePageVersionGetParams{Path: path, Version: version})
	if err != nil {
		return sitepage.Version{}, nil, database.Translate(err, versionErrs)
	}
	c, err := content(row.Content)
	if err != nil {
		return sitepage.Version{}, nil, err
	}
	return sitepage.Version{
		Version: row.Version, CreateTime: row.CreateTime, CreatedBy: row.CreatedByName, RestoredFrom: row.RestoredFrom, PublishTime: row.PublishTime,
	}, c, nil
}

func (s *Store) Versions(ctx context.Context, path string) ([]sitepage.Version, error) {
	if _, err := s.Get(ctx, path); err != nil {
		return nil, err
	}
	rows, err := s.q.SitePageVersionList(ctx, path)
	return convertAll(rows, func(r sqlc.SitePageVersionListRow) sitepage.Version {
		return sitepage.Version{Version: r.Version, CreateTime: r.CreateTime, CreatedBy: r.CreatedByName, RestoredFrom: r.RestoredFrom, PublishTime: r.PublishTime}
	}), err
}

func (s *Store) SaveDraft(ctx context.Context, path string, c *sitepage.Content, version, restoredFrom int32, by actor.Actor) (sitepage.Page, error) {
	doc, err := protojson.Marshal(c)
	if err != nil {
		return sitepage.Page{}, err
	}
	var page sitepage.Page
	err = database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		row, err := q.SitePageSetDraft(ctx, sqlc.SitePageSetDraftParams{Path: path, Version: version, UpdatedByID: idOf(by.ID), UpdatedByName: by.Name})
		if errors.Is(err, pgx.ErrNoRows) {
			if _, err := q.SitePageGet(ctx, path); err != nil {
				return database.Translate(err, pageErrs)
			}
			return sitepage.ErrStale
		}
		if err != nil {
			return err
		}
		if err := q.SitePageVersionInsert(ctx, sqlc.SitePageVersionInsertParams{
			Path: path, Version: row.DraftVersion, Content: doc, CreatedByID: idOf(by.ID), CreatedByName: by.Name, RestoredFrom: restoredFrom,
		}); err != nil {
			return err
		}
		// Pictures uploaded in the editor belong to the page from the version that names them.
		if err := filespg.ClaimNamed(ctx, q, files.KindPageImage, doc); err != nil {
			return err
		}
		page = toPage(row)
		return nil
	})
	return page, err
}

func (s *Store) Create(ctx context.Context, p sitepage.NewPage, by actor.Actor) (sitepage.Page, error) {
	var page sitepage.Page
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		pos, err := q.SitePageNextPosition(ctx, p.Parent)
		if err != nil {
			return err
		}
		p.Position = pos
		ok, err := insert(ctx, q, p, by)
		if err != nil {
			return err
		}
		if !ok {
			return sitepage.ErrPathTaken
		}
		row, err := q.SitePageGet(ctx, p.Path)
		page = toPage(row)
		return err
	})
	return page, err
}

func (s *Store) UpdatePlace(ctx context.Context, path, newPath, name string, hidden bool) (sitepage.Page, error) {
	return s.locked(ctx, path, func(_ pgx.Tx, q *sqlc.Queries, _ sqlc.SitePage) (sqlc.SitePage, error) {
		if newPath != path {
			// The new path may be an old path of this page or another: the page takes it.
			if err := q.SitePageRedirectDelete(ctx, newPath); err != nil {
				return sqlc.SitePage{}, err
			}
		}
		row, err := q.SitePageUpdatePlace(ctx, sqlc.SitePageUpdatePlaceParams{Path: path, NewPath: newPath, Name: name, Hidden: hidden})
		if err != nil {
			return sqlc.SitePage{}, database.Translate(err, pageErrs)
		}
		if newPath != path {
			// The redirects to the old path followed the rename (ON UPDATE CASCADE): every
			// old path now names the new one, so no chain forms.
			if err := q.SitePageRedirectInsert(ctx, sqlc.SitePageRedirectInsertParams{FromPath: path, ToPath: newPath}); err != nil {
				return sqlc.SitePage{}, err
			}
		}
		return row, nil
	})
}

func (s *Store) Reorder(ctx context.Context, parent string, paths []string) ([]sitepage.Page, error) {
	var pages []sitepage.Page
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		rows, err := q.SitePageUnderParent(ctx, parent)
		if err != nil {
			return err
		}
		have := convertAll(rows, func(r sqlc.SitePage) string { return r.Path })
		want := slices.Clone(paths)
		slices.Sort(have)
		slices.Sort(want)
		if len(rows) == 0 || !slices.Equal(have, want) {
			return sitepage.ErrReorder
		}
		for i, p := range paths {
			if err := q.SitePageSetPosition(ctx, sqlc.SitePageSetPositionParams{Path: p, Position: int32(i + 1)}); err != nil {
				return err
			}
		}
		rows, err = q.SitePageUnderParent(ctx, parent)
		pages = convertAll(rows, toPage)
		return err
	})
	return pages, err
}

func (s *Store) Delete(ctx context.Context, path string) error {
	n, err := s.q.SitePageDelete(ctx, path)
	if err != nil {
		return err
	}
	if n == 0 {
		return sitepage.ErrPageNotFound
	}
	return nil
}

func (s *Store) Redirects(ctx context.Context) (map[string]string, error) {
	rows, err := s.q.SitePageRedirectList(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.FromPath] = r.ToPath
	}
	return out, nil
}

func content(doc []byte) (*sitepage.Content, error) {
	var c sitepage.Content
	// A field a later schema removed is dropped rather than making the page unreadable.
	if err := (protojson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal(doc, &c); err != nil {
		return nil, fmt.Errorf("page content: %w", err)
	}
	return &c, nil
}

func toPage(r sqlc.SitePage) sitepage.Page {
	return sitepage.Page{
		Path: r.Path, ID: r.ID, Name: r.Name, Kind: sitepage.Kind(r.Kind), Parent: r.Parent, Position: r.Position,
		Hidden: r.Hidden, Tile: sitepage.Tile{Image: r.TileImage, Blurb: r.TileBlurb},
		DraftVersion: r.DraftVersion, PublishedVersion: r.PublishedVersion,
		ScheduledVersion: r.ScheduledVersion, ScheduledTime: r.ScheduledPublishTime,
		UpdateTime: r.UpdateTime, UpdatedBy: r.UpdatedByName,
	}
}

func idOf(id uuid.UUID) *uuid.UUID {
	if id == uuid.Nil {
		return nil
	}
	return &id
}

func convertAll[T, U any](in []T, f func(T) U) []U {
	out := make([]U, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}
