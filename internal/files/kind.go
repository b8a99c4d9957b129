// Package files stores uploaded files in the bucket: content checks, size caps, the
// upload-then-claim life cycle, signed links for private files, and clean-up.
package files

import (
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
)

// Kind is what an upload is for; it decides what content is accepted, the size cap and
// who may upload and read it.
type Kind string

// The kinds of upload.
const (
	KindResume         Kind = "resume"
	KindJobDescription Kind = "job_description"
	KindPortfolio      Kind = "portfolio"
	KindGallery        Kind = "gallery"
	KindBlogImage      Kind = "blog_image"
	// KindPoster is a still image standing for another file: a gallery video's poster
	// (grabbed in the staff browser at upload time) or a portfolio PDF's first page
	// (drawn on the server, internal/portfolio).
	KindPoster Kind = "poster"
	// KindAnnouncementImage is the home page announcement's image (migration 00012).
	KindAnnouncementImage Kind = "announcement_image"
	// KindPageImage is a picture of a public page's content (migration 00030), claimed by
	// the page version that first names it (internal/sitepage).
	KindPageImage Kind = "page_image"
	// KindPortalAttachment is a file attached to a portal message (migration 00031):
	// private, uploaded by staff or a client, claimed by the message that names it.
	KindPortalAttachment Kind = "portal_attachment"
)

// Rule is the policy of a kind.
type Rule struct {
	// Types are the accepted media types, as found by Sniff.
	Types []string
	// MaxBytes caps the size.
	MaxBytes int64
	// PublicUpload lets visitors without a staff session upload (job applicants).
	PublicUpload bool
	// Private files are served only through signed links (personal data).
	Private bool
	// ClientUpload lets signed-in portal clients (and staff) upload.
	ClientUpload bool
	// Refusal is the message for content of another type.
	Refusal string
	// Variants: images of this kind are public pictures that get resized, metadata-free
	// web variants in the background (internal/media).
	Variants bool
}

const mb = 1 << 20

var (
	pdf    = []string{"application/pdf"}
	cv     = []string{"application/pdf", DOCX, DOC}
	images = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}
	stills = []string{"image/jpeg", "image/png", "image/webp"}
	media  = append(append([]string{}, images...), "video/mp4", "video/webm")
	// A message's attachments: drawings and documents a client and the firm exchange.
	attachments = append(append([]string{}, cv...), images...)
)

// DefaultRules are Gusset's upload policies; the caps can be configured (docs/configuration.md).
func DefaultRules() map[Kind]Rule {
	return map[Kind]Rule{
		KindResume:         {Types: cv, MaxBytes: 10 * mb, PublicUpload: true, Private: true, Refusal: "Please upload a PDF or Word file (DOC or DOCX)"},
		KindJobDescription: {Types: pdf, MaxBytes: 20 * mb, Refusal: "Please upload a PDF file"},
		KindPortfolio:      {Types: pdf, MaxBytes: 100 * mb, Refusal: "Please upload a PDF file"},
		KindGallery:        {Types: media, MaxBytes: 500 * mb, Refusal: "Please upload an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM)", Variants: true},
		KindBlogImage:      {Types: images, MaxBytes: 10 * mb, Refusal: "Please upload an image (JPEG, PNG, WebP or GIF)", Variants: true},
		// A frame or page drawn to a canvas at display size weighs tens to hundreds of KB.
		// Posters get web variants too: a portfolio's first-page preview is shown in its list.
		KindPoster:            {Types: stills, MaxBytes: 5 * mb, Refusal: "Please upload a poster image (JPEG, PNG or WebP)", Variants: true},
		KindAnnouncementImage: {Types: images, MaxBytes: 10 * mb, Refusal: "Please upload an image (JPEG, PNG, WebP or GIF)"},
		KindPageImage:         {Types: images, MaxBytes: 10 * mb, Refusal: "Please upload an image (JPEG, PNG, WebP or GIF)", Variants: true},
		KindPortalAttachment:  {Types: attachments, MaxBytes: 25 * mb, ClientUpload: true, Private: true, Refusal: "Please attach a PDF, an image (JPEG, PNG, WebP or GIF) or a Word file (DOC or DOCX)"},
	}
}

// ImageTypes are the still-image media types.
func ImageTypes() []string { return append([]string(nil), images...) }

// File is a stored file.
type File struct {
	ID          uuid.UUID
	Kind        Kind
	Key         string
	Name        string
	Size        int64
	ContentType string
	Width       int32
	Height      int32
	Claimed     bool
	CreateTime  time.Time
	// Owner is the uploader's owner hash for a kind signed-in people other than staff may
	// upload (Rule.ClientUpload); nil otherwise. Only the uploader may claim or discard it.
	Owner []byte
}

// IsImage reports whether the file is a still image.
func (f File) IsImage() bool {
	switch f.ContentType {
	case "image/jpeg", "image/png", "image/webp", "image/gif":
		return true
	}
	return false
}

// Viewable reports whether a browser shows the file itself (PDF, images, video), so that
// it may be served inline; anything else (Word documents) is served as a download.
func (f File) Viewable() bool {
	switch f.ContentType {
	case DOCX, DOC:
		return false
	}
	_, known := extensions[f.ContentType]
	return known
}

// extensions name stored objects by their real type, never the uploader's name.
var extensions = map[string]string{
	"application/pdf": ".pdf", "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp",
	"image/gif": ".gif", "video/mp4": ".mp4", "video/webm": ".webm", DOCX: ".docx", DOC: ".doc",
}

func objectKey(kind Kind, id uuid.UUID, contentType string) string {
	return fmt.Sprintf("%s/%s%s", kind, id, extensions[contentType])
}

// wellFormedKey reports whether key could have been made by objectKey, so that a request
// for anything else (NUL bytes, bad UTF-8, paths) is a plain "not found" without a
// database query.
func wellFormedKey(key string) bool {
	kind, name, ok := strings.Cut(key, "/")
	if !ok || len(name) < 36 {
		return false
	}
	switch Kind(kind) {
	case KindResume, KindJobDescription, KindPortfolio, KindGallery, KindBlogImage, KindPoster, KindAnnouncementImage, KindPageImage, KindPortalAttachment:
	default:
		return false
	}
	id, ext := name[:36], name[36:]
	if _, err := apperr.ParseCanonical(id); err != nil {
		return false
	}
	// Exact matches only: ".doc" is not ".docx", and nothing may follow an extension.
	for _, e := range extensions {
		if e == ext {
			return true
		}
	}
	return false
}

// PublicImageKey reports whether key could name a still image anyone may read: a stored
// image of a kind that is not private (not a résumé, not a portal attachment, which are
// served only through signed links or to their owners). What a page may show as a picture.
func PublicImageKey(key string) bool {
	if !wellFormedKey(key) {
		return false
	}
	kind, name, _ := strings.Cut(key, "/")
	if rule, ok := DefaultRules()[Kind(kind)]; !ok || rule.Private {
		return false
	}
	ext := name[36:]
	for _, t := range images {
		if extensions[t] == ext {
			return true
		}
	}
	return false
}
