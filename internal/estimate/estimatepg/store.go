// Package estimatepg stores estimate requests in PostgreSQL.
package estimatepg

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/estimate"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/validate"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements estimate.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	now    func() time.Time
}

var _ estimate.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox, now: time.Now}
}

var notFound = database.Errors{NoRows: estimate.ErrNotFound}

// Create stores the request, its reference, the claim of its uploads and its mail in
// one transaction: a refused claim stores nothing and attaches nothing.
func (s *Store) Create(ctx context.Context, in *estimate.Input, neededBy time.Time, c estimate.Claim, notices func(*estimate.Request) []mail.Message) (*estimate.Request, error) {
	var r *estimate.Request
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		files, err := claimable(ctx, q, c)
		if err != nil {
			return err
		}
		year := s.now().UTC().Year()
		seq, err := q.EstimateReferenceNext(ctx, int32(year))
		if err != nil {
			return err
		}
		row, err := q.EstimateRequestCreate(ctx, createParams(fmt.Sprintf("EST-%d-%04d", year, seq), in, neededBy))
		if err != nil {
			return err
		}
		for i, id := range c.IDs {
			n, err := q.ResumableUploadClaim(ctx, sqlc.ResumableUploadClaimParams{ID: id, EstimateID: &row.ID, Position: int32(i)})
			if err != nil {
				return err
			}
			if n != 1 {
				return field("upload_ids", estimate.MsgUploadNotYours)
			}
		}
		r = toRequest(sqlc.EstimateRequestGetRow{EstimateRequest: row})
		r.Files = files
		r.FileCount = int32(len(files))
		return s.outbox.Enqueue(ctx, tx, notices(r)...)
	})
	return r, err
}

// claimable locks the uploads c names and checks each by the uploads' claim rule
// (resumable.Upload.ClaimableBy: the owner started it, it finished, nothing has it yet),
// and that together they fit the cap.
func claimable(ctx context.Context, q *sqlc.Queries, c estimate.Claim) ([]*estimate.File, error) {
	if len(c.IDs) == 0 {
		return nil, nil
	}
	rows, err := q.ResumableUploadsForClaim(ctx, c.IDs)
	if err != nil {
		return nil, err
	}
	byID := make(map[uuid.UUID]sqlc.ResumableUpload, len(rows))
	for _, r := range rows {
		byID[r.ID] = r
	}
	var total int64
	files := make([]*estimate.File, 0, len(c.IDs))
	for _, id := range c.IDs {
		r, ok := byID[id]
		if !ok {
			return nil, field("upload_ids", estimate.MsgUploadNotYours)
		}
		switch err := resumablepg.ToUpload(r).ClaimableBy(c.OwnerHash); {
		case errors.Is(err, resumable.ErrUnfinished):
			return nil, field("upload_ids", estimate.MsgUploadPending)
		case err != nil:
			return nil, field("upload_ids", estimate.MsgUploadNotYours)
		}
		total += r.Size
		files = append(files, toFile(r))
	}
	if total > c.MaxRequest {
		return nil, field("upload_ids", "The files of one request are too large together.")
	}
	return files, nil
}

func field(name, msg string) error {
	var c validate.Checker
	c.Add(name, msg)
	return c.Err()
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (*estimate.Request, error) {
	row, err := s.q.EstimateRequestGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, notFound)
	}
	r := toRequest(row)
	ups, err := s.q.ResumableUploadListByEstimate(ctx, &id)
	if err != nil {
		return nil, err
	}
	for _, u := range ups {
		r.Files = append(r.Files, toFile(u))
	}
	return r, nil
}

func (s *Store) Search(ctx context.Context, f estimate.Filter, p keyset.Request) ([]*estimate.Request, error) {
	var status string
	if f.Status != estimate.StatusAny {
		status = database.EnumText(f.Status, statusPrefix)
	}
	rows, err := s.q.EstimateRequestSearch(ctx, sqlc.EstimateRequestSearchParams{
		Status: opt(status), Service: opt(f.Service), AssigneeID: f.AssigneeID, Unassigned: f.Unassigned,
		NeededFrom: date(f.NeededFrom), NeededTo: date(f.NeededTo), FromTime: f.From, ToTime: f.To, Text: opt(f.Text),
		AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit(),
	})
	if err != nil {
		return nil, err
	}
	out := make([]*estimate.Request, len(rows))
	for i, r := range rows {
		out[i] = toRequest(sqlc.EstimateRequestGetRow(r))
	}
	return out, nil
}

