package portal_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
)

// snapshotStore answers each organization's list as "<org> on <day> #<read>", counting
// the reads; hold, when set, is called inside a read (to overtake it with a drop).
type snapshotStore struct {
	portal.Store
	mu    sync.Mutex
	reads int
	hold  func()
}

func (s *snapshotStore) ProjectSnapshots(_ context.Context, org uuid.UUID, today time.Time) ([]*portal.Project, error) {
	s.mu.Lock()
	s.reads++
	n, hold := s.reads, s.hold
	s.hold = nil
	s.mu.Unlock()
	if hold != nil {
		hold()
	}
	return []*portal.Project{{OrganizationId: org.String(), Name: fmt.Sprintf("%s on %s #%d", org, today.Format(time.DateOnly), n)}}, nil
}

func listName(t *testing.T, svc *portal.Service, org uuid.UUID) string {
	t.Helper()
	ps, err := svc.ClientProjects(context.Background(), portal.Session{User: portal.User{OrganizationID: org}})
	if err != nil {
		t.Fatal(err)
	}
	return ps[0].GetName()
}

func TestPortalClientListIsKeptPerOrganizationAndDay(t *testing.T) {
	orgA, orgB := uuid.New(), uuid.New()
	tests := []struct {
		name string
		// run calls the list through svc (its clock at now) and returns the names answered.
		run  func(t *testing.T, svc *portal.Service, store *snapshotStore, now *time.Time) []string
		want func(a, b string) []string
	}{
		{
			name: "a second call of the day is answered from memory",
			run: func(t *testing.T, svc *portal.Service, _ *snapshotStore, _ *time.Time) []string {
				return []string{listName(t, svc, orgA), listName(t, svc, orgA)}
			},
			want: func(a, _ string) []string { return []string{a + " on 2026-11-26 #1", a + " on 2026-11-26 #1"} },
		},
		{
			name: "two organizations get their own lists",
			run: func(t *testing.T, svc *portal.Service, _ *snapshotStore, _ *time.Time) []string {
				return []string{listName(t, svc, orgA), listName(t, svc, orgB), listName(t, svc, orgA), listName(t, svc, orgB)}
			},
			want: func(a, b string) []string {
				return []string{a + " on 2026-11-26 #1", b + " on 2026-11-26 #2", a + " on 2026-11-26 #1", b + " on 2026-11-26 #2"}
			},
		},
		{
			name: "past midnight UTC the list is read again for the new day",
			run: func(t *testing.T, svc *portal.Service, _ *snapshotStore, now *time.Time) []string {
				first := listName(t, svc, orgA)
				*now = time.Date(2026, 11, 27, 0, 0, 1, 0, time.UTC)
				return []string{first, listName(t, svc, orgA)}
			},
			want: func(a, _ string) []string { return []string{a + " on 2026-11-26 #1", a + " on 2026-11-27 #2"} },
		},
		{
			name: "a notice of a change makes the next call read again",
			run: func(t *testing.T, svc *portal.Service, _ *snapshotStore, _ *time.Time) []string {
				first := listName(t, svc, orgA)
				svc.ForgetLists(true)
				return []string{first, listName(t, svc, orgA)}
			},
			want: func(a, _ string) []string { return []string{a + " on 2026-11-26 #1", a + " on 2026-11-26 #2"} },
		},
		{
			name: "while changes are not heard nothing is kept",
			run: func(t *testing.T, svc *portal.Service, _ *snapshotStore, _ *time.Time) []string {
				svc.ForgetLists(false)
				return []string{listName(t, svc, orgA), listName(t, svc, orgA)}
			},
			want: func(a, _ string) []string { return []string{a + " on 2026-11-26 #1", a + " on 2026-11-26 #2"} },
		},
		{
			name: "a read that a change overtakes is not kept",
			run: func(t *testing.T, svc *portal.Service, store *snapshotStore, _ *time.Time) []string {
				// The change's notice arrives while the first read is under way: what it
				// read may be from before the change.
				store.hold = func() { svc.ForgetLists(true) }
				return []string{listName(t, svc, orgA), listName(t, svc, orgA)}
			},
			want: func(a, _ string) []string { return []string{a + " on 2026-11-26 #1", a + " on 2026-11-26 #2"} },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now := time.Date(2026, 11, 26, 23, 59, 0, 0, time.UTC)
			store := &snapshotStore{}
			svc := portal.NewService(store, nil, nil, auth.DefaultConfig, mail.Config{}, func() time.Time { return now })
			svc.ForgetLists(true) // changes are heard, as once pubcache listens
			got, want := tt.run(t, svc, store, &now), tt.want(orgA.String(), orgB.String())
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("lists %q, want %q", got, want)
			}
		})
	}
}
