package server_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"github.com/pquerna/otp/totp"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// readOnlyStaffProcedures write nothing, so they leave no audit row (checked below).
// Every other staff procedure must have a case in auditCases.
var readOnlyStaffProcedures = map[string]bool{
	adminv1connect.ApplicationServiceListApplicationsProcedure:     true,
	adminv1connect.ApplicationServiceGetApplicationProcedure:       true,
	adminv1connect.ContactServiceListMessagesProcedure:             true,
	adminv1connect.DashboardServiceGetDashboardProcedure:           true,
	adminv1connect.GalleryServiceListProjectsProcedure:             true,
	adminv1connect.JobServiceListJobsProcedure:                     true,
	adminv1connect.NewsletterServiceListSubscribersProcedure:       true,
	adminv1connect.NewsletterServiceListSendsProcedure:             true,
	adminv1connect.OutboxServiceListOutboxProcedure:                true,
	adminv1connect.PortfolioServiceListPortfolioItemsProcedure:     true,
	adminv1connect.StaffServiceListStaffProcedure:                  true,
	adminv1connect.AccountServiceListSessionsProcedure:             true,
	adminv1connect.AuditServiceListAuditEventsProcedure:            true,
	adminv1connect.ApplicationServiceSearchApplicationsProcedure:   true,
	adminv1connect.ApplicationServiceListApplicationNotesProcedure: true,
	adminv1connect.TrashServiceListTrashProcedure:                  true,
	adminv1connect.BlogServiceListPostsProcedure:                   true,
	adminv1connect.BlogServiceGetPostProcedure:                     true,
	adminv1connect.AnnouncementServiceGetAnnouncementProcedure:     true,
	adminv1connect.ContactServiceGetMessageProcedure:               true,
	adminv1connect.AuditServiceListAuditKindsProcedure:             true,

	// Estimate requests.
	adminv1connect.EstimateRequestServiceSearchEstimatesProcedure:       true,
	adminv1connect.EstimateRequestServiceGetEstimateProcedure:           true,
	adminv1connect.EstimateRequestServiceListEstimateNotesProcedure:     true,
	adminv1connect.EstimateRequestServiceEstimateResponseStatsProcedure: true,
	adminv1connect.SiteSettingsServiceGetSiteSettingsProcedure:          true,

	// Case studies.
	adminv1connect.CaseStudyAdminServiceListCaseStudiesProcedure: true,
	adminv1connect.CaseStudyAdminServiceGetCaseStudyProcedure:    true,
	adminv1connect.CaseStudyAdminServiceListServicesProcedure:    true,
	// Analytics: the report brings today's rollup up to date, derived rows of
	// unaudited tables, and writes nothing staff wrote.
	adminv1connect.AnalyticsServiceGetAnalyticsReportProcedure: true,
}

// auditFixture is a running site, a staff session and one client per staff service.
type auditFixture struct {
	*sitetest.Site
	token     string
	jobs      adminv1connect.JobServiceClient
	apps      adminv1connect.ApplicationServiceClient
	blog      adminv1connect.BlogServiceClient
	gallery   adminv1connect.GalleryServiceClient
	portfolio adminv1connect.PortfolioServiceClient
	news      adminv1connect.NewsletterServiceClient
	outbox    adminv1connect.OutboxServiceClient
	staff     adminv1connect.StaffServiceClient
	account   adminv1connect.AccountServiceClient
	trash     adminv1connect.TrashServiceClient
	// announcement edits the home page announcement.
	announcement adminv1connect.AnnouncementServiceClient
	contact      adminv1connect.ContactServiceClient
	settings     adminv1connect.SiteSettingsServiceClient
}

