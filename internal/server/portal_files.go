package server

import (
	"net/http"
	"strings"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portal/portalhttp"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/resumable/tushttp"
)

// mountPortalFiles serves the portal's uploads (tus, admitted by a client's or a staff
// session) and its signed downloads.
func mountPortalFiles(mux *http.ServeMux, d Deps) {
	s := d.Services
	if s.PortalFiles == nil {
		return
	}
	adm := portalhttp.NewUploads(s.PortalFiles, portalCallers(s.Auth, s.Portal))
	tus, err := tushttp.NewWith(portalhttp.UploadPath, adm, s.Uploads.Config().MaxFile, s.UploadStore, d.Log)
	if err != nil {
		// Its configuration is fixed here; reaching this is a bug.
		panic(err)
	}
	mux.Handle(portalhttp.UploadPath, http.StripPrefix(strings.TrimSuffix(portalhttp.UploadPath, "/"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pubcache.Unchanged(r.Context())
		tus.ServeHTTP(w, r)
	})))
	portalhttp.NewDownloads(s.PortalFiles, d.Log).Mount(mux)
}

// portalCallers resolves a bearer token into a client (looked up among client sessions
// first) or a staff user (who must have passed their sign-in's steps).
func portalCallers(a *auth.Service, p *portal.Service) portalhttp.Callers {
	return func(r *http.Request) (actor.Actor, error) {
		token := auth.BearerToken(r.Header.Get("Authorization"))
		if token == "" {
			return actor.Actor{}, portal.ErrUnauthenticated
		}
		if cs, err := p.Authenticate(r.Context(), token); err == nil {
			return cs.User.Actor(), nil
		}
		ss, err := a.Authenticate(r.Context(), token)
		if err != nil {
			return actor.Actor{}, portal.ErrUnauthenticated
		}
		if err := a.Gate(ss.User); err != nil {
			return actor.Actor{}, err
		}
		return ss.User.Actor(), nil
	}
}
