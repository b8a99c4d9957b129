package server

import (
	"net/http"
	"strings"

	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/resumable/tushttp"
	"github.com/gusset/gusset/internal/rfi/rfihttp"
)

// mountRfis serves RFIs' attachment uploads (tus, for whoever sees the RFI) and their
// signed downloads.
func mountRfis(mux *http.ServeMux, d Deps) {
	s := d.Services
	if s.Rfis == nil || s.Uploads == nil {
		return
	}
	adm := rfihttp.NewUploads(s.Rfis, portalCallers(s.Auth, s.Portal))
	tus, err := tushttp.NewWith(rfihttp.UploadPath, adm, s.Uploads.Config().MaxFile, s.UploadStore, d.Log)
	if err != nil {
		// Its configuration is fixed here; reaching this is a bug.
		panic(err)
	}
	mux.Handle(rfihttp.UploadPath, http.StripPrefix(strings.TrimSuffix(rfihttp.UploadPath, "/"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pubcache.Unchanged(r.Context())
		tus.ServeHTTP(w, r)
	})))
	rfihttp.NewDownloads(s.Rfis, d.Log).Mount(mux)
}