func (s *Store) SetStatus(ctx context.Context, id uuid.UUID, st estimate.Status) (*estimate.Request, error) {
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.EstimateRequestSetStatus(ctx, sqlc.EstimateRequestSetStatusParams{ID: id, Status: database.EnumText(st, statusPrefix)}); err != nil {
			return database.Translate(err, notFound)
		}
		if st == estimate.StatusNew {
			return nil
		}
		return followuppg.Responded(ctx, q, followup.Estimate, id)
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, id)
}

func (s *Store) Trash(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.EstimateRequestTrash(ctx, sqlc.EstimateRequestTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, notFound)
}

func (s *Store) File(ctx context.Context, id, fileID uuid.UUID) (*estimate.File, string, error) {
	u, err := s.q.ResumableUploadGetForEstimate(ctx, sqlc.ResumableUploadGetForEstimateParams{ID: fileID, EstimateID: &id})
	if err != nil {
		return nil, "", database.Translate(err, database.Errors{NoRows: estimate.ErrFileNotFound})
	}
	return toFile(u), u.TusID, nil
}

// statusPrefix: the stored text of a request's status is its enum name after it.
const statusPrefix = "ESTIMATE_STATUS_"

// toRequest is the one row -> message function (every query's row converts to
// EstimateRequestGetRow), without the files.
func toRequest(row sqlc.EstimateRequestGetRow) *estimate.Request {
	r := row.EstimateRequest
	out := &estimate.Request{
		Id: r.ID.String(), Reference: r.Reference,
		Name: r.Name, Company: r.Company, Email: r.Email, Phone: r.Phone,
		ProjectName: r.ProjectName, City: r.City, Region: r.Region, Country: r.Country,
		Services: r.Services, StructureType: r.StructureType, ScopeNotes: r.ScopeNotes, Tonnage: r.Tonnage,
		DrawingStatus: r.DrawingStatus, NeededBy: r.NeededBy.Time.Format(time.DateOnly),
		Software: r.Software, SoftwareOther: r.SoftwareOther, Deliverables: r.Deliverables,
		Status:       database.EnumValue[estimate.Status](adminv1.EstimateStatus_value, statusPrefix, r.Status),
		AssigneeName: row.AssigneeName, CreateTime: timestamppb.New(r.CreateTime), FileCount: row.FileCount,
	}
	if row.AssigneeID != nil {
		out.AssigneeId = row.AssigneeID.String()
	}
	if row.FirstResponseTime != nil {
		out.FirstResponseTime = timestamppb.New(*row.FirstResponseTime)
	}
	return out
}

// createParams is the one message -> parameters function (the form, checked, with its
// reference and the date it is needed by).
func createParams(reference string, in *estimate.Input, neededBy time.Time) sqlc.EstimateRequestCreateParams {
	return sqlc.EstimateRequestCreateParams{
		Reference: reference,
		Name:      in.GetName(), Company: in.GetCompany(), Email: in.GetEmail(), Phone: in.GetPhone(),
		ProjectName: in.GetProjectName(), City: in.GetCity(), Region: in.GetRegion(), Country: in.GetCountry(),
		Services: in.GetServices(), StructureType: in.GetStructureType(), ScopeNotes: in.GetScopeNotes(), Tonnage: in.GetTonnage(),
		DrawingStatus: in.GetDrawingStatus(), NeededBy: pgtype.Date{Time: neededBy, Valid: true},
		Software: in.GetSoftware(), SoftwareOther: in.GetSoftwareOther(), Deliverables: in.GetDeliverables(),
	}
}

// toFile is an upload of a request as its message (without its download path, the
// service's).
func toFile(u sqlc.ResumableUpload) *estimate.File {
	return &estimate.File{Id: u.ID.String(), Name: u.Name, Size: u.Size, Sha256: hex.EncodeToString(u.Sha256)}
}

func opt(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func date(t *time.Time) pgtype.Date {
	if t == nil {
		return pgtype.Date{}
	}
	return pgtype.Date{Time: *t, Valid: true}
}
