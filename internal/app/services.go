package app

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/tus/tusd/v2/pkg/handler"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/abuse/abusepg"
	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/analytics/analyticspg"
	"github.com/gusset/gusset/internal/announcement"
	"github.com/gusset/gusset/internal/announcement/announcementpg"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/audit/auditpg"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/auth/authpg"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/blog/blogpg"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/careers/careerspg"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/casestudy/casestudypg"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/contact/contactpg"
	"github.com/gusset/gusset/internal/dashboard"
	"github.com/gusset/gusset/internal/dashboard/dashboardpg"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawing/drawingpg"
	"github.com/gusset/gusset/internal/drawing/drawingprint"
	"github.com/gusset/gusset/internal/estimate"
	"github.com/gusset/gusset/internal/estimate/estimatepg"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/mail/smtpmail"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediapg"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/newsletter/newsletterpg"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/notify/notifypg"
	"github.com/gusset/gusset/internal/outbox"
	"github.com/gusset/gusset/internal/outbox/outboxpg"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portal/portalpg"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/portfolio/portfoliopg"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/quote"
	"github.com/gusset/gusset/internal/quote/quotepdf"
	"github.com/gusset/gusset/internal/quote/quotepg"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
	"github.com/gusset/gusset/internal/resumable/tusstore"
	"github.com/gusset/gusset/internal/rfi"
	"github.com/gusset/gusset/internal/rfi/rfipg"
	"github.com/gusset/gusset/internal/rfi/rfiprint"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/site"
	"github.com/gusset/gusset/internal/site/sitepg"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/internal/sitepage/sitepagepg"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/trash/trashpg"
)

// Services are the domain services, the bundle every adapter (Connect handlers, demo
// loader, commands) is handed. It lives here, with the wiring, so that no adapter has to
// import another to get it.
type Services struct {
	Auth    *auth.Service
	Files   *files.Service
	Careers *careers.Service

	Portfolio    *portfolio.Service
	Contact      *contact.Service
	Newsletter   *newsletter.Service
	Dashboard    *dashboard.Service
	Gallery      *gallery.Service
	Blog         *blog.Service
	Outbox       *outbox.Service
	Abuse        *abuse.Guard
	Trash        *trash.Service
	Audit        *audit.Service
	Media        *media.Service
	Announcement *announcement.Service
	Estimates    *estimate.Service
	Uploads      *resumable.Service
	// UploadStore holds the resumable uploads' bytes; the tus handler serves it.
	UploadStore *tusstore.Store
	Site        *site.Service
	Pages       *sitepage.Service
	CaseStudies *casestudy.Service
	// Analytics counts visits and goals (its writer is stopped by App.Close).
	Analytics *analytics.Service
	// Portal is the clients' project portal.
	Portal *portal.Service
	// PortalFiles are the projects' folders, files and downloads.
	PortalFiles *portal.Files
	// PortalMessages are the portal's messages between clients and staff.
	PortalMessages *portal.Messages
	// Drawings are the projects' drawing registers and transmittals.
	Drawings *drawing.Service
	// DrawingComparisons draw two revisions of a sheet and their difference.
	DrawingComparisons *drawing.Comparisons
	// Quotes answer estimate requests with proposals the requester accepts online.
	Quotes *quote.Service
	// Rfis are the projects' requests for information (their clock runs on DrawingClock).
	Rfis *rfi.Service
	// Notifications are what each side of a project hears of the other's acts.
	Notifications *notify.Service
	// SERVICES: one field per domain service above this line.
}

