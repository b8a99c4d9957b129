package rfi

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// List answers a page of RFIs: of one project, or (staff only, projectID "") of all.
func (s *Service) List(ctx context.Context, c actor.Actor, projectID string, f *Filter, size int32, token string) ([]*Rfi, string, int32, error) {
	var v validate.Checker
	var project *uuid.UUID
	if projectID != "" || !c.IsStaff() {
		id, err := apperr.ParseID(projectID, ErrProjectNotFound)
		if err != nil {
			return nil, "", 0, err
		}
		project = &id
	}
	_, known := portalv1.RfiStatus_name[int32(f.GetStatus())]
	v.Check(known, "filter.status", "Not a status")
	_, known = portalv1.RfiCourt_name[int32(f.GetBallInCourt())]
	v.Check(known, "filter.ball_in_court", "Not a court")
	query := strings.TrimSpace(f.GetQuery())
	v.Text("filter.query", query)
	v.MaxLen("filter.query", "Search", query, 200)
	if err := v.Err(); err != nil {
		return nil, "", 0, err
	}
	a := accessOf(c)
	if project != nil && a.Reviewer == nil {
		// Another organization's project answers NotFound rather than an empty list.
		if _, err := s.store.Settings(ctx, *project, a.Scope); err != nil {
			return nil, "", 0, err
		}
	}
	today := s.today()
	var total int32
	rows, next, err := keyset.Fetch(size, token, func(r keyset.Request) ([]*Rfi, error) {
		rs, n, err := s.store.Page(ctx, Page{ProjectID: project, Access: a, Filter: &Filter{
			Status: f.GetStatus(), OverdueOnly: f.GetOverdueOnly(), Query: query, BallInCourt: f.GetBallInCourt(),
		}, Today: today, Number: numberQuery(query), Page: r})
		total = n
		return rs, err
	}, func(r *Rfi) (time.Time, uuid.UUID) {
		return r.GetCreateTime().AsTime(), uuid.MustParse(r.GetId())
	})
	for _, r := range rows {
		s.finish(r, today)
	}
	return rows, next, total, err
}

// numberQuery is the RFI number a search names ("RFI-012", "12"), as text; "" if none.
func numberQuery(q string) string {
	q = strings.TrimPrefix(strings.ToUpper(q), "RFI-")
	n, err := strconv.Atoi(q)
	if err != nil || n <= 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// finish fills what is computed, not stored: the number's text, the court and the clock.
func (s *Service) finish(r *Rfi, today time.Time) {
	if r == nil {
		return
	}
	r.NumberText = NumberText(r.GetNumber())
	r.BallInCourt = Court(r)
	r.BallInCourtName = ""
	if r.BallInCourt == CourtClient {
		r.BallInCourtName = r.GetAssignee().GetName()
		if r.BallInCourtName == "" {
			r.BallInCourtName = r.GetAssignee().GetEmail()
		}
	}
	Clock(r, today)
}

// Get answers one RFI with its history and thread.
func (s *Service) Get(ctx context.Context, c actor.Actor, id string) (*Rfi, error) {
	rid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	r, err := s.store.Get(ctx, rid, accessOf(c))
	if err != nil {
		return nil, err
	}
	s.finish(r, s.today())
	return r, nil
}

// Create raises an RFI: staff as a draft or open, asked of a client user or outside
// reviewer; a client user opens one to the firm at once.
func (s *Service) Create(ctx context.Context, c actor.Actor, in *Input, draft bool) (*Rfi, error) {
	if c.IsReviewer() {
		return nil, apperr.PermissionDenied("outside reviewers answer RFIs; they do not raise them")
	}
	projectID, err := apperr.ParseID(in.GetProjectId(), ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	today := s.today()
	var v validate.Checker
	clean, due := s.clean(&v, in, c.IsStaff(), today)
	if err := v.Err(); err != nil {
		return nil, err
	}
	status := Open
	if draft && c.IsStaff() {
		status = Draft
	}
	var def func(*Settings) time.Time
	if due.IsZero() && status == Open {
		days, err := s.store.NonWorkingDays(ctx)
		if err != nil {
			return nil, err
		}
		cal := CalendarOf(days)
		def = func(st *Settings) time.Time { return cal.RequiredBy(today, st) }
	}
	r, err := s.store.Create(ctx, Creating{
		ProjectID: projectID, In: clean, Status: status, RequiredBy: due, Default: def, By: c,
		Mails: s.mails(ctx, "raised"), At: s.now(),
	})
	if err != nil {
		return nil, err
	}
	s.finish(r, today)
	return r, nil
}

// change runs decide on the locked RFI and finishes the answer.
func (s *Service) change(ctx context.Context, c actor.Actor, id string, decide Decide, what string) (*Rfi, error) {
	rid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	at := s.now()
	timed := func(cur *Rfi) (*Edit, error) {
		e, err := decide(cur)
		if e != nil {
			e.At = at
		}
		return e, err
	}
	r, err := s.store.Change(ctx, rid, accessOf(c), c, timed, s.mails(ctx, what))
	if err != nil {
		return nil, err
	}
	s.finish(r, s.today())
	return r, nil
}

// Update rewrites a Draft or Open RFI's fields (staff).
func (s *Service) Update(ctx context.Context, c actor.Actor, id string, in *Input) (*Rfi, error) {
	var v validate.Checker
	clean, due := s.clean(&v, in, true, s.today())
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "edited", Draft, Open); err != nil {
			return nil, err
		}
		return &Edit{Status: cur.GetStatus(), Fields: clean, RequiredBy: due, Action: "edited"}, nil
	}, "edited")
}

