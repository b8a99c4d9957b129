package portal

import (
	"context"
	"sync"
	"time"

	"github.com/google/uuid"
	"golang.org/x/sync/singleflight"
)

// The client's project list is read far more often than what it shows is written
// (docs/portal.md, "The project list's cache"): each instance keeps each organization's
// list of the day in memory and drops every list at any write to the tables it is made of,
// on this instance or another (the database's notices, migration 00035, heard through
// pubcache's listening connection: OnTopic("portal")). While the instance is not
// listening, nothing is kept. The key is the organization of the caller's session and the
// UTC date (the snapshot's overdue and this-week counts are the day's), never anything
// the request names.

// ChangeTopic is the payload of the notices of writes to what the lists show.
const ChangeTopic = "portal"

// maxLists bounds the lists kept: at most this many organizations' lists of the day
// (a list of 200 projects with its answer is a few hundred KB in memory, so some tens of
// MB in all). When full, the cache starts over.
const maxLists = 64

type listKey struct {
	org uuid.UUID
	day int64 // Today's Unix seconds
}

// lists is the instance's cache of client project lists.
type lists struct {
	mu      sync.RWMutex
	gen     uint64 // changes at every drop: a list read before it is not kept after it
	live    bool
	entries map[listKey]*list
	// flight makes the concurrent misses of one list wait for one read.
	flight singleflight.Group
}

// list is one organization's list of one day.
type list struct {
	projects []*Project
}

// forget drops every list; live says whether changes are heard from now on (else nothing
// is kept until they are).
func (l *lists) forget(live bool) {
	l.mu.Lock()
	l.gen++
	l.live = live
	clear(l.entries)
	l.mu.Unlock()
}

// get answers the list under k, reading it with load when it is not kept.
func (l *lists) get(ctx context.Context, k listKey, load func(context.Context) ([]*Project, error)) (*list, error) {
	l.mu.RLock()
	kept, ok := l.entries[k]
	gen, live := l.gen, l.live
	l.mu.RUnlock()
	if ok {
		return kept, nil
	}
	if !live {
		ps, err := load(ctx)
		if err != nil {
			return nil, err
		}
		return &list{projects: ps}, nil
	}
	// The flight's key includes the generation: a read begun before a drop is not
	// shared with a caller who came after it.
	v, err, _ := l.flight.Do(flightKey(k, gen), func() (any, error) {
		// The read must not end with the first caller's cancelled request.
		ps, err := load(context.WithoutCancel(ctx))
		if err != nil {
			return nil, err
		}
		made := &list{projects: ps}
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.gen == gen && l.live {
			if len(l.entries) >= maxLists {
				clear(l.entries)
			}
			l.entries[k] = made
		}
		return made, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*list), nil
}

func flightKey(k listKey, gen uint64) string {
	b := make([]byte, 0, 64)
	b = append(b, k.org[:]...)
	b = time.Unix(k.day, 0).UTC().AppendFormat(b, time.DateOnly)
	b = append(b, byte(gen), byte(gen>>8), byte(gen>>16), byte(gen>>24), byte(gen>>32), byte(gen>>40), byte(gen>>48), byte(gen>>56))
	return string(b)
}

// ClientProjects is the client's home, their organization's projects, each with its
// snapshot of today. The list is kept and shared by every caller of the organization that
// day: never modify it.
func (s *Service) ClientProjects(ctx context.Context, session Session) ([]*Project, error) {
	org, today := session.User.OrganizationID, Today(s.now())
	l, err := s.lists.get(ctx, listKey{org: org, day: today.Unix()}, func(ctx context.Context) ([]*Project, error) {
		ps, err := s.store.ProjectSnapshots(ctx, org, today)
		for _, p := range ps {
			forClient(p)
			if m := p.NextMilestone; m != nil {
				m.Overdue = overdue(m, today)
			}
		}
		return ps, err
	})
	if err != nil {
		return nil, err
	}
	return l.projects, nil
}

// ForgetLists drops the kept project lists: called (through pubcache.OnTopic) at every
// notice of a write to what they show, with whether the instance hears the next ones.
func (s *Service) ForgetLists(live bool) { s.lists.forget(live) }
