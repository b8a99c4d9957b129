// Package careers is the careers domain: jobs (open positions, not the queue's jobs in
// internal/queue) and the applications made to them.
package careers

import (
	"context"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/textsearch"
	"github.com/gusset/gusset/internal/validate"
)

// Errors.
var (
	ErrJobNotFound         = apperr.NotFound("job not found")
	ErrApplicationNotFound = apperr.NotFound("application not found")
	// ErrJobExpired is a job past its expiry: it existed, and is no longer offered (its
	// page answers 410 Gone).
	ErrJobExpired = apperr.Gone("job has expired")
)

const (
	// maxDescriptionBytes caps the editor's HTML before it is sanitized, as the blog's.
	maxDescriptionBytes = 1 << 20
	maxPlace            = 100
)

// countryCode is the shape of an ISO 3166-1 alpha-2 code.
var countryCode = regexp.MustCompile(`^[A-Z]{2}$`)

// Job is a position at the firm: the message the careers page and the back office read.
// Its description_html was sanitized when the job was saved; city, region and
// country_code (ISO 3166-1 alpha-2) locate it for search engines, location stays the
// text shown.
type Job = sitev1.Job

// Expired reports whether the job is past its expire_time at now.
func Expired(j *Job, now time.Time) bool {
	return j.GetExpireTime() != nil && !j.GetExpireTime().AsTime().After(now)
}

// JobInput is the add/edit job form: an empty job_description_upload_id keeps the current
// PDF, description_html is sanitized before it is stored, an unset expire_time keeps the
// job open.
type JobInput = adminv1.JobInput

// JobUpdate is an edit: the job's id, its new fields, whether to drop the current PDF
// (when no new one is given) and whether to keep the stored description, expiry and
// structured location (for forms that have none of them).
type JobUpdate = adminv1.UpdateJobRequest

// Application is a visitor's application to a job; job_role is filled in by searches
// across jobs, and the résumé's path is signed.
type Application = adminv1.Application

// ApplyInput is the careers page's application form (its honeypot and challenge are the
// abuse guard's).
type ApplyInput = sitev1.ApplyRequest

// Store persists jobs and applications. Writes that claim uploads or delete records do so
// in one transaction; deletions return the object keys to remove after the commit.
type Store interface {
	// JobList lists jobs newest first; query, when not nil, keeps those whose role, location
	// or qualification contains it (an escaped ILIKE pattern, textsearch.Contains).
	JobList(ctx context.Context, onlyActive bool, query *string, p keyset.Request) ([]*Job, error)
	JobGet(ctx context.Context, id uuid.UUID) (*Job, error)
	// JobNextClose is when the next open job closes by the clock alone; false when none
	// has a closing time ahead.
	JobNextClose(ctx context.Context) (time.Time, bool, error)
	JobCreate(ctx context.Context, in *JobInput) (*Job, error)
	// JobUpdate stores the edit's job under id (the edit's own id is not read).
	JobUpdate(ctx context.Context, id uuid.UUID, up *JobUpdate) (*Job, []string, error)
	JobDelete(ctx context.Context, id uuid.UUID) error
	// ApplicationCreate answers ErrJobNotFound unless the job exists and is active.
	// It queues the mail notices makes of the application in the same transaction.
	ApplicationCreate(ctx context.Context, jobID uuid.UUID, in *ApplyInput, notices func(role string, a *Application) []mail.Message) (*Application, error)
	// ApplicationList lists a job's applications, or every job's for a nil jobID.
	ApplicationList(ctx context.Context, jobID *uuid.UUID, p keyset.Request) ([]*Application, error)
	ApplicationGet(ctx context.Context, id uuid.UUID) (*Application, error)
	ApplicationSetContacted(ctx context.Context, id uuid.UUID, contacted bool) (*Application, error)
	ApplicationDelete(ctx context.Context, id uuid.UUID) error
	// ApplicationSetStatus (and ApplicationSetContacted) make a status out of New the
	// applicant's first answer (followup) when nothing answered before.
	ApplicationSetStatus(ctx context.Context, id uuid.UUID, status Status) (*Application, error)
	// ApplicationSearch lists applications across jobs (none trashed, nor of a trashed job).
	ApplicationSearch(ctx context.Context, f SearchFilter, p keyset.Request) ([]*Application, error)
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Service is the careers domain.
type Service struct {
	store     Store
	followUps *followup.Service
	objects   ObjectDeleter
	mail      mail.Config
	sanitizer *richtext.Sanitizer
	now       func() time.Time
}

// NewService returns the service; followUps keeps the applicants' notes, mail says where
// application notices go.
func NewService(store Store, followUps *followup.Service, objects ObjectDeleter, mail mail.Config) *Service {
	return &Service{store: store, followUps: followUps, objects: objects, mail: mail, sanitizer: richtext.NewSanitizer(), now: time.Now}
}

// ListJobs lists jobs newest first; onlyActive for the public careers page.
func (s *Service) ListJobs(ctx context.Context, onlyActive bool, size int32, token string) ([]*Job, string, error) {
	return s.listJobs(ctx, onlyActive, nil, size, token)
}

// SearchJobs lists every job for staff, newest first, those whose role, location or
// qualification contains query (ignoring case) when it is not blank.
func (s *Service) SearchJobs(ctx context.Context, query string, size int32, token string) ([]*Job, string, error) {
	contains, err := textsearch.Contains("query", query)
	if err != nil {
		return nil, "", err
	}
	return s.listJobs(ctx, false, contains, size, token)
}

func (s *Service) listJobs(ctx context.Context, onlyActive bool, query *string, size int32, token string) ([]*Job, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]*Job, error) {
		return s.store.JobList(ctx, onlyActive, query, p)
	}, func(j *Job) (time.Time, uuid.UUID) { return keyOf(j.GetCreateTime(), j.GetId()) })
}

