package server

import (
	"net/http"

	"github.com/gusset/gusset/internal/quote/quotehttp"
)

// mountQuotes serves the proposals' PDFs over their signed links.
func mountQuotes(mux *http.ServeMux, d Deps) {
	if d.Services.Quotes == nil {
		return
	}
	quotehttp.NewPDFs(d.Services.Quotes, d.Log).Mount(mux)
}
