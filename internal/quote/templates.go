package quote

import (
	"context"
	"strings"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/validate"
)

func termsViolation() error {
	return &validate.Error{Violations: []validate.Violation{{Field: "content.terms_template_id", Message: "Choose terms from the templates"}}}
}

const kindPrefix = "QUOTE_TEMPLATE_KIND_"

// checkTemplate trims and checks a template's title and body.
func checkTemplate(title, body string) (string, string, error) {
	title, body = strings.TrimSpace(title), strings.TrimSpace(body)
	var v validate.Checker
	v.Require("title", title, "Please give the template a title")
	v.MaxLen("title", "Title", title, 200)
	v.Text("title", title)
	v.Require("body", body, "Please write the template's text")
	v.MaxLen("body", "Text", body, 20000)
	return title, body, v.Err()
}

// Templates lists the current templates (of one kind, or all).
func (s *Service) Templates(ctx context.Context, kind adminv1.QuoteTemplateKind) ([]*Template, error) {
	k := ""
	if kind != adminv1.QuoteTemplateKind_QUOTE_TEMPLATE_KIND_UNSPECIFIED {
		k = strings.TrimPrefix(kind.String(), kindPrefix)
	}
	return s.store.Templates(ctx, k)
}

// CreateTemplate adds a template (version 1).
func (s *Service) CreateTemplate(ctx context.Context, kind adminv1.QuoteTemplateKind, title, body string) (*Template, error) {
	if kind == adminv1.QuoteTemplateKind_QUOTE_TEMPLATE_KIND_UNSPECIFIED || adminv1.QuoteTemplateKind_name[int32(kind)] == "" {
		return nil, &validate.Error{Violations: []validate.Violation{{Field: "kind", Message: "Choose inclusion, exclusion or terms"}}}
	}
	title, body, err := checkTemplate(title, body)
	if err != nil {
		return nil, err
	}
	return s.store.TemplateCreate(ctx, uuid.New(), strings.TrimPrefix(kind.String(), kindPrefix), title, body)
}

// UpdateTemplate writes a template's next version.
func (s *Service) UpdateTemplate(ctx context.Context, familyID, title, body string) (*Template, error) {
	id, err := uuid.Parse(familyID)
	if err != nil {
		return nil, ErrTemplateNotFound
	}
	title, body, err = checkTemplate(title, body)
	if err != nil {
		return nil, err
	}
	return s.store.TemplateUpdate(ctx, id, title, body)
}

// RetireTemplate takes a template out of the choices.
func (s *Service) RetireTemplate(ctx context.Context, familyID string) error {
	id, err := uuid.Parse(familyID)
	if err != nil {
		return ErrTemplateNotFound
	}
	return s.store.TemplateRetire(ctx, id)
}
