// Package notifypg stores the notifications in PostgreSQL and records them in the
// transactions of the writes that cause them.
package notifypg

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/portal"
)

// Store implements notify.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ notify.Store = (*Store)(nil)

// New returns the store over pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

// The choices keep their enum's names without the prefix ("EACH").
const choicePrefix = "MAIL_CHOICE_"

func choiceOf(s string) portal.MailChoice {
	return portal.MailChoice(portalv1.MailChoice_value[choicePrefix+s])
}
func choiceText(c portal.MailChoice) string { return strings.TrimPrefix(c.String(), choicePrefix) }

func (s *Store) List(ctx context.Context, recipient uuid.UUID, org *uuid.UUID, p keyset.Request) ([]*notify.Notification, error) {
	rows, err := s.q.NotificationList(ctx, sqlc.NotificationListParams{RecipientID: recipient, OrganizationID: org,
		AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]*notify.Notification, len(rows))
	for i, r := range rows {
		n := &notify.Notification{Id: r.ID.String(), Kind: notify.KindNamed(r.Kind), ProjectId: r.ProjectID.String(),
			ProjectName: r.ProjectName, JobNumber: r.JobNumber, ActorName: r.ActorName, Title: r.Title,
			CreateTime: timestamppb.New(r.CreateTime), Read: r.ReadTime != nil}
		if r.TargetID != nil {
			n.TargetId = r.TargetID.String()
		}
		out[i] = n
	}
	return out, nil
}

func (s *Store) Unread(ctx context.Context, recipient uuid.UUID, org *uuid.UUID) (int, error) {
	n, err := s.q.NotificationUnreadCount(ctx, sqlc.NotificationUnreadCountParams{RecipientID: recipient, OrganizationID: org})
	return int(n), err
}

func (s *Store) MarkRead(ctx context.Context, id, recipient uuid.UUID, org *uuid.UUID, now time.Time) error {
	_, err := s.q.NotificationMarkRead(ctx, sqlc.NotificationMarkReadParams{ID: id, RecipientID: recipient, OrganizationID: org, ReadTime: &now})
	return database.Translate(err, database.Errors{NoRows: notify.ErrNotFound})
}

func (s *Store) MarkAllRead(ctx context.Context, recipient uuid.UUID, org *uuid.UUID, now time.Time) error {
	_, err := s.q.NotificationMarkAllRead(ctx, sqlc.NotificationMarkAllReadParams{RecipientID: recipient, OrganizationID: org, ReadTime: &now})
	return err
}

func (s *Store) ChoiceGet(ctx context.Context, user, project uuid.UUID) (notify.ProjectChoice, error) {
	r, err := s.q.ProjectMailChoiceGet(ctx, sqlc.ProjectMailChoiceGetParams{UserID: user, ProjectID: project})
	if errors.Is(err, pgx.ErrNoRows) {
		return notify.ProjectChoice{Choice: portal.MailEach}, nil
	}
	if err != nil {
		return notify.ProjectChoice{}, err
	}
	return notify.ProjectChoice{Choice: choiceOf(r.Choice), Specific: r.ProjectSpecific}, nil
}

// ChoiceSet also gives the user the row of their choice for every project if they had
// none: it keeps the time of their last digest, which a project's digest needs.
func (s *Store) ChoiceSet(ctx context.Context, user uuid.UUID, client bool, project uuid.UUID, c portal.MailChoice) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		var err error
		if client {
			if err = q.MessageMailChoiceEnsureClient(ctx, user); err == nil {
				err = q.ProjectMailChoiceSetClient(ctx, sqlc.ProjectMailChoiceSetClientParams{UserID: user, ProjectID: project, Choice: choiceText(c)})
			}
		} else if err = q.MessageMailChoiceEnsureStaff(ctx, user); err == nil {
			err = q.ProjectMailChoiceSetStaff(ctx, sqlc.ProjectMailChoiceSetStaffParams{UserID: user, ProjectID: project, Choice: choiceText(c)})
		}
		return database.Translate(err, database.Errors{ForeignKey: portal.ErrProjectNotFound})
	})
}
