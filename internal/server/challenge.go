package server

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/gusset/gusset/internal/abuse"
)

// challenges serves GET /altcha/challenge, the ALTCHA widget's challengeurl: a fresh
// signed proof-of-work challenge, never cached. With the challenge off it answers 404
// and the forms send none.
type challenges struct {
	guard *abuse.Guard
	log   *slog.Logger
}

func challengeHandler(g *abuse.Guard, log *slog.Logger) challenges {
	return challenges{guard: g, log: log}
}

func (c challenges) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET /altcha/challenge", c.serve)
}

func (c challenges) serve(w http.ResponseWriter, r *http.Request) {
	ch := c.guard.Challenger()
	if ch == nil {
		http.NotFound(w, r)
		return
	}
	challenge, err := ch.New(time.Now())
	if err != nil {
		c.log.ErrorContext(r.Context(), "making a challenge", "err", err)
		http.Error(w, "try again", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(w).Encode(challenge)
}
