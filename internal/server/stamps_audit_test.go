package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The stamp sets' staff procedures in TestEveryStaffWriteIsAudited.
func init() {
	for _, p := range []string{
		adminv1connect.StampAdminServiceGetStampSetAdminProcedure,
		adminv1connect.StampAdminServiceGetStampedFileUrlAdminProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	auditCases[adminv1connect.StampAdminServiceUpdateStampSetProcedure] = func(t *testing.T, f *auditFixture) error {
		p := &sitetest.PortalFixture{Site: f.Site, Staff: f.token, Clients: adminv1connect.NewClientAdminServiceClient(f.H1, f.URL)}
		org := p.Organization(t, "Stamp Org")
		_, err := adminv1connect.NewStampAdminServiceClient(f.H1, f.URL).UpdateStampSet(context.Background(), sitetest.WithToken(&adminv1.UpdateStampSetRequest{
			StampSet: &portalv1.StampSet{OrganizationId: org, Stamps: []*portalv1.Stamp{{Status: portalv1.ReviewStatus_REVIEW_STATUS_APPROVED, Label: "No exceptions taken"}}},
		}, f.token))
		return err
	}
}
