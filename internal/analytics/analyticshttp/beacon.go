// Package analyticshttp is the endpoint the app's page views are sent to
// (navigator.sendBeacon): POST /analytics/event.
package analyticshttp

import (
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/validate"
)

// Path is the endpoint's path.
const Path = "/analytics/event"

// Handler takes page views.
type Handler struct {
	svc *analytics.Service
	log *slog.Logger
}

// New returns the handler.
func New(svc *analytics.Service, log *slog.Logger) *Handler { return &Handler{svc: svc, log: log} }

// Mount registers the endpoint on mux.
func (h *Handler) Mount(mux *http.ServeMux) { mux.Handle("POST "+Path, h) }

// ServeHTTP answers 204 once the page view is queued (or not counted: a bot, a browser
// sending Sec-GPC: 1, a network past its cap), 400 for a body that is not a page view or
// holds a control character (analytics.ParseBeacon); it never waits on the database.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, analytics.MaxBeaconBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if !errors.As(err, &tooLarge) {
			// The client went away mid-body: nothing to answer it.
			return
		}
		errmap.WriteError(w, h.log, "analytics", &validate.Error{Violations: []validate.Violation{{Field: "u", Message: "the body is too large for a page view"}}})
		return
	}
	view, err := analytics.ParseBeacon(body, r.Host)
	if err != nil {
		errmap.WriteError(w, h.log, "analytics", err)
		return
	}
	h.svc.View(analytics.VisitFrom(r), view)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}