// OpenDraft sends a draft: it opens with its required-by date, or the project's
// response time from today.
func (s *Service) OpenDraft(ctx context.Context, c actor.Actor, id string) (*Rfi, error) {
	cur, err := s.Get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	today := s.today()
	due := time.Time{}
	if cur.GetRequiredBy() == "" {
		st, err := s.store.Settings(ctx, uuid.MustParse(cur.GetProjectId()), nil)
		if err != nil {
			return nil, err
		}
		days, err := s.store.NonWorkingDays(ctx)
		if err != nil {
			return nil, err
		}
		due = CalendarOf(days).RequiredBy(today, st)
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "opened", Draft); err != nil {
			return nil, err
		}
		if d, err := time.Parse(time.DateOnly, cur.GetRequiredBy()); err == nil && d.Before(today) {
			return nil, &validate.Error{Violations: []validate.Violation{{Field: "rfi.required_by", Message: "The required-by date has passed: choose another before opening it"}}}
		}
		return &Edit{Status: Open, RequiredBy: due, Action: "opened"}, nil
	}, "opened")
}

// Answer gives the official answer to an Open RFI: the client's side answers what the
// firm asked; staff answer what the client asked, or record the client's answer.
func (s *Service) Answer(ctx context.Context, c actor.Actor, id, answer string) (*Rfi, error) {
	var v validate.Checker
	clean := s.rich(&v, "answer", "The answer", answer)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "answered", Open); err != nil {
			return nil, err
		}
		if !c.IsStaff() && !cur.GetRaisedByFirm() {
			return nil, apperr.FailedPrecondition(NumberText(cur.GetNumber()) + " is asked of the firm: the firm answers it")
		}
		return &Edit{Status: Answered, Answer: clean, Action: "answered"}, nil
	}, "answered")
}

// Close closes an Open or Answered RFI (staff).
func (s *Service) Close(ctx context.Context, c actor.Actor, id string) (*Rfi, error) {
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "closed", Open, Answered); err != nil {
			return nil, err
		}
		return &Edit{Status: Closed, Action: "closed"}, nil
	}, "closed")
}

// Reopen returns an Answered or Closed RFI to Open, with a reason (staff).
func (s *Service) Reopen(ctx context.Context, c actor.Actor, id, reason string) (*Rfi, error) {
	var v validate.Checker
	why := note(&v, reason)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "reopened", Answered, Closed); err != nil {
			return nil, err
		}
		return &Edit{Status: Open, Action: "reopened", Note: why}, nil
	}, "reopened")
}

// VoidRfi withdraws an RFI that is not Closed or Void, with a reason (staff).
func (s *Service) VoidRfi(ctx context.Context, c actor.Actor, id, reason string) (*Rfi, error) {
	var v validate.Checker
	why := note(&v, reason)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "voided", Draft, Open, Answered); err != nil {
			return nil, err
		}
		return &Edit{Status: Void, Action: "voided", Note: why}, nil
	}, "voided")
}

// Post adds a message to the RFI's thread (not a Draft's or a Void one's).
func (s *Service) Post(ctx context.Context, c actor.Actor, id, body string) (*Rfi, error) {
	var v validate.Checker
	clean := s.rich(&v, "body", "The message", body)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return s.change(ctx, c, id, func(cur *Rfi) (*Edit, error) {
		if err := must(cur, "discussed", Open, Answered, Closed); err != nil {
			return nil, err
		}
		return &Edit{Status: cur.GetStatus(), Post: clean}, nil
	}, "posted")
}
