// Package casestudy is the firm's case studies: stories of a project (the client, where,
// the challenge, the solution, the results in figures, pictures, the services involved),
// written by staff and shown at /resources/case-studies and /resources/case-studies/{slug}.
// docs/case-studies.md describes the rules.
package casestudy

import (
	"context"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// Errors.
var (
	ErrNotFound = apperr.NotFound("case study not found")
	// ErrSlugTaken is a slug another case study has: AlreadyExists, with the field's message.
	ErrSlugTaken error = &validate.Error{
		Violations: []validate.Violation{{Field: "slug", Message: "This address is already used by another case study"}},
		Kind:       apperr.ErrConflict,
	}
)

// ImageKind is the upload kind of a case study's images: the blog's, whose rule (still
// images, 10 MB, web variants without metadata) is the one wanted. Sharing it keeps the
// files table's kind check as it is.
const ImageKind = files.KindBlogImage

// CaseStudy is one story: the message the site and the back office read. Its rich texts
// were sanitized when saved; its images are in order, the first the cover; its services
// are the service pages (/services/{slug}) it names that the site has.
type CaseStudy = sitev1.CaseStudy

// Input is the editor's form. Status UNSPECIFIED keeps the current one (a new case study
// is a draft); an empty slug is made from the title.
type Input = adminv1.CaseStudyInput

// Status is where a case study is in its life cycle: a draft is never public.
type Status = sitev1.CaseStudyStatus

// Cover is the case study's cover image; false when it has none.
func Cover(c *CaseStudy) (*sitev1.CaseStudyImage, bool) {
	if len(c.GetImages()) == 0 {
		return nil, false
	}
	return c.GetImages()[0], true
}

// Rules checks a write once the store knows the status it results in (the current one
// when the input keeps it), inside the write's transaction.
type Rules func(status Status) error

// Store persists case studies. Writes claim uploads and remove dropped images' records in
// one transaction and answer the object keys to remove after the commit.
type Store interface {
	// List lists case studies not in the trash, newest created first; query (an escaped
	// ILIKE pattern) filters when not nil, status when not UNSPECIFIED. Like every read,
	// it answers a case study's services by slug only (the service names them).
	List(ctx context.Context, query *string, status Status, p keyset.Request) ([]*CaseStudy, error)
	// ListPublic lists the published ones, newest published first.
	ListPublic(ctx context.Context, p keyset.Request) ([]*CaseStudy, error)
	Get(ctx context.Context, id uuid.UUID) (*CaseStudy, error)
	// GetPublicBySlug answers ErrNotFound for a slug no published case study has.
	GetPublicBySlug(ctx context.Context, slug string) (*CaseStudy, error)
	// RedirectTarget is the current slug of the published case study that once had slug;
	// ErrNotFound when none.
	RedirectTarget(ctx context.Context, slug string) (string, error)
	// Create stores a case study; an empty slug is made free from the title. An image
	// input names a new upload, or by its path one the case study has.
	Create(ctx context.Context, in *Input, rules Rules) (*CaseStudy, error)
	// Update replaces one; a changed slug leaves a redirect from the old one.
	Update(ctx context.Context, id uuid.UUID, in *Input, rules Rules) (*CaseStudy, []string, error)
	// Trash moves one to the trash.
	Trash(ctx context.Context, id uuid.UUID) error
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Page is a service page a case study can name.
type Page struct {
	Slug string
	Name string
}
