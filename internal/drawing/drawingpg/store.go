// Package drawingpg stores the drawing register and the transmittals in PostgreSQL.
package drawingpg

import (
	"context"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements drawing.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
}

var _ drawing.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

// The enums are stored as their names without the prefix ("SHOP").
const (
	kindPrefix    = "SHEET_KIND_"
	statusPrefix  = "SHEET_STATUS_"
	purposePrefix = "TRANSMITTAL_PURPOSE_"
)

var (
	projectErrors = database.Errors{NoRows: drawing.ErrProjectNotFound, ForeignKey: drawing.ErrProjectNotFound}
	sheetErrors   = database.Errors{NoRows: drawing.ErrSheetNotFound, Unique: drawing.ErrSheetNumberTaken, ForeignKey: drawing.ErrProjectNotFound}
)

func inScope(org uuid.UUID, scope *uuid.UUID) bool { return scope == nil || *scope == org }

func ts(t time.Time) *timestamppb.Timestamp { return timestamppb.New(t) }

func tsOpt(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

// sheetOf is a sheet row as the message, with its revisions (newest first).
func sheetOf(r sqlc.DrawingSheet, revs []*portalv1.SheetRevision) *drawing.Sheet {
	sh := &drawing.Sheet{
		Id: r.ID.String(), ProjectId: r.ProjectID.String(), SheetNumber: r.SheetNumber, Title: r.Title,
		Kind:   database.EnumValue[portalv1.SheetKind](portalv1.SheetKind_value, kindPrefix, r.Kind),
		Area:   r.Area,
		Status: database.EnumValue[portalv1.SheetStatus](portalv1.SheetStatus_value, statusPrefix, r.Status),
		Hold:   r.Hold, HoldReason: r.HoldReason, Revisions: revs,
		CreateTime: ts(r.CreateTime), UpdateTime: ts(r.UpdateTime),
	}
	if len(revs) > 0 {
		sh.Revision = revs[0].GetRevision()
	}
	return sh
}

// sheetParams is the sheet form as a statement's parameters (the update's; a create
// takes the same fields).
func sheetParams(id uuid.UUID, in *drawing.SheetInput) sqlc.DrawingSheetUpdateParams {
	return sqlc.DrawingSheetUpdateParams{
		ID: id, SheetNumber: in.GetSheetNumber(), Title: in.GetTitle(), Kind: database.EnumText(in.GetKind(), kindPrefix),
		Area: in.GetArea(), Hold: in.GetHold(), HoldReason: in.GetHoldReason(),
	}
}

func createParams(projectID uuid.UUID, in *drawing.SheetInput) sqlc.DrawingSheetCreateParams {
	p := sheetParams(uuid.Nil, in)
	return sqlc.DrawingSheetCreateParams{ProjectID: projectID, SheetNumber: p.SheetNumber, Title: p.Title, Kind: p.Kind, Area: p.Area, Hold: p.Hold, HoldReason: p.HoldReason}
}

// revisionOf is a revision row as the message; numbers are the transmittals that
// carried it.
func revisionOf(r sqlc.DrawingRevision, numbers []string) *portalv1.SheetRevision {
	return &portalv1.SheetRevision{
		Id: r.ID.String(), SheetId: r.SheetID.String(), Revision: r.Revision, FileName: r.FileName, Size: r.Size,
		Sha256: hex.EncodeToString(r.Sha256), Reason: r.Reason, UploaderName: r.UploaderName, CreateTime: ts(r.CreateTime),
		TransmittalNumbers: numbers,
	}
}

func (s *Store) Settings(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) (*drawing.Settings, error) {
	return settingsIn(ctx, s.q, projectID, scope)
}

func settingsIn(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, scope *uuid.UUID) (*drawing.Settings, error) {
	r, err := q.DrawingSettingsGet(ctx, projectID)
	if err != nil {
		return nil, database.Translate(err, projectErrors)
	}
	if !inScope(r.OrganizationID, scope) {
		return nil, drawing.ErrProjectNotFound
	}
	return &drawing.Settings{ProjectId: r.ProjectID.String(), ReviewDays: r.ReviewDays, NamePattern: r.NamePattern}, nil
}

func (s *Store) SettingsUpdate(ctx context.Context, in *drawing.Settings) (*drawing.Settings, error) {
	id, err := uuid.Parse(in.GetProjectId())
	if err != nil {
		return nil, drawing.ErrProjectNotFound
	}
	r, err := s.q.DrawingSettingsUpsert(ctx, sqlc.DrawingSettingsUpsertParams{ProjectID: id, ReviewDays: in.GetReviewDays(), NamePattern: in.GetNamePattern()})
	if err != nil {
		return nil, database.Translate(err, projectErrors)
	}
	return &drawing.Settings{ProjectId: r.ProjectID.String(), ReviewDays: r.ReviewDays, NamePattern: r.NamePattern}, nil
}

func (s *Store) SheetList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*drawing.Sheet, error) {
	var out []*drawing.Sheet
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		if _, err := settingsIn(ctx, q, projectID, scope); err != nil {
			return err
		}
		var err error
		out, err = sheetsOf(ctx, q, projectID)
		return err
	})
	return out, err
}

