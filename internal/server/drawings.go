package server

import (
	"net/http"
	"strings"

	"github.com/gusset/gusset/internal/drawing/drawinghttp"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/resumable/tushttp"
)

// mountDrawings serves a bulk add's uploads (tus, staff sessions only), the signed
// downloads of drawing revisions and the signed pictures of their comparisons.
func mountDrawings(mux *http.ServeMux, d Deps) {
	s := d.Services
	if s.Drawings == nil {
		return
	}
	adm := drawinghttp.NewUploads(s.Drawings, portalCallers(s.Auth, s.Portal))
	tus, err := tushttp.NewWith(drawinghttp.UploadPath, adm, s.Uploads.Config().MaxFile, s.UploadStore, d.Log)
	if err != nil {
		// Its configuration is fixed here; reaching this is a bug.
		panic(err)
	}
	mux.Handle(drawinghttp.UploadPath, http.StripPrefix(strings.TrimSuffix(drawinghttp.UploadPath, "/"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pubcache.Unchanged(r.Context())
		tus.ServeHTTP(w, r)
	})))
	drawinghttp.NewDownloads(s.Drawings, d.Log).Mount(mux)
	if s.DrawingComparisons != nil {
		drawinghttp.NewPictures(s.DrawingComparisons, d.Log).Mount(mux)
	}
	drawinghttp.NewCovers(s.Drawings, d.Log).Mount(mux)
}
