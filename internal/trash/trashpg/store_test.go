package trashpg_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/trash/trashpg"
)

type seed struct {
	t    *testing.T
	pool *pgxpool.Pool
}

func (s seed) id(sql string, args ...any) uuid.UUID {
	s.t.Helper()
	var id uuid.UUID
	if err := s.pool.QueryRow(context.Background(), sql, args...).Scan(&id); err != nil {
		s.t.Fatalf("%s: %v", sql, err)
	}
	return id
}

// file records a claimed file of kind and answers its id and key.
func (s seed) file(kind string) (uuid.UUID, string) {
	id := uuid.New()
	key := kind + "/" + id.String()
	s.id(`INSERT INTO files (id, kind, object_key, original_name, size, content_type, claimed) VALUES ($1, $2, $3, 'a.pdf', 1, 'application/pdf', true) RETURNING id`, id, kind, key)
	return id, key
}

func (s seed) job(deleted *time.Time, description *uuid.UUID) uuid.UUID {
	return s.id(`INSERT INTO jobs (role, location, qualification, delete_time, job_description_id) VALUES ('Detailer', 'Ohio', 'Tekla', $1, $2) RETURNING id`, deleted, description)
}

func (s seed) application(job uuid.UUID, deleted *time.Time, resume *uuid.UUID) uuid.UUID {
	return s.id(`INSERT INTO applications (job_id, name, email, phone, delete_time, resume_id) VALUES ($1, 'Ann', 'ann@example.com', '1', $2, $3) RETURNING id`, job, deleted, resume)
}

func (s seed) message(deleted *time.Time) uuid.UUID {
	return s.id(`INSERT INTO contact_messages (name, email, phone, message, delete_time) VALUES ('Bo', 'bo@example.com', '1', 'Hi', $1) RETURNING id`, deleted)
}

func ago(d time.Duration) *time.Time { t := time.Now().Add(-d); return &t }

func TestListPagesNewestDeletionFirst(t *testing.T) {
	pool := pgtest.New(t)
	s := seed{t, pool}
	store := trashpg.New(pool)
	j := s.job(ago(3*time.Hour), nil)
	a := s.application(j, ago(1*time.Hour), nil)
	m := s.message(ago(2 * time.Hour))
	s.message(nil) // not in the trash
	var got []uuid.UUID
	var titles []string
	req := keyset.Request{Size: 1}
	for range 5 {
		rows, err := store.List(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) == 0 {
			break
		}
		got, titles = append(got, rows[0].ID), append(titles, rows[0].Title)
		if len(rows) <= int(req.Size) {
			break
		}
		req.AfterTime, req.AfterID = &rows[0].DeleteTime, &rows[0].ID
	}
	if want := []uuid.UUID{a, m, j}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if want := []string{"Ann (Detailer)", "Bo <bo@example.com>", "Detailer"}; !slices.Equal(titles, want) {
		t.Errorf("got titles %q, want %q", titles, want)
	}
}

func TestRestore(t *testing.T) {
	pool := pgtest.New(t)
	s := seed{t, pool}
	store := trashpg.New(pool)
	ctx := context.Background()
	liveJob := s.job(nil, nil)
	trashedJob := s.job(ago(time.Hour), nil)
	tests := []struct {
		name string
		ref  trash.Ref
		want error
	}{
		{"a trashed message comes back", trash.Ref{Kind: trash.KindContactMessage, ID: s.message(ago(time.Hour))}, nil},
		{"a message not in the trash is not found", trash.Ref{Kind: trash.KindContactMessage, ID: s.message(nil)}, trash.ErrNotFound},
		{"an unknown job is not found", trash.Ref{Kind: trash.KindJob, ID: uuid.New()}, trash.ErrNotFound},
		{"a trashed application of a live job comes back", trash.Ref{Kind: trash.KindApplication, ID: s.application(liveJob, ago(time.Hour), nil)}, nil},
		{"an application of a trashed job waits for its job", trash.Ref{Kind: trash.KindApplication, ID: s.application(trashedJob, ago(time.Hour), nil)}, trash.ErrJobTrashed},
		{"an application not in the trash is not found", trash.Ref{Kind: trash.KindApplication, ID: s.application(liveJob, nil, nil)}, trash.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := store.Restore(ctx, tt.ref); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestPurgeRemovesTheRecordAndHandsBackItsFiles(t *testing.T) {
	pool := pgtest.New(t)
	s := seed{t, pool}
	store := trashpg.New(pool)
	ctx := context.Background()
	descID, descKey := s.file("job_description")
	resumeID, resumeKey := s.file("resume")
	j := s.job(ago(40*24*time.Hour), &descID)
	s.application(j, nil, &resumeID)
	recent := s.message(ago(time.Hour))
	cutoff := ago(30 * 24 * time.Hour)

	t.Run("an item trashed after the cutoff is not purged", func(t *testing.T) {
		if _, err := store.Purge(ctx, trash.Ref{Kind: trash.KindContactMessage, ID: recent}, cutoff); !errors.Is(err, trash.ErrNotFound) {
			t.Errorf("got %v, want %v", err, trash.ErrNotFound)
		}
	})
	t.Run("only items trashed before the cutoff are expired", func(t *testing.T) {
		got, err := store.Expired(ctx, cutoff, 10)
		if err != nil {
			t.Fatal(err)
		}
		if want := []trash.Ref{{Kind: trash.KindJob, ID: j}}; !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
	t.Run("a job goes with its applications, and their files' keys come back", func(t *testing.T) {
		keys, err := store.Purge(ctx, trash.Ref{Kind: trash.KindJob, ID: j}, cutoff)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(keys)
		want := []string{descKey, resumeKey}
		slices.Sort(want)
		if !slices.Equal(keys, want) {
			t.Errorf("got keys %v, want %v", keys, want)
		}
		var rows int
		if err := pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM jobs) + (SELECT count(*) FROM applications) + (SELECT count(*) FROM files)`).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if rows != 0 {
			t.Errorf("got %d rows left, want 0", rows)
		}
	})
	t.Run("a purged item is not found again", func(t *testing.T) {
		if _, err := store.Purge(ctx, trash.Ref{Kind: trash.KindJob, ID: j}, nil); !errors.Is(err, trash.ErrNotFound) {
			t.Errorf("got %v, want %v", err, trash.ErrNotFound)
		}
	})
	t.Run("without a cutoff any trashed item is purged", func(t *testing.T) {
		if _, err := store.Purge(ctx, trash.Ref{Kind: trash.KindContactMessage, ID: recent}, nil); err != nil {
			t.Errorf("got %v, want nil", err)
		}
	})
}
