package server_test

import (
	"context"
	"testing"
	"time"

	"connectrpc.com/connect"
	"github.com/pquerna/otp/totp"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// readOnlyStaffProcedures write nothing, so they leave no audit row (TestEveryStaffWriteIsAudited checks).
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