// contactMessage is a visitor's message, for the triage cases.
func (f *auditFixture) contactMessage(t *testing.T) string {
	t.Helper()
	res, err := sitev1connect.NewContactServiceClient(f.H1, f.URL).SendMessage(context.Background(), connect.NewRequest(&sitev1.SendMessageRequest{
		Name: "Dana", Email: "dana@example.com", Phone: "+1 555 010 0199", Message: "A mezzanine"}))
	if err != nil {
		t.Fatalf("SendMessage: %v", err)
	}
	return res.Msg.GetId()
}

func (f *auditFixture) job(t *testing.T) string {
	t.Helper()
	res, err := f.jobs.CreateJob(context.Background(), sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{
		Role: "Checker", Location: "Calgary", Type: "Full time", Qualification: "SDS/2", Active: true}}, f.token))
	if err != nil {
		t.Fatalf("CreateJob: %v", err)
	}
	return res.Msg.GetJob().GetId()
}

func (f *auditFixture) application(t *testing.T) string {
	t.Helper()
	res, err := sitev1connect.NewApplicationServiceClient(f.H1, f.URL).Apply(context.Background(), connect.NewRequest(&sitev1.ApplyRequest{
		JobId: f.job(t), Name: "Ravi", Email: "ravi@example.com", Phone: "+91 80 1234 5678"}))
	if err != nil {
		t.Fatalf("Apply: %v", err)
	}
	return res.Msg.GetApplicationId()
}

func (f *auditFixture) post(t *testing.T) string {
	t.Helper()
	res, err := f.blog.CreatePost(context.Background(), sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: "Steel", ContentHtml: "<p>Beams</p>"}}, f.token))
	if err != nil {
		t.Fatalf("CreatePost: %v", err)
	}
	return res.Msg.GetPost().GetId()
}

// caseStudy creates a draft case study and answers its id.
func (f *auditFixture) caseStudy(t *testing.T) string {
	t.Helper()
	res, err := adminv1connect.NewCaseStudyAdminServiceClient(f.H1, f.URL).CreateCaseStudy(context.Background(),
		sitetest.WithToken(&adminv1.CreateCaseStudyRequest{CaseStudy: &adminv1.CaseStudyInput{Title: "Girders"}}, f.token))
	if err != nil {
		t.Fatalf("CreateCaseStudy: %v", err)
	}
	return res.Msg.GetCaseStudy().GetId()
}

func (f *auditFixture) projectInput(t *testing.T) *adminv1.ProjectInput {
	return &adminv1.ProjectInput{
		Title: "Distribution centre", Description: "Main steel", Location: "Texas, USA", TechnologyUsed: "Tekla Structures",
		Type: sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL, Department: sitev1.Department_DEPARTMENT_STRUCTURAL,
		ImageUploadIds: []string{f.Upload(t, "gallery", "a.png", sitetest.PNGBytes(t, 8, 6), f.token)},
	}
}