// sheetsOf reads a project's sheets with their revisions and the transmittals of each.
func sheetsOf(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID) ([]*drawing.Sheet, error) {
	sheets, err := q.DrawingSheetListByProject(ctx, projectID)
	if err != nil {
		return nil, err
	}
	revs, err := q.DrawingRevisionListByProject(ctx, projectID)
	if err != nil {
		return nil, err
	}
	carried, err := q.TransmittalItemNumbersByRevision(ctx, projectID)
	if err != nil {
		return nil, err
	}
	return assemble(sheets, revs, carried), nil
}

// assemble gives each sheet its revisions (revs newest first within each sheet), the
// transmittal numbers of each, and the clock of its current revision.
func assemble(sheets []sqlc.DrawingSheet, revs []sqlc.DrawingRevision, carried []issue) []*drawing.Sheet {
	numbers := map[uuid.UUID][]string{}
	issues := map[uuid.UUID][]issue{}
	for _, c := range carried {
		numbers[c.RevisionID] = append(numbers[c.RevisionID], drawing.NumberText(c.Number))
		issues[c.RevisionID] = append(issues[c.RevisionID], c)
	}
	bySheet := map[uuid.UUID][]*portalv1.SheetRevision{}
	// The revisions come newest first: a sheet's first is its current one.
	current := map[uuid.UUID]uuid.UUID{}
	for _, r := range revs {
		if _, ok := current[r.SheetID]; !ok {
			current[r.SheetID] = r.ID
		}
		bySheet[r.SheetID] = append(bySheet[r.SheetID], revisionOf(r, numbers[r.ID]))
	}
	out := make([]*drawing.Sheet, len(sheets))
	for i, sh := range sheets {
		out[i] = sheetOf(sh, bySheet[sh.ID])
		sheetClock(out[i], issues[current[sh.ID]])
	}
	return out
}

func (s *Store) SheetCreate(ctx context.Context, projectID uuid.UUID, in *drawing.SheetInput) (*drawing.Sheet, error) {
	r, err := s.q.DrawingSheetCreate(ctx, createParams(projectID, in))
	if err != nil {
		return nil, database.Translate(err, sheetErrors)
	}
	return sheetOf(r, nil), nil
}

func (s *Store) SheetUpdate(ctx context.Context, id uuid.UUID, in *drawing.SheetInput) (*drawing.Sheet, error) {
	var out *drawing.Sheet
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		r, err := q.DrawingSheetUpdate(ctx, sheetParams(id, in))
		if err != nil {
			return database.Translate(err, sheetErrors)
		}
		revs, err := q.DrawingRevisionListBySheet(ctx, id)
		if err != nil {
			return err
		}
		msgs := make([]*portalv1.SheetRevision, len(revs))
		for i, rv := range revs {
			msgs[i] = revisionOf(rv, nil)
		}
		out = sheetOf(r, msgs)
		return nil
	})
	return out, err
}

func (s *Store) SheetsByNumber(ctx context.Context, projectID uuid.UUID, numbers []string) (map[string]*drawing.Sheet, error) {
	rows, err := s.q.DrawingSheetListByNumbers(ctx, sqlc.DrawingSheetListByNumbersParams{ProjectID: projectID, Numbers: numbers})
	if err != nil {
		return nil, err
	}
	out := make(map[string]*drawing.Sheet, len(rows))
	for _, r := range rows {
		revs, err := s.q.DrawingRevisionListBySheet(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		msgs := make([]*portalv1.SheetRevision, len(revs))
		for i, rv := range revs {
			msgs[i] = revisionOf(rv, nil)
		}
		out[strings.ToLower(r.SheetNumber)] = sheetOf(r, msgs)
	}
	return out, nil
}

func (s *Store) RevisionGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (drawing.Revision, error) {
	r, err := s.q.DrawingRevisionGet(ctx, id)
	if err != nil {
		return drawing.Revision{}, database.Translate(err, database.Errors{NoRows: drawing.ErrRevisionNotFound})
	}
	if !inScope(r.OrganizationID, scope) {
		return drawing.Revision{}, drawing.ErrRevisionNotFound
	}
	return drawing.Revision{ID: r.ID, ProjectID: r.ProjectID, FileName: r.FileName, Size: r.Size, BlobKey: r.BlobKey, CreateTime: r.CreateTime}, nil
}

func (s *Store) RevisionDownloaded(ctx context.Context, revisionID, clientUserID uuid.UUID, at time.Time) error {
	return s.q.TransmittalRecipientMarkDownloaded(ctx, sqlc.TransmittalRecipientMarkDownloadedParams{RevisionID: revisionID, ClientUserID: &clientUserID, At: &at})
}

// violation is one field's mistake as the domain's error.
func violation(field, msg string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: field, Message: msg}}}
}

func row(field string, i int, sub string) string { return fmt.Sprintf("%s[%d].%s", field, i, sub) }
