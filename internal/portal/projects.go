package portal

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/validate"
)

// Status is where a project stands.
type Status string

const (
	StatusEstimating Status = "ESTIMATING"
	StatusDetailing  Status = "DETAILING"
	StatusApproval   Status = "APPROVAL"
	StatusReleased   Status = "RELEASED" // released for fabrication
	StatusClosed     Status = "CLOSED"
)

// Ball is who must act next on a milestone.
type Ball string

const (
	BallFirm   Ball = "FIRM"
	BallClient Ball = "CLIENT"
)

// TeamMember is a staff user on a project's team.
type TeamMember struct {
	ID       uuid.UUID
	Username string
}

// Project is a job of the firm for a client organization.
type Project struct {
	ID, OrganizationID uuid.UUID
	OrganizationName   string
	Name, JobNumber    string
	Location           string
	Status             Status
	Team               []TeamMember
	EstimateRequestID  *uuid.UUID
	CreateTime         time.Time
	UpdateTime         time.Time
	// Milestones by due date.
	Milestones []Milestone
	// Summary is the snapshot as the store computed it, for a list that carries no
	// milestones (nil: SnapshotOf counts Milestones).
	Summary *Snapshot
}

// Milestone is a deadline of a project.
type Milestone struct {
	ID, ProjectID uuid.UUID
	Name          string
	Due           time.Time // a date, midnight UTC
	Ball          Ball
	AssigneeID    *uuid.UUID // the staff member responsible, if named
	AssigneeName  string
	Done          bool
}

// Change is one change of a milestone's date, ball or assignee.
type Change struct {
	MilestoneID   uuid.UUID
	MilestoneName string
	CreateTime    time.Time
	Actor         Actor
	OldDue        time.Time
	NewDue        time.Time
	OldBall       Ball
	NewBall       Ball
	OldAssigneeID *uuid.UUID
	NewAssigneeID *uuid.UUID
	// Assignee names as they are now (filled on reading).
	OldAssigneeName, NewAssigneeName string
	Reason                           string
}

// Actor is who changed a milestone: a staff user or a client user.
type Actor struct {
	Client bool
	ID     uuid.UUID
	Name   string
}

// ProjectInput is a project's editable fields.
type ProjectInput struct {
	Name, JobNumber, Location string
	Status                    Status
	TeamIDs                   []uuid.UUID
}

// MilestoneInput is a milestone's editable fields.
type MilestoneInput struct {
	Name       string
	Due        string // YYYY-MM-DD
	Ball       Ball
	AssigneeID *uuid.UUID
	Done       bool
}

// Conversion is a won estimate request becoming a project.
type Conversion struct {
	EstimateID uuid.UUID
	// OrganizationID names an existing organization; else OrganizationName a new one.
	OrganizationID   *uuid.UUID
	OrganizationName string
	Project          ProjectInput
	// Files are the request's files, copied for the project (into EstimateFolder).
	Files []CarriedFile
}

// EstimateCarrier copies an estimate request's files for a conversion; undo removes
// the copies when the conversion fails (Files.CarryEstimate).
type EstimateCarrier interface {
	CarryEstimate(ctx context.Context, estimateID uuid.UUID) ([]CarriedFile, func(), error)
}

// SetEstimateFiles makes conversions carry the request's files with c.
func (s *Service) SetEstimateFiles(c EstimateCarrier) { s.carrier = c }

