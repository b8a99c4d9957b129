package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// auditCases make one valid call of each staff write procedure; set-up calls they need
// are recorded too, but under other procedures.
var auditCases = map[string]func(t *testing.T, f *auditFixture) error{
	adminv1connect.ContactServiceSetMessageStatusProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.contact.SetMessageStatus(context.Background(), sitetest.WithToken(&adminv1.SetMessageStatusRequest{Id: f.contactMessage(t), Status: adminv1.ContactStatus_CONTACT_STATUS_CLOSED}, f.token))
		return err
	},
	adminv1connect.ContactServiceAssignMessageProcedure: func(t *testing.T, f *auditFixture) error {
		id, _ := f.staffUser(t, "assignee")
		_, err := f.contact.AssignMessage(context.Background(), sitetest.WithToken(&adminv1.AssignMessageRequest{Id: f.contactMessage(t), AssigneeId: id}, f.token))
		return err
	},
	adminv1connect.ContactServiceAddMessageNoteProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.contact.AddMessageNote(context.Background(), sitetest.WithToken(&adminv1.AddMessageNoteRequest{Id: f.contactMessage(t), Body: "Called back"}, f.token))
		return err
	},
	adminv1connect.ContactServiceReplyToMessageProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.contact.ReplyToMessage(context.Background(), sitetest.WithToken(&adminv1.ReplyToMessageRequest{Id: f.contactMessage(t), Body: "Thank you"}, f.token))
		return err
	},
	adminv1connect.ContactServiceDeleteMessageProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.contact.DeleteMessage(context.Background(), sitetest.WithToken(&adminv1.DeleteMessageRequest{Id: f.contactMessage(t)}, f.token))
		return err
	},
	adminv1connect.JobServiceCreateJobProcedure: func(t *testing.T, f *auditFixture) error {
		f.job(t)
		return nil
	},
	adminv1connect.JobServiceUpdateJobProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.jobs.UpdateJob(context.Background(), sitetest.WithToken(&adminv1.UpdateJobRequest{Id: f.job(t), Job: &adminv1.JobInput{
			Role: "Senior checker", Location: "Calgary", Type: "Full time", Qualification: "SDS/2", Active: true}}, f.token))
		return err
	},
	adminv1connect.JobServiceDeleteJobProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.jobs.DeleteJob(context.Background(), sitetest.WithToken(&adminv1.DeleteJobRequest{Id: f.job(t)}, f.token))
		return err
	},
	adminv1connect.ApplicationServiceSetApplicationContactedProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.apps.SetApplicationContacted(context.Background(), sitetest.WithToken(&adminv1.SetApplicationContactedRequest{Id: f.application(t), Contacted: true}, f.token))
		return err
	},
	adminv1connect.ApplicationServiceDeleteApplicationProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.apps.DeleteApplication(context.Background(), sitetest.WithToken(&adminv1.DeleteApplicationRequest{Id: f.application(t)}, f.token))
		return err
	},
	adminv1connect.ApplicationServiceSetApplicationStatusProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.apps.SetApplicationStatus(context.Background(), sitetest.WithToken(&adminv1.SetApplicationStatusRequest{Id: f.application(t), Status: adminv1.ApplicationStatus_APPLICATION_STATUS_INTERVIEWING}, f.token))
		return err
	},
	adminv1connect.ApplicationServiceAddApplicationNoteProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.apps.AddApplicationNote(context.Background(), sitetest.WithToken(&adminv1.AddApplicationNoteRequest{ApplicationId: f.application(t), Body: "Strong Tekla portfolio."}, f.token))
		return err
	},
	adminv1connect.GalleryServiceSetVideoPosterProcedure: func(t *testing.T, f *auditFixture) error {
		video := f.Upload(t, "gallery", "walk.mp4", sitetest.MP4Bytes(), f.token)
		in := f.projectInput(t)
		in.ImageUploadIds = []string{video}
		res, err := f.gallery.CreateProject(context.Background(), sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, f.token))
		if err != nil {
			return err
		}
		poster := f.Upload(t, "poster", "still.png", sitetest.PNGBytes(t, 32, 18), f.token)
		_, err = f.gallery.SetVideoPoster(context.Background(), sitetest.WithToken(&adminv1.SetVideoPosterRequest{
			ProjectId: res.Msg.GetProject().GetId(), VideoPath: res.Msg.GetProject().GetImages()[0].GetPath(), PosterUploadId: poster}, f.token))
		return err
	},
	adminv1connect.SiteSettingsServiceSaveSiteSettingsProcedure: func(t *testing.T, f *auditFixture) error {
		res, err := f.settings.GetSiteSettings(context.Background(), sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, f.token))
		if err != nil {
			return err
		}
		s := res.Msg.GetSettings()
		s.GetSettings().Tagline = "Steel detailing, audited."
		_, err = f.settings.SaveSiteSettings(context.Background(), sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: s.GetSettings(), Version: s.GetVersion()}, f.token))
		return err
	},
	adminv1connect.AnnouncementServiceSaveAnnouncementProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.announcement.SaveAnnouncement(context.Background(), sitetest.WithToken(&adminv1.SaveAnnouncementRequest{
			Title: "Booth 1412 at NASCC", Description: "Meet us at the steel conference.", Enabled: true}, f.token))
		return err
	},
	adminv1connect.TrashServiceRestoreTrashItemProcedure: func(t *testing.T, f *auditFixture) error {
		id := f.post(t)
		if _, err := f.blog.DeletePost(context.Background(), sitetest.WithToken(&adminv1.DeletePostRequest{Id: id}, f.token)); err != nil {
			return err
		}
		_, err := f.trash.RestoreTrashItem(context.Background(), sitetest.WithToken(&adminv1.RestoreTrashItemRequest{Kind: adminv1.TrashKind_TRASH_KIND_POST, Id: id}, f.token))
		return err
	},
	adminv1connect.EstimateRequestServiceSetEstimateStatusProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.estimates().SetEstimateStatus(context.Background(), sitetest.WithToken(&adminv1.SetEstimateStatusRequest{Id: f.estimate(t), Status: adminv1.EstimateStatus_ESTIMATE_STATUS_REVIEWING}, f.token))
		return err
	},
	adminv1connect.EstimateRequestServiceSetEstimateAssigneeProcedure: func(t *testing.T, f *auditFixture) error {
		id, _ := f.staffUser(t, "estimator")
		_, err := f.estimates().SetEstimateAssignee(context.Background(), sitetest.WithToken(&adminv1.SetEstimateAssigneeRequest{Id: f.estimate(t), AssigneeId: id}, f.token))
		return err
	},
	adminv1connect.EstimateRequestServiceAddEstimateNoteProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.estimates().AddEstimateNote(context.Background(), sitetest.WithToken(&adminv1.AddEstimateNoteRequest{EstimateId: f.estimate(t), Body: "Called back."}, f.token))
		return err
	},
	adminv1connect.EstimateRequestServiceDeleteEstimateProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.estimates().DeleteEstimate(context.Background(), sitetest.WithToken(&adminv1.DeleteEstimateRequest{Id: f.estimate(t)}, f.token))
		return err
	},
	adminv1connect.TrashServiceEmptyTrashProcedure: func(t *testing.T, f *auditFixture) error {
		id := f.post(t)
		if _, err := f.blog.DeletePost(context.Background(), sitetest.WithToken(&adminv1.DeletePostRequest{Id: id}, f.token)); err != nil {
			return err
		}
		_, err := f.trash.EmptyTrash(context.Background(), sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_POST, Id: id}, f.token))
		return err
	},
	adminv1connect.CaseStudyAdminServiceCreateCaseStudyProcedure: func(t *testing.T, f *auditFixture) error {
		f.caseStudy(t)
		return nil
	},
	adminv1connect.CaseStudyAdminServiceUpdateCaseStudyProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := adminv1connect.NewCaseStudyAdminServiceClient(f.H1, f.URL).UpdateCaseStudy(context.Background(), sitetest.WithToken(&adminv1.UpdateCaseStudyRequest{
			Id: f.caseStudy(t), CaseStudy: &adminv1.CaseStudyInput{Title: "Girders 2", Slug: "girders-two"}}, f.token))
		return err
	},
	adminv1connect.CaseStudyAdminServiceDeleteCaseStudyProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := adminv1connect.NewCaseStudyAdminServiceClient(f.H1, f.URL).DeleteCaseStudy(context.Background(), sitetest.WithToken(&adminv1.DeleteCaseStudyRequest{Id: f.caseStudy(t)}, f.token))
		return err
	},
	adminv1connect.BlogServiceCreatePostProcedure: func(t *testing.T, f *auditFixture) error {
		f.post(t)
		return nil
	},
	adminv1connect.BlogServiceUpdatePostProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.blog.UpdatePost(context.Background(), sitetest.WithToken(&adminv1.UpdatePostRequest{Id: f.post(t), Post: &adminv1.PostInput{Title: "Steel 2", ContentHtml: "<p>Columns</p>"}}, f.token))
		return err
	},
	adminv1connect.BlogServiceDeletePostProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.blog.DeletePost(context.Background(), sitetest.WithToken(&adminv1.DeletePostRequest{Id: f.post(t)}, f.token))
		return err
	},
	adminv1connect.GalleryServiceCreateProjectProcedure: func(t *testing.T, f *auditFixture) error {
		f.Project(t)
		return nil
	},
	adminv1connect.GalleryServiceUpdateProjectProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.gallery.UpdateProject(context.Background(), sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: f.Project(t), Project: f.projectInput(t)}, f.token))
		return err
	},
	adminv1connect.GalleryServiceAddProjectImagesProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.gallery.AddProjectImages(context.Background(), sitetest.WithToken(&adminv1.AddProjectImagesRequest{
			ProjectId: f.Project(t), ImageUploadIds: []string{f.Upload(t, "gallery", "b.png", sitetest.PNGBytes(t, 8, 6), f.token)}}, f.token))
		return err
	},
	adminv1connect.GalleryServiceRemoveProjectImageProcedure: func(t *testing.T, f *auditFixture) error {
		p := f.twoImageProject(t)
		_, err := f.gallery.RemoveProjectImage(context.Background(), sitetest.WithToken(&adminv1.RemoveProjectImageRequest{
			ProjectId: p.GetId(), ImagePath: p.GetImages()[1].GetPath()}, f.token))
		return err
	},
	adminv1connect.GalleryServiceReorderProjectImagesProcedure: func(t *testing.T, f *auditFixture) error {
		p := f.twoImageProject(t)
		_, err := f.gallery.ReorderProjectImages(context.Background(), sitetest.WithToken(&adminv1.ReorderProjectImagesRequest{
			ProjectId: p.GetId(), ImagePaths: []string{p.GetImages()[1].GetPath(), p.GetImages()[0].GetPath()}}, f.token))
		return err
	},
	adminv1connect.GalleryServiceSetProjectCoverProcedure: func(t *testing.T, f *auditFixture) error {
		p := f.twoImageProject(t)
		_, err := f.gallery.SetProjectCover(context.Background(), sitetest.WithToken(&adminv1.SetProjectCoverRequest{
			ProjectId: p.GetId(), ImagePath: p.GetImages()[1].GetPath()}, f.token))
		return err
	},
	adminv1connect.GalleryServiceDeleteProjectProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.gallery.DeleteProject(context.Background(), sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: f.Project(t)}, f.token))
		return err
	},
	adminv1connect.PortfolioServiceCreatePortfolioItemProcedure: func(t *testing.T, f *auditFixture) error {
		f.portfolioItem(t)
		return nil
	},
	adminv1connect.PortfolioServiceUpdatePortfolioItemProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.portfolio.UpdatePortfolioItem(context.Background(), sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: f.portfolioItem(t), Item: f.portfolioInput(t)}, f.token))
		return err
	},
	adminv1connect.PortfolioServiceDeletePortfolioItemProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.portfolio.DeletePortfolioItem(context.Background(), sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: f.portfolioItem(t)}, f.token))
		return err
	},
	adminv1connect.NewsletterServiceStartSendProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.news.StartSend(context.Background(), sitetest.WithToken(&adminv1.StartSendRequest{Subject: "News", Html: "<p>Steel</p>"}, f.token))
		return err
	},
	adminv1connect.OutboxServiceRetryOutboxMessageProcedure: func(t *testing.T, f *auditFixture) error {
		var id string
		if err := f.Pool.QueryRow(context.Background(), `INSERT INTO outbox_messages (topic, to_addr, subject, text_body, status)
			VALUES ('contact', 'sales@example.com', 'Hi', 'Hello', 'failed') RETURNING id`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		_, err := f.outbox.RetryOutboxMessage(context.Background(), sitetest.WithToken(&adminv1.RetryOutboxMessageRequest{Id: id}, f.token))
		return err
	},
	adminv1connect.StaffServiceCreateStaffProcedure: func(t *testing.T, f *auditFixture) error {
		_, err := f.staff.CreateStaff(context.Background(), sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "created"}, f.token))
		return err
	},
	adminv1connect.StaffServiceSetStaffDisabledProcedure: func(t *testing.T, f *auditFixture) error {
		id, _ := f.staffUser(t, "to-disable")
		_, err := f.staff.SetStaffDisabled(context.Background(), sitetest.WithToken(&adminv1.SetStaffDisabledRequest{Id: id, Disabled: true}, f.token))
		return err
	},
	adminv1connect.StaffServiceResetStaffPasswordProcedure: func(t *testing.T, f *auditFixture) error {
		id, _ := f.staffUser(t, "to-reset")
		_, err := f.staff.ResetStaffPassword(context.Background(), sitetest.WithToken(&adminv1.ResetStaffPasswordRequest{Id: id}, f.token))
		return err
	},
	adminv1connect.AccountServiceChangePasswordProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "changer")
		_, err := f.account.ChangePassword(context.Background(), sitetest.WithToken(&adminv1.ChangePasswordRequest{CurrentPassword: sitetest.AdminPassword, NewPassword: "another long password"}, token))
		return err
	},
	adminv1connect.AccountServiceEndSessionProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "ender")
		list, err := f.account.ListSessions(context.Background(), sitetest.WithToken(&adminv1.ListSessionsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.account.EndSession(context.Background(), sitetest.WithToken(&adminv1.EndSessionRequest{Id: list.Msg.GetSessions()[0].GetId()}, token))
		return err
	},
	adminv1connect.AccountServiceEndOtherSessionsProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "other-ender")
		if _, _, err := f.Svcs.Auth.Login(context.Background(), "other-ender", sitetest.AdminPassword, "192.0.2.202:1"); err != nil {
			t.Fatal(err)
		}
		_, err := f.account.EndOtherSessions(context.Background(), sitetest.WithToken(&adminv1.EndOtherSessionsRequest{}, token))
		return err
	},
	adminv1connect.AccountServiceBeginTotpEnrollmentProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "beginner")
		_, err := f.account.BeginTotpEnrollment(context.Background(), sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
		return err
	},
	adminv1connect.AccountServiceConfirmTotpEnrollmentProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "confirmer")
		f.enrol(t, token)
		return nil
	},
	adminv1connect.AccountServiceReauthenticateProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "prover")
		_, err := f.account.Reauthenticate(context.Background(), sitetest.WithToken(&adminv1.ReauthenticateRequest{Password: sitetest.AdminPassword}, token))
		return err
	},
	adminv1connect.AccountServiceDisableTotpProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "disabler")
		f.enrol(t, token)
		_, err := f.account.DisableTotp(context.Background(), sitetest.WithToken(&adminv1.DisableTotpRequest{Password: sitetest.AdminPassword}, token))
		return err
	},
}
