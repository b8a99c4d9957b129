package rpc

import (
	"log/slog"
	"net/http"
	"strings"

	"connectrpc.com/connect"
	"connectrpc.com/grpchealth"
	"connectrpc.com/grpcreflect"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
)

// maxMessageBytes caps a decoded request: RPC messages are small; files go through the
// upload endpoint.
const maxMessageBytes = 1 << 20

// Mount registers every Connect service, gRPC reflection (v1 and v1alpha) and
// grpc.health.v1 on mux, and returns the names of Gusset's own services. The Connect
// services answer the Connect, gRPC and gRPC-Web protocols on the same paths. public wraps
// the public (site) services: the cache of their GET answers (nil: none); outer
// interceptors run first (metrics).
func Mount(mux *http.ServeMux, s app.Services, health grpchealth.Checker, public func(http.Handler) http.Handler, log *slog.Logger, outer ...connect.Interceptor) []string {
	opts := []connect.HandlerOption{
		// outer (metrics) see the final code that the auth interceptor's error mapping gives.
		connect.WithInterceptors(append(outer, &authInterceptor{auth: s.Auth, portal: s.Portal, log: log}, textInterceptor{})...),
		connect.WithReadMaxBytes(maxMessageBytes),
		fastGzip(),
	}
	var names []string
	handle := func(path string, h http.Handler) {
		if public != nil && strings.HasPrefix(path, "/gusset.site.") {
			h = public(h)
		}
		mux.Handle(path, h)
		names = append(names, strings.Trim(path, "/"))
	}
	jh := &jobsHandler{careers: s.Careers, files: s.Files, abuse: s.Abuse}

	handle(authv1connect.NewAuthServiceHandler(&authHandler{auth: s.Auth}, opts...))
	handle(sitev1connect.NewJobServiceHandler(publicJobs{jh}, opts...))
	handle(sitev1connect.NewApplicationServiceHandler(publicJobs{jh}, opts...))
	handle(adminv1connect.NewStaffServiceHandler(&staffHandler{auth: s.Auth}, opts...))
	handle(adminv1connect.NewAccountServiceHandler(&accountHandler{auth: s.Auth}, opts...))
	handle(adminv1connect.NewAuditServiceHandler(auditHandler{s.Audit}, opts...))
	handle(adminv1connect.NewJobServiceHandler(staffJobs{jh}, opts...))
	handle(adminv1connect.NewApplicationServiceHandler(staffJobs{jh}, opts...))
	ph := &portfolioHandler{portfolio: s.Portfolio}
	handle(sitev1connect.NewPortfolioServiceHandler(publicPortfolio{ph}, opts...))
	handle(adminv1connect.NewPortfolioServiceHandler(staffPortfolio{ph}, opts...))
	handle(sitev1connect.NewContactServiceHandler(publicContact{contact: s.Contact, abuse: s.Abuse}, opts...))
	handle(adminv1connect.NewContactServiceHandler(staffContact{s.Contact}, opts...))
	handle(sitev1connect.NewNewsletterServiceHandler(publicNewsletter{newsletter: s.Newsletter, abuse: s.Abuse}, opts...))
	handle(adminv1connect.NewNewsletterServiceHandler(staffNewsletter{newsletter: s.Newsletter, blog: s.Blog}, opts...))
	handle(adminv1connect.NewOutboxServiceHandler(outboxHandler{s.Outbox}, opts...))
	handle(adminv1connect.NewDashboardServiceHandler(dashboardHandler{dashboard: s.Dashboard, rfis: s.Rfis}, opts...))
	gh := &galleryHandler{gallery: s.Gallery}
	handle(sitev1connect.NewGalleryServiceHandler(publicGallery{gh}, opts...))
	handle(adminv1connect.NewGalleryServiceHandler(staffGallery{gh}, opts...))
	bh := &blogHandler{blog: s.Blog}
	handle(sitev1connect.NewBlogServiceHandler(publicBlog{bh}, opts...))
	handle(adminv1connect.NewBlogServiceHandler(staffBlog{bh}, opts...))
	handle(adminv1connect.NewTrashServiceHandler(trashHandler{s.Trash}, opts...))
	ah := &announcementHandler{announcement: s.Announcement, files: s.Files}
	handle(sitev1connect.NewAnnouncementServiceHandler(publicAnnouncement{ah}, opts...))
	handle(adminv1connect.NewAnnouncementServiceHandler(staffAnnouncement{ah}, opts...))
	handle(sitev1connect.NewEstimateServiceHandler(publicEstimate{estimates: s.Estimates, abuse: s.Abuse}, opts...))
	handle(adminv1connect.NewEstimateRequestServiceHandler(staffEstimate{s.Estimates}, opts...))
	sh := siteSettingsHandler{site: s.Site}
	handle(sitev1connect.NewSiteSettingsServiceHandler(publicSiteSettings{sh}, opts...))
	handle(adminv1connect.NewSiteSettingsServiceHandler(staffSiteSettings{sh}, opts...))
	handle(sitev1connect.NewPageServiceHandler(publicPages{s.Pages}, opts...))
	handle(adminv1connect.NewPageAdminServiceHandler(staffPages{s.Pages}, opts...))
	ch := &caseStudyHandler{studies: s.CaseStudies}
	handle(sitev1connect.NewCaseStudyServiceHandler(publicCaseStudies{ch}, opts...))
	handle(adminv1connect.NewCaseStudyAdminServiceHandler(staffCaseStudies{ch}, opts...))
	handle(adminv1connect.NewAnalyticsServiceHandler(analyticsHandler{s.Analytics}, opts...))
	handle(portalv1connect.NewPortalAuthServiceHandler(portalAuth{s.Portal}, opts...))
	handle(portalv1connect.NewPortalLinkServiceHandler(portalLinks{s.Portal}, opts...))
	handle(portalv1connect.NewProjectServiceHandler(portalProjects{s.Portal}, opts...))
	handle(adminv1connect.NewClientAdminServiceHandler(clientAdmin{s.Portal}, opts...))
	handle(adminv1connect.NewProjectAdminServiceHandler(projectAdmin{s.Portal}, opts...))
	handle(portalv1connect.NewFileServiceHandler(portalFiles{s.PortalFiles}, opts...))
	handle(adminv1connect.NewProjectFileAdminServiceHandler(portalFilesAdmin{s.PortalFiles}, opts...))
	handle(portalv1connect.NewMessageServiceHandler(portalMessages{s.PortalMessages}, opts...))
	handle(adminv1connect.NewPortalMessageAdminServiceHandler(portalMessageAdmin{s.PortalMessages}, opts...))
	handle(portalv1connect.NewDrawingServiceHandler(drawings{s.Drawings}, opts...))
	handle(adminv1connect.NewDrawingAdminServiceHandler(drawingAdmin{s.Drawings}, opts...))
	handle(portalv1connect.NewSheetServiceHandler(sheets{s.Drawings}, opts...))
	handle(adminv1connect.NewSheetAdminServiceHandler(sheetAdmin{s.Drawings}, opts...))
	handle(adminv1connect.NewTransmittalAdminServiceHandler(transmittalAdmin{s.Drawings}, opts...))
	handle(portalv1connect.NewCompareServiceHandler(compareRevisions{s.DrawingComparisons}, opts...))
	handle(adminv1connect.NewCompareAdminServiceHandler(compareAdmin{s.DrawingComparisons}, opts...))
	handle(portalv1connect.NewDrawingClockServiceHandler(drawingClock{s.Drawings}, opts...))
	handle(portalv1connect.NewDrawingDocumentServiceHandler(drawingDocuments{s.Drawings}, opts...))
	handle(adminv1connect.NewDrawingStatsServiceHandler(drawingStats{s.Drawings}, opts...))
	handle(adminv1connect.NewDrawingDocumentAdminServiceHandler(drawingDocumentAdmin{s.Drawings}, opts...))
	handle(portalv1connect.NewReviewServiceHandler(reviews{s.Drawings}, opts...))
	handle(adminv1connect.NewStampAdminServiceHandler(stampAdmin{s.Drawings}, opts...))
	handle(portalv1connect.NewReviewerServiceHandler(reviewers{s.Drawings}, opts...))
	handle(adminv1connect.NewQuoteAdminServiceHandler(quoteAdmin{s.Quotes}, opts...))
	handle(adminv1connect.NewQuoteTemplateAdminServiceHandler(quoteTemplates{s.Quotes}, opts...))
	handle(sitev1connect.NewProposalServiceHandler(proposals{s.Quotes}, opts...))
	handle(portalv1connect.NewRfiServiceHandler(rfis{s.Rfis}, opts...))
	handle(adminv1connect.NewRfiAdminServiceHandler(rfiAdmin{s.Rfis}, opts...))
	handle(portalv1connect.NewNotificationServiceHandler(notifications{s.Notifications}, opts...))
	handle(adminv1connect.NewNotificationAdminServiceHandler(notificationAdmin{s.Notifications}, opts...))
	// HANDLERS: register each domain's handlers above this line.

	reflect := newReflectors(append(names[:len(names):len(names)],
		grpchealth.HealthV1ServiceName, grpcreflect.ReflectV1ServiceName, grpcreflect.ReflectV1AlphaServiceName), log)
	for _, newHandler := range []func(*grpcreflect.Reflector, ...connect.HandlerOption) (string, http.Handler){
		grpcreflect.NewHandlerV1, grpcreflect.NewHandlerV1Alpha,
	} {
		path, forStaff := newHandler(reflect.staff)
		_, forGated := newHandler(reflect.gated)
		_, forAnyone := newHandler(reflect.anyone)
		mux.Handle(path, reflectionBySession(s.Auth, forStaff, forGated, forAnyone))
	}
	mux.Handle(grpchealth.NewHandler(health))
	return names
}
