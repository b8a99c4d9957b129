// Package rest is the thin REST shim that keeps the specification's documented paths
// working. Each route decodes the spec's request shape, calls the Connect service through
// an in-process client (so authorization, validation and error mapping are the services'
// own), and answers the spec's JSON shape wrapped as {"data": ...}.
package rest

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/inproc"
)

// maxFormBytes caps non-file request bodies.
const maxFormBytes = 64 << 10

// Shim serves /api/.
type Shim struct {
	log  *slog.Logger
	auth authv1connect.AuthServiceClient
}

// New returns the shim calling the Connect services served by rpcHandler.
func New(rpcHandler http.Handler, log *slog.Logger) *Shim {
	client := &http.Client{Transport: inproc.Transport{Handler: rpcHandler}}
	const base = "http://gusset.inproc"
	return &Shim{log: log, auth: authv1connect.NewAuthServiceClient(client, base)}
}

// fail answers err (usually a Connect error from the in-process call) as JSON.
func (s *Shim) fail(w http.ResponseWriter, err error) {
	errmap.WriteError(w, s.log, "rest", err)
}

// badRequest answers a body the shim could not read.
func (s *Shim) badRequest(w http.ResponseWriter, message string) {
	s.fail(w, connect.NewError(connect.CodeInvalidArgument, errors.New(message)))
}

// Mount registers the shim's routes under /api/ on mux.
func (s *Shim) Mount(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/user/login", s.login)
	mux.HandleFunc("GET /api/user/userData", s.userData)
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

type envelope struct {
	Data any `json:"data"`
}

func writeData(w http.ResponseWriter, data any) {
	errmap.WriteJSON(w, http.StatusOK, envelope{Data: data})
}
