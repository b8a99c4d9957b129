// Package casestudy is the firm's case studies: stories of a project (the client, where,
// the challenge, the solution, the results in figures, pictures, the services involved),
// written by staff and shown at /resources/case-studies and /resources/case-studies/{slug}.
// docs/case-studies.md describes the rules.
package casestudy

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/page"
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

// Status is where a case study is in its life cycle.
type Status string

const (
	// StatusDraft is never public.
	StatusDraft Status = "draft"
	// StatusPublished is public.
	StatusPublished Status = "published"
)

// Location is where the project was; any part may be empty.
type Location struct {
	City, Region, Country string
}

// Figure is one result in numbers: "38%" "fewer RFIs".
type Figure struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Image is a picture of a case study.
type Image struct {
	File files.File
	Alt  string
}

// CaseStudy is one story.
type CaseStudy struct {
	ID         uuid.UUID
	Title      string
	Slug       string
	ClientType string
	Location   Location
	// Summary is plain text: the list's cards and the page's description.
	Summary string
	// ChallengeHTML, SolutionHTML and ResultsHTML were sanitized when saved.
	ChallengeHTML, SolutionHTML, ResultsHTML string
	Figures                                  []Figure
	// Images in order: the first is the cover.
	Images []Image
	// Services are slugs of service pages (/services/{slug}).
	Services []string
	Status   Status
	// PublishTime is when it was first published; nil for one never published.
	PublishTime *time.Time
	CreateTime  time.Time
	UpdateTime  time.Time
}

// Cover is the case study's cover image; false when it has none.
func (c CaseStudy) Cover() (Image, bool) {
	if len(c.Images) == 0 {
		return Image{}, false
	}
	return c.Images[0], true
}

// ImageInput is one image of the form: a new upload (UploadID) or one the case study has
// (Key, its object key), with its alt text.
type ImageInput struct {
	UploadID string
	Key      string
	Alt      string
}

// Input is the editor's form.
type Input struct {
	Title, Slug, ClientType                  string
	Location                                 Location
	Summary                                  string
	ChallengeHTML, SolutionHTML, ResultsHTML string
	Figures                                  []Figure
	Images                                   []ImageInput
	Services                                 []string
	// Status is the life cycle wanted; "" keeps the current one (a new case study is a draft).
	Status Status
}

// Rules checks a write once the store knows the status it results in (the current one
// when the input keeps it), inside the write's transaction.
type Rules func(status Status) error

// Store persists case studies. Writes claim uploads and remove dropped images' records in
// one transaction and answer the object keys to remove after the commit.
type Store interface {
	// List lists case studies not in the trash, newest created first; query (an escaped
	// ILIKE pattern) and status filter when not nil.
	List(ctx context.Context, query *string, status *Status, p page.Request) ([]CaseStudy, error)
	// ListPublic lists the published ones, newest published first.
	ListPublic(ctx context.Context, p page.Request) ([]CaseStudy, error)
	Get(ctx context.Context, id uuid.UUID) (CaseStudy, error)
	// GetPublicBySlug answers ErrNotFound for a slug no published case study has.
	GetPublicBySlug(ctx context.Context, slug string) (CaseStudy, error)
	// RedirectTarget is the current slug of the published case study that once had slug;
	// ErrNotFound when none.
	RedirectTarget(ctx context.Context, slug string) (string, error)
	// Create stores a case study; an empty in.Slug is made free from the title.
	Create(ctx context.Context, in Input, rules Rules) (CaseStudy, error)
	// Update replaces one; a changed slug leaves a redirect from the old one.
	Update(ctx context.Context, id uuid.UUID, in Input, rules Rules) (CaseStudy, []string, error)
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
