package queue

import (
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"
)

// Deliver sends one outbox message.
type Deliver struct {
	MessageID uuid.UUID `json:"message_id"`
}

func (Deliver) Kind() string { return "outbox.deliver" }

// NewsletterSend fixes a newsletter's audience and mails it in batches.
type NewsletterSend struct {
	SendID uuid.UUID `json:"send_id"`
}

func (NewsletterSend) Kind() string { return "newsletter.send" }

// Housekeeping purges unconfirmed subscriptions whose links long expired, ended
// rate-limit windows, expired challenges and the sign-in counters no rule needs any more;
// periodic.
type Housekeeping struct{}

func (Housekeeping) Kind() string { return "housekeeping" }

// TrashPurge removes for good what has been in the trash longer than its retention (30
// days), rows first and then their stored files; periodic.
type TrashPurge struct{}

func (TrashPurge) Kind() string { return "trash.purge" }

// UploadReap removes the resumable uploads no estimate request claimed within
// UPLOAD_CLAIM_TTL of their last bytes (rows and bytes) and past days' byte budgets;
// periodic.
type UploadReap struct{}

func (UploadReap) Kind() string { return "uploads.reap" }

// ImageVariants makes the web variants of an uploaded image (internal/media).
type ImageVariants struct {
	FileID uuid.UUID `json:"file_id"`
}

func (ImageVariants) Kind() string { return "media.variants" }

// InsertOpts puts image jobs in their own queue, worked one at a time (Options.MediaWorkers):
// each decodes a full-size picture, and mail must not wait behind a gallery upload.
func (ImageVariants) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueMedia} }

// PostPublish marks a scheduled blog post published at its time (the public reads show
// it from that time whether or not this job has run).
type PostPublish struct {
	PostID uuid.UUID `json:"post_id"`
}

func (PostPublish) Kind() string { return "blog.publish" }

// PortfolioPreview draws the first page of a portfolio item's PDF as its preview
// (internal/portfolio). FileID is the PDF it was queued for: a job for a replaced PDF
// does nothing.
type PortfolioPreview struct {
	ItemID uuid.UUID `json:"item_id"`
	FileID uuid.UUID `json:"file_id"`
}

func (PortfolioPreview) Kind() string { return "portfolio.preview" }

// InsertOpts puts previews in their own queue, worked one at a time (the PDFium instance
// is one): image variants never wait behind a slow PDF.
func (PortfolioPreview) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueuePDF} }

// PortfolioPreviewBackfill queues a preview for every portfolio item never given one;
// periodic, run at start.
type PortfolioPreviewBackfill struct{}

func (PortfolioPreviewBackfill) Kind() string { return "portfolio.preview_backfill" }

// PagePublish publishes a page's scheduled version at its time (internal/sitepage). The
// page is named by its id, which a rename keeps; a job whose schedule was replaced or
// cancelled since (another version or time, or none) does nothing.
type PagePublish struct {
	PageID      uuid.UUID `json:"page_id"`
	Version     int32     `json:"version"`
	PublishTime time.Time `json:"publish_time"`
}

func (PagePublish) Kind() string { return "page.publish" }

// AnalyticsMaintain creates the analytics' coming partitions, deletes past days' salts,
// rolls up the days and deletes raw events past their retention; periodic.
type AnalyticsMaintain struct{}

func (AnalyticsMaintain) Kind() string { return "analytics.maintain" }

// PortalDigest mails the portal's daily digests of unread messages that are due (each
// reader's last one a day old); periodic.
type PortalDigest struct{}

func (PortalDigest) Kind() string { return "portal.digest" }
