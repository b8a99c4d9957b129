// Package careerspg stores jobs and applications in PostgreSQL.
package careerspg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/media/mediamsg"
	"github.com/gusset/gusset/internal/trash"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Paths give a stored file its URL path: a résumé is private, its path signed and
// expiring (files.Service is one).
type Paths interface {
	Path(f files.File) string
}

// Store implements careers.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	paths  Paths
}

var _ careers.Store = (*Store)(nil)

// What the statements' failures mean to jobs. An application refers to its job, so a
// missing reference is a missing job.
var (
	jobErrors         = database.Errors{NoRows: careers.ErrJobNotFound}
	applicationErrors = database.Errors{NoRows: careers.ErrApplicationNotFound, ForeignKey: careers.ErrJobNotFound}
)

// New returns the store; applications queue their notices in outbox, and files are
// answered with their paths.
func New(pool *pgxpool.Pool, outbox Outbox, paths Paths) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox, paths: paths}
}

func (s *Store) JobList(ctx context.Context, onlyActive bool, query *string, p keyset.Request) ([]*careers.Job, error) {
	rows, err := s.q.JobList(ctx, sqlc.JobListParams{OnlyActive: onlyActive, Query: query, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, jobDescriptionID, s.toJob)
}

func (s *Store) JobNextClose(ctx context.Context) (time.Time, bool, error) {
	return database.FirstTime(s.q.JobNextClose(ctx))
}

func (s *Store) JobGet(ctx context.Context, id uuid.UUID) (*careers.Job, error) {
	row, err := s.q.JobGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, jobErrors)
	}
	return s.oneJob(ctx, s.q, row)
}

func (s *Store) oneJob(ctx context.Context, q *sqlc.Queries, row sqlc.Job) (*careers.Job, error) {
	out, err := filespg.Attach(ctx, q, []sqlc.Job{row}, jobDescriptionID, s.toJob)
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func (s *Store) JobCreate(ctx context.Context, in *careers.JobInput) (*careers.Job, error) {
	var job *careers.Job
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		jd, err := filespg.ClaimOptional(ctx, q, in.GetJobDescriptionUploadId(), files.KindJobDescription, "job_description_upload_id")
		if err != nil {
			return err
		}
		row, err := q.JobCreate(ctx, jobParams(uuid.New(), in, filespg.IDOf(jd)))
		if err != nil {
			return err
		}
		job = s.toJob(row, jd)
		return nil
	})
	return job, err
}

func (s *Store) JobUpdate(ctx context.Context, id uuid.UUID, up *careers.JobUpdate) (*careers.Job, []string, error) {
	var job *careers.Job
	var stale []string
	in := up.GetJob()
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		current, err := q.JobGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, jobErrors)
		}
		jdID := current.JobDescriptionID
		switch {
		case in.GetJobDescriptionUploadId() != "":
			jd, err := filespg.ClaimOptional(ctx, q, in.GetJobDescriptionUploadId(), files.KindJobDescription, "job_description_upload_id")
			if err != nil {
				return err
			}
			jdID = filespg.IDOf(jd)
		case up.GetRemoveJobDescription():
			jdID = nil
		}
		arg := jobParams(id, in, jdID)
		if up.GetKeepPageFields() {
			arg.DescriptionHtml, arg.ExpireTime = current.DescriptionHtml, current.ExpireTime
			arg.City, arg.Region, arg.CountryCode = current.City, current.Region, current.CountryCode
		}
		row, err := q.JobUpdate(ctx, sqlc.JobUpdateParams(arg))
		if err != nil {
			return err
		}
		if current.JobDescriptionID != nil && (jdID == nil || *jdID != *current.JobDescriptionID) {
			if stale, err = filespg.Delete(ctx, q, *current.JobDescriptionID); err != nil {
				return err
			}
		}
		job, err = s.oneJob(ctx, q, row)
		return err
	})
	return job, stale, err
}

// JobDelete moves the job to the trash; its applications and files stay with it (the
// trash's purge removes them). It answers no keys: nothing is removed yet.
func (s *Store) JobDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.JobTrash(ctx, sqlc.JobTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, jobErrors)
}

func (s *Store) ApplicationCreate(ctx context.Context, jobID uuid.UUID, in *careers.ApplyInput, notices func(role string, a *careers.Application) []mail.Message) (*careers.Application, error) {
	var app *careers.Application
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
		resume, err := filespg.ClaimOptional(ctx, q, in.GetResumeUploadId(), files.KindResume, "resume_upload_id")
		if err != nil {
			return err
		}
		row, err := q.ApplicationCreate(ctx, applicationParams(jobID, in, filespg.IDOf(resume)))
		if err != nil {
			return database.Translate(err, applicationErrors)
		}
		app = s.toApplication(row, resume)
		return s.outbox.Enqueue(ctx, tx, notices(job.Role, app)...)
	})
	return app, err
}

func (s *Store) ApplicationList(ctx context.Context, jobID *uuid.UUID, p keyset.Request) ([]*careers.Application, error) {
	rows, err := s.q.ApplicationList(ctx, sqlc.ApplicationListParams{JobID: jobID, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, resumeID, s.toApplication)
}

func (s *Store) ApplicationGet(ctx context.Context, id uuid.UUID) (*careers.Application, error) {
	row, err := s.q.ApplicationGet(ctx, id)
	return s.oneApplication(ctx, row, err)
}

func (s *Store) ApplicationSetContacted(ctx context.Context, id uuid.UUID, contacted bool) (*careers.Application, error) {
	return s.moved(ctx, id, func(q *sqlc.Queries) (sqlc.Application, error) {
		return q.ApplicationSetContacted(ctx, sqlc.ApplicationSetContactedParams{ID: id, Contacted: contacted})
	})
}

// ApplicationDelete moves the application to the trash, résumé kept.
func (s *Store) ApplicationDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.ApplicationTrash(ctx, sqlc.ApplicationTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, applicationErrors)
}

