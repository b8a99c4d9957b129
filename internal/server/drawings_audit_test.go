package server_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"strconv"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// drawingProject is a new portal project with a client user, answering both ids.
func drawingProject(t *testing.T, f *auditFixture, job string) (project, user string) {
	t.Helper()
	p := &sitetest.PortalFixture{Site: f.Site, Staff: f.token,
		Clients:  adminv1connect.NewClientAdminServiceClient(f.H1, f.URL),
		Projects: adminv1connect.NewProjectAdminServiceClient(f.H1, f.URL)}
	org := p.Organization(t, "Drawing Org "+job)
	project = p.Project(t, org, job)
	p.Invite(t, org, "reviewer-"+job+"@example.com")
	if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE organization_id = $1`, org).Scan(&user); err != nil {
		t.Fatal(err)
	}
	return project, user
}

// drawingRevision uploads a PDF for project and commits it as sheet E1, answering the
// revision's id.
func drawingRevision(t *testing.T, f *auditFixture, project string) (string, error) {
	t.Helper()
	data := []byte("%PDF-1.7\n% audit\n")
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+f.token)
	meta := "project " + base64.StdEncoding.EncodeToString([]byte(project)) + ",filename " + base64.StdEncoding.EncodeToString([]byte("E1_R0.pdf"))
	res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{"Upload-Length": strconv.Itoa(len(data)), "Upload-Metadata": meta})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if status, _ := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent {
		t.Fatalf("uploading a drawing: %d", status)
	}
	added, err := adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL).AddSheetRevisions(context.Background(), sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{
		ProjectId: project, Revisions: []*adminv1.SheetRevisionInput{{UploadId: res.Header.Get("Gusset-Upload-Id"), SheetNumber: "E1", Revision: "0"}},
	}, f.token))
	if err != nil {
		return "", err
	}
	return added.Msg.GetSheets()[0].GetRevisions()[0].GetId(), nil
}

// The drawing register's and transmittals' staff procedures in TestEveryStaffWriteIsAudited.
func init() {
	for _, p := range []string{
		adminv1connect.DrawingAdminServiceListSheetsAdminProcedure,
		adminv1connect.DrawingAdminServiceProposeSheetsProcedure,
		adminv1connect.DrawingAdminServiceGetDrawingSettingsProcedure,
		adminv1connect.DrawingAdminServiceGetSheetRevisionUrlAdminProcedure,
		adminv1connect.DrawingAdminServiceExportSheetsCsvProcedure,
		adminv1connect.TransmittalAdminServiceListTransmittalsAdminProcedure,
		adminv1connect.TransmittalAdminServiceGetTransmittalAdminProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	ctx := context.Background()
	admin := func(f *auditFixture) adminv1connect.DrawingAdminServiceClient {
		return adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL)
	}
	create := func(t *testing.T, f *auditFixture, job string) (string, error) {
		project, _ := drawingProject(t, f, job)
		res, err := admin(f).CreateSheet(ctx, sitetest.WithToken(&adminv1.CreateSheetRequest{ProjectId: project, Sheet: &adminv1.SheetInput{SheetNumber: "E1"}}, f.token))
		if err != nil {
			return "", err
		}
		return res.Msg.GetSheet().GetId(), nil
	}
	auditCases[adminv1connect.DrawingAdminServiceCreateSheetProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := create(t, f, "J-140")
		return err
	}
	auditCases[adminv1connect.DrawingAdminServiceUpdateSheetProcedure] = func(t *testing.T, f *auditFixture) error {
		id, err := create(t, f, "J-141")
		if err != nil {
			return err
		}
		_, err = admin(f).UpdateSheet(ctx, sitetest.WithToken(&adminv1.UpdateSheetRequest{Id: id, Sheet: &adminv1.SheetInput{SheetNumber: "E1", Hold: true, HoldReason: "RFI 12 open"}}, f.token))
		return err
	}
	auditCases[adminv1connect.DrawingAdminServiceAddSheetRevisionsProcedure] = func(t *testing.T, f *auditFixture) error {
		project, _ := drawingProject(t, f, "J-142")
		_, err := drawingRevision(t, f, project)
		return err
	}
	auditCases[adminv1connect.DrawingAdminServiceUpdateDrawingSettingsProcedure] = func(t *testing.T, f *auditFixture) error {
		project, _ := drawingProject(t, f, "J-143")
		_, err := admin(f).UpdateDrawingSettings(ctx, sitetest.WithToken(&adminv1.UpdateDrawingSettingsRequest{Settings: &adminv1.DrawingSettings{ProjectId: project, ReviewDays: 10}}, f.token))
		return err
	}
	auditCases[adminv1connect.TransmittalAdminServiceSendTransmittalProcedure] = func(t *testing.T, f *auditFixture) error {
		project, user := drawingProject(t, f, "J-144")
		rev, err := drawingRevision(t, f, project)
		if err != nil {
			return err
		}
		_, err = adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
			ProjectId: project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, RecipientIds: []string{user}, RevisionIds: []string{rev},
		}}, f.token))
		return err
	}
}