// newServices wires every domain service over pool and bucket; jobs are inserted with q;
// pages draws portfolio previews; pageSeed gives the new service pages' template; locks
// is the resumable uploads' lock shared by every instance.
func newServices(pool *pgxpool.Pool, bucket *blob.Bucket, q *queue.Client, pages *pdfpage.Renderer, pageSeed sitepage.Seed, locks handler.Locker, cfg Config, log *slog.Logger) (Services, error) {
	authSvc, err := auth.NewService(authpg.New(pool), cfg.Auth, cfg.SessionClock)
	if err != nil {
		return Services{}, err
	}
	ttl := cfg.PrivateLinkTTL
	if ttl == 0 {
		ttl = time.Hour
	}
	rules := cfg.Uploads
	if rules == nil {
		rules = files.DefaultRules()
	}
	fileSvc := files.NewService(bucket, filespg.New(pool, q), rules, files.NewSigner(cfg.FileSecret, ttl), log)
	mediaSvc := media.NewService(bucket, mediapg.New(pool), fileSvc, cfg.MaxImagePixels, log)
	fileSvc.SetPixelBudget(int64(mediaSvc.MaxPixels()))
	siteSvc := site.NewService(sitepg.New(pool))
	// The printed documents' letterhead: the site settings as they are now.
	firm := func(ctx context.Context) (site.Settings, error) {
		e, err := siteSvc.Current(ctx)
		return e.Settings, err
	}
	// The audit trail's words and the mail write times in the firm's zone.
	firmZone := func(ctx context.Context) *time.Location {
		e, _ := siteSvc.Current(ctx) // unread settings: the default zone
		return e.Settings.Location()
	}
	auditSvc := audit.NewService(auditpg.New(pool))
	auditSvc.SetZone(firmZone)
	cfg.Mail = cfg.Mail.WithDefaults()
	// The mail names the firm and reaches staff as the site settings say now.
	cfg.Mail.Firm = func(ctx context.Context) (mail.Firm, error) {
		e, err := siteSvc.Current(ctx)
		return mail.Firm{Company: e.Settings.Company, Sales: e.Settings.Emails.Sales, HR: e.Settings.Emails.HR, Zone: e.Settings.Location()}, err
	}
	var sender mail.Sender
	if cfg.SMTPURL != "" {
		s, err := smtpmail.New(cfg.SMTPURL, cfg.Mail.From)
		if err != nil {
			return Services{}, err
		}
		sender = s
	}
	box := outboxpg.New(pool, q)
	limits := cfg.RateLimits
	if limits == nil {
		limits = abuse.DefaultLimits
	}
	var challenger *abuse.Challenger
	if cfg.ChallengeKey != nil {
		challenger = abuse.NewChallenger(cfg.ChallengeKey, 0, 0)
	}
	abuseGuard := abuse.NewGuard(abusepg.New(pool), limits, challenger)
	uploadStore, err := tusstore.Open(context.Background(), cfg.BlobURL, resumablepg.New(pool), locks)
	if err != nil {
		return Services{}, err
	}
	services, err := servicePages()
	if err != nil {
		return Services{}, err
	}
	uploads := resumable.NewService(resumablepg.New(pool), uploadStore, abuseGuard, cfg.Resumable, log)
	pagesSvc := sitepage.NewService(sitepagepg.New(pool, q), pageSeed.Template, richtext.NewSanitizer())
	pagesSvc.SetZone(firmZone)
	// Uploads, milestone changes and messages record what the other side hears in their
	// own transactions.
	notes := notifypg.NewRecorder(box, cfg.Mail)
	portalSvc := portal.NewService(portalpg.New(pool, box).WithNotes(notes), authpg.New(pool), abuseGuard, cfg.Auth, cfg.Mail, cfg.SessionClock)
	portalFiles := portal.NewFiles(portalpg.NewFiles(pool).WithNotes(notes), bucketBlobs{bucket}, uploads,
		files.NewSigner(derivedKey(cfg.FileSecret, "gusset portal files"), ttl), ttl, tusstore.Key)
	portalSvc.SetEstimateFiles(portalFiles)
	followUps := followup.NewService(followuppg.New(pool))
	estimates := estimate.NewService(estimatepg.New(pool, box), followUps, estimateUploads{uploads}, files.NewSigner(derivedKey(cfg.FileSecret, "gusset estimate files"), ttl), cfg.Mail)
	// A request may name the service pages staff added.
	estimates.SetServicePages(pagesSvc.ServiceSlugs)
	estimates.SetServiceNames(pagesSvc.ServiceNames)
	// The comparisons' pictures are signed like the revisions they draw.
	drawingSigner := files.NewSigner(derivedKey(cfg.FileSecret, "gusset drawing files"), ttl)
	return Services{
		Estimates:   estimates,
		Uploads:     uploads,
		UploadStore: uploadStore,
		Auth:        authSvc,
		Files:       fileSvc,
		Careers:     careers.NewService(careerspg.New(pool, box, fileSvc), followUps, fileSvc, cfg.Mail),

		Portfolio:  portfolio.NewService(portfoliopg.New(pool, q), fileSvc, pages),
		Contact:    contact.NewService(contactpg.New(pool, box), followUps, cfg.Mail),
		Newsletter: newsletter.NewService(newsletterpg.New(pool, box, q), cfg.Mail, sender, log),
		Dashboard:  dashboard.NewService(dashboardpg.New(pool), followUps),
		Gallery:    gallery.NewService(gallerypg.New(pool), fileSvc),
		// The likers' address hashes are keyed alike on every instance: the bound of one like
		// a day holds across them.
		Blog:         blog.NewService(blogpg.New(pool, q), fileSvc, derivedKey(cfg.FileSecret, "gusset like address")),
		Outbox:       outbox.NewService(box, sender, log),
		Abuse:        abuseGuard,
		Trash:        trash.NewService(trashpg.New(pool), objectDeleter{files: fileSvc, uploads: uploadStore, log: log}, nil),
		Audit:        auditSvc,
		Media:        mediaSvc,
		Announcement: announcement.NewService(announcementpg.New(pool), fileSvc),
		Site:         siteSvc,
		Pages:        pagesSvc,
		CaseStudies:  casestudy.NewService(casestudypg.New(pool), fileSvc, services),
		Analytics:    analytics.NewService(analyticspg.New(pool), cfg.Analytics, nil, log),
		// Client sign-ins share the staff sign-in's counters (keyed apart) and settings.
		Portal:         portalSvc,
		PortalFiles:    portalFiles,
		PortalMessages: portal.NewMessages(portalpg.New(pool, box).WithNotes(notes), portalpg.New(pool, box), fileSvc, cfg.Mail, nil),
		Drawings: drawing.NewService(drawingpg.New(pool, box), drawing.Config{
			Blobs: bucketBlobs{bucket}, Uploads: uploads, LinkTTL: ttl, Mail: cfg.Mail, UploadKey: tusstore.Key,
			Signer:    drawingSigner,
			Printouts: drawingprint.New(firm),
			Now:       cfg.DrawingClock,
			Reviews:   drawingpg.New(pool, box), Stamped: bucketBlobs{bucket},
			ReviewerAccess: cfg.ReviewerAccess,
		}),
		DrawingComparisons: drawing.NewComparisons(drawingpg.New(pool, box), drawing.CompareConfig{
			Blobs: derivedBlobs{bucketBlobs{bucket}}, Renderer: pages, Signer: drawingSigner, LinkTTL: ttl,
		}),
		Quotes: quote.NewService(quotepg.New(pool, box, portalpg.New(pool, box)), quote.Config{
			Requests: estimates, Converter: portalSvc, Blobs: bucketBlobs{bucket}, Mail: cfg.Mail,
			Printer: quotepdf.New(firm),
			Key:     derivedKey(cfg.FileSecret, "gusset quote links"), Now: cfg.QuoteClock,
		}),
		Rfis: rfi.NewService(rfipg.New(pool, box).WithNotes(notes), cfg.Mail, rfiprint.New(firm), cfg.DrawingClock).WithFiles(rfi.Files{
			Uploads: uploads, Blobs: bucketBlobs{bucket}, UploadKey: tusstore.Key,
			Signer: files.NewSigner(derivedKey(cfg.FileSecret, "gusset rfi files"), ttl),
		}),
		// Each side's list of what the other did, and their mail choice per project.
		Notifications: notify.NewService(notifypg.New(pool), portalpg.New(pool, box), nil),
		// SERVICES: construct each domain service above this line.
	}, nil
}

