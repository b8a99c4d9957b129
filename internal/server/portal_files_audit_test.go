package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The files' staff procedures in TestEveryStaffWriteIsAudited.
func init() {
	for _, p := range []string{
		adminv1connect.ProjectFileAdminServiceListProjectFilesAdminProcedure,
		adminv1connect.ProjectFileAdminServiceGetDownloadUrlAdminProcedure,
		adminv1connect.ProjectFileAdminServiceListFileDownloadsProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	ctx := context.Background()
	folder := func(t *testing.T, f *auditFixture, job string) string {
		p := &sitetest.PortalFixture{Site: f.Site, Staff: f.token,
			Clients:  adminv1connect.NewClientAdminServiceClient(f.H1, f.URL),
			Projects: adminv1connect.NewProjectAdminServiceClient(f.H1, f.URL)}
		project := p.Project(t, p.Organization(t, "Folder Org "+job), job)
		res, err := adminv1connect.NewProjectFileAdminServiceClient(f.H1, f.URL).CreateProjectFolder(ctx,
			sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "Submittals"}, f.token))
		if err != nil {
			t.Fatal(err)
		}
		return res.Msg.GetFolder().GetId()
	}
	auditCases[adminv1connect.ProjectFileAdminServiceCreateProjectFolderProcedure] = func(t *testing.T, f *auditFixture) error {
		folder(t, f, "J-110")
		return nil
	}
	auditCases[adminv1connect.ProjectFileAdminServiceRenameProjectFolderProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := adminv1connect.NewProjectFileAdminServiceClient(f.H1, f.URL).RenameProjectFolder(ctx,
			sitetest.WithToken(&adminv1.RenameProjectFolderRequest{Id: folder(t, f, "J-111"), Name: "Shop submittals"}, f.token))
		return err
	}
}
