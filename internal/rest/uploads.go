package rest

import (
	"context"
	"net/http"
	"sync"

	"github.com/gusset/gusset/internal/files"
)

// Discarder removes an upload that no record claimed (files.Service).
type Discarder interface {
	Discard(ctx context.Context, kind files.Kind, owner []byte, uploadID string)
}

// formUploads are the uploads one request's form made, to discard those that nothing
// claimed once the route is done: a refused form (an application without its challenge,
// a second résumé) leaves no stored file behind, without waiting for the claim window.
type formUploads struct {
	mu  sync.Mutex
	ids []formUpload
}

type formUpload struct {
	kind files.Kind
	id   string
}

type formUploadsKey struct{}

// withFormUploads gives r a list of the uploads its form makes.
func withFormUploads(r *http.Request) (*http.Request, *formUploads) {
	u := &formUploads{}
	return r.WithContext(context.WithValue(r.Context(), formUploadsKey{}, u)), u
}

// noteUpload records an upload that r's form made.
func noteUpload(r *http.Request, kind files.Kind, id string) {
	if u, ok := r.Context().Value(formUploadsKey{}).(*formUploads); ok {
		u.mu.Lock()
		u.ids = append(u.ids, formUpload{kind: kind, id: id})
		u.mu.Unlock()
	}
}

// discardingFirst is w, which removes the uploads of u that no record claimed before the
// answer starts: a route answers once its calls are done (the claims made), and a client
// told "refused" finds nothing of its form stored.
func (s *Shim) discardingFirst(ctx context.Context, w http.ResponseWriter, u *formUploads) http.ResponseWriter {
	return &discardingWriter{ResponseWriter: w, discard: sync.OnceFunc(func() {
		u.mu.Lock()
		defer u.mu.Unlock()
		for _, f := range u.ids {
			// The shim's forms are visitors' and staff's: no uploader is recorded.
			s.uploads.Discard(context.WithoutCancel(ctx), f.kind, nil, f.id)
		}
	})}
}

type discardingWriter struct {
	http.ResponseWriter
	discard func()
}

func (w *discardingWriter) WriteHeader(status int) {
	w.discard()
	w.ResponseWriter.WriteHeader(status)
}

func (w *discardingWriter) Write(p []byte) (int, error) {
	w.discard()
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *discardingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
