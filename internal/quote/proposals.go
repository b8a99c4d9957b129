package quote

import (
	"bytes"
	"context"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

func uuidOf(s string) uuid.UUID { id, _ := uuid.Parse(s); return id }

// open is the revision a link names, as sent (a draft has no link).
func (s *Service) open(ctx context.Context, token string) (*Quote, error) {
	id, err := s.parseToken(token)
	if err != nil {
		return nil, err
	}
	q, err := s.store.Get(ctx, id)
	if err != nil || q.GetStatus() == sitev1.QuoteStatus_QUOTE_STATUS_DRAFT {
		return nil, ErrBadLink
	}
	s.mark(q)
	return q, nil
}

// answerable is nil when the requester may still answer q, else why not.
func (s *Service) answerable(ctx context.Context, q *Quote) error {
	switch q.GetStatus() {
	case sitev1.QuoteStatus_QUOTE_STATUS_SUPERSEDED:
		return ErrRevised
	case sitev1.QuoteStatus_QUOTE_STATUS_ACCEPTED:
		return ErrAccepted
	case sitev1.QuoteStatus_QUOTE_STATUS_DECLINED:
		return ErrDeclined
	case sitev1.QuoteStatus_QUOTE_STATUS_UNSPECIFIED, sitev1.QuoteStatus_QUOTE_STATUS_DRAFT, sitev1.QuoteStatus_QUOTE_STATUS_SENT:
	}
	if q.GetExpired() {
		return s.expired(ctx, q)
	}
	return nil
}

func (s *Service) expired(ctx context.Context, q *Quote) error {
	firm, _ := s.printer.Firm(ctx)
	return Expired(q.GetContent().GetValidUntil(), firm)
}

// View is the proposal a link names.
func (s *Service) View(ctx context.Context, token string) (*Proposal, error) {
	q, err := s.open(ctx, token)
	if err != nil {
		return nil, err
	}
	return s.proposal(ctx, q), nil
}

func (s *Service) proposal(ctx context.Context, q *Quote) *Proposal {
	firm, _ := s.printer.Firm(ctx)
	return &Proposal{
		Number: q.GetNumber(), Revision: q.GetRevision(), Status: q.GetStatus(), Content: q.GetContent(), Totals: q.GetTotals(),
		TermsTitle: q.GetTermsTitle(), TermsBody: q.GetTermsBody(), TermsVersion: q.GetTermsVersion(),
		RequesterName: q.GetRequesterName(), Company: q.GetCompany(), ProjectName: q.GetProjectName(),
		RequestReference: q.GetRequestReference(), Expired: q.GetExpired(),
		FirmName: firm.Name, FirmPhone: firm.Phone, FirmEmail: firm.Email,
		SentTime: q.GetSentTime(), Acceptance: q.GetAcceptance(), DeclineReason: q.GetDeclineReason(),
		PdfPath: s.proposalPDFPath(uuidOf(q.GetId())),
	}
}

// checkText trims a requester's text and checks it (1 to max characters).
func checkText(field, value, missing string, maxChars int) (string, error) {
	value = strings.TrimSpace(value)
	var v validate.Checker
	v.Require(field, value, missing)
	v.Check(utf8.RuneCountInString(value) <= maxChars, field, "Please write at most "+itoa(int32(maxChars))+" characters")
	v.Text(field, value)
	return value, v.Err()
}

// Ask puts the requester's question on the request's thread and tells sales.
func (s *Service) Ask(ctx context.Context, token, question string) error {
	question, err := checkText("question", question, "Please write your question", followup.MaxNote)
	if err != nil {
		return err
	}
	q, err := s.open(ctx, token)
	if err != nil {
		return err
	}
	if q.GetStatus() == sitev1.QuoteStatus_QUOTE_STATUS_SUPERSEDED {
		return ErrRevised
	}
	msg := questionMail(s.mail.At(ctx), q, question)
	return s.store.Note(ctx, uuidOf(q.GetId()), followup.NewNote{Kind: followup.KindQuestion,
		Author: actor.Actor{Name: q.GetRequesterName()}, Subject: "Proposal " + q.GetNumber() + " revision " + itoa(q.GetRevision()), Body: question}, &msg)
}

// Answer mails staff's answer to the requester and keeps it on the request's thread.
func (s *Service) Answer(ctx context.Context, by actor.Actor, id, body string) error {
	body, err := checkText("body", body, "Please write the answer", followup.MaxNote)
	if err != nil {
		return err
	}
	q, err := s.Get(ctx, id)
	if err != nil {
		return err
	}
	if q.GetStatus() == sitev1.QuoteStatus_QUOTE_STATUS_DRAFT {
		return ErrNotAsked
	}
	msg := s.answerMail(s.mail.At(ctx), q, body)
	return s.store.Note(ctx, uuidOf(q.GetId()), followup.NewNote{Kind: followup.KindReply, Author: by, Subject: msg.Subject, Body: body, Responds: true}, &msg)
}

// Decline records the requester's decline with its reason.
func (s *Service) Decline(ctx context.Context, token, reason string) (*Proposal, error) {
	reason, err := checkText("reason", reason, "Please tell us why", 2000)
	if err != nil {
		return nil, err
	}
	q, err := s.open(ctx, token)
	if err != nil {
		return nil, err
	}
	if err := s.answerable(ctx, q); err != nil {
		return nil, err
	}
	if err := s.store.Decline(ctx, uuidOf(q.GetId()), reason, s.today(), s.now(), s.expired(ctx, q)); err != nil {
		return nil, err
	}
	return s.View(ctx, token)
}

// AcceptForm is what the requester types to accept.
type AcceptForm struct {
	Name, Title, Company string
	AcceptTerms          bool
	// Addr is the client's address; Procedure the call's, for the audit trail.
	Addr, Procedure string
}

// Accept records the acceptance of the revision a link names and starts its project in
// the same transaction: the request's organization and portal project with its files,
// the accepted PDF (with its certificate page) in the project's files, and the
// requester's invitation. A failure leaves nothing accepted.
func (s *Service) Accept(ctx context.Context, token string, f AcceptForm) (*Proposal, error) {
	var v validate.Checker
	for _, x := range []struct {
		field, label string
		value        *string
	}{{"name", "Name", &f.Name}, {"title", "Title", &f.Title}, {"company", "Company", &f.Company}} {
		*x.value = strings.TrimSpace(*x.value)
		v.Require(x.field, *x.value, "This field is required")
		v.MaxLen(x.field, x.label, *x.value, 200)
		v.Text(x.field, *x.value)
	}
	if !f.AcceptTerms {
		v.Add("accept_terms", ErrTermsBox.Violations[0].Message)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	q, err := s.open(ctx, token)
	if err != nil {
		return nil, err
	}
	if err := s.answerable(ctx, q); err != nil {
		return nil, err
	}
	now := s.now()
	rec := &Acceptance{Name: f.Name, Title: f.Title, Company: f.Company, Revision: q.GetRevision(), ClientAddr: f.Addr, AcceptTime: timestamppb.New(now)}
	accepted := cloneQuote(q)
	accepted.Acceptance, accepted.Status = rec, sitev1.QuoteStatus_QUOTE_STATUS_ACCEPTED
	var pdf bytes.Buffer
	if err := s.printer.Proposal(ctx, &pdf, accepted); err != nil {
		return nil, err
	}
	key := "quotes/" + q.GetId() + "/" + uuid.NewString() + ".pdf"
	if err := s.blobs.WriteAll(ctx, key, pdf.Bytes(), "application/pdf"); err != nil {
		return nil, err
	}
	name := "Proposal " + q.GetNumber() + " revision " + itoa(q.GetRevision()) + " (accepted).pdf"
	r, err := s.requests.Get(ctx, q.GetEstimateRequestId())
	if err != nil {
		return nil, err
	}
	started, err := s.converter.StartConversion(ctx, portal.Conversion{
		EstimateID: uuidOf(r.GetId()), OrganizationName: r.GetCompany(),
		// The quote's number is the job's number until staff give it their own; the job
		// is won, so detailing starts.
		Project: &portal.ProjectInput{Name: r.GetProjectName(), JobNumber: q.GetNumber(), Status: portal.StatusDetailing,
			Location: location(r.GetCity(), r.GetRegion(), r.GetCountry())},
		Files: []portal.CarriedFile{pdfFile(name, key, pdf.Bytes(), f.Name)},
	}, r.GetEmail(), r.GetName())
	if err != nil {
		_ = s.blobs.Delete(context.WithoutCancel(ctx), key)
		return nil, err
	}
	err = s.store.Accept(ctx, Accept{QuoteID: uuidOf(q.GetId()), Record: rec, Today: s.today(), Expired: s.expired(ctx, q),
		Started: started, Now: now, FileName: name,
		Origin: audit.Origin{Actor: actor.Actor{Name: f.Name}, Addr: f.Addr, Procedure: f.Procedure}})
	if err != nil {
		started.Undo()
		_ = s.blobs.Delete(context.WithoutCancel(ctx), key)
		return nil, err
	}
	return s.View(ctx, token)
}

func location(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, ", ")
}