func (s *Store) ApplicationSetStatus(ctx context.Context, id uuid.UUID, status careers.Status) (*careers.Application, error) {
	return s.moved(ctx, id, func(q *sqlc.Queries) (sqlc.Application, error) {
		return q.ApplicationSetStatus(ctx, sqlc.ApplicationSetStatusParams{ID: id, Status: database.EnumText(status, statusPrefix)})
	})
}

// moved runs a status change; a status out of New is the applicant's first answer when
// nothing answered before (followup), in the same transaction.
func (s *Store) moved(ctx context.Context, id uuid.UUID, set func(q *sqlc.Queries) (sqlc.Application, error)) (*careers.Application, error) {
	var row sqlc.Application
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		var err error
		if row, err = set(q); err != nil || statusOf(row.Status) == careers.StatusNew {
			return err
		}
		return followuppg.Responded(ctx, q, followup.Application, id)
	})
	return s.oneApplication(ctx, row, err)
}

func (s *Store) ApplicationSearch(ctx context.Context, f careers.SearchFilter, p keyset.Request) ([]*careers.Application, error) {
	arg := sqlc.ApplicationSearchParams{
		JobID: f.JobID, FromTime: f.From, ToTime: f.To,
		AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit(),
	}
	if f.Status != careers.StatusAny {
		st := database.EnumText(f.Status, statusPrefix)
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
	out, err := filespg.Attach(ctx, s.q, apps, resumeID, s.toApplication)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].JobRole = rows[i].JobRole
	}
	return out, nil
}

func (s *Store) oneApplication(ctx context.Context, row sqlc.Application, err error) (*careers.Application, error) {
	if err != nil {
		return nil, database.Translate(err, applicationErrors)
	}
	out, err := filespg.Attach(ctx, s.q, []sqlc.Application{row}, resumeID, s.toApplication)
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// statusPrefix: the stored text of an applicant's status is its enum name after it.
const statusPrefix = "APPLICATION_STATUS_"

func statusOf(text string) careers.Status {
	return database.EnumValue[careers.Status](adminv1.ApplicationStatus_value, statusPrefix, text)
}

// toJob is the one row -> message function of jobs, with the job description's file.
func (s *Store) toJob(r sqlc.Job, jd *files.File) *careers.Job {
	j := &careers.Job{
		Id: r.ID.String(), Role: r.Role, Location: r.Location, Type: r.Type, Qualification: r.Qualification,
		Active: r.Active, JobDescription: s.file(jd),
		CreateTime: timestamppb.New(r.CreateTime), UpdateTime: timestamppb.New(r.UpdateTime),
		DescriptionHtml: r.DescriptionHtml, City: r.City, Region: r.Region, CountryCode: r.CountryCode,
	}
	if r.ExpireTime != nil {
		j.ExpireTime = timestamppb.New(*r.ExpireTime)
	}
	return j
}

// jobParams is the one message -> parameters function of jobs (the form, checked), with
// the job description's file id; JobUpdate's parameters are the same.
func jobParams(id uuid.UUID, in *careers.JobInput, jdID *uuid.UUID) sqlc.JobCreateParams {
	p := sqlc.JobCreateParams{
		ID: id, Role: in.GetRole(), Location: in.GetLocation(), Type: in.GetType(), Qualification: in.GetQualification(),
		Active: in.GetActive(), JobDescriptionID: jdID, DescriptionHtml: in.GetDescriptionHtml(),
		City: in.GetCity(), Region: in.GetRegion(), CountryCode: in.GetCountryCode(),
	}
	if in.GetExpireTime() != nil {
		t := in.GetExpireTime().AsTime()
		p.ExpireTime = &t
	}
	return p
}

// toApplication is the one row -> message function of applications, with the résumé.
func (s *Store) toApplication(r sqlc.Application, resume *files.File) *careers.Application {
	return &careers.Application{
		Id: r.ID.String(), JobId: r.JobID.String(), Name: r.Name, Email: r.Email, Phone: r.Phone,
		Contacted: r.Contacted, Status: statusOf(r.Status), Resume: s.file(resume), CreateTime: timestamppb.New(r.CreateTime),
	}
}

// applicationParams is the one message -> parameters function of applications (the
// form, checked), with the résumé's file id.
func applicationParams(jobID uuid.UUID, in *careers.ApplyInput, resumeID *uuid.UUID) sqlc.ApplicationCreateParams {
	return sqlc.ApplicationCreateParams{JobID: jobID, Name: in.GetName(), Email: in.GetEmail(), Phone: in.GetPhone(), ResumeID: resumeID}
}

// file is a stored file's message, its path signed when its kind is private.
func (s *Store) file(f *files.File) *sitev1.File {
	if f == nil {
		return nil
	}
	out := mediamsg.File(*f, nil)
	out.Path = s.paths.Path(*f)
	return out
}

func jobDescriptionID(r sqlc.Job) *uuid.UUID { return r.JobDescriptionID }
func resumeID(r sqlc.Application) *uuid.UUID { return r.ResumeID }
