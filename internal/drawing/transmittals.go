package drawing

import (
	"context"
	"fmt"
	"strings"
	"time"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// TopicTransmittal is the outbox topic of a transmittal's mails.
const TopicTransmittal = "drawing.transmittal"

// NumberText is how a transmittal's number reads: T-0001.
func NumberText(n int32) string { return fmt.Sprintf("T-%04d", n) }

// ClientTransmittalPath is a transmittal's page in the portal.
func ClientTransmittalPath(t *Transmittal) string {
	return "/portal/projects/" + t.GetProjectId() + "/transmittals/" + t.GetId()
}

// statusOnIssue is what a transmittal of purpose makes its sheets (UNSPECIFIED: they keep
// their status: copies for the field or for information change nothing).
func statusOnIssue(p portalv1.TransmittalPurpose) portalv1.SheetStatus {
	switch p {
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL:
		return portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION:
		return portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_FABRICATION
	default:
		return portalv1.SheetStatus_SHEET_STATUS_UNSPECIFIED
	}
}

// SendTransmittal writes a transmittal with the project's next number and mails each
// recipient and copy a link to it, in one transaction (staff).
func (s *Service) SendTransmittal(ctx context.Context, c actor.Actor, in *Input) (*Transmittal, error) {
	projectID, err := apperr.ParseID(in.GetProjectId(), ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	var v validate.Checker
	purpose := in.GetPurpose()
	_, known := portalv1.TransmittalPurpose_name[int32(purpose)]
	v.Check(known && purpose != portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_UNSPECIFIED, "transmittal.purpose", "Choose the purpose")
	v.Check(len(in.GetRecipientIds()) > 0 || hasReviewerRecipient(in.GetReviewers()), "transmittal.recipient_ids", "Send it to at least one person")
	checkItems(&v, in)
	v.Check(len(in.GetRecipientIds())+len(in.GetCopyIds())+len(in.GetReviewers()) <= 50, "transmittal.copy_ids", "At most 50 people")
	parseIDs(&v, "transmittal.recipient_ids", in.GetRecipientIds(), "Not a person of the client")
	parseIDs(&v, "transmittal.copy_ids", in.GetCopyIds(), "Not a person of the client")
	parseIDs(&v, "transmittal.revision_ids", in.GetRevisionIds(), "Not a sheet revision of the project")
	message := strings.TrimSpace(in.GetMessage())
	v.MaxLen("transmittal.message", "Message", message, 5000)
	issue := dateOf(&v, "transmittal.issue_date", in.GetIssueDate(), s.now().UTC())
	due := dateOf(&v, "transmittal.due_date", in.GetDueDate(), time.Time{})
	if !due.IsZero() && !issue.IsZero() && due.Before(issue) {
		v.Add("transmittal.due_date", "The due date cannot be before the issue date")
	}
	checkResubmits(&v, in)
	reviewers, tokens, err := reviewersOf(&v, in.GetReviewers(), s.now())
	if err != nil {
		return nil, err
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	cfg := s.mailConfig(ctx)
	t, err := s.store.TransmittalSend(ctx, Sending{
		ProjectID: projectID, In: withMessage(in, message), Issue: issue, Due: due, By: c, Status: statusOnIssue(purpose),
		Reviewers: reviewers,
		Mails: func(t *Transmittal, languages map[string]string) []mail.Message {
			return transmittalMails(cfg, t, tokens, languages)
		},
	})
	if err != nil {
		return nil, err
	}
	s.clockTransmittals(t)
	return t, nil
}

func withMessage(in *Input, message string) *Input {
	out := &Input{ProjectId: in.GetProjectId(), Purpose: in.GetPurpose(), RecipientIds: in.GetRecipientIds(), CopyIds: in.GetCopyIds(),
		RevisionIds: in.GetRevisionIds(), Message: message, IssueDate: in.GetIssueDate(), DueDate: in.GetDueDate(),
		ResubmitsId: in.GetResubmitsId(), Reviewers: in.GetReviewers(), FileIds: in.GetFileIds(),
		ConfirmRfiHolds: in.GetConfirmRfiHolds()}
	return out
}

// dateOf reads a YYYY-MM-DD date; "" is def.
func dateOf(v *validate.Checker, field, s string, def time.Time) time.Time {
	if strings.TrimSpace(s) == "" {
		return time.Date(def.Year(), def.Month(), def.Day(), 0, 0, 0, 0, time.UTC)
	}
	d, err := time.Parse(time.DateOnly, strings.TrimSpace(s))
	if err != nil {
		v.Add(field, "A date is YYYY-MM-DD")
	}
	return d
}

func titleAfter(title string) string {
	if title == "" {
		return ""
	}
	return " (" + title + ")"
}

// purposeWords is a purpose as the mail and the log read it.
func purposeWords(p portalv1.TransmittalPurpose) string {
	switch p {
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL:
		return "for approval"
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL:
		return "resubmittal"
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION:
		return "for fabrication"
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FIELD_USE:
		return "for field use"
	case portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_INFORMATION:
		return "for information"
	default:
		return ""
	}
}

// ListTransmittals is a project's transmittals, newest first.
func (s *Service) ListTransmittals(ctx context.Context, c actor.Actor, projectID string) ([]*Transmittal, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	ts, err := s.store.TransmittalList(ctx, id, c.Scope())
	s.clockTransmittals(ts...)
	return ts, err
}

// GetTransmittal answers one transmittal; a client recipient's first open is recorded.
func (s *Service) GetTransmittal(ctx context.Context, c actor.Actor, transmittalID string) (*Transmittal, error) {
	id, err := apperr.ParseID(transmittalID, ErrTransmittalNotFound)
	if err != nil {
		return nil, err
	}
	if c.IsReviewer() {
		return s.reviewerTransmittal(ctx, c, id)
	}
	t, err := s.store.TransmittalGet(ctx, id, c.Scope())
	if err != nil || c.IsStaff() {
		s.clockTransmittals(t)
		return s.withAccessEnd(t), err
	}
	if err := s.store.TransmittalOpened(ctx, id, c.ID, s.now()); err != nil {
		return nil, err
	}
	// The answer shows the open it recorded.
	t, err = s.store.TransmittalGet(ctx, id, c.Scope())
	s.clockTransmittals(t)
	return s.withAccessEnd(t), err
}
