// Package careerspg stores jobs and applications in PostgreSQL.
package careerspg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/trash"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements careers.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
}

var _ careers.Store = (*Store)(nil)

// What the statements' failures mean to jobs. An application refers to its job, so a
// missing reference is a missing job.
var (
	jobErrors         = database.Errors{NoRows: careers.ErrJobNotFound}
	applicationErrors = database.Errors{NoRows: careers.ErrApplicationNotFound, ForeignKey: careers.ErrJobNotFound}
)

// New returns the store; applications queue their notices in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

func (s *Store) JobList(ctx context.Context, onlyActive bool, query *string, p keyset.Request) ([]careers.Job, error) {
	rows, err := s.q.JobList(ctx, sqlc.JobListParams{OnlyActive: onlyActive, Query: query, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, jobDescriptionID, toJob)
}

func (s *Store) JobNextClose(ctx context.Context) (time.Time, bool, error) {
	return database.FirstTime(s.q.JobNextClose(ctx))
}

func (s *Store) JobGet(ctx context.Context, id uuid.UUID) (careers.Job, error) {
	return s.jobGet(ctx, s.q, id)
}

func (s *Store) jobGet(ctx context.Context, q *sqlc.Queries, id uuid.UUID) (careers.Job, error) {
	row, err := q.JobGet(ctx, id)
	if err != nil {
		return careers.Job{}, database.Translate(err, jobErrors)
	}
	out, err := filespg.Attach(ctx, q, []sqlc.Job{row}, jobDescriptionID, toJob)
	if err != nil {
		return careers.Job{}, err
	}
	return out[0], nil
}

func (s *Store) JobCreate(ctx context.Context, in careers.JobInput) (careers.Job, error) {
	var job careers.Job
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		jd, err := filespg.ClaimOptional(ctx, q, in.JobDescriptionUploadID, files.KindJobDescription, "job_description_upload_id")
		if err != nil {
			return err
		}
		row, err := q.JobCreate(ctx, sqlc.JobCreateParams{
			Role: in.Role, Location: in.Location, Type: in.Type, Qualification: in.Qualification,
			Active: in.Active, JobDescriptionID: filespg.IDOf(jd),
			DescriptionHtml: in.DescriptionHTML, ExpireTime: in.ExpireTime,
			City: in.City, Region: in.Region, CountryCode: in.CountryCode,
		})
		if err != nil {
			return err
		}
		job = toJob(row, jd)
		return nil
	})
	return job, err
}

func (s *Store) JobUpdate(ctx context.Context, id uuid.UUID, in careers.JobInput) (careers.Job, []string, error) {
	var job careers.Job
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		current, err := q.JobGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, jobErrors)
		}
		jdID := current.JobDescriptionID
		var jd *files.File
		switch {
		case in.JobDescriptionUploadID != "":
			if jd, err = filespg.ClaimOptional(ctx, q, in.JobDescriptionUploadID, files.KindJobDescription, "job_description_upload_id"); err != nil {
				return err
			}
			jdID = filespg.IDOf(jd)
		case in.RemoveJobDescription:
			jdID = nil
		}
		if in.KeepPageFields {
			in.DescriptionHTML, in.ExpireTime = current.DescriptionHtml, current.ExpireTime
			in.City, in.Region, in.CountryCode = current.City, current.Region, current.CountryCode
		}
		row, err := q.JobUpdate(ctx, sqlc.JobUpdateParams{
			ID: id, Role: in.Role, Location: in.Location, Type: in.Type, Qualification: in.Qualification,
			Active: in.Active, JobDescriptionID: jdID,
			DescriptionHtml: in.DescriptionHTML, ExpireTime: in.ExpireTime,
			City: in.City, Region: in.Region, CountryCode: in.CountryCode,
		})
		if err != nil {
			return err
		}
		if current.JobDescriptionID != nil && (jdID == nil || *jdID != *current.JobDescriptionID) {
			if stale, err = filespg.Delete(ctx, q, *current.JobDescriptionID); err != nil {
				return err
			}
		}
		out, err := filespg.Attach(ctx, q, []sqlc.Job{row}, jobDescriptionID, toJob)
		if err != nil {
			return err
		}
		job = out[0]
		return nil
	})
	return job, stale, err
}

// JobDelete moves the job to the trash; its applications and files stay with it (the
// trash's purge removes them). It answers no keys: nothing is removed yet.
func (s *Store) JobDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.JobTrash(ctx, sqlc.JobTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, jobErrors)
}

