// Package analyticspg stores the analytics events, salts and rollups in PostgreSQL
// (db/migrations/00026_analytics.sql).
package analyticspg

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/dbfault"
)

// Store implements analytics.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ analytics.Store = (*Store)(nil)

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func date(t time.Time) pgtype.Date { return pgtype.Date{Time: t, Valid: true} }

func (s *Store) Salt(ctx context.Context, day time.Time, fresh []byte, create bool) ([]byte, error) {
	if create {
		if err := s.q.AnalyticsSaltCreate(ctx, sqlc.AnalyticsSaltCreateParams{Day: date(day), Salt: fresh}); err != nil {
			return nil, err
		}
	}
	salt, err := s.q.AnalyticsSaltGet(ctx, date(day))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, analytics.ErrSaltGone
	}
	return salt, err
}

func (s *Store) DeleteSaltsBefore(ctx context.Context, day time.Time) error {
	_, err := s.q.AnalyticsSaltDeleteBefore(ctx, date(day))
	return err
}

func (s *Store) Insert(ctx context.Context, events []analytics.Stored) error {
	rows := make([]sqlc.AnalyticsEventInsertParams, len(events))
	for i, e := range events {
		rows[i] = sqlc.AnalyticsEventInsertParams{
			Day: date(e.Day), OccurTime: e.Time, Visitor: e.Visitor, Kind: e.Kind, Goal: string(e.Goal),
			Path: e.View.Path, ReferrerHost: e.View.ReferrerHost, UtmSource: e.View.UTMSource, UtmMedium: e.View.UTMMedium,
			UtmCampaign: e.View.UTMCampaign, Device: e.Device, Browser: e.Browser,
		}
	}
	_, err := s.q.AnalyticsEventInsert(ctx, rows)
	if err != nil && !dbfault.Unavailable(err) && ctx.Err() == nil {
		// The database answered, and refused what the rows hold (a NUL in a text, a check).
		return fmt.Errorf("%w: %w", analytics.ErrRefused, err)
	}
	return err
}

func (s *Store) AddNetworkEvents(ctx context.Context, windows []analytics.NetworkWindow) ([]analytics.NetworkWindow, error) {
	p := sqlc.AnalyticsNetworkCountAddParams{
		WindowStarts: make([]time.Time, len(windows)), Networks: make([]int64, len(windows)), Events: make([]int64, len(windows)),
	}
	for i, w := range windows {
		p.WindowStarts[i], p.Networks[i], p.Events[i] = w.Start, w.Network, w.Events
	}
	rows, err := s.q.AnalyticsNetworkCountAdd(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]analytics.NetworkWindow, len(rows))
	for i, r := range rows {
		out[i] = analytics.NetworkWindow{Start: r.WindowStart, Network: r.Network, Events: r.Events}
	}
	return out, nil
}

func (s *Store) DeleteNetworkWindowsBefore(ctx context.Context, t time.Time) error {
	_, err := s.q.AnalyticsNetworkCountDeleteBefore(ctx, t)
	return err
}

func (s *Store) EnsurePartitions(ctx context.Context, days ...time.Time) error {
	for _, d := range days {
		if err := s.q.AnalyticsEventEnsurePartition(ctx, date(d)); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) Partitions(ctx context.Context) ([]string, error) {
	return s.q.AnalyticsEventPartitions(ctx)
}

func (s *Store) Rollup(ctx context.Context, day time.Time, final bool, at time.Time) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		d := date(day)
		if err := q.AnalyticsRollupSettings(ctx); err != nil {
			return err
		}
		if err := q.AnalyticsRollupLock(ctx, d); err != nil {
			return err
		}
		if err := q.AnalyticsDailyDeleteDay(ctx, d); err != nil {
			return err
		}
		if err := q.AnalyticsGoalDailyDeleteDay(ctx, d); err != nil {
			return err
		}
		if err := q.AnalyticsDailyRollup(ctx, d); err != nil {
			return err
		}
		return q.AnalyticsRolledDayMark(ctx, sqlc.AnalyticsRolledDayMarkParams{Day: d, Final: final, RollTime: at})
	})
}

func (s *Store) RolledUp(ctx context.Context, day time.Time) (analytics.Rolled, error) {
	r, err := s.q.AnalyticsRolledDayGet(ctx, date(day))
	if errors.Is(err, pgx.ErrNoRows) {
		return analytics.Rolled{}, nil
	}
	if err != nil {
		return analytics.Rolled{}, err
	}
	return analytics.Rolled{Time: r.RollTime, Final: r.Final, Pageviews: r.Pageviews}, nil
}

func (s *Store) LastFinal(ctx context.Context) (time.Time, error) {
	d, err := s.q.AnalyticsRolledDayLast(ctx)
	return d.Time, err
}

func (s *Store) FirstEventDay(ctx context.Context) (time.Time, error) {
	d, err := s.q.AnalyticsEventFirstDay(ctx)
	return d.Time, err
}

func (s *Store) DeleteBefore(ctx context.Context, cutoff time.Time) (int, error) {
	n, err := s.q.AnalyticsEventDropPartitionsBefore(ctx, date(cutoff))
	if err != nil {
		return 0, err
	}
	_, err = s.q.AnalyticsEventDeleteBefore(ctx, date(cutoff))
	return int(n), err
}

func (s *Store) Totals(ctx context.Context, first, last time.Time, top int) ([]analytics.Row, error) {
	rows, err := s.q.AnalyticsDailyTop(ctx, sqlc.AnalyticsDailyTopParams{First: date(first), Last: date(last), Top: int64(top)})
	if err != nil {
		return nil, err
	}
	out := make([]analytics.Row, len(rows))
	for i, r := range rows {
		out[i] = analytics.Row{Dimension: r.Dimension, Value: r.Value, Visitors: r.Visitors, Pageviews: r.Pageviews}
	}
	return out, nil
}

func (s *Store) Series(ctx context.Context, first, last time.Time) ([]analytics.Day, error) {
	rows, err := s.q.AnalyticsDailySeries(ctx, sqlc.AnalyticsDailySeriesParams{First: date(first), Last: date(last)})
	if err != nil {
		return nil, err
	}
	out := make([]analytics.Day, len(rows))
	for i, r := range rows {
		out[i] = analytics.Day{Day: r.Day.Time, Visitors: r.Visitors, Pageviews: r.Pageviews}
	}
	return out, nil
}

func (s *Store) GoalTotals(ctx context.Context, first, last time.Time, top int) ([]analytics.GoalRow, error) {
	rows, err := s.q.AnalyticsGoalDailyTop(ctx, sqlc.AnalyticsGoalDailyTopParams{First: date(first), Last: date(last), Top: int64(top)})
	if err != nil {
		return nil, err
	}
	out := make([]analytics.GoalRow, len(rows))
	for i, r := range rows {
		out[i] = analytics.GoalRow{Goal: analytics.Goal(r.Goal), Dimension: r.Dimension, Value: r.Value, Conversions: r.Conversions}
	}
	return out, nil
}