// ProjectStore persists projects and milestones.
type ProjectStore interface {
	// ProjectCreate adds a project with its team (ErrStaffNotFound for an unknown member).
	ProjectCreate(ctx context.Context, orgID uuid.UUID, in ProjectInput) (Project, error)
	ProjectUpdate(ctx context.Context, id uuid.UUID, in ProjectInput) (Project, error)
	// ProjectGet answers the project with its milestones; with orgID set, a project of
	// another organization is ErrProjectNotFound.
	ProjectGet(ctx context.Context, id uuid.UUID, orgID *uuid.UUID) (Project, error)
	// ProjectList answers projects with their milestones: one organization's, or all.
	ProjectList(ctx context.Context, orgID *uuid.UUID) ([]Project, error)
	ProjectHistory(ctx context.Context, projectID uuid.UUID) ([]Change, error)
	// ProjectConvert creates the organization (if named) and the project from the
	// estimate request in one transaction.
	ProjectConvert(ctx context.Context, c Conversion) (Project, error)

	MilestoneCreate(ctx context.Context, projectID uuid.UUID, in Milestone) (Milestone, error)
	// MilestoneChange locks the milestone, lets change decide its new state (and the
	// history entry, nil for none) from the current one and its project's organization,
	// and saves both; change's error leaves everything as it was.
	MilestoneChange(ctx context.Context, id uuid.UUID, change func(m Milestone, orgID uuid.UUID) (Milestone, *Change, error)) (Milestone, error)
	MilestoneDelete(ctx context.Context, id uuid.UUID) error
}

const dateLayout = "2006-01-02"

// FormatDate is a milestone date as the API carries it.
func FormatDate(t time.Time) string { return t.Format(dateLayout) }

func checkProject(in *ProjectInput) error {
	in.Name, in.JobNumber, in.Location = strings.TrimSpace(in.Name), strings.TrimSpace(in.JobNumber), strings.TrimSpace(in.Location)
	if in.Status == "" {
		in.Status = StatusEstimating
	}
	var c validate.Checker
	c.Require("name", in.Name, "Name is required")
	c.MaxLen("name", "Name", in.Name, 200)
	c.Require("job_number", in.JobNumber, "Job number is required")
	c.MaxLen("job_number", "Job number", in.JobNumber, 50)
	c.MaxLen("location", "Location", in.Location, 200)
	for _, f := range [][2]string{{"name", in.Name}, {"job_number", in.JobNumber}, {"location", in.Location}} {
		c.Text(f[0], f[1])
	}
	c.Check(slices.Contains([]Status{StatusEstimating, StatusDetailing, StatusApproval, StatusReleased, StatusClosed}, in.Status), "status", "Choose a status")
	return c.Err()
}

func checkMilestone(in MilestoneInput) (Milestone, error) {
	name := strings.TrimSpace(in.Name)
	var c validate.Checker
	c.Require("name", name, "Name is required")
	c.MaxLen("name", "Name", name, 200)
	c.Text("name", name)
	due, err := time.Parse(dateLayout, in.Due)
	c.Check(err == nil, "due_date", "Enter the due date as YYYY-MM-DD")
	ball := in.Ball
	if ball == "" {
		ball = BallFirm
	}
	c.Check(ball == BallFirm || ball == BallClient, "ball_in_court", "Choose who holds the ball")
	if err := c.Err(); err != nil {
		return Milestone{}, err
	}
	return Milestone{Name: name, Due: due, Ball: ball, AssigneeID: in.AssigneeID, Done: in.Done}, nil
}

func checkReason(reason string, required bool) (string, error) {
	reason = strings.TrimSpace(reason)
	var c validate.Checker
	if required {
		c.Require("reason", reason, "Say why the date changes")
	}
	c.MaxLen("reason", "Reason", reason, 1000)
	c.Text("reason", reason)
	return reason, c.Err()
}

// CreateProject adds a project of an organization.
func (s *Service) CreateProject(ctx context.Context, orgID uuid.UUID, in ProjectInput) (Project, error) {
	if err := checkProject(&in); err != nil {
		return Project{}, err
	}
	return s.store.ProjectCreate(ctx, orgID, in)
}

// UpdateProject changes a project's fields and team.
func (s *Service) UpdateProject(ctx context.Context, id uuid.UUID, in ProjectInput) (Project, error) {
	if err := checkProject(&in); err != nil {
		return Project{}, err
	}
	return s.store.ProjectUpdate(ctx, id, in)
}