func (s *Store) ApplicationCreate(ctx context.Context, jobID uuid.UUID, in careers.ApplyInput, notices func(role string, a careers.Application) []mail.Message) (careers.Application, error) {
	var app careers.Application
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		job, err := q.JobGetForUpdate(ctx, jobID) // no concurrent delete or deactivation
		if err != nil {
			return database.Translate(err, jobErrors)
		}
		if !job.Active {
			return careers.ErrJobNotFound
		}
		if job.ExpireTime != nil && !job.ExpireTime.After(time.Now()) {
			return careers.ErrJobExpired
		}
		resume, err := filespg.ClaimOptional(ctx, q, in.ResumeUploadID, files.KindResume, "resume_upload_id")
		if err != nil {
			return err
		}
		row, err := q.ApplicationCreate(ctx, sqlc.ApplicationCreateParams{
			JobID: jobID, Name: in.Name, Email: in.Email, Phone: in.Phone, ResumeID: filespg.IDOf(resume),
		})
		if err != nil {
			return database.Translate(err, applicationErrors)
		}
		app = toApplication(row, resume)
		return s.outbox.Enqueue(ctx, tx, notices(job.Role, app)...)
	})
	return app, err
}

func (s *Store) ApplicationList(ctx context.Context, jobID *uuid.UUID, p keyset.Request) ([]careers.Application, error) {
	rows, err := s.q.ApplicationList(ctx, sqlc.ApplicationListParams{JobID: jobID, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, resumeID, toApplication)
}

func (s *Store) ApplicationGet(ctx context.Context, id uuid.UUID) (careers.Application, error) {
	row, err := s.q.ApplicationGet(ctx, id)
	return s.oneApplication(ctx, row, err)
}

func (s *Store) ApplicationSetContacted(ctx context.Context, id uuid.UUID, contacted bool) (careers.Application, error) {
	return s.moved(ctx, id, func(q *sqlc.Queries) (sqlc.Application, error) {
		return q.ApplicationSetContacted(ctx, sqlc.ApplicationSetContactedParams{ID: id, Contacted: contacted})
	})
}

// ApplicationDelete moves the application to the trash, résumé kept.
func (s *Store) ApplicationDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.ApplicationTrash(ctx, sqlc.ApplicationTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, applicationErrors)
}

func (s *Store) ApplicationSetStatus(ctx context.Context, id uuid.UUID, status careers.Status) (careers.Application, error) {
	return s.moved(ctx, id, func(q *sqlc.Queries) (sqlc.Application, error) {
		return q.ApplicationSetStatus(ctx, sqlc.ApplicationSetStatusParams{ID: id, Status: string(status)})
	})
}

// moved runs a status change; a status out of New is the applicant's first answer when
// nothing answered before (followup), in the same transaction.
func (s *Store) moved(ctx context.Context, id uuid.UUID, set func(q *sqlc.Queries) (sqlc.Application, error)) (careers.Application, error) {
	var row sqlc.Application
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		var err error
		if row, err = set(q); err != nil || careers.Status(row.Status) == careers.StatusNew {
			return err
		}
		return followuppg.Responded(ctx, q, followup.Application, id)
	})
	return s.oneApplication(ctx, row, err)
}

func (s *Store) ApplicationSearch(ctx context.Context, f careers.SearchFilter, p keyset.Request) ([]careers.Application, error) {
	arg := sqlc.ApplicationSearchParams{
		JobID: f.JobID, FromTime: f.From, ToTime: f.To,
		AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit(),
	}
	if f.Status != "" {
		st := string(f.Status)
		arg.Status = &st
	}
	if f.Text != "" {
		arg.Text = &f.Text
	}
	rows, err := s.q.ApplicationSearch(ctx, arg)
	if err != nil {
		return nil, err
	}
	apps := make([]sqlc.Application, len(rows))
	for i, r := range rows {
		apps[i] = r.Application
	}
	out, err := filespg.Attach(ctx, s.q, apps, resumeID, toApplication)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].JobRole = rows[i].JobRole
	}
	return out, nil
}

func (s *Store) oneApplication(ctx context.Context, row sqlc.Application, err error) (careers.Application, error) {
	if err != nil {
		return careers.Application{}, database.Translate(err, applicationErrors)
	}
	out, err := filespg.Attach(ctx, s.q, []sqlc.Application{row}, resumeID, toApplication)
	if err != nil {
		return careers.Application{}, err
	}
	return out[0], nil
}

func toJob(r sqlc.Job, jd *files.File) careers.Job {
	return careers.Job{
		ID: r.ID, Role: r.Role, Location: r.Location, Type: r.Type, Qualification: r.Qualification,
		Active: r.Active, JobDescription: jd, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
		DescriptionHTML: r.DescriptionHtml, ExpireTime: r.ExpireTime,
		City: r.City, Region: r.Region, CountryCode: r.CountryCode,
	}
}

func toApplication(r sqlc.Application, resume *files.File) careers.Application {
	return careers.Application{
		ID: r.ID, JobID: r.JobID, Name: r.Name, Email: r.Email, Phone: r.Phone,
		Contacted: r.Contacted, Status: careers.Status(r.Status), Resume: resume, CreateTime: r.CreateTime,
	}
}

func jobDescriptionID(r sqlc.Job) *uuid.UUID { return r.JobDescriptionID }
func resumeID(r sqlc.Application) *uuid.UUID { return r.ResumeID }
