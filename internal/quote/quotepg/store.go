// Package quotepg stores quotes in PostgreSQL.
package quotepg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/quote"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Portal starts a project and invites its requester in the caller's transaction
// (portalpg.Store).
type Portal interface {
	ConvertIn(ctx context.Context, q *sqlc.Queries, c portal.Conversion) (*portal.ProjectDetail, error)
	InviteIn(ctx context.Context, tx pgx.Tx, q *sqlc.Queries, in portal.Invitation, msg func(portal.User) mail.Message) (portal.User, error)
}

// Store implements quote.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	portal Portal
}

var _ quote.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox and starts projects in portal.
func New(pool *pgxpool.Pool, outbox Outbox, portal Portal) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox, portal: portal}
}

var (
	quoteErrors   = database.Errors{NoRows: quote.ErrNotFound, ForeignKey: quote.ErrRequestNotFound}
	requestErrors = database.Errors{NoRows: quote.ErrRequestNotFound}
	// A second draft of a quote, raced: the unique index refuses it.
	reviseErrors = database.Errors{NoRows: quote.ErrNotFound, Constraints: map[string]error{"quotes_one_draft_idx": quote.ErrDraftExists}}
)

const statusPrefix = "QUOTE_STATUS_"

func date(t time.Time) pgtype.Date { return pgtype.Date{Time: t, Valid: true} }

func tsOpt(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// quoteOf is a revision row with its request and acceptance as the message.
func quoteOf(r sqlc.QuoteGetRow) (*quote.Quote, error) {
	c := &quote.Content{}
	if err := protojson.Unmarshal(r.Quote.Content, c); err != nil {
		return nil, err
	}
	totals, _ := quote.Compute(c)
	q := &quote.Quote{
		Id: r.Quote.ID.String(), EstimateRequestId: r.Quote.EstimateRequestID.String(),
		Number: quote.Number(r.Quote.Year, r.Quote.Seq), Revision: r.Quote.Revision,
		Status:  database.EnumValue[sitev1.QuoteStatus](sitev1.QuoteStatus_value, statusPrefix, r.Quote.Status),
		Content: c, Totals: totals, TermsTitle: r.Quote.TermsTitle, TermsBody: r.Quote.TermsBody, TermsVersion: r.Quote.TermsVersion,
		RequestReference: r.Reference, RequesterName: r.Name, RequesterEmail: r.Email, Company: r.Company, ProjectName: r.ProjectName,
		CreateTime: timestamppb.New(r.Quote.CreateTime), UpdateTime: timestamppb.New(r.Quote.UpdateTime),
		SentTime: tsOpt(r.Quote.SentTime), AnswerTime: tsOpt(r.Quote.AnswerTime), DeclineReason: r.Quote.DeclineReason,
		CreatedBy: r.Quote.CreatedBy,
	}
	if r.Quote.OrganizationID != nil {
		q.OrganizationId = r.Quote.OrganizationID.String()
	}
	if r.Quote.ProjectID != nil {
		q.ProjectId = r.Quote.ProjectID.String()
	}
	if r.AcceptTime != nil {
		q.Acceptance = &sitev1.QuoteAcceptance{Name: str(r.AcceptName), Title: str(r.AcceptTitle), Company: str(r.AcceptCompany),
			Revision: r.Quote.Revision, ClientAddr: str(r.AcceptAddr), AcceptTime: timestamppb.New(*r.AcceptTime)}
	}
	return q, nil
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (*quote.Quote, error) {
	return get(ctx, s.q, id)
}

func get(ctx context.Context, q *sqlc.Queries, id uuid.UUID) (*quote.Quote, error) {
	r, err := q.QuoteGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, quoteErrors)
	}
	return quoteOf(r)
}

func (s *Store) List(ctx context.Context, requestID *uuid.UUID) ([]*quote.Quote, error) {
	var rows []sqlc.QuoteGetRow
	if requestID != nil {
		rs, err := s.q.QuoteListByRequest(ctx, *requestID)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			rows = append(rows, sqlc.QuoteGetRow(r))
		}
	} else {
		rs, err := s.q.QuoteListNewest(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			rows = append(rows, sqlc.QuoteGetRow(r))
		}
	}
	out := make([]*quote.Quote, 0, len(rows))
	for _, r := range rows {
		q, err := quoteOf(r)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}