// estimateUploads is the uploads service as the estimate domain sees it.
type estimateUploads struct{ s *resumable.Service }

func (u estimateUploads) OwnerHash(token string) ([]byte, error) { return resumable.OwnerHash(token) }
func (u estimateUploads) MaxRequest() int64                      { return u.s.Config().MaxRequest }
func (u estimateUploads) Open(ctx context.Context, tusID string) (io.ReadCloser, error) {
	return u.s.OpenStored(ctx, tusID)
}

// objectDeleter removes a purged record's stored files: resumable uploads (keys marked
// trashpg.UploadKeyPrefix) from the tus storage, the others from the bucket.
type objectDeleter struct {
	files   *files.Service
	uploads *tusstore.Store
	log     *slog.Logger
}

func (d objectDeleter) DeleteObjects(ctx context.Context, keys ...string) {
	var others []string
	for _, k := range keys {
		if tusID, ok := strings.CutPrefix(k, trashpg.UploadKeyPrefix); ok {
			if err := d.uploads.Delete(ctx, tusID); err != nil {
				d.log.Error("removing a purged upload's bytes", "upload", tusID, "err", err)
			}
			continue
		}
		others = append(others, k)
	}
	if len(others) > 0 {
		d.files.DeleteObjects(ctx, others...)
	}
}
