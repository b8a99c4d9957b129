// Package casestudypg stores case studies in PostgreSQL.
package casestudypg

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
	"github.com/gusset/gusset/internal/media/mediapg"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/validate"
)

// Store implements casestudy.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ casestudy.Store = (*Store)(nil)

// errs are what the statements' failures mean to casestudy.
var errs = database.Errors{NoRows: casestudy.ErrNotFound, Constraints: map[string]error{"case_studies_slug_key": casestudy.ErrSlugTaken}}

// slugAttempts is how often a create tries a made slug that a concurrent create took.
const slugAttempts = 5

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) List(ctx context.Context, query *string, status casestudy.Status, p keyset.Request) ([]*casestudy.CaseStudy, error) {
	var only *string
	if status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_UNSPECIFIED {
		text, ok := statusText[status]
		if !ok {
			text = "?" // a status this build does not know: no case study has it
		}
		only = &text
	}
	rows, err := s.q.CaseStudyList(ctx, sqlc.CaseStudyListParams{Query: query, Status: only, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return load(ctx, s.q, rows)
}

func (s *Store) ListPublic(ctx context.Context, p keyset.Request) ([]*casestudy.CaseStudy, error) {
	rows, err := s.q.CaseStudyListPublic(ctx, sqlc.CaseStudyListPublicParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return load(ctx, s.q, rows)
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (*casestudy.CaseStudy, error) {
	row, err := s.q.CaseStudyGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, errs)
	}
	return loadOne(ctx, s.q, row)
}

func (s *Store) GetPublicBySlug(ctx context.Context, slug string) (*casestudy.CaseStudy, error) {
	row, err := s.q.CaseStudyGetPublicBySlug(ctx, slug)
	if err != nil {
		return nil, database.Translate(err, errs)
	}
	return loadOne(ctx, s.q, row)
}

func (s *Store) RedirectTarget(ctx context.Context, slug string) (string, error) {
	to, err := s.q.CaseStudyRedirectTarget(ctx, slug)
	return to, database.Translate(err, errs)
}

// Create stores the case study. A slug made from the title that a concurrent create took
// meanwhile is made again, a few times.
func (s *Store) Create(ctx context.Context, in *casestudy.Input, rules casestudy.Rules) (*casestudy.CaseStudy, error) {
	made := in.Slug == ""
	for attempt := 1; ; attempt++ {
		c, err := s.create(ctx, in, rules)
		if made && errors.Is(err, casestudy.ErrSlugTaken) && attempt < slugAttempts {
			continue
		}
		return c, err
	}
}

func (s *Store) create(ctx context.Context, in *casestudy.Input, rules casestudy.Rules) (*casestudy.CaseStudy, error) {
	var out *casestudy.CaseStudy
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		status := in.GetStatus()
		if status == sitev1.CaseStudyStatus_CASE_STUDY_STATUS_UNSPECIFIED {
			status = sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT
		}
		if err := rules(status); err != nil {
			return err
		}
		slug := in.GetSlug()
		if slug == "" {
			base := blog.Slugify(in.GetTitle())
			taken, err := q.CaseStudySlugsLike(ctx, base)
			if err != nil {
				return err
			}
			slug = blog.FreeSlug(base, taken)
		}
		var at *time.Time
		if status == sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED {
			now := time.Now()
			at = &now
		}
		params, err := caseStudyParams(uuid.New(), in, slug, status, at)
		if err != nil {
			return err
		}
		row, err := q.CaseStudyCreate(ctx, params)
		if err != nil {
			return database.Translate(err, errs)
		}
		if err := q.CaseStudyRedirectDrop(ctx, slug); err != nil {
			return err
		}
		if _, err := writeImages(ctx, q, row.ID, nil, in.GetImages()); err != nil {
			return err
		}
		out, err = loadOne(ctx, q, row)
		return err
	})
	return out, err
}

