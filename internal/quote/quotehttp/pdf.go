// Package quotehttp serves a proposal's PDF over its signed link (docs/quotes.md).
package quotehttp

import (
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/quote"
	"github.com/gusset/gusset/internal/validate"
)

// PDFs serve quote.ProposalPDFPrefix + token + "/pdf".
type PDFs struct {
	q   *quote.Service
	log *slog.Logger
}

// NewPDFs returns the handler.
func NewPDFs(q *quote.Service, log *slog.Logger) *PDFs { return &PDFs{q: q, log: log} }

// Mount adds the route to mux.
func (h *PDFs) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+quote.ProposalPDFPrefix+"{token}/pdf", h.serve)
}

// serve writes the PDF whole once made, so a failure is a clean error status.
func (h *PDFs) serve(w http.ResponseWriter, r *http.Request) {
	name, pdf, err := h.q.ProposalPDF(r.Context(), r.PathValue("token"))
	var bad *validate.Error
	if errors.As(err, &bad) {
		// A tampered or unknown link: nothing to say but that.
		http.Error(w, "This link is not valid. Please open the link in the latest e-mail about this proposal.", http.StatusNotFound)
		return
	}
	if err != nil {
		errmap.WriteError(w, h.log, "proposal pdf", err)
		return
	}
	hd := w.Header()
	// The link is the key: no cache keeps the answer.
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	hd.Set("Content-Type", "application/pdf")
	hd.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	hd.Set("Content-Length", strconv.Itoa(len(pdf)))
	if _, err := w.Write(pdf); err != nil {
		h.log.Debug("writing a proposal pdf", "err", err)
	}
}
