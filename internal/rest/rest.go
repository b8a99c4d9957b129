// Package rest is the thin REST shim that keeps the specification's documented paths
// working. Each route decodes the spec's request shape, calls the Connect service through
// an in-process client (so authorization, validation and error mapping are the services'
// own — there is no second implementation), and answers the spec's JSON shape wrapped as
// {"data": ...}. File parts of multipart bodies stream to the same upload endpoint the
// React app uses, in-process too.
package rest

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/inproc"
	"github.com/gusset/gusset/internal/validate"
)

// maxFormBytes caps the non-file part of request bodies.
const maxFormBytes = 256 << 10

const inprocBase = "http://gusset.inproc"

// Shim serves /api/.
type Shim struct {
	log     *slog.Logger
	http    *http.Client
	uploads Discarder
	auth    authv1connect.AuthServiceClient

	jobs         sitev1connect.JobServiceClient
	applications sitev1connect.ApplicationServiceClient
	gallery      sitev1connect.GalleryServiceClient
	portfolio    sitev1connect.PortfolioServiceClient
	blog         sitev1connect.BlogServiceClient
	contact      sitev1connect.ContactServiceClient
	newsletter   sitev1connect.NewsletterServiceClient
	staffJobs    adminv1connect.JobServiceClient
	staffApps    adminv1connect.ApplicationServiceClient
	staffGallery adminv1connect.GalleryServiceClient
	staffPortf   adminv1connect.PortfolioServiceClient
	staffBlog    adminv1connect.BlogServiceClient
	staffContact adminv1connect.ContactServiceClient
	staffNews    adminv1connect.NewsletterServiceClient
	staffDash    adminv1connect.DashboardServiceClient
}

// New returns the shim calling the services and upload endpoint served by h; uploads
// removes the uploads of its forms that no record claimed.
func New(h http.Handler, log *slog.Logger, uploads Discarder) *Shim {
	c := &http.Client{Transport: inproc.Transport{Handler: h}}
	return &Shim{
		log: log, http: c, uploads: uploads,
		auth:         authv1connect.NewAuthServiceClient(c, inprocBase),
		jobs:         sitev1connect.NewJobServiceClient(c, inprocBase),
		applications: sitev1connect.NewApplicationServiceClient(c, inprocBase),
		gallery:      sitev1connect.NewGalleryServiceClient(c, inprocBase),
		portfolio:    sitev1connect.NewPortfolioServiceClient(c, inprocBase),
		blog:         sitev1connect.NewBlogServiceClient(c, inprocBase),
		contact:      sitev1connect.NewContactServiceClient(c, inprocBase),
		newsletter:   sitev1connect.NewNewsletterServiceClient(c, inprocBase),
		staffJobs:    adminv1connect.NewJobServiceClient(c, inprocBase),
		staffApps:    adminv1connect.NewApplicationServiceClient(c, inprocBase),
		staffGallery: adminv1connect.NewGalleryServiceClient(c, inprocBase),
		staffPortf:   adminv1connect.NewPortfolioServiceClient(c, inprocBase),
		staffBlog:    adminv1connect.NewBlogServiceClient(c, inprocBase),
		staffContact: adminv1connect.NewContactServiceClient(c, inprocBase),
		staffNews:    adminv1connect.NewNewsletterServiceClient(c, inprocBase),
		staffDash:    adminv1connect.NewDashboardServiceClient(c, inprocBase),
	}
}

// Route is one REST path: the spec's table, plus the few reads the spec implies.
type Route struct {
	Pattern string
	// Staff routes answer 401 at once to a caller without a token, rather than a
	// complaint about the body; the services decide on a token that is sent.
	Staff   bool
	handler func(s *Shim, w http.ResponseWriter, r *http.Request)
}