func (s *Store) Update(ctx context.Context, id uuid.UUID, in *casestudy.Input, rules casestudy.Rules) (*casestudy.CaseStudy, []string, error) {
	var out *casestudy.CaseStudy
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		current, err := q.CaseStudyGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, errs)
		}
		status := in.GetStatus()
		if status == sitev1.CaseStudyStatus_CASE_STUDY_STATUS_UNSPECIFIED {
			status = statusOf[current.Status]
		}
		if err := rules(status); err != nil {
			return err
		}
		// The first publish time stays: unpublishing and publishing again is no new story.
		at := current.PublishTime
		if status == sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED && at == nil {
			now := time.Now()
			at = &now
		}
		slug := in.GetSlug()
		if slug == "" {
			slug = current.Slug
		}
		params, err := caseStudyParams(id, in, slug, status, at)
		if err != nil {
			return err
		}
		images, err := q.CaseStudyImageListForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if stale, err = writeImages(ctx, q, id, images, in.GetImages()); err != nil {
			return err
		}
		row, err := q.CaseStudyUpdate(ctx, sqlc.CaseStudyUpdateParams(params))
		if err != nil {
			return database.Translate(err, errs)
		}
		if slug != current.Slug {
			// The new address is no longer anyone's old one; the old one leads here.
			if err := q.CaseStudyRedirectDrop(ctx, slug); err != nil {
				return err
			}
			if err := q.CaseStudyRedirectSave(ctx, sqlc.CaseStudyRedirectSaveParams{OldSlug: current.Slug, CaseStudyID: id}); err != nil {
				return err
			}
		}
		out, err = loadOne(ctx, q, row)
		return err
	})
	return out, stale, err
}

// Trash moves the case study to the trash: its slug, redirects and images stay with it.
func (s *Store) Trash(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.CaseStudyTrash(ctx, sqlc.CaseStudyTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, errs)
}