// Projects lists projects for staff: all, or one organization's.
func (s *Service) Projects(ctx context.Context, orgID *uuid.UUID) ([]Project, error) {
	return s.store.ProjectList(ctx, orgID)
}

// Project is one project with its history, for staff.
func (s *Service) Project(ctx context.Context, id uuid.UUID) (Project, []Change, error) {
	p, err := s.store.ProjectGet(ctx, id, nil)
	if err != nil {
		return Project{}, nil, err
	}
	h, err := s.store.ProjectHistory(ctx, id)
	return p, h, err
}

// ConvertEstimate turns a won estimate request into a project (and, if named, a new
// organization) in one step, carrying the request's files (copies, made first) into the
// project's EstimateFolder; a failed conversion removes the copies.
func (s *Service) ConvertEstimate(ctx context.Context, c Conversion) (Project, error) {
	c.OrganizationName = strings.TrimSpace(c.OrganizationName)
	if err := checkProject(&c.Project); err != nil {
		return Project{}, err
	}
	if c.OrganizationID == nil {
		var v validate.Checker
		v.Require("organization_name", c.OrganizationName, "Choose an organization or name a new one")
		v.MaxLen("organization_name", "Organization", c.OrganizationName, 200)
		v.Text("organization_name", c.OrganizationName)
		if err := v.Err(); err != nil {
			return Project{}, err
		}
	}
	if s.carrier == nil {
		return s.store.ProjectConvert(ctx, c)
	}
	carried, undo, err := s.carrier.CarryEstimate(ctx, c.EstimateID)
	if err != nil {
		return Project{}, err
	}
	c.Files = carried
	p, err := s.store.ProjectConvert(ctx, c)
	if err != nil {
		undo()
	}
	return p, err
}

// AddMilestone adds a milestone to a project.
func (s *Service) AddMilestone(ctx context.Context, projectID uuid.UUID, in MilestoneInput) (Milestone, error) {
	m, err := checkMilestone(in)
	if err != nil {
		return Milestone{}, err
	}
	return s.store.MilestoneCreate(ctx, projectID, m)
}

// UpdateMilestone is a staff change of a milestone: a new date needs a reason; a change of
// date, ball or assignee goes into the history.
func (s *Service) UpdateMilestone(ctx context.Context, staff Actor, id uuid.UUID, in MilestoneInput, reason string) (Milestone, error) {
	next, err := checkMilestone(in)
	if err != nil {
		return Milestone{}, err
	}
	return s.store.MilestoneChange(ctx, id, func(cur Milestone, _ uuid.UUID) (Milestone, *Change, error) {
		reason, err := checkReason(reason, !next.Due.Equal(cur.Due))
		if err != nil {
			return Milestone{}, nil, err
		}
		out := cur
		out.Name, out.Due, out.Ball, out.AssigneeID, out.Done = next.Name, next.Due, next.Ball, next.AssigneeID, next.Done
		return out, changeOf(cur, out, staff, reason), nil
	})
}

// DeleteMilestone removes a milestone and its history.
func (s *Service) DeleteMilestone(ctx context.Context, id uuid.UUID) error {
	return s.store.MilestoneDelete(ctx, id)
}

// changeOf is the history entry of a change from cur to next (nil if neither the date,
// the ball nor the assignee changed).
func changeOf(cur, next Milestone, a Actor, reason string) *Change {
	if cur.Due.Equal(next.Due) && cur.Ball == next.Ball && equalID(cur.AssigneeID, next.AssigneeID) {
		return nil
	}
	return &Change{
		MilestoneID: cur.ID, Actor: a, Reason: reason,
		OldDue: cur.Due, NewDue: next.Due, OldBall: cur.Ball, NewBall: next.Ball,
		OldAssigneeID: cur.AssigneeID, NewAssigneeID: next.AssigneeID,
	}
}

func equalID(a, b *uuid.UUID) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
