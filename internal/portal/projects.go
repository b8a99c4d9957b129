package portal

import (
	"context"
	"strings"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// A project, its milestones and their history are the generated messages themselves
// (proto/gusset/portal/v1/portal.proto), as staff read them: a Go copy would have to
// follow every change of the schema by hand. The client's view is derived from them in
// one place (forClient).
type (
	Project    = portalv1.Project
	Milestone  = portalv1.Milestone
	Change     = portalv1.MilestoneChange
	TeamMember = portalv1.TeamMember
	// ProjectDetail is one project with its milestones by due date and their history.
	ProjectDetail = portalv1.GetProjectResponse
	// ProjectInput and MilestoneInput are the fields staff edit.
	ProjectInput   = adminv1.PortalProjectInput
	MilestoneInput = adminv1.MilestoneInput
	// Status is where a project stands; Ball who must act next on a milestone.
	Status = portalv1.ProjectStatus
	Ball   = portalv1.BallInCourt
)

const (
	StatusEstimating = portalv1.ProjectStatus_PROJECT_STATUS_ESTIMATING
	StatusDetailing  = portalv1.ProjectStatus_PROJECT_STATUS_DETAILING
	StatusApproval   = portalv1.ProjectStatus_PROJECT_STATUS_APPROVAL
	StatusReleased   = portalv1.ProjectStatus_PROJECT_STATUS_RELEASED // released for fabrication
	StatusClosed     = portalv1.ProjectStatus_PROJECT_STATUS_CLOSED

	BallFirm   = portalv1.BallInCourt_BALL_IN_COURT_FIRM
	BallClient = portalv1.BallInCourt_BALL_IN_COURT_CLIENT
)

// Entry is a history entry of a milestone change: who made it and why. The store records
// with it the milestone's date, ball and assignee before and after.
type Entry struct {
	By     actor.Actor // a staff user or a client user
	Reason string
}

// Conversion is a won estimate request becoming a project, as the store makes it.
type Conversion struct {
	EstimateID uuid.UUID
	// OrganizationID names an existing organization; else OrganizationName a new one.
	OrganizationID   *uuid.UUID
	OrganizationName string
	Project          *ProjectInput
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

// ProjectStore persists projects and milestones. The projects it answers carry no
// snapshot and their milestones no overdue flag: those are the service's, as of today.
type ProjectStore interface {
	// ProjectCreate adds a project with its team and answers it as ProjectGet does (ErrStaffNotFound for an unknown member).
	ProjectCreate(ctx context.Context, orgID uuid.UUID, in *ProjectInput) (*ProjectDetail, error)
	ProjectUpdate(ctx context.Context, id uuid.UUID, in *ProjectInput) (*ProjectDetail, error)
	// ProjectGet answers the project with its milestones; with orgID set, a project of
	// another organization is ErrProjectNotFound.
	ProjectGet(ctx context.Context, id uuid.UUID, orgID *uuid.UUID) (*ProjectDetail, error)
	// ProjectList answers projects with their milestones: one organization's, or all.
	ProjectList(ctx context.Context, orgID *uuid.UUID) ([]*ProjectDetail, error)
	ProjectHistory(ctx context.Context, projectID uuid.UUID) ([]*Change, error)
	// ProjectConvert creates the organization (if named) and the project from the
	// estimate request in one transaction.
	ProjectConvert(ctx context.Context, c Conversion) (*ProjectDetail, error)

	MilestoneCreate(ctx context.Context, projectID uuid.UUID, in *Milestone) (*Milestone, error)
	// MilestoneChange locks the milestone, lets change decide its new state (and the
	// history entry, nil for none) from the current one and its project's organization,
	// and saves both; change's error leaves everything as it was.
	MilestoneChange(ctx context.Context, id uuid.UUID, change func(cur *Milestone, orgID uuid.UUID) (*Milestone, *Entry, error)) (*Milestone, error)
	// MilestoneDelete deletes a milestone, the reason kept on the row the trail records.
	MilestoneDelete(ctx context.Context, id uuid.UUID, reason string) error
}

// optionalID parses an optional id ("" is none); a malformed one is notFound.
func optionalID(s string, notFound error) (*uuid.UUID, error) {
	if s == "" {
		return nil, nil
	}
	id, err := apperr.ParseID(s, notFound)
	return &id, err
}

// CreateProject adds a project of an organization.
func (s *Service) CreateProject(ctx context.Context, req *adminv1.CreatePortalProjectRequest) (*Project, error) {
	org, err := apperr.ParseID(req.GetOrganizationId(), ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	in, err := checkProject(req.GetProject())
	if err != nil {
		return nil, err
	}
	return s.summed(s.store.ProjectCreate(ctx, org, in))
}

// UpdateProject changes a project's fields and team.
func (s *Service) UpdateProject(ctx context.Context, req *adminv1.UpdatePortalProjectRequest) (*Project, error) {
	id, err := apperr.ParseID(req.GetId(), ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	in, err := checkProject(req.GetProject())
	if err != nil {
		return nil, err
	}
	return s.summed(s.store.ProjectUpdate(ctx, id, in))
}

// Projects lists projects for staff: all, or one organization's ("" for all).
func (s *Service) Projects(ctx context.Context, orgID string) ([]*Project, error) {
	org, err := optionalID(orgID, ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	ds, err := s.store.ProjectList(ctx, org)
	if err != nil {
		return nil, err
	}
	out := make([]*Project, len(ds))
	now := s.now()
	for i, d := range ds {
		out[i] = summarize(d, now).Project
	}
	return out, nil
}

// Project is one project with its milestones and history, for staff.
func (s *Service) Project(ctx context.Context, id string) (*ProjectDetail, error) {
	pid, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	return s.detail(ctx, pid, nil)
}

// detail reads a project (of org, if set) with its history, summed up as of now.
func (s *Service) detail(ctx context.Context, id uuid.UUID, org *uuid.UUID) (*ProjectDetail, error) {
	d, err := s.store.ProjectGet(ctx, id, org)
	if err != nil {
		return nil, err
	}
	if d.History, err = s.store.ProjectHistory(ctx, id); err != nil {
		return nil, err
	}
	return summarize(d, s.now()), nil
}

// summed is a written project's answer: the project with its snapshot.
func (s *Service) summed(d *ProjectDetail, err error) (*Project, error) {
	if err != nil {
		return nil, err
	}
	return summarize(d, s.now()).Project, nil
}

// ConvertEstimate turns a won estimate request into a project (and, if named, a new
// organization) in one step, carrying the request's files (copies, made first) into the
// project's EstimateFolder; a failed conversion removes the copies.
func (s *Service) ConvertEstimate(ctx context.Context, req *adminv1.ConvertEstimateRequest) (*Project, error) {
	estimate, err := apperr.ParseID(req.GetEstimateId(), ErrEstimateNotFound)
	if err != nil {
		return nil, err
	}
	org, err := optionalID(req.GetOrganizationId(), ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	c := Conversion{EstimateID: estimate, OrganizationID: org, OrganizationName: strings.TrimSpace(req.GetOrganizationName())}
	if c.Project, err = checkProject(req.GetProject()); err != nil {
		return nil, err
	}
	if c.OrganizationID == nil {
		var v validate.Checker
		v.Require("organization_name", c.OrganizationName, "Choose an organization or name a new one")
		v.MaxLen("organization_name", "Organization", c.OrganizationName, 200)
		v.Text("organization_name", c.OrganizationName)
		if err := v.Err(); err != nil {
			return nil, err
		}
	}
	if s.carrier == nil {
		return s.summed(s.store.ProjectConvert(ctx, c))
	}
	carried, undo, err := s.carrier.CarryEstimate(ctx, c.EstimateID)
	if err != nil {
		return nil, err
	}
	c.Files = carried
	d, err := s.store.ProjectConvert(ctx, c)
	if err != nil {
		undo()
	}
	return s.summed(d, err)
}
