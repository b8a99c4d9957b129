package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The RFIs' staff procedures in TestEveryStaffWriteIsAudited.
func init() {
	for _, p := range []string{
		adminv1connect.RfiAdminServiceListRfisAdminProcedure,
		adminv1connect.RfiAdminServiceGetRfiAdminProcedure,
		adminv1connect.RfiAdminServiceGetRfiSettingsProcedure,
		adminv1connect.RfiAdminServiceListNonWorkingDaysProcedure,
		adminv1connect.RfiAdminServiceExportRfisCsvProcedure,
		adminv1connect.RfiAdminServiceExportRfisPdfProcedure,
		adminv1connect.RfiAdminServiceGetRfiAttachmentUrlAdminProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	ctx := context.Background()
	admin := func(f *auditFixture) adminv1connect.RfiAdminServiceClient {
		return adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL)
	}
	// raise raises an RFI (a draft if draft) on a new project, answering its id.
	raise := func(t *testing.T, f *auditFixture, job string, draft bool) (string, error) {
		project, user := drawingProject(t, f, job)
		res, err := admin(f).CreateRfiAdmin(ctx, sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Draft: draft, Rfi: &portalv1.RfiInput{
			ProjectId: project, Subject: "Which detail governs?", Question: "<p>S-201 or 5/S-501?</p>", AssigneeId: user,
		}}, f.token))
		if err != nil {
			return "", err
		}
		return res.Msg.GetRfi().GetId(), nil
	}
	// then raises an RFI and makes one more change to it.
	then := func(job string, draft bool, change func(f *auditFixture, id string) error) func(t *testing.T, f *auditFixture) error {
		return func(t *testing.T, f *auditFixture) error {
			id, err := raise(t, f, job, draft)
			if err != nil {
				return err
			}
			return change(f, id)
		}
	}
	auditCases[adminv1connect.RfiAdminServiceCreateRfiAdminProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := raise(t, f, "J-R01", false)
		return err
	}
	auditCases[adminv1connect.RfiAdminServiceUpdateRfiProcedure] = then("J-R02", true, func(f *auditFixture, id string) error {
		cur, err := admin(f).GetRfiAdmin(ctx, sitetest.WithToken(&adminv1.GetRfiAdminRequest{Id: id}, f.token))
		if err != nil {
			return err
		}
		r := cur.Msg.GetRfi()
		_, err = admin(f).UpdateRfi(ctx, sitetest.WithToken(&adminv1.UpdateRfiRequest{Id: id, Rfi: &portalv1.RfiInput{
			Subject: "Which detail governs at C/4?", Question: r.GetQuestion(), AssigneeId: r.GetAssignee().GetId(), CostImpact: true,
		}}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceOpenRfiProcedure] = then("J-R03", true, func(f *auditFixture, id string) error {
		_, err := admin(f).OpenRfi(ctx, sitetest.WithToken(&adminv1.OpenRfiRequest{Id: id}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceAnswerRfiAdminProcedure] = then("J-R04", false, func(f *auditFixture, id string) error {
		_, err := admin(f).AnswerRfiAdmin(ctx, sitetest.WithToken(&adminv1.AnswerRfiAdminRequest{Id: id, Answer: "The engineer said by phone: S-201."}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceCloseRfiProcedure] = then("J-R05", false, func(f *auditFixture, id string) error {
		_, err := admin(f).CloseRfi(ctx, sitetest.WithToken(&adminv1.CloseRfiRequest{Id: id}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceReopenRfiProcedure] = then("J-R06", false, func(f *auditFixture, id string) error {
		if _, err := admin(f).CloseRfi(ctx, sitetest.WithToken(&adminv1.CloseRfiRequest{Id: id}, f.token)); err != nil {
			return err
		}
		_, err := admin(f).ReopenRfi(ctx, sitetest.WithToken(&adminv1.ReopenRfiRequest{Id: id, Reason: "Closed by mistake"}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceVoidRfiProcedure] = then("J-R07", false, func(f *auditFixture, id string) error {
		_, err := admin(f).VoidRfi(ctx, sitetest.WithToken(&adminv1.VoidRfiRequest{Id: id, Reason: "Raised twice"}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServicePostRfiCommentAdminProcedure] = then("J-R08", false, func(f *auditFixture, id string) error {
		_, err := admin(f).PostRfiCommentAdmin(ctx, sitetest.WithToken(&adminv1.PostRfiCommentAdminRequest{Id: id, Body: "Any news?"}, f.token))
		return err
	})
	auditCases[adminv1connect.RfiAdminServiceAttachRfiFileAdminProcedure] = func(t *testing.T, f *auditFixture) error {
		id, err := raise(t, f, "J-R10", false)
		if err != nil {
			return err
		}
		upload := sitetest.SignedInTus(f.URL, f.token).UploadTo(t, "/rfis/uploads/tus/", []byte("%PDF-1.7\n%%EOF\n"), "rfi", id, "filename", "SK-1.pdf")
		_, err = admin(f).AttachRfiFileAdmin(ctx, sitetest.WithToken(&adminv1.AttachRfiFileAdminRequest{Id: id, UploadId: upload}, f.token))
		return err
	}
	auditCases[adminv1connect.RfiAdminServiceUpdateRfiSettingsProcedure] = func(t *testing.T, f *auditFixture) error {
		project, _ := drawingProject(t, f, "J-R09")
		_, err := admin(f).UpdateRfiSettings(ctx, sitetest.WithToken(&adminv1.UpdateRfiSettingsRequest{Settings: &adminv1.RfiSettings{ProjectId: project, ResponseDays: 7}}, f.token))
		return err
	}
	auditCases[adminv1connect.RfiAdminServiceSetNonWorkingDaysProcedure] = func(t *testing.T, f *auditFixture) error {
		_, err := admin(f).SetNonWorkingDays(ctx, sitetest.WithToken(&adminv1.SetNonWorkingDaysRequest{Days: []*adminv1.NonWorkingDay{{Day: "2026-12-25", Name: "Christmas"}}}, f.token))
		return err
	}
}
