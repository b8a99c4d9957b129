package rfi

import (
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/validate"
)

// Limits of an RFI's fields.
const (
	maxSubject    = 200
	maxQuestion   = 100_000
	maxResolution = 20_000
	maxReference  = 200
	maxReferences = 50
	maxSheets     = 200
	maxPeople     = 50
	maxNote       = 5000
)

// clean checks an RFI's fields as its raiser wrote them and answers them tidied: the
// question sanitized, blank references dropped, ids each once. firm: staff raise it and
// must name who answers. The sheets' project and the people's organization are the
// store's to check (in its transaction).
func (s *Service) clean(v *validate.Checker, in *Input, firm bool, today time.Time) (*Input, time.Time) {
	out := &Input{
		ProjectId: in.GetProjectId(), Subject: strings.TrimSpace(in.GetSubject()),
		ProposedResolution: strings.TrimSpace(in.GetProposedResolution()),
		CostImpact:         in.GetCostImpact(), ScheduleImpact: in.GetScheduleImpact(),
	}
	v.Text("rfi.subject", out.Subject)
	v.Require("rfi.subject", out.Subject, "Give the RFI a subject")
	v.MaxLen("rfi.subject", "Subject", out.Subject, maxSubject)
	v.Text("rfi.question", in.GetQuestion())
	v.MaxLen("rfi.question", "Question", in.GetQuestion(), maxQuestion)
	question, visible := s.sanitizer.Sanitize(in.GetQuestion())
	v.Check(visible, "rfi.question", "Ask the question")
	out.Question = question
	v.Text("rfi.proposed_resolution", out.ProposedResolution)
	v.MaxLen("rfi.proposed_resolution", "Proposed resolution", out.ProposedResolution, maxResolution)
	for i, r := range in.GetReferences() {
		r = strings.TrimSpace(r)
		field := fmt.Sprintf("rfi.references[%d]", i)
		v.Text(field, r)
		v.MaxLen(field, "A reference", r, maxReference)
		if r != "" {
			out.References = append(out.References, r)
		}
	}
	v.Check(len(out.References) <= maxReferences, "rfi.references", fmt.Sprintf("At most %d references", maxReferences))
	v.Check(len(in.GetSheetIds()) <= maxSheets, "rfi.sheet_ids", fmt.Sprintf("At most %d sheets", maxSheets))
	out.SheetIds = ids(v, "rfi.sheet_ids", in.GetSheetIds(), "Not a sheet of this project's register")
	if firm {
		v.Require("rfi.assignee_id", in.GetAssigneeId(), "Choose who must answer")
		if in.GetAssigneeId() != "" {
			if _, err := uuid.Parse(in.GetAssigneeId()); err != nil {
				v.Add("rfi.assignee_id", "Not a person of the client or an outside reviewer")
			}
			out.AssigneeId = in.GetAssigneeId()
		}
	}
	v.Check(len(in.GetDistributionIds()) <= maxPeople, "rfi.distribution_ids", fmt.Sprintf("At most %d people", maxPeople))
	out.DistributionIds = ids(v, "rfi.distribution_ids", in.GetDistributionIds(), "Not a person of the client or an outside reviewer")
	var due time.Time
	if d := strings.TrimSpace(in.GetRequiredBy()); d != "" {
		t, err := time.Parse(time.DateOnly, d)
		switch {
		case err != nil:
			v.Add("rfi.required_by", "A date is YYYY-MM-DD")
		case t.Before(today):
			v.Add("rfi.required_by", "The required-by date cannot be in the past")
		default:
			due = t
			out.RequiredBy = d
		}
	}
	return out, due
}

// ids parses each id (a malformed one is a violation of field[i]) and drops repeats.
func ids(v *validate.Checker, field string, in []string, msg string) []string {
	seen := map[uuid.UUID]bool{}
	var out []string
	for i, s := range in {
		id, err := uuid.Parse(s)
		if err != nil {
			v.Add(fmt.Sprintf("%s[%d]", field, i), msg)
			continue
		}
		if !seen[id] {
			seen[id] = true
			out = append(out, id.String())
		}
	}
	return out
}

// note is a reopen's or void's reason: required, plain text.
func note(v *validate.Checker, reason string) string {
	reason = strings.TrimSpace(reason)
	v.Text("reason", reason)
	v.Require("reason", reason, "Give the reason")
	v.MaxLen("reason", "Reason", reason, maxNote)
	return reason
}

// rich is an answer's or post's text, sanitized; blank is a violation of field.
func (s *Service) rich(v *validate.Checker, field, label, raw string) string {
	v.Text(field, raw)
	v.MaxLen(field, label, raw, maxQuestion)
	clean, visible := s.sanitizer.Sanitize(raw)
	v.Check(visible, field, label+" is empty")
	return clean
}
