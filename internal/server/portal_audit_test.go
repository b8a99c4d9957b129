package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The portal's staff procedures in TestEveryStaffWriteIsAudited (kept here, apart from
// the other services' cases).
func init() {
	for _, p := range []string{
		adminv1connect.ClientAdminServiceListOrganizationsProcedure,
		adminv1connect.ClientAdminServiceListClientUsersProcedure,
		adminv1connect.ProjectAdminServiceListPortalProjectsProcedure,
		adminv1connect.ProjectAdminServiceGetPortalProjectProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	portal := func(t *testing.T, f *auditFixture) *sitetest.PortalFixture {
		return &sitetest.PortalFixture{
			Site: f.Site, Staff: f.token,
			Clients:  adminv1connect.NewClientAdminServiceClient(f.H1, f.URL),
			Projects: adminv1connect.NewProjectAdminServiceClient(f.H1, f.URL),
			Auth:     portalv1connect.NewPortalAuthServiceClient(f.H1, f.URL),
			Portal:   portalv1connect.NewProjectServiceClient(f.H1, f.URL),
		}
	}
	ctx := context.Background()
	cases := map[string]func(t *testing.T, f *auditFixture) error{
		adminv1connect.ClientAdminServiceCreateOrganizationProcedure: func(t *testing.T, f *auditFixture) error {
			_, err := portal(t, f).Clients.CreateOrganization(ctx, sitetest.WithToken(&adminv1.CreateOrganizationRequest{Name: "Audit Org"}, f.token))
			return err
		},
		adminv1connect.ClientAdminServiceInviteClientUserProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			_, err := p.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: p.Organization(t, "Invite Org"), Email: "invited@example.com"}, f.token))
			return err
		},
		adminv1connect.ClientAdminServiceSetClientUserDisabledProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			res, err := p.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: p.Organization(t, "Disable Org"), Email: "disabled@example.com"}, f.token))
			if err != nil {
				return err
			}
			_, err = p.Clients.SetClientUserDisabled(ctx, sitetest.WithToken(&adminv1.SetClientUserDisabledRequest{Id: res.Msg.GetUser().GetId(), Disabled: true}, f.token))
			return err
		},
		adminv1connect.ProjectAdminServiceCreatePortalProjectProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			p.Project(t, p.Organization(t, "Project Org"), "J-100")
			return nil
		},
		adminv1connect.ProjectAdminServiceUpdatePortalProjectProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			id := p.Project(t, p.Organization(t, "Update Org"), "J-101")
			_, err := p.Projects.UpdatePortalProject(ctx, sitetest.WithToken(&adminv1.UpdatePortalProjectRequest{Id: id, Project: &adminv1.PortalProjectInput{
				Name: "Renamed", JobNumber: "J-101", Status: portalv1.ProjectStatus_PROJECT_STATUS_APPROVAL,
			}}, f.token))
			return err
		},
		adminv1connect.ProjectAdminServiceAddMilestoneProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			p.Milestone(t, p.Project(t, p.Organization(t, "Milestone Org"), "J-102"), "Advance BOM", "2030-01-10", portalv1.BallInCourt_BALL_IN_COURT_FIRM)
			return nil
		},
		adminv1connect.ProjectAdminServiceUpdateMilestoneProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			id := p.Milestone(t, p.Project(t, p.Organization(t, "Move Org"), "J-103"), "Erection drawings", "2030-01-10", portalv1.BallInCourt_BALL_IN_COURT_FIRM)
			_, err := p.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: id, Reason: "Steel grades changed", Milestone: &adminv1.MilestoneInput{
				Name: "Erection drawings", DueDate: "2030-01-17", BallInCourt: portalv1.BallInCourt_BALL_IN_COURT_FIRM,
			}}, f.token))
			return err
		},
		adminv1connect.ProjectAdminServiceDeleteMilestoneProcedure: func(t *testing.T, f *auditFixture) error {
			p := portal(t, f)
			id := p.Milestone(t, p.Project(t, p.Organization(t, "Delete Org"), "J-104"), "Shop drawings", "2030-01-10", portalv1.BallInCourt_BALL_IN_COURT_FIRM)
			_, err := p.Projects.DeleteMilestone(ctx, sitetest.WithToken(&adminv1.DeleteMilestoneRequest{Id: id, Reason: "Merged into the next one"}, f.token))
			return err
		},
		adminv1connect.ProjectAdminServiceConvertEstimateProcedure: func(t *testing.T, f *auditFixture) error {
			_, err := portal(t, f).Projects.ConvertEstimate(ctx, sitetest.WithToken(&adminv1.ConvertEstimateRequest{EstimateId: f.estimate(t), OrganizationName: "Won Org", Project: &adminv1.PortalProjectInput{
				Name: "Won job", JobNumber: "J-105",
			}}, f.token))
			return err
		},
	}
	for p, c := range cases {
		auditCases[p] = c
	}
}