// writeImages makes the case study's images those of want, in its order: kept ones by
// their path (/files/{object key}), new ones claimed from their uploads. The images it had and no longer
// has are removed with their files; their object keys are answered.
func writeImages(ctx context.Context, q *sqlc.Queries, id uuid.UUID, current []sqlc.CaseStudyImage, want []*adminv1.ImageInput) ([]string, error) {
	ids := make([]uuid.UUID, len(current))
	for i, img := range current {
		ids[i] = img.FileID
	}
	had, err := filespg.Load(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	byKey := make(map[string]uuid.UUID, len(had))
	for _, f := range had {
		byKey[f.Key] = f.ID
	}
	keep := map[uuid.UUID]bool{}
	order := make([]uuid.UUID, len(want))
	for i, img := range want {
		field := fmt.Sprintf("images[%d]", i)
		if path := img.GetPath(); path != "" {
			key, public := strings.CutPrefix(path, "/files/")
			fileID, ok := byKey[key]
			if !public || !ok {
				return nil, &validate.Error{Violations: []validate.Violation{{Field: field + ".path", Message: "This image is not one of the case study's"}}}
			}
			order[i], keep[fileID] = fileID, true
			continue
		}
		f, err := filespg.Claim(ctx, q, img.GetUploadId(), casestudy.ImageKind, field+".upload_id")
		if err != nil {
			return nil, err
		}
		if !f.IsImage() {
			return nil, &validate.Error{Violations: []validate.Violation{{Field: field + ".upload_id", Message: "Please upload an image (JPEG, PNG, WebP or GIF)"}}}
		}
		order[i] = f.ID
	}
	var dropped []uuid.UUID
	for _, img := range current {
		if !keep[img.FileID] {
			if err := q.CaseStudyImageDelete(ctx, sqlc.CaseStudyImageDeleteParams{CaseStudyID: id, FileID: img.FileID}); err != nil {
				return nil, err
			}
			dropped = append(dropped, img.FileID)
		}
	}
	for i, fileID := range order {
		if err := q.CaseStudyImageUpsert(ctx, sqlc.CaseStudyImageUpsertParams{CaseStudyID: id, FileID: fileID, Position: int32(i), Alt: want[i].GetAlt()}); err != nil {
			return nil, err
		}
	}
	return filespg.Delete(ctx, q, dropped...)
}

func loadOne(ctx context.Context, q *sqlc.Queries, row sqlc.CaseStudy) (*casestudy.CaseStudy, error) {
	out, err := load(ctx, q, []sqlc.CaseStudy{row})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// load converts rows with their images and what is known of the images' variants, each
// loaded for all rows at once.
func load(ctx context.Context, q *sqlc.Queries, rows []sqlc.CaseStudy) ([]*casestudy.CaseStudy, error) {
	out := make([]*casestudy.CaseStudy, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]uuid.UUID, len(rows))
	at := make(map[uuid.UUID]int, len(rows))
	for i, r := range rows {
		c, err := toCaseStudy(r)
		if err != nil {
			return nil, err
		}
		out[i], ids[i], at[r.ID] = c, r.ID, i
	}
	images, err := q.CaseStudyImageListFor(ctx, ids)
	if err != nil {
		return nil, err
	}
	fileIDs := make([]uuid.UUID, len(images))
	for i, img := range images {
		fileIDs[i] = img.File.ID
	}
	described, err := mediapg.Describe(ctx, q, fileIDs)
	if err != nil {
		return nil, err
	}
	for _, img := range images {
		c := out[at[img.CaseStudyID]]
		var known *media.Image
		if d, ok := described[img.File.ID]; ok {
			known = &d
		}
		c.Images = append(c.Images, &sitev1.CaseStudyImage{File: mediamsg.File(filespg.FromRow(img.File), known), Alt: img.Alt})
	}
	return out, nil
}

// figure is how a result in numbers is stored, in the figures column's JSON array.
type figure struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// The stored text of each status.
var (
	statusText = map[casestudy.Status]string{
		sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT:     "draft",
		sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED: "published",
	}
	statusOf = map[string]casestudy.Status{"draft": sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT, "published": sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED}
)

// toCaseStudy is a stored case study without its images; its services are named by slug
// only.
func toCaseStudy(r sqlc.CaseStudy) (*casestudy.CaseStudy, error) {
	var figures []figure
	if err := json.Unmarshal(r.Figures, &figures); err != nil {
		return nil, fmt.Errorf("case study %s figures: %w", r.ID, err)
	}
	c := &casestudy.CaseStudy{
		Id: r.ID.String(), Title: r.Title, Slug: r.Slug, ClientType: r.ClientType,
		Location: &sitev1.Location{City: r.City, Region: r.Region, Country: r.Country},
		Summary:  r.Summary, ChallengeHtml: r.ChallengeHtml, SolutionHtml: r.SolutionHtml, ResultsHtml: r.ResultsHtml,
		Tonnage: database.FromTenths(r.TonnageTenths), Status: statusOf[r.Status], CreateTime: timestamppb.New(r.CreateTime), UpdateTime: timestamppb.New(r.UpdateTime),
	}
	if r.PublishTime != nil {
		c.PublishTime = timestamppb.New(*r.PublishTime)
	}
	for _, f := range figures {
		c.Figures = append(c.Figures, &sitev1.Figure{Value: f.Value, Label: f.Label})
	}
	for _, slug := range r.Services {
		c.Services = append(c.Services, &sitev1.RelatedService{Slug: slug})
	}
	return c, nil
}

// caseStudyParams are the statement parameters of the case study id with the fields of in,
// the slug and status it gets and its first publish time; CaseStudyUpdate's are the same.
func caseStudyParams(id uuid.UUID, in *casestudy.Input, slug string, status casestudy.Status, at *time.Time) (sqlc.CaseStudyCreateParams, error) {
	figures := []figure{}
	for _, f := range in.GetFigures() {
		figures = append(figures, figure{Value: f.GetValue(), Label: f.GetLabel()})
	}
	stored, err := json.Marshal(figures)
	if err != nil {
		return sqlc.CaseStudyCreateParams{}, err
	}
	l := in.GetLocation()
	return sqlc.CaseStudyCreateParams{
		ID: id, Title: in.GetTitle(), Slug: slug, ClientType: in.GetClientType(), City: l.GetCity(), Region: l.GetRegion(),
		Country: l.GetCountry(), Summary: in.GetSummary(), ChallengeHtml: in.GetChallengeHtml(), SolutionHtml: in.GetSolutionHtml(),
		ResultsHtml: in.GetResultsHtml(), Figures: stored, Services: nonNil(in.GetServices()), Status: statusText[status], PublishTime: at,
		TonnageTenths: database.ToTenths(in.Tonnage),
	}, nil
}

// nonNil is s, or an empty slice for nil (stored as [] rather than NULL).
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