func (f *auditFixture) Project(t *testing.T) string {
	t.Helper()
	res, err := f.gallery.CreateProject(context.Background(), sitetest.WithToken(&adminv1.CreateProjectRequest{Project: f.projectInput(t)}, f.token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	return res.Msg.GetProject().GetId()
}

// twoImageProject creates a project of two images.
func (f *auditFixture) twoImageProject(t *testing.T) *sitev1.GalleryProject {
	t.Helper()
	in := f.projectInput(t)
	in.ImageUploadIds = append(in.ImageUploadIds, f.Upload(t, "gallery", "b.png", sitetest.PNGBytes(t, 8, 6), f.token))
	res, err := f.gallery.CreateProject(context.Background(), sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, f.token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	return res.Msg.GetProject()
}

func (f *auditFixture) portfolioInput(t *testing.T) *adminv1.PortfolioItemInput {
	return &adminv1.PortfolioItemInput{Title: "Warehouse", Active: true, FileUploadId: f.Upload(t, "portfolio", "w.pdf", sitetest.PDFBytes(), f.token)}
}

func (f *auditFixture) portfolioItem(t *testing.T) string {
	t.Helper()
	res, err := f.portfolio.CreatePortfolioItem(context.Background(), sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: f.portfolioInput(t)}, f.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	return res.Msg.GetItem().GetId()
}

// staffUser creates a staff account that needs no password change and signs it in.
func (f *auditFixture) staffUser(t *testing.T, username string) (id, token string) {
	t.Helper()
	u, err := f.Svcs.Auth.CreateUser(context.Background(), username, sitetest.AdminPassword)
	if err != nil {
		t.Fatal(err)
	}
	token, _, err = f.Svcs.Auth.Login(context.Background(), username, sitetest.AdminPassword, "192.0.2.201:1")
	if err != nil {
		t.Fatal(err)
	}
	return u.ID.String(), token
}

// enrol sets up two-factor sign-in for the session and answers the secret.
func (f *auditFixture) enrol(t *testing.T, token string) string {
	t.Helper()
	ctx := context.Background()
	begin, err := f.account.BeginTotpEnrollment(ctx, sitetest.WithToken(&adminv1.BeginTotpEnrollmentRequest{}, token))
	if err != nil {
		t.Fatalf("BeginTotpEnrollment: %v", err)
	}
	code, _ := totp.GenerateCode(begin.Msg.GetSecret(), time.Now())
	if _, err := f.account.ConfirmTotpEnrollment(ctx, sitetest.WithToken(&adminv1.ConfirmTotpEnrollmentRequest{Code: code}, token)); err != nil {
		t.Fatalf("ConfirmTotpEnrollment: %v", err)
	}
	return begin.Msg.GetSecret()
}

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
	adminv1connect.AccountServiceDisableTotpProcedure: func(t *testing.T, f *auditFixture) error {
		_, token := f.staffUser(t, "disabler")
		f.enrol(t, token)
		_, err := f.account.DisableTotp(context.Background(), sitetest.WithToken(&adminv1.DisableTotpRequest{Password: sitetest.AdminPassword}, token))
		return err
	},
}

// TestEveryStaffWriteIsAudited is built from the service descriptors: a staff procedure
// added later fails here until it has a case (or is listed as read-only, which is
// checked too).
func TestEveryStaffWriteIsAudited(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	f := &auditFixture{
		Site: s, token: s.StaffToken(t),
		jobs:         adminv1connect.NewJobServiceClient(s.H1, s.URL),
		apps:         adminv1connect.NewApplicationServiceClient(s.H1, s.URL),
		blog:         adminv1connect.NewBlogServiceClient(s.H1, s.URL),
		gallery:      adminv1connect.NewGalleryServiceClient(s.H1, s.URL),
		portfolio:    adminv1connect.NewPortfolioServiceClient(s.H1, s.URL),
		news:         adminv1connect.NewNewsletterServiceClient(s.H1, s.URL),
		outbox:       adminv1connect.NewOutboxServiceClient(s.H1, s.URL),
		staff:        adminv1connect.NewStaffServiceClient(s.H1, s.URL),
		account:      adminv1connect.NewAccountServiceClient(s.H1, s.URL),
		trash:        adminv1connect.NewTrashServiceClient(s.H1, s.URL),
		announcement: adminv1connect.NewAnnouncementServiceClient(s.H1, s.URL),
		contact:      adminv1connect.NewContactServiceClient(s.H1, s.URL),
		settings:     adminv1connect.NewSiteSettingsServiceClient(s.H1, s.URL),
	}
	procedures := sitetest.ProceduresOf("gusset.admin.v1")
	if len(procedures) < 30 {
		t.Fatalf("found %d staff procedures, expected every staff service to be registered", len(procedures))
	}
	for _, p := range procedures {
		if readOnlyStaffProcedures[p] {
			t.Run(p+" is read-only and leaves no audit row", func(t *testing.T) {
				if status, _ := s.ConnectJSON(t, p, "Bearer "+f.token); status == http.StatusUnauthorized {
					t.Fatalf("%s refused the staff session", p)
				}
				if got := auditRows(t, s, p); got != 0 {
					t.Errorf("audit rows for %s = %d, want 0: a procedure that writes must not be listed as read-only", p, got)
				}
			})
			continue
		}
		call, ok := auditCases[p]
		if !ok {
			t.Errorf("%s is a staff procedure without an audit case: add one to auditCases (or list it as read-only if it writes nothing)", p)
			continue
		}
		t.Run(p+" records who changed what", func(t *testing.T) {
			if err := call(t, f); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if got := auditRows(t, s, p); got == 0 {
				t.Errorf("audit rows for %s = 0, want at least 1", p)
			}
			var anonymous int
			if err := s.Pool.QueryRow(context.Background(), `SELECT count(*) FROM audit_events
				WHERE procedure = $1 AND (actor_id IS NULL OR actor_username = '' OR client_addr = '' OR entity_table = '')`, p).Scan(&anonymous); err != nil {
				t.Fatal(err)
			}
			if anonymous != 0 {
				t.Errorf("%d audit rows of %s lack the actor, address or entity", anonymous, p)
			}
		})
	}
}

func auditRows(t *testing.T, s *sitetest.Site, procedure string) int {
	t.Helper()
	var n int
	if err := s.Pool.QueryRow(context.Background(), "SELECT count(*) FROM audit_events WHERE procedure = $1", procedure).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAuditTrail(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	jobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	auditc := adminv1connect.NewAuditServiceClient(s.H1, s.URL)

	t.Run("sign-in, a failed sign-in and sign-out are recorded", func(t *testing.T) {
		if _, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "admin", Password: "wrong password"})); err == nil {
			t.Fatal("Login with a wrong password succeeded")
		}
		res, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "admin", Password: sitetest.AdminPassword}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := authc.Logout(ctx, sitetest.WithToken(&authv1.LogoutRequest{}, res.Msg.GetToken())); err != nil {
			t.Fatal(err)
		}
		for _, action := range []string{"sign_in", "sign_out"} {
			var n int
			if err := s.Pool.QueryRow(ctx, "SELECT count(*) FROM audit_events WHERE action = $1 AND actor_username = 'admin' AND client_addr <> ''", action).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				t.Errorf("audit rows for %s = 0, want at least 1", action)
			}
		}
		// Nobody signed in: the name is what the stranger claimed, not an actor.
		var n int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE action = 'sign_in_failed'
			AND actor_id IS NULL AND actor_username = '' AND client_addr <> '' AND summary->>'claimed_username' = 'admin'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("failed sign-ins recorded with admin as the claimed name and no actor = %d, want 1", n)
		}
	})
	t.Run("a failed sign-in's claimed name loses its control and bidirectional characters", func(t *testing.T) {
		typed := "admin\u202e (reset by root)\n"
		if _, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: typed, Password: "a guess"})); err == nil {
			t.Fatal("Login with a made-up name succeeded")
		}
		var claimed string
		if err := s.Pool.QueryRow(ctx, `SELECT summary->>'claimed_username' FROM audit_events
			WHERE action = 'sign_in_failed' ORDER BY id DESC LIMIT 1`).Scan(&claimed); err != nil {
			t.Fatal(err)
		}
		if got, want := claimed, "admin (reset by root)"; got != want {
			t.Errorf("claimed name = %q, want %q", got, want)
		}
	})
	t.Run("an update records the changed columns, old and new", func(t *testing.T) {
		created, err := jobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Checker", Location: "Calgary", Qualification: "SDS/2"}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetJob().GetId()
		if _, err := jobs.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: id, Job: &adminv1.JobInput{Role: "Modeller", Location: "Calgary", Qualification: "SDS/2"}}, token)); err != nil {
			t.Fatal(err)
		}
		list, err := auditc.ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{EntityTable: "jobs", PageSize: 1}, token))
		if err != nil {
			t.Fatal(err)
		}
		if len(list.Msg.GetEvents()) != 1 {
			t.Fatalf("events = %d, want 1", len(list.Msg.GetEvents()))
		}
		e := list.Msg.GetEvents()[0]
		if e.GetAction() != "update" || e.GetEntityId() != id || e.GetActorUsername() != "admin" {
			t.Errorf("newest jobs event = %s %s by %s, want update %s by admin", e.GetAction(), e.GetEntityId(), e.GetActorUsername(), id)
		}
		if want := `"role": {"new": "Modeller", "old": "Checker"}`; !contains(e.GetSummaryJson(), want) {
			t.Errorf("summary = %s, want it to hold %s", e.GetSummaryJson(), want)
		}
		if list.Msg.GetNextPageToken() == "" {
			t.Error("next page token is empty, want one (the insert is older)")
		}
		next, err := auditc.ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{EntityTable: "jobs", PageSize: 1, PageToken: list.Msg.GetNextPageToken()}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := next.Msg.GetEvents(); len(got) != 1 || got[0].GetAction() != "insert" {
			t.Errorf("second page = %v, want the insert", got)
		}
	})
	t.Run("saving a post is one entry, its status and publish time in the same change", func(t *testing.T) {
		posts := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
		created, err := posts.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: "Moment frames", ContentHtml: "<p>Rigid</p>", Status: sitev1.PostStatus_POST_STATUS_DRAFT}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetPost().GetId()
		if _, err := posts.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: id, Post: &adminv1.PostInput{Title: "Moment frames", ContentHtml: "<p>Rigid</p>", Status: sitev1.PostStatus_POST_STATUS_PUBLISHED}}, token)); err != nil {
			t.Fatal(err)
		}
		rows, err := s.Pool.Query(ctx, `SELECT action, summary::text FROM audit_events WHERE entity_table = 'blog_posts' AND entity_id = $1 ORDER BY id`, id)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for rows.Next() {
			var action, summary string
			if err := rows.Scan(&action, &summary); err != nil {
				t.Fatal(err)
			}
			got = append(got, action)
			if action == "update" && !contains(summary, `"status": {"new": "published", "old": "draft"}`) {
				t.Errorf("update summary = %s, want the status change in it", summary)
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if want := []string{"insert", "update"}; !slices.Equal(got, want) {
			t.Errorf("got entries %v, want %v (one per save)", got, want)
		}
	})
	t.Run("a write through the REST shim is recorded with the caller's address", func(t *testing.T) {
		created, err := jobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Detailer", Location: "Pune", Qualification: "Tekla"}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetJob().GetId()
		req, _ := http.NewRequest(http.MethodDelete, s.URL+"/api/jobrole/delete/"+id, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		if res, body := s.Do(t, req); res.StatusCode != http.StatusOK {
			t.Fatalf("REST delete = %d %s", res.StatusCode, body)
		}
		var user, addr, proc string
		err = s.Pool.QueryRow(ctx, `SELECT actor_username, client_addr, procedure FROM audit_events
			WHERE entity_table = 'jobs' AND entity_id = $1 AND procedure = $2`, id, adminv1connect.JobServiceDeleteJobProcedure).Scan(&user, &addr, &proc)
		if err != nil {
			t.Fatalf("the REST delete's audit row: %v", err)
		}
		if user != "admin" || !strings.HasPrefix(addr, "127.0.0.1") || proc != adminv1connect.JobServiceDeleteJobProcedure {
			t.Errorf("audit row = %s from %s via %s, want admin from 127.0.0.1 via DeleteJob", user, addr, proc)
		}
	})
	t.Run("password hashes never reach the trail", func(t *testing.T) {
		staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
		if _, err := staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "newcomer", Password: "a temporary password"}, token)); err != nil {
			t.Fatal(err)
		}
		var leaks int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE summary::text LIKE '%argon2id%'`).Scan(&leaks); err != nil {
			t.Fatal(err)
		}
		if leaks != 0 {
			t.Errorf("%d audit rows hold a password hash", leaks)
		}
	})
	t.Run("a visitor's write is not recorded as a staff write", func(t *testing.T) {
		before := s.CountRows(t, "audit_events")
		sub := sitev1connect.NewContactServiceClient(s.H1, s.URL)
		// Signed in, but calling a public procedure: not a staff write.
		if _, err := sub.SendMessage(ctx, sitetest.WithToken(&sitev1.SendMessageRequest{Name: "Dana", Email: "dana@example.com", Phone: "+1 555 0100", Message: "A quote please"}, token)); err != nil {
			t.Fatal(err)
		}
		if got := s.CountRows(t, "audit_events"); got != before {
			t.Errorf("audit rows after a public write = %d, want %d", got, before)
		}
	})
	t.Run("the trail cannot be edited or deleted", func(t *testing.T) {
		for _, stmt := range []string{"UPDATE audit_events SET action = 'x'", "DELETE FROM audit_events", "TRUNCATE audit_events"} {
			_, err := s.Pool.Exec(ctx, stmt)
			var pgErr interface{ SQLState() string }
			if !errors.As(err, &pgErr) || pgErr.SQLState() != "42501" {
				t.Errorf("%s = %v, want refused (42501)", stmt, err)
			}
		}
	})
	t.Run("every table staff write to has the audit trigger", func(t *testing.T) {
		// Tables that only visitors, jobs or the sign-in machinery write to.
		exempt := map[string]bool{
			"audit_events": true, "staff_login_challenges": true, "client_sign_in_challenges": true, "rate_limits": true, "spent_challenges": true,
			"newsletter_deliveries": true, "goose_db_version": true,
			// The sign-in counters and the instances' shared settings (the file-link key).
			"login_limits": true, "site_settings": true,
			// Image processing state and variants: written by the upload and the queue's
			// media job, for files whose own rows are audited.
			"image_states": true, "image_variants": true,
			// Visitors' likes (migration 00018); a post deleted for good takes its own along.
			"blog_post_likes": true, "blog_post_like_counts": true,
			// Estimate references and visitors' daily upload bytes (migration 00021).
			"estimate_reference_counters": true, "upload_byte_budgets": true,
			// Analytics (migration 00026): visitors' events and the job's salts and rollups;
			// the events' monthly partitions (analytics_events_YYYYMM) below.
			"analytics_salts": true, "analytics_daily": true, "analytics_goal_daily": true, "analytics_rolled_days": true,
			// The writers' per-network counts of events (migration 00036).
			"analytics_network_counts": true,
			// What each user has read of the portal's messages (migration 00031): reading is no change.
			"message_reads": true,
		}
		rows, err := s.Pool.Query(ctx, `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE 'river_%'
			  AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit')`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			if !exempt[name] && !strings.HasPrefix(name, "analytics_events_") {
				t.Errorf("table %s has no audit trigger: add `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row();` to its migration, or exempt it here if staff never write it", name, name)
			}
		}
	})

	t.Run("every audited table is put in words", func(t *testing.T) {
		rows, err := s.Pool.Query(ctx, `SELECT DISTINCT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = 'audit'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(audit.Kinds, func(k audit.Kind) bool { return k.Table == name && k.Noun != "" && k.Label != "" }) {
				t.Errorf("audited table %s has no words: add it to audit.Kinds (internal/audit/words.go)", name)
			}
		}
	})
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// estimates is the staff estimate client of the audit fixture's site.
func (f *auditFixture) estimates() adminv1connect.EstimateRequestServiceClient {
	return adminv1connect.NewEstimateRequestServiceClient(f.H1, f.URL)
}

// estimate submits a request without files and answers its id.
func (f *auditFixture) estimate(t *testing.T) string {
	t.Helper()
	res, err := sitetest.SubmitEstimate(t, f.URL, sitetest.ValidEstimate(""))
	if err != nil {
		t.Fatalf("SubmitEstimate: %v", err)
	}
	return res.GetId()
}
