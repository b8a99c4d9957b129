package sitetest

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"testing"

	altcha "github.com/altcha-org/altcha-lib-go"
)

// Solve fetches a challenge from the site and solves it as the browser widget does.
func (s *Site) Solve(t testing.TB) string {
	t.Helper()
	return SolveAt(t, s.H1, s.URL)
}

// SolveAt is Solve for the site at baseURL (a running binary's).
func SolveAt(t testing.TB, client *http.Client, baseURL string) string {
	t.Helper()
	res, err := client.Get(baseURL + "/altcha/challenge")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if got := res.Header.Get("Cache-Control"); got != "no-store" {
		t.Errorf("challenge Cache-Control: got %q, want no-store", got)
	}
	var c altcha.Challenge
	if err := json.NewDecoder(res.Body).Decode(&c); err != nil {
		t.Fatal(err)
	}
	sol, err := altcha.SolveChallenge(c.Challenge, c.Salt, altcha.Algorithm(c.Algorithm), int(c.MaxNumber), 0, nil)
	if err != nil || sol == nil {
		t.Fatalf("solving: %v", err)
	}
	raw, _ := json.Marshal(altcha.Payload{Algorithm: c.Algorithm, Challenge: c.Challenge, Number: int64(sol.Number), Salt: c.Salt, Signature: c.Signature})
	return base64.StdEncoding.EncodeToString(raw)
}
