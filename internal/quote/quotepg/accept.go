package quotepg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/audit/auditpg"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/quote"
)

// acceptErrors: a parallel acceptance of another revision of the request lost the race.
var acceptErrors = database.Errors{Constraints: map[string]error{
	"quotes_one_accepted_idx": quote.ErrAccepted, "quote_acceptances_pkey": quote.ErrAccepted}}

// Accept records the acceptance and starts the project in one transaction: the revision
// locked and checked, the acceptance record, its entry in the audit trail, the request's
// conversion (organization, project, files, the accepted PDF) and the requester's
// invitation. Any failure rolls all of it back.
func (s *Store) Accept(ctx context.Context, a quote.Accept) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		if err := answerable(ctx, q, a.QuoteID, a.Today, a.Expired); err != nil {
			return err
		}
		r := a.Record
		if _, err := q.QuoteAcceptanceCreate(ctx, sqlc.QuoteAcceptanceCreateParams{
			QuoteID: a.QuoteID, Revision: r.GetRevision(), Name: r.GetName(), Title: r.GetTitle(), Company: r.GetCompany(),
			ClientAddr: r.GetClientAddr(), AcceptTime: a.Now,
		}); err != nil {
			return database.Translate(err, acceptErrors)
		}
		conv := a.Started.Conversion
		if err := joinOrganization(ctx, q, a.QuoteID, &conv); err != nil {
			return err
		}
		project, err := s.portal.ConvertIn(ctx, q, conv)
		if err != nil {
			return err
		}
		pid := project.Project.GetId()
		projectID := uuidPtr(pid)
		if err := q.QuoteSetAnswer(ctx, sqlc.QuoteSetAnswerParams{ID: a.QuoteID, Status: "ACCEPTED", Now: a.Now, ProjectID: projectID}); err != nil {
			return database.Translate(err, acceptErrors)
		}
		if err := auditpg.Record(ctx, q, a.Origin, "accept", "quotes", a.QuoteID.String(), map[string]any{
			"revision": r.GetRevision(), "name": r.GetName(), "title": r.GetTitle(), "company": r.GetCompany(),
			"client_addr": r.GetClientAddr(), "accept_time": a.Now, "project_id": pid, "file": a.FileName,
		}); err != nil {
			return err
		}
		inv := a.Started.Invitation
		inv.OrganizationID = uuidOf(project.Project.GetOrganizationId())
		_, err = s.portal.InviteIn(ctx, tx, q, inv, a.Started.Mail)
		// An address already a person of another organization (or an outside reviewer)
		// is not invited: staff add the requester by hand. Nothing failed in the
		// transaction, so the acceptance stands.
		if errors.Is(err, portal.ErrEmailTaken) || errors.Is(err, portal.ErrEmailReviewer) {
			return nil
		}
		return err
	})
}

// joinOrganization has the conversion join the organization staff chose for the quote,
// else the one already named as the request's company (a returning client), else make
// it.
func joinOrganization(ctx context.Context, q *sqlc.Queries, quoteID uuid.UUID, c *portal.Conversion) error {
	r, err := q.QuoteGetForUpdate(ctx, quoteID)
	if err != nil {
		return err
	}
	if r.OrganizationID != nil {
		c.OrganizationID = r.OrganizationID
		return nil
	}
	org, err := q.ClientOrganizationFindByName(ctx, c.OrganizationName)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil
	case err != nil:
		return err
	}
	c.OrganizationID = &org.ID
	return nil
}