// keyOf is a listed message's place in its list, newest first: ids are the store's own.
func keyOf(created *timestamppb.Timestamp, id string) (time.Time, uuid.UUID) {
	u, _ := uuid.Parse(id)
	return created.AsTime(), u
}

// NextClose is when the next open job closes, the list of openings changing with it; false
// when none has a closing time ahead.
func (s *Service) NextClose(ctx context.Context) (time.Time, bool, error) {
	return s.store.JobNextClose(ctx)
}

// GetJob returns a job the public may see: ErrJobNotFound for an unknown or inactive
// job, ErrJobExpired for one past its expiry.
func (s *Service) GetJob(ctx context.Context, id string) (*Job, error) {
	jobID, err := apperr.ParseID(id, ErrJobNotFound)
	if err != nil {
		return nil, err
	}
	job, err := s.store.JobGet(ctx, jobID)
	switch {
	case err != nil:
		return nil, err
	case !job.GetActive():
		return nil, ErrJobNotFound
	case Expired(job, s.now()):
		return nil, ErrJobExpired
	}
	return job, nil
}

// CreateJob adds a job; its expiry, if any, must be in the future.
func (s *Service) CreateJob(ctx context.Context, in *JobInput) (*Job, error) {
	in, err := s.cleanJob(in, true, false)
	if err != nil {
		return nil, err
	}
	return s.store.JobCreate(ctx, in)
}

// UpdateJob replaces a job's fields.
func (s *Service) UpdateJob(ctx context.Context, up *JobUpdate) (*Job, error) {
	jobID, err := apperr.ParseID(up.GetId(), ErrJobNotFound)
	if err != nil {
		return nil, err
	}
	in, err := s.cleanJob(up.GetJob(), false, up.GetKeepPageFields())
	if err != nil {
		return nil, err
	}
	up = proto.CloneOf(up)
	up.Job = in
	job, stale, err := s.store.JobUpdate(ctx, jobID, up)
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return job, nil
}

// DeleteJob moves a job, with its applications and all their files, to the trash
// (internal/trash): it disappears from every list at once and can be restored.
func (s *Service) DeleteJob(ctx context.Context, id string) error {
	jobID, err := apperr.ParseID(id, ErrJobNotFound)
	if err != nil {
		return err
	}
	// To the trash: the files stay until it is emptied.
	return s.store.JobDelete(ctx, jobID)
}

// Apply records an application to an active job.
func (s *Service) Apply(ctx context.Context, form *ApplyInput) (*Application, error) {
	id, err := apperr.ParseID(form.GetJobId(), ErrJobNotFound)
	if err != nil {
		return nil, err
	}
	t := strings.TrimSpace
	in := &ApplyInput{
		JobId: form.GetJobId(), Name: t(form.GetName()), Email: t(form.GetEmail()),
		Phone: t(form.GetPhone()), ResumeUploadId: t(form.GetResumeUploadId()),
	}
	var c validate.Checker
	c.Require("name", in.Name, "Name is required")
	c.MaxLen("name", "Name", in.Name, 200)
	if in.Email == "" {
		c.Add("email", "Email is required")
	} else {
		c.Check(validate.Email(in.Email), "email", "Please enter a valid email address")
	}
	if in.Phone == "" {
		c.Add("phone", "Phone is required")
	} else {
		c.Check(validate.Phone(in.Phone), "phone", "Please enter a valid phone number")
	}
	if err := c.Err(); err != nil {
		return nil, err
	}
	cfg := s.mail.At(ctx) // before the store's transaction, as contact.Service.Create
	return s.store.ApplicationCreate(ctx, id, in, func(role string, a *Application) []mail.Message {
		return applicationNotices(cfg, role, a)
	})
}

