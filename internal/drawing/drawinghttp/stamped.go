package drawinghttp

import (
	"errors"
	"net/http"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprange"
)

// serveStamped answers a review's stamped PDF, with Range, as an attachment. A stamped
// file is written once under its own key and never changes: the review's id is its ETag.
func (h *Downloads) serveStamped(w http.ResponseWriter, r *http.Request) {
	f, blob, err := h.d.OpenStamped(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: download the stamped drawing again from the transmittal.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, h.log, "stamped drawing download", err)
		return
	}
	defer blob.Close()
	pdfHeaders(w, f.Name, f.ID.String())
	httprange.ServeContent(w, r, f.CreateTime, blob)
}
