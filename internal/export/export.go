// Package export serves staff, as CSV files, the people who wrote to the firm: newsletter
// subscribers, job applicants (every job) and contact messages, for a spreadsheet or a CRM.
package export

import (
	"context"
	"encoding/csv"
	"log/slog"
	"net/http"
	"time"

	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/csvcell"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/newsletter"
)

// Authorizer reports whether the request carries a valid staff session.
type Authorizer func(r *http.Request) error

// Handlers serve /exports/*.csv.
type Handlers struct {
	Contact    *contact.Service
	Newsletter *newsletter.Service
	Jobs       *careers.Service
	Staff      Authorizer
	Log        *slog.Logger
}

// Mount registers the exports on mux.
func (h *Handlers) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET /exports/subscribers.csv", h.serve("subscribers", h.subscribers))
	mux.HandleFunc("GET /exports/applicants.csv", h.serve("applicants", h.applicants))
	mux.HandleFunc("GET /exports/contact-messages.csv", h.serve("contact-messages", h.messages))
}

// pageSize is how many rows each read takes; a file is written as it is read.
const pageSize = 100

type rowsFunc func(ctx context.Context, write func(...string) error) error

func (h *Handlers) serve(name string, rows rowsFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h.Staff(r); err != nil {
			errmap.WriteError(w, h.Log, "export", err)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+name+"-"+time.Now().UTC().Format("2006-01-02")+`.csv"`)
		w.Header().Set("Cache-Control", "no-store")
		cw := csv.NewWriter(w)
		write := func(cells ...string) error {
			for i, c := range cells {
				cells[i] = neutralize(c)
			}
			return cw.Write(cells)
		}
		if err := rows(r.Context(), write); err != nil {
			// Headers are sent: the truncated file ends here, and the log says why.
			h.Log.ErrorContext(r.Context(), "export", "file", name, "err", err)
			return
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			h.Log.WarnContext(r.Context(), "export", "file", name, "err", err)
		}
	}
}

// neutralize is csvcell.Neutralize: no cell of an export runs as a formula.
func neutralize(s string) string { return csvcell.Neutralize(s) }

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func stampOpt(t *time.Time) string {
	if t == nil {
		return ""
	}
	return stamp(*t)
}

// all reads every page of list and writes each item.
func all[T any](ctx context.Context, list func(ctx context.Context, size int32, token string) ([]T, string, error), each func(T) error) error {
	token := ""
	for {
		items, next, err := list(ctx, pageSize, token)
		if err != nil {
			return err
		}
		for _, it := range items {
			if err := each(it); err != nil {
				return err
			}
		}
		if next == "" {
			return nil
		}
		token = next
	}
}

func (h *Handlers) subscribers(ctx context.Context, write func(...string) error) error {
	if err := write("email", "status", "subscribed", "confirmed", "unsubscribed"); err != nil {
		return err
	}
	return all(ctx, h.Newsletter.List, func(s newsletter.Subscriber) error {
		return write(s.Email, string(s.Status), stamp(s.CreateTime), stampOpt(s.ConfirmTime), stampOpt(s.UnsubscribeTime))
	})
}

func (h *Handlers) messages(ctx context.Context, write func(...string) error) error {
	if err := write("sent", "name", "email", "phone", "message", "status", "assignee"); err != nil {
		return err
	}
	return all(ctx, func(ctx context.Context, size int32, token string) ([]*contact.Message, string, error) {
		return h.Contact.List(ctx, contact.StatusAny, size, token)
	}, func(m *contact.Message) error {
		return write(stamp(m.GetCreateTime().AsTime()), m.GetName(), m.GetEmail(), m.GetPhone(), m.GetMessage(),
			contact.StatusWord(m.GetStatus()), m.GetAssigneeUsername())
	})
}

func (h *Handlers) applicants(ctx context.Context, write func(...string) error) error {
	roles := map[string]string{}
	err := all(ctx, func(ctx context.Context, size int32, token string) ([]*careers.Job, string, error) {
		return h.Jobs.ListJobs(ctx, false, size, token)
	}, func(j *careers.Job) error {
		roles[j.GetId()] = j.GetRole()
		return nil
	})
	if err != nil {
		return err
	}
	if err := write("applied", "role", "name", "email", "phone", "contacted", "resume"); err != nil {
		return err
	}
	return all(ctx, h.Jobs.ListAllApplications, func(a *careers.Application) error {
		contacted, resume := "no", ""
		if a.GetContacted() {
			contacted = "yes"
		}
		if a.GetResume() != nil {
			resume = a.GetResume().GetFileName()
		}
		return write(stamp(a.GetCreateTime().AsTime()), roles[a.GetJobId()], a.GetName(), a.GetEmail(), a.GetPhone(), contacted, resume)
	})
}
