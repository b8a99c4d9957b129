package portalpg_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portal/portalpg"
	"github.com/gusset/gusset/internal/validate"
)

// today is the services' clock: the milestones' dates are set around it.
var today = time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)

func day(n int) string { return portal.FormatDate(today.AddDate(0, 0, n)) }

// world is a portal on a fresh database: two organizations, a client of each, two staff
// users.
type world struct {
	svc        *portal.Service
	orgA, orgB uuid.UUID
	clientA    portal.Session
	clientB    portal.Session
	alice, bob sqlc.StaffUser
	staff      actor.Actor
}

func newWorld(t *testing.T) *world {
	t.Helper()
	ctx := context.Background()
	pool := pgtest.New(t)
	q := sqlc.New(pool)
	w := &world{svc: portal.NewService(portalpg.New(pool, nil), nil, nil, auth.DefaultConfig, mail.Config{}, func() time.Time { return today })}
	for i, name := range []string{"Acme Steel", "Other Fabricators"} {
		org, err := q.ClientOrganizationCreate(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		u, err := q.ClientUserCreate(ctx, sqlc.ClientUserCreateParams{OrganizationID: &org.ID, Email: "pm@" + org.ID.String()[:8] + ".test", Name: "PM"})
		if err != nil {
			t.Fatal(err)
		}
		s := portal.Session{User: portal.User{ID: u.ID, OrganizationID: org.ID, OrganizationName: name, Email: u.Email}}
		if i == 0 {
			w.orgA, w.clientA = org.ID, s
		} else {
			w.orgB, w.clientB = org.ID, s
		}
	}
	for _, p := range []*sqlc.StaffUser{&w.alice, &w.bob} {
		u, err := q.StaffUserCreate(ctx, sqlc.StaffUserCreateParams{Username: "staff-" + uuid.NewString()[:8], PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		*p = u
	}
	w.staff = actor.Staff(w.alice.ID, w.alice.Username)
	return w
}

func (w *world) project(t *testing.T, org uuid.UUID, job string) *portal.Project {
	t.Helper()
	p, err := w.svc.CreateProject(context.Background(), &adminv1.CreatePortalProjectRequest{
		OrganizationId: org.String(),
		Project: &portal.ProjectInput{Name: " Mill building ", JobNumber: job, Location: "Leeds",
			Status: portal.StatusDetailing, TeamIds: []string{w.alice.ID.String()}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func (w *world) milestone(t *testing.T, project, name, due string, ball portal.Ball) *portal.Milestone {
	t.Helper()
	m, err := w.svc.AddMilestone(context.Background(), &adminv1.AddMilestoneRequest{ProjectId: project,
		Milestone: &portal.MilestoneInput{Name: name, DueDate: due, BallInCourt: ball, AssigneeId: w.bob.ID.String()}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPortalStoreProjectReadsBackWhatWasWritten(t *testing.T) {
	w := newWorld(t)
	created := w.project(t, w.orgA, "J-100")
	got, err := w.svc.Project(context.Background(), created.GetId())
	if err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(got.GetProject(), created) {
		t.Errorf("read %v, want what was created %v", got.GetProject(), created)
	}
	want := &portal.Project{
		Id: created.GetId(), OrganizationId: w.orgA.String(), OrganizationName: "Acme Steel", Name: "Mill building",
		JobNumber: "J-100", Location: "Leeds", Status: portal.StatusDetailing,
		Team:       []*portal.TeamMember{{Id: w.alice.ID.String(), Username: w.alice.Username}},
		CreateTime: created.GetCreateTime(), UpdateTime: created.GetUpdateTime(),
	}
	if !proto.Equal(created, want) {
		t.Errorf("created %v, want %v", created, want)
	}
}

func TestPortalStoreSnapshotsAgree(t *testing.T) {
	// The staff's snapshot is counted from the milestones (portal.summarize), the
	// client's list in the database (ProjectSnapshotList): both must say the same.
	w := newWorld(t)
	ctx := context.Background()
	p := w.project(t, w.orgA, "J-200")
	w.milestone(t, p.GetId(), "Overdue approval", day(-2), portal.BallClient)
	w.milestone(t, p.GetId(), "Due tomorrow", day(1), portal.BallFirm)
	w.milestone(t, p.GetId(), "Next month", day(30), portal.BallFirm)
	done := w.milestone(t, p.GetId(), "Done long ago", day(-40), portal.BallFirm)
	if _, err := w.svc.UpdateMilestone(ctx, w.staff, &adminv1.UpdateMilestoneRequest{Id: done.GetId(),
		Milestone: &portal.MilestoneInput{Name: done.GetName(), DueDate: done.GetDueDate(), BallInCourt: portal.BallFirm, Done: true}}); err != nil {
		t.Fatal(err)
	}
	staff, err := w.svc.Projects(ctx, w.orgA.String())
	if err != nil {
		t.Fatal(err)
	}
	client, err := w.svc.ClientProjects(ctx, w.clientA)
	if err != nil {
		t.Fatal(err)
	}
	if len(staff) != 1 || len(client) != 1 {
		t.Fatalf("got %d staff and %d client projects, want 1 and 1", len(staff), len(client))
	}
	s, c := staff[0], client[0]
	counts := func(p *portal.Project) [4]int32 { return [4]int32{p.DueThisWeek, p.Overdue, p.WithFirm, p.WithClient} }
	if got, want := counts(s), [4]int32{1, 1, 2, 1}; got != want {
		t.Errorf("staff counts (this week, overdue, firm, client) %v, want %v", got, want)
	}
	if counts(c) != counts(s) {
		t.Errorf("client counts %v, want the staff's %v", counts(c), counts(s))
	}
	if !proto.Equal(c.GetNextMilestone(), s.GetNextMilestone()) || !s.GetNextMilestone().GetOverdue() {
		t.Errorf("client's next milestone %v, want the staff's %v, overdue", c.GetNextMilestone(), s.GetNextMilestone())
	}
}

func TestPortalStoreMilestoneHistory(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		// change changes the milestone m (due in a week, in the client's court).
		change      func(w *world, m *portal.Milestone) error
		wantErr     func(error) bool
		wantHistory []*portal.Change
	}{
		{
			name: "a staff move of the date is one entry with the old and new date, named as staff",
			change: func(w *world, m *portal.Milestone) error {
				_, err := w.svc.UpdateMilestone(ctx, w.staff, &adminv1.UpdateMilestoneRequest{Id: m.GetId(), Reason: "Steel late",
					Milestone: &portal.MilestoneInput{Name: m.GetName(), DueDate: day(14), BallInCourt: portal.BallClient, AssigneeId: m.GetAssigneeId()}})
				return err
			},
			wantHistory: []*portal.Change{{ActorKind: "staff", OldDueDate: day(7), NewDueDate: day(14),
				OldBallInCourt: portal.BallClient, NewBallInCourt: portal.BallClient, Reason: "Steel late"}},
		},
		{
			name: "a client's hand-back is one entry named as the client",
			change: func(w *world, m *portal.Milestone) error {
				_, err := w.svc.HandBackMilestone(ctx, w.clientA, m.GetId(), "Approved with comments")
				return err
			},
			wantHistory: []*portal.Change{{ActorKind: "client", OldDueDate: day(7), NewDueDate: day(7),
				OldBallInCourt: portal.BallClient, NewBallInCourt: portal.BallFirm, Reason: "Approved with comments"}},
		},
		{
			name: "a rename alone writes no entry",
			change: func(w *world, m *portal.Milestone) error {
				_, err := w.svc.UpdateMilestone(ctx, w.staff, &adminv1.UpdateMilestoneRequest{Id: m.GetId(),
					Milestone: &portal.MilestoneInput{Name: "Renamed", DueDate: m.GetDueDate(), BallInCourt: portal.BallClient, AssigneeId: m.GetAssigneeId()}})
				return err
			},
		},
		{
			name: "a move without a reason is refused by the reason's field and leaves no entry",
			change: func(w *world, m *portal.Milestone) error {
				_, err := w.svc.UpdateMilestone(ctx, w.staff, &adminv1.UpdateMilestoneRequest{Id: m.GetId(),
					Milestone: &portal.MilestoneInput{Name: m.GetName(), DueDate: day(9), BallInCourt: portal.BallClient}})
				return err
			},
			wantErr: func(err error) bool {
				var v *validate.Error
				return errors.As(err, &v) && len(v.Violations) == 1 && v.Violations[0].Field == "reason"
			},
		},
		{
			name: "a client of another organization cannot move the milestone, and leaves no entry",
			change: func(w *world, m *portal.Milestone) error {
				_, err := w.svc.MoveMilestone(ctx, w.clientB, m.GetId(), day(20), "Ours now")
				return err
			},
			wantErr: func(err error) bool { return errors.Is(err, portal.ErrMilestoneNotFound) },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			p := w.project(t, w.orgA, "J-300")
			m := w.milestone(t, p.GetId(), "Approval drawings", day(7), portal.BallClient)
			err := tt.change(w, m)
			if tt.wantErr == nil && err != nil || tt.wantErr != nil && !tt.wantErr(err) {
				t.Fatalf("change: got %v", err)
			}
			d, err := w.svc.Project(ctx, p.GetId())
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantErr != nil && !proto.Equal(d.GetMilestones()[0], m) {
				t.Errorf("milestone after a refused change %v, want it as it was %v", d.GetMilestones()[0], m)
			}
			if len(d.GetHistory()) != len(tt.wantHistory) {
				t.Fatalf("got %d history entries, want %d", len(d.GetHistory()), len(tt.wantHistory))
			}
			for i, want := range tt.wantHistory {
				got := d.GetHistory()[i]
				want.MilestoneId, want.MilestoneName, want.CreateTime = m.GetId(), d.GetMilestones()[0].GetName(), got.GetCreateTime()
				want.ActorName, want.OldAssigneeName, want.NewAssigneeName = got.GetActorName(), w.bob.Username, w.bob.Username
				if !proto.Equal(got, want) {
					t.Errorf("history entry %v, want %v", got, want)
				}
				if wantName := map[string]string{"staff": w.alice.Username, "client": portal.ActorName(w.clientA.User)}[want.ActorKind]; got.GetActorName() != wantName {
					t.Errorf("actor name %q, want %q", got.GetActorName(), wantName)
				}
			}
		})
	}
}

func TestPortalStoreClientSeesOnlyItsOrganization(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	theirs := w.project(t, w.orgB, "J-400")
	if _, err := w.svc.ClientProject(ctx, w.clientA, theirs.GetId()); !errors.Is(err, portal.ErrProjectNotFound) {
		t.Errorf("another organization's project: got %v, want %v", err, portal.ErrProjectNotFound)
	}
	ps, err := w.svc.ClientProjects(ctx, w.clientA)
	if err != nil || len(ps) != 0 {
		t.Errorf("client list: got %v, %v, want none", ps, err)
	}
}