// Routes lists every route of the shim.
func Routes() []Route {
	return []Route{
		{"POST /api/user/login", false, (*Shim).login},
		{"GET /api/user/me", true, (*Shim).me},
		{"POST /api/user/response", false, (*Shim).sendMessage},
		{"GET /api/user/userData", true, (*Shim).listMessages},

		{"POST /api/jobrole/create", true, (*Shim).createJob},
		{"GET /api/jobrole/all", false, (*Shim).listJobs},
		{"PUT /api/jobrole/update/{id}", true, (*Shim).updateJob},
		{"DELETE /api/jobrole/delete/{id}", true, (*Shim).deleteJob},

		{"GET /api/applications/all/{jobId}", true, (*Shim).listApplications},
		{"GET /api/applications/{id}", true, (*Shim).getApplication},
		{"PUT /api/applications/update/{jobId}/{id}", true, (*Shim).setContacted},
		{"POST /api/applications/create/{jobId}", false, (*Shim).apply},
		{"DELETE /api/applications/delete/{jobId}/{id}", true, (*Shim).deleteApplication},

		{"POST /api/portfolioWork/create", true, (*Shim).createPortfolio},
		{"GET /api/portfolioWork/all", false, (*Shim).listPortfolio},
		{"PUT /api/portfolioWork/update/{id}", true, (*Shim).updatePortfolio},
		{"DELETE /api/portfolioWork/delete/{id}", true, (*Shim).deletePortfolio},

		{"POST /api/project/create", true, (*Shim).createProject},
		{"GET /api/project/all", false, (*Shim).listProjects},
		{"GET /api/project/sampleFiles/{department}", false, (*Shim).listProjectsByDepartment},
		{"PATCH /api/project/update/{id}", true, (*Shim).updateProject},
		{"DELETE /api/project/delete/{id}", true, (*Shim).deleteProject},
		{"GET /api/project/{id}", false, (*Shim).getProject},
		{"PATCH /api/project/{id}", false, (*Shim).getProject},

		{"POST /api/blog/posts", true, (*Shim).createPost},
		{"GET /api/blog/posts", false, (*Shim).listPosts},
		{"GET /api/blog/posts/{id}", false, (*Shim).getPost},
		{"PUT /api/blog/posts/{id}", true, (*Shim).updatePost},
		{"DELETE /api/blog/posts/{id}", true, (*Shim).deletePost},
		{"PATCH /api/blog/posts/{id}/like", false, (*Shim).likePost},

		{"POST /api/newsletter/subscribe", false, (*Shim).subscribe},
		{"GET /api/newsletter/subscribers", true, (*Shim).listSubscribers},
		{"GET /api/dashboard", true, (*Shim).dashboard},
	}
}

// Mount registers the shim's routes under /api/ on mux. public wraps the public reads (GET
// routes anyone may call): the cache of their answers (nil: none).
func (s *Shim) Mount(mux *http.ServeMux, public func(http.Handler) http.Handler) {
	for _, rt := range Routes() {
		var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if rt.Staff {
				if auth.BearerToken(r.Header.Get("Authorization")) == "" {
					// No token at all: say so before reading a body. A token is checked by
					// the services the route calls, once.
					s.fail(w, connect.NewError(connect.CodeUnauthenticated, auth.ErrUnauthenticated))
					return
				}
				r = r.WithContext(context.WithValue(r.Context(), staffRouteKey{}, true))
			}
			if err := validate.URLText(r.URL.Path, r.URL.Query()); err != nil {
				s.refuse(w, r, err)
				return
			}
			r, uploads := withFormUploads(r)
			rt.handler(s, s.discardingFirst(r.Context(), w, uploads), r)
		})
		if public != nil && !rt.Staff && strings.HasPrefix(rt.Pattern, "GET ") {
			h = public(h)
		}
		mux.Handle(rt.Pattern, h)
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, connect.NewError(connect.CodeNotFound, errors.New("no such API path")))
	})
}

// call prepares an in-process request: the caller's bearer token and connection address
// travel with it.
func call[T any](r *http.Request, msg *T) (context.Context, *connect.Request[T]) {
	req := connect.NewRequest(msg)
	if h := r.Header.Get("Authorization"); h != "" {
		req.Header().Set("Authorization", h)
	}
	return inproc.WithRemoteAddr(r.Context(), r.RemoteAddr), req
}

// hasToken reports whether the caller sent a bearer token; public lists then show what
// staff may see, and the service refuses a bad token.
func hasToken(r *http.Request) bool {
	return r.Header.Get("Authorization") != ""
}

type envelope struct {
	Data any `json:"data"`
}

func writeData(w http.ResponseWriter, data any) {
	errmap.WriteJSON(w, http.StatusOK, envelope{Data: data})
}

func writeCreated(w http.ResponseWriter, data any) {
	errmap.WriteJSON(w, http.StatusCreated, envelope{Data: data})
}

// fail answers err (usually a Connect error from the in-process call) as JSON.
func (s *Shim) fail(w http.ResponseWriter, err error) {
	errmap.WriteError(w, s.log, "rest", err)
}

// badRequest answers a request the shim itself could not read.
func (s *Shim) badRequest(w http.ResponseWriter, r *http.Request, message string) {
	s.refuse(w, r, connect.NewError(connect.CodeInvalidArgument, errors.New(message)))
}

type staffRouteKey struct{}

// refuse answers a mistake the shim found before calling a service. On a staff route the
// token has not been checked yet: a caller without a valid session hears 401, not what
// is wrong with the request. Only this error path pays for the extra lookup.
func (s *Shim) refuse(w http.ResponseWriter, r *http.Request, err error) {
	if staff, _ := r.Context().Value(staffRouteKey{}).(bool); staff {
		ctx, req := call(r, &authv1.MeRequest{})
		if _, authErr := s.auth.Me(ctx, req); authErr != nil {
			s.fail(w, authErr)
			return
		}
	}
	s.fail(w, err)
}
