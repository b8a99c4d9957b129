package quote

import (
	"context"
	"strings"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/mail"
)

// deliverableLabels name the request's deliverables in a scope line.
var deliverableLabels = map[string]string{
	"SHOP_ERECTION": "Shop and erection drawings", "CNC_DSTV": "CNC/DSTV files",
	"BOM": "Bill of materials", "IFC": "IFC model",
}

var softwareLabels = map[string]string{"TEKLA": "Tekla Structures", "SDS2": "SDS/2"}

// Draft is a new quote's content pre-filled from the request: a scope line per service
// and per deliverable, its notes, the basis from its tonnage and software, the current
// terms, valid 30 days.
func (s *Service) Draft(ctx context.Context, requestID string) (*Content, error) {
	r, err := s.requests.Get(ctx, requestID)
	if err != nil {
		return nil, err
	}
	c := &Content{ScopeNotes: r.GetScopeNotes(), EstimatedTonnage: r.GetTonnage(),
		Currency: sitev1.QuoteCurrency_QUOTE_CURRENCY_USD, Pricing: sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM,
		ValidUntil: s.today().AddDate(0, 0, 30).Format("2006-01-02")}
	for _, sv := range r.GetServices() {
		c.Scope = append(c.Scope, serviceLabel(sv))
	}
	for _, d := range r.GetDeliverables() {
		c.Scope = append(c.Scope, deliverableLabels[d])
	}
	c.Software = softwareLabels[r.GetSoftware()]
	if r.GetSoftware() == "OTHER" {
		c.Software = r.GetSoftwareOther()
	}
	if r.GetCountry() == "Canada" || strings.EqualFold(r.GetCountry(), "CA") {
		c.Currency = sitev1.QuoteCurrency_QUOTE_CURRENCY_CAD
	}
	if t, err := s.store.CurrentTerms(ctx); err == nil {
		c.TermsTemplateId = t.GetId()
	}
	return c, nil
}

// serviceLabel is a service slug as words ("pemb-detailing" → "Pemb detailing").
func serviceLabel(slug string) string {
	w := strings.ReplaceAll(slug, "-", " ")
	if w == "" {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// saved checks content and copies the terms it names.
func (s *Service) saved(ctx context.Context, in *Content, organizationID string) (Saved, error) {
	c, totals, valid, err := check(in, s.today())
	if err != nil {
		return Saved{}, err
	}
	out := Saved{Content: c, Totals: totals, ValidUntil: valid}
	if organizationID != "" {
		id, err := uuid.Parse(organizationID)
		if err != nil {
			return Saved{}, ErrOrganization
		}
		out.OrganizationID = &id
	}
	if c.TermsTemplateId != "" {
		id, err := uuid.Parse(c.TermsTemplateId)
		if err != nil {
			return Saved{}, termsViolation()
		}
		t, err := s.store.Template(ctx, id)
		if err != nil || t.GetKind().String() != "QUOTE_TEMPLATE_KIND_TERMS" {
			return Saved{}, termsViolation()
		}
		out.TermsID, out.TermsTitle, out.TermsBody, out.TermsVersion = &id, t.GetTitle(), t.GetBody(), t.GetVersion()
	}
	return out, nil
}

// Create numbers a new quote for a request (revision 1, a draft).
func (s *Service) Create(ctx context.Context, by actor.Actor, requestID string, in *Content, organizationID string) (*Quote, error) {
	r, err := s.requests.Get(ctx, requestID)
	if err != nil {
		return nil, err
	}
	sv, err := s.saved(ctx, in, organizationID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	id, err := s.store.Create(ctx, NewQuote{RequestID: uuid.MustParse(r.GetId()), Year: now.UTC().Year(), Saved: sv, By: by.Name, Now: now})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, id.String())
}

// Update edits a draft revision.
func (s *Service) Update(ctx context.Context, id string, in *Content, organizationID string) (*Quote, error) {
	qid, err := parseID(id)
	if err != nil {
		return nil, err
	}
	if _, err := s.store.Get(ctx, qid); err != nil {
		return nil, err
	}
	sv, err := s.saved(ctx, in, organizationID)
	if err != nil {
		return nil, err
	}
	if err := s.store.Update(ctx, qid, sv, s.now()); err != nil {
		return nil, err
	}
	return s.Get(ctx, id)
}

// Revise starts the quote's next revision, a draft copy of its newest.
func (s *Service) Revise(ctx context.Context, by actor.Actor, id string) (*Quote, error) {
	qid, err := parseID(id)
	if err != nil {
		return nil, err
	}
	next, err := s.store.Revise(ctx, qid, by.Name, s.now())
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, next.String())
}

// Send sends a draft revision: the requester is mailed its proposal's link.
func (s *Service) Send(ctx context.Context, id string) (*Quote, error) {
	qid, err := parseID(id)
	if err != nil {
		return nil, err
	}
	cfg := s.mail.At(ctx)
	err = s.store.Send(ctx, qid, s.now(), func(q *Quote) (mail.Message, error) {
		if q.GetRequesterEmail() == "" {
			return mail.Message{}, errNoAddress
		}
		return s.proposalMail(cfg, q), nil
	})
	if err != nil {
		return nil, err
	}
	return s.Get(ctx, id)
}

// Get is a revision, with whether it expired.
func (s *Service) Get(ctx context.Context, id string) (*Quote, error) {
	qid, err := parseID(id)
	if err != nil {
		return nil, err
	}
	q, err := s.store.Get(ctx, qid)
	if err != nil {
		return nil, err
	}
	s.mark(q)
	return q, nil
}

// List is a request's revisions (newest first), or every quote's newest revision.
func (s *Service) List(ctx context.Context, requestID string) ([]*Quote, error) {
	var rid *uuid.UUID
	if requestID != "" {
		r, err := s.requests.Get(ctx, requestID)
		if err != nil {
			return nil, err
		}
		id := uuid.MustParse(r.GetId())
		rid = &id
	}
	qs, err := s.store.List(ctx, rid)
	if err != nil {
		return nil, err
	}
	for _, q := range qs {
		s.mark(q)
	}
	return qs, nil
}

// mark sets whether an open revision is past its validity.
func (s *Service) mark(q *Quote) {
	open := q.GetStatus() == sitev1.QuoteStatus_QUOTE_STATUS_SENT || q.GetStatus() == sitev1.QuoteStatus_QUOTE_STATUS_DRAFT
	q.Expired = open && q.GetContent().GetValidUntil() < s.today().Format("2006-01-02")
}

// Number is a quote's number as printed: Q-2026-0042.
func Number(year, seq int32) string {
	n := "0000" + itoa(seq)
	return "Q-" + itoa(year) + "-" + n[len(n)-max(4, len(itoa(seq))):]
}
