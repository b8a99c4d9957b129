package site

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/readset"
)

// Service is the site settings domain. It keeps the current settings in memory, since
// every page reads them: Forget drops them (internal/app calls it at every change notice
// of the public cache, so a save on any instance reaches every other), and while no one
// calls Forget(true) (no notices are heard) every read goes to the database.
type Service struct {
	store Store

	mu sync.Mutex
	// current is the settings read last; nil: read them again.
	current *Edited
	// tables are the tables current was read from: a read from memory notes them for
	// what it makes (readset), as a read from the database would.
	tables []string
	// keep is whether a read may be kept: changes are heard.
	keep bool
	// gen grows at every Forget, so a read that began before it is not kept.
	gen uint64
}

// NewService returns the service.
func NewService(store Store) *Service { return &Service{store: store} }

// Seed writes first-start settings unless the database has settings already (after the
// first start the database decides), and reports whether it did. Settings that break a
// rule are refused, so a bad settings file stops the first start with what is wrong.
func (s *Service) Seed(ctx context.Context, first Settings) (bool, error) {
	first = normalize(first)
	if err := Validate(first); err != nil {
		return false, err
	}
	return s.store.Seed(ctx, first)
}

// Current answers the settings every page shows, from memory when it can.
func (s *Service) Current(ctx context.Context) (Edited, error) {
	s.mu.Lock()
	if s.current != nil {
		e, tables := *s.current, s.tables
		s.mu.Unlock()
		readset.Note(ctx, tables...)
		return e, nil
	}
	gen := s.gen
	s.mu.Unlock()
	rctx, read := readset.Start(ctx)
	e, err := s.store.Get(rctx)
	if err != nil {
		return Edited{}, err
	}
	s.remember(gen, e, read.Tables())
	return e, nil
}

func (s *Service) remember(gen uint64, e Edited, tables []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.keep && s.gen == gen {
		s.current, s.tables = &e, tables
	}
}

// Forget drops the settings in memory; keep says whether reads may be kept from now on
// (false while changes made elsewhere would go unheard).
func (s *Service) Forget(keep bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gen++
	s.current = nil
	s.keep = keep
}

// Save validates and stores the settings edited from version. A save over a version
// someone else replaced since is refused with who saved it and when; nothing is written.
func (s *Service) Save(ctx context.Context, in Settings, version int32) (Edited, error) {
	in = normalize(in)
	if err := Validate(in); err != nil {
		return Edited{}, err
	}
	actor, _ := audit.OriginFrom(ctx)
	s.mu.Lock()
	gen := s.gen
	s.mu.Unlock()
	e, err := s.store.Save(ctx, in, version, actor.ID, actor.Name, KeptVersions)
	if errors.Is(err, ErrStale) {
		return Edited{}, s.staleError(ctx)
	}
	if err != nil {
		return Edited{}, err
	}
	s.mu.Lock()
	if s.gen == gen {
		// Nothing was heard since the save began: the saved settings are the current ones.
		s.gen++
		if s.keep && s.tables != nil {
			// Kept only once a read has told which tables the settings come from.
			s.current = &e
		}
	}
	s.mu.Unlock()
	return e, nil
}

// Restore saves the kept version restore's settings again, from version (the editor's),
// and answers the new current settings and the version that came back. It is a save like
// any other: checked, refused when someone saved since version, kept, audited and
// announced, so it can itself be undone.
func (s *Service) Restore(ctx context.Context, restore, version int32) (saved, restored Edited, err error) {
	now, err := s.store.Get(ctx)
	if err != nil {
		return Edited{}, Edited{}, err
	}
	if now.Version != version {
		return Edited{}, Edited{}, s.staleError(ctx)
	}
	restored, err = s.store.Version(ctx, restore)
	if err != nil {
		return Edited{}, Edited{}, err
	}
	saved, err = s.Save(ctx, restored.Settings, version)
	return saved, restored, err
}

// Undo restores the version the last save replaced: the one before version (the
// editor's), or ErrNothingToUndo.
func (s *Service) Undo(ctx context.Context, version int32) (saved, restored Edited, err error) {
	saved, restored, err = s.Restore(ctx, version-1, version)
	if errors.Is(err, apperr.ErrNotFound) {
		return Edited{}, Edited{}, ErrNothingToUndo
	}
	return saved, restored, err
}

// Versions answers the kept earlier versions, newest first, without their settings.
func (s *Service) Versions(ctx context.Context) ([]Edited, error) { return s.store.Versions(ctx) }

// staleError says who replaced the version a save started from, and when.
func (s *Service) staleError(ctx context.Context) error {
	now, err := s.store.Get(ctx)
	if err != nil {
		return err
	}
	who := now.UpdatedBy
	if who == "" {
		who = "someone else"
	}
	return apperr.Aborted(fmt.Sprintf("The site settings were changed by %s at %s after you opened them. Your changes were not saved: they are still in the form.",
		who, localtime.Format(now.UpdateTime, now.Settings.Location())))
}

// Get answers the stored settings with their version, always from the database: what a
// staff member starts editing from.
func (s *Service) Get(ctx context.Context) (Edited, error) { return s.store.Get(ctx) }
