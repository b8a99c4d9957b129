package resumable

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
)

// fakeStore keeps uploads in memory and answers createErr from Create and CreateTargeted.
type fakeStore struct {
	Store     // the methods a test does not reach
	created   []New
	createErr error
	uploads   map[uuid.UUID]Upload
	unclaimed []Upload // what Unclaimed answers, a page at a time
	deleted   []uuid.UUID
	before    time.Time
}

func (f *fakeStore) Create(_ context.Context, n New, _, _ int64) error {
	f.created = append(f.created, n)
	return f.createErr
}

func (f *fakeStore) CreateTargeted(_ context.Context, n New, _ uuid.UUID, _ int64, _ int) error {
	f.created = append(f.created, n)
	return f.createErr
}

func (f *fakeStore) ChallengeBound(context.Context, []byte, string) (bool, error) { return false, nil }

func (f *fakeStore) Get(_ context.Context, id uuid.UUID) (Upload, error) {
	u, ok := f.uploads[id]
	if !ok {
		return Upload{}, ErrNotFound
	}
	return u, nil
}

func (f *fakeStore) Unclaimed(_ context.Context, before time.Time, max int32) ([]Upload, error) {
	f.before = before
	n := min(int(max), len(f.unclaimed))
	page := f.unclaimed[:n]
	f.unclaimed = f.unclaimed[n:]
	return page, nil
}

func (f *fakeStore) DeleteUnclaimed(_ context.Context, id uuid.UUID, _ time.Time) (bool, error) {
	f.deleted = append(f.deleted, id)
	return !strings.HasPrefix(f.uploads[id].Name, "claimed"), nil
}

// fakeBlobs records deletions; every deletion fails when fail is set.
type fakeBlobs struct {
	deleted []string
	fail    bool
}

func (b *fakeBlobs) Open(context.Context, string) (io.ReadCloser, error) {
	return nil, errors.New("unused")
}
func (b *fakeBlobs) Delete(_ context.Context, tusID string) error {
	b.deleted = append(b.deleted, tusID)
	if b.fail {
		return errors.New("bucket down")
	}
	return nil
}

// admitAll admits every upload and counts the admissions.
type admitAll struct{ calls int }

func (g *admitAll) AdmitBound(context.Context, abuse.Action, string, string, func(string) (bool, error)) (string, error) {
	g.calls++
	return "sig", nil
}

const token = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" // 32 bytes, base64url

func newTestService(store *fakeStore, blobs *fakeBlobs, guard *admitAll) *Service {
	return NewService(store, blobs, guard, Config{MaxFile: 100, ClaimTTL: time.Hour}, slog.New(slog.DiscardHandler))
}

func TestStart(t *testing.T) {
	ctx := context.Background()
	begin := Begin{Remote: "203.0.113.9:5000", Owner: token, Name: " plan.pdf ", Type: "application/pdf\x07", Size: 100}

	t.Run("an upload within the caps is recorded with a clean name and type for its owner", func(t *testing.T) {
		store, guard := &fakeStore{}, &admitAll{}
		id, err := newTestService(store, &fakeBlobs{}, guard).Start(ctx, begin)
		if err != nil {
			t.Fatal(err)
		}
		owner, _ := OwnerHash(token)
		if len(store.created) != 1 || store.created[0].ID != id || store.created[0].Name != "plan.pdf" || store.created[0].ContentType != "" ||
			string(store.created[0].OwnerHash) != string(owner) || store.created[0].ChallengeSig != "sig" {
			t.Errorf("got %+v recorded, want plan.pdf of the owner, without the type holding a control character", store.created)
		}
	})
	refusals := []struct {
		name   string
		change func(*Begin)
		fields []string
	}{
		{"a bad owner token", func(b *Begin) { b.Owner = "x" }, []string{"upload_owner"}},
		{"a name with a path", func(b *Begin) { b.Name = "../plan.pdf" }, []string{"name"}},
		{"a size not said", func(b *Begin) { b.SizeDeferred = true }, []string{"size"}},
	}
	for _, tc := range refusals {
		t.Run(tc.name+" is a field error, checked before the challenge and recording nothing", func(t *testing.T) {
			store, guard := &fakeStore{}, &admitAll{}
			b := begin
			tc.change(&b)
			_, err := newTestService(store, &fakeBlobs{}, guard).Start(ctx, b)
			if got := violationFields(err); !slices.Equal(got, tc.fields) {
				t.Errorf("got %v, want violations on %v", err, tc.fields)
			}
			if guard.calls != 0 || len(store.created) != 0 {
				t.Errorf("got %d admissions and %d records, want none", guard.calls, len(store.created))
			}
		})
	}
	t.Run("a file over the cap is too large, naming the cap, before the challenge", func(t *testing.T) {
		store, guard := &fakeStore{}, &admitAll{}
		b := begin
		b.Size = 101
		_, err := newTestService(store, &fakeBlobs{}, guard).Start(ctx, b)
		if !errors.Is(err, apperr.ErrTooLarge) || !strings.Contains(err.Error(), "100 bytes") || guard.calls != 0 {
			t.Errorf("got %v after %d admissions, want too large naming 100 bytes, no admission", err, guard.calls)
		}
	})
	t.Run("a request over its cap is too large", func(t *testing.T) {
		_, err := newTestService(&fakeStore{createErr: ErrRequestCap}, &fakeBlobs{}, &admitAll{}).Start(ctx, begin)
		if !errors.Is(err, apperr.ErrTooLarge) {
			t.Errorf("got %v, want too large", err)
		}
	})
	t.Run("an address past its day's budget is rate limited until midnight UTC", func(t *testing.T) {
		s := newTestService(&fakeStore{createErr: ErrBudget}, &fakeBlobs{}, &admitAll{})
		s.now = func() time.Time { return time.Date(2026, 11, 28, 22, 15, 0, 0, time.UTC) }
		_, err := s.Start(ctx, begin)
		var delayed interface{ RetryDelay() time.Duration }
		if !errors.Is(err, apperr.ErrRateLimited) || !errors.As(err, &delayed) || delayed.RetryDelay() != 105*time.Minute {
			t.Errorf("got %v, want rate limited for 1h45m", err)
		}
	})
}