// ListApplications lists a job's applications newest first.
func (s *Service) ListApplications(ctx context.Context, jobID string, size int32, token string) ([]*Application, string, error) {
	id, err := apperr.ParseID(jobID, ErrJobNotFound)
	if err != nil {
		return nil, "", err
	}
	if _, err := s.store.JobGet(ctx, id); err != nil {
		return nil, "", err
	}
	return keyset.Fetch(size, token, func(p keyset.Request) ([]*Application, error) {
		return s.store.ApplicationList(ctx, &id, p)
	}, applicationKey)
}

// ListAllApplications lists every job's applications newest first (the staff export).
func (s *Service) ListAllApplications(ctx context.Context, size int32, token string) ([]*Application, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]*Application, error) {
		return s.store.ApplicationList(ctx, nil, p)
	}, applicationKey)
}

func applicationKey(a *Application) (time.Time, uuid.UUID) {
	return keyOf(a.GetCreateTime(), a.GetId())
}

// GetApplication returns one application.
func (s *Service) GetApplication(ctx context.Context, id string) (*Application, error) {
	appID, err := apperr.ParseID(id, ErrApplicationNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.ApplicationGet(ctx, appID)
}

// SetContacted marks an applicant contacted or not.
func (s *Service) SetContacted(ctx context.Context, id string, contacted bool) (*Application, error) {
	appID, err := apperr.ParseID(id, ErrApplicationNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.ApplicationSetContacted(ctx, appID, contacted)
}

// DeleteApplication moves an application and its résumé to the trash.
func (s *Service) DeleteApplication(ctx context.Context, id string) error {
	appID, err := apperr.ParseID(id, ErrApplicationNotFound)
	if err != nil {
		return err
	}
	// To the trash: the files stay until it is emptied.
	return s.store.ApplicationDelete(ctx, appID)
}

// cleanJob trims and validates a copy of in (the caller's message stays as sent), and
// replaces its description with the sanitized HTML ("" when nothing of it shows).
// creating asks for an expiry in the future; keepPage skips the fields the store keeps.
func (s *Service) cleanJob(form *JobInput, creating, keepPage bool) (*JobInput, error) {
	in := proto.CloneOf(form)
	if in == nil {
		in = &JobInput{}
	}
	in.Role = strings.TrimSpace(in.Role)
	in.Location = strings.TrimSpace(in.Location)
	in.Type = strings.TrimSpace(in.Type)
	in.Qualification = strings.TrimSpace(in.Qualification)
	in.JobDescriptionUploadId = strings.TrimSpace(in.JobDescriptionUploadId)
	in.City = strings.TrimSpace(in.City)
	in.Region = strings.TrimSpace(in.Region)
	in.CountryCode = strings.ToUpper(strings.TrimSpace(in.CountryCode))

	var c validate.Checker
	c.Require("role", in.Role, "Role is required")
	c.Require("location", in.Location, "Location is required")
	c.Require("qualification", in.Qualification, "Qualification is required")
	c.MaxLen("role", "Role", in.Role, 200)
	c.MaxLen("location", "Location", in.Location, 200)
	c.MaxLen("type", "Type", in.Type, 100)
	c.MaxLen("qualification", "Qualification", in.Qualification, 1000)
	if keepPage {
		return in, c.Err()
	}
	c.MaxLen("city", "City", in.City, maxPlace)
	c.MaxLen("region", "Region", in.Region, maxPlace)
	c.Check(in.CountryCode == "" || countryCode.MatchString(in.CountryCode), "country_code",
		"Country code must be two letters (ISO 3166-1 alpha-2, e.g. IN or US)")
	if in.ExpireTime != nil {
		if !in.ExpireTime.IsValid() {
			c.Add("expire_time", "Please enter a valid expiry date")
		} else if creating {
			c.Check(in.ExpireTime.AsTime().After(s.now()), "expire_time", "Expiry date must be in the future")
		}
	}
	if len(in.DescriptionHtml) > maxDescriptionBytes {
		c.Add("description_html", "Description is too long (at most 1 MiB)")
	} else if html, visible := s.sanitizer.Sanitize(in.DescriptionHtml); visible {
		in.DescriptionHtml = html
	} else {
		in.DescriptionHtml = ""
	}
	return in, c.Err()
}
