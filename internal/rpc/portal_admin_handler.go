package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/portal"
)

// clientAdmin and projectAdmin serve the staff side of the portal (gusset.admin.v1).
type clientAdmin struct{ portal *portal.Service }

type projectAdmin struct{ portal *portal.Service }

var (
	_ adminv1connect.ClientAdminServiceHandler  = clientAdmin{}
	_ adminv1connect.ProjectAdminServiceHandler = projectAdmin{}
)

func organizationOut(o portal.Organization) *adminv1.ClientOrganization {
	return &adminv1.ClientOrganization{Id: o.ID.String(), Name: o.Name, UserCount: int32(o.UserCount)}
}

func (h clientAdmin) ListOrganizations(ctx context.Context, _ *connect.Request[adminv1.ListOrganizationsRequest]) (*connect.Response[adminv1.ListOrganizationsResponse], error) {
	orgs, err := h.portal.Organizations(ctx)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListOrganizationsResponse{Organizations: make([]*adminv1.ClientOrganization, len(orgs))}
	for i, o := range orgs {
		res.Organizations[i] = organizationOut(o)
	}
	return connect.NewResponse(res), nil
}

func (h clientAdmin) CreateOrganization(ctx context.Context, req *connect.Request[adminv1.CreateOrganizationRequest]) (*connect.Response[adminv1.CreateOrganizationResponse], error) {
	o, err := h.portal.CreateOrganization(ctx, req.Msg.GetName())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateOrganizationResponse{Organization: organizationOut(o)}), nil
}

func (h clientAdmin) ListClientUsers(ctx context.Context, req *connect.Request[adminv1.ListClientUsersRequest]) (*connect.Response[adminv1.ListClientUsersResponse], error) {
	id, err := portalID(req.Msg.GetOrganizationId(), portal.ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	users, err := h.portal.Users(ctx, id)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListClientUsersResponse{Users: make([]*portalv1.ClientUser, len(users))}
	for i, u := range users {
		res.Users[i] = clientUserOut(u)
	}
	return connect.NewResponse(res), nil
}

func (h clientAdmin) InviteClientUser(ctx context.Context, req *connect.Request[adminv1.InviteClientUserRequest]) (*connect.Response[adminv1.InviteClientUserResponse], error) {
	id, err := portalID(req.Msg.GetOrganizationId(), portal.ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	u, err := h.portal.Invite(ctx, id, req.Msg.GetEmail(), req.Msg.GetName(), req.Msg.GetLanguage())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.InviteClientUserResponse{User: clientUserOut(u)}), nil
}

func (h clientAdmin) SetClientUserDisabled(ctx context.Context, req *connect.Request[adminv1.SetClientUserDisabledRequest]) (*connect.Response[adminv1.SetClientUserDisabledResponse], error) {
	id, err := portalID(req.Msg.GetId(), portal.ErrUserNotFound)
	if err != nil {
		return nil, err
	}
	u, err := h.portal.SetUserDisabled(ctx, id, req.Msg.GetDisabled())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetClientUserDisabledResponse{User: clientUserOut(u)}), nil
}

func (h projectAdmin) ListPortalProjects(ctx context.Context, req *connect.Request[adminv1.ListPortalProjectsRequest]) (*connect.Response[adminv1.ListPortalProjectsResponse], error) {
	ps, err := h.portal.Projects(ctx, req.Msg.GetOrganizationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPortalProjectsResponse{Projects: ps}), nil
}

func (h projectAdmin) GetPortalProject(ctx context.Context, req *connect.Request[adminv1.GetPortalProjectRequest]) (*connect.Response[adminv1.GetPortalProjectResponse], error) {
	d, err := h.portal.Project(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPortalProjectResponse{Project: d.Project, Milestones: d.Milestones, History: d.History}), nil
}

func (h projectAdmin) CreatePortalProject(ctx context.Context, req *connect.Request[adminv1.CreatePortalProjectRequest]) (*connect.Response[adminv1.CreatePortalProjectResponse], error) {
	p, err := h.portal.CreateProject(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreatePortalProjectResponse{Project: p}), nil
}

func (h projectAdmin) UpdatePortalProject(ctx context.Context, req *connect.Request[adminv1.UpdatePortalProjectRequest]) (*connect.Response[adminv1.UpdatePortalProjectResponse], error) {
	p, err := h.portal.UpdateProject(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdatePortalProjectResponse{Project: p}), nil
}

func (h projectAdmin) AddMilestone(ctx context.Context, req *connect.Request[adminv1.AddMilestoneRequest]) (*connect.Response[adminv1.AddMilestoneResponse], error) {
	m, err := h.portal.AddMilestone(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddMilestoneResponse{Milestone: m}), nil
}

func (h projectAdmin) UpdateMilestone(ctx context.Context, req *connect.Request[adminv1.UpdateMilestoneRequest]) (*connect.Response[adminv1.UpdateMilestoneResponse], error) {
	m, err := h.portal.UpdateMilestone(ctx, staffActor(ctx), req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateMilestoneResponse{Milestone: m}), nil
}

func (h projectAdmin) DeleteMilestone(ctx context.Context, req *connect.Request[adminv1.DeleteMilestoneRequest]) (*connect.Response[adminv1.DeleteMilestoneResponse], error) {
	if err := h.portal.DeleteMilestone(ctx, req.Msg); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteMilestoneResponse{}), nil
}

func (h projectAdmin) ConvertEstimate(ctx context.Context, req *connect.Request[adminv1.ConvertEstimateRequest]) (*connect.Response[adminv1.ConvertEstimateResponse], error) {
	p, err := h.portal.ConvertEstimate(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ConvertEstimateResponse{Project: p, OrganizationId: p.GetOrganizationId()}), nil
}