func TestStartTargetedCountCapSaysHowMany(t *testing.T) {
	_, err := newTestService(&fakeStore{createErr: ErrCountCap}, &fakeBlobs{}, &admitAll{}).StartTargeted(context.Background(),
		Targeted{Owner: OwnerOf("client", uuid.New()), Target: uuid.New(), Name: "a.dwg", Size: 1})
	if !errors.Is(err, apperr.ErrTooLarge) || !strings.Contains(err.Error(), "at most 100 unfinished uploads") {
		t.Errorf("got %v, want too large naming 100 unfinished uploads", err)
	}
}

func TestAuthorizeRevealsNothingToAStranger(t *testing.T) {
	owner, _ := OwnerHash(token)
	id := uuid.New()
	s := newTestService(&fakeStore{uploads: map[uuid.UUID]Upload{id: {ID: id, OwnerHash: owner}}}, &fakeBlobs{}, &admitAll{})
	ctx := context.Background()
	if u, err := s.Authorize(ctx, id.String(), token); err != nil || u.ID != id {
		t.Errorf("got %v, %v for its owner, want the upload", u.ID, err)
	}
	stranger := strings.Repeat("B", 43)
	for name, call := range map[string]func() error{
		"another token":      func() error { _, err := s.Authorize(ctx, id.String(), stranger); return err },
		"a malformed token":  func() error { _, err := s.Authorize(ctx, id.String(), "x"); return err },
		"a malformed id":     func() error { _, err := s.Authorize(ctx, "not-an-id", token); return err },
		"an unknown id":      func() error { _, err := s.Authorize(ctx, uuid.NewString(), token); return err },
		"another owner hash": func() error { _, err := s.Owned(ctx, id.String(), OwnerOf("client", id)); return err },
	} {
		if err := call(); !errors.Is(err, ErrNotFound) {
			t.Errorf("got %v for %s, want not found", err, name)
		}
	}
}

func TestReapRemovesRowsThenBytesOfUnclaimedUploads(t *testing.T) {
	var all []Upload
	uploads := map[uuid.UUID]Upload{}
	for i := range 150 {
		u := Upload{ID: uuid.New(), TusID: "tus-" + uuid.NewString()}
		switch {
		case i == 3:
			u.Name = "claimed meanwhile" // its row stays: a request claimed it since the list
		case i == 4:
			u.TusID = "" // its storage never named it: no bytes to remove
		}
		uploads[u.ID] = u
		all = append(all, u)
	}
	store, blobs := &fakeStore{uploads: uploads, unclaimed: all}, &fakeBlobs{fail: true}
	s := newTestService(store, blobs, &admitAll{})
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	s.now = func() time.Time { return now }
	n, err := s.Reap(context.Background())
	if err != nil {
		t.Fatalf("got %v, want a failed byte removal logged, not answered", err)
	}
	if n != 149 {
		t.Errorf("got %d reaped, want 149 (all but the one claimed meanwhile)", n)
	}
	if !store.before.Equal(now.Add(-time.Hour)) {
		t.Errorf("got uploads idle since %v reaped, want since %v (the claim TTL)", store.before, now.Add(-time.Hour))
	}
	if len(blobs.deleted) != 148 || slices.Contains(blobs.deleted, all[3].TusID) {
		t.Errorf("got %d byte removals, want 148: none for the claimed one or the unnamed one", len(blobs.deleted))
	}
}
