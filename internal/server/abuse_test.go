package server_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"
	altcha "github.com/altcha-org/altcha-lib-go"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
)

func contactForm() *sitev1.SendMessageRequest {
	return &sitev1.SendMessageRequest{Name: "Dana", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Estimate, please."}
}

// solve fetches a challenge from the site and solves it as the browser widget does.
func solve(t *testing.T, s *site) string {
	t.Helper()
	return solveAt(t, s.h1, s.url)
}

// solveAt is solve for the site at baseURL (a running binary's).
func solveAt(t *testing.T, client *http.Client, baseURL string) string {
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

func TestPublicFormsKeepBotsOut(t *testing.T) {
	ctx := context.Background()

	t.Run("a filled honeypot is refused and nothing is stored", func(t *testing.T) {
		s := startSite(t, auth.DefaultConfig)
		m := contactForm()
		m.Website = "http://spam.example"
		_, err := sitev1connect.NewContactServiceClient(s.h1, s.url).SendMessage(ctx, connect.NewRequest(m))
		assertViolations(t, err, map[string]string{"website": abuse.MsgRejected})
		if got := countRows(t, s, "contact_messages") + countRows(t, s, "outbox_messages"); got != 0 {
			t.Errorf("rows stored: got %d, want 0", got)
		}
	})

	t.Run("past the limit, parallel submissions from one address get 429 with Retry-After and exactly the limit is stored", func(t *testing.T) {
		s := startSiteWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"),
			RateLimits: map[abuse.Action]abuse.Limit{abuse.Contact: {Max: 5, Window: time.Hour}, abuse.Newsletter: {Max: 2, Window: time.Hour}}})
		client := sitev1connect.NewContactServiceClient(s.h1, s.url)
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[connect.Code]int{}
		for range 20 {
			wg.Go(func() {
				_, err := client.SendMessage(ctx, connect.NewRequest(contactForm()))
				mu.Lock()
				defer mu.Unlock()
				codes[connect.CodeOf(err)]++
			})
		}
		wg.Wait()
		if got, want := codes[connect.CodeResourceExhausted], 15; got != want {
			t.Errorf("refused: got %d, want %d (codes %v)", got, want, codes)
		}
		if got, want := countRows(t, s, "contact_messages"), 5; got != want {
			t.Errorf("stored: got %d, want %d", got, want)
		}
		// The REST shim answers the same limit as HTTP 429 with Retry-After and the message.
		form := url.Values{"email": {"a@reader.example"}}
		for i, want := range []int{200, 200, 429} {
			res, err := s.h1.Post(s.url+"/api/newsletter/subscribe", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != want {
				t.Fatalf("subscription %d: got %d, want %d", i+1, res.StatusCode, want)
			}
			if want == http.StatusTooManyRequests && res.Header.Get("Retry-After") == "" {
				t.Error("429 without Retry-After")
			}
		}
	})

	t.Run("without a solved challenge a form is refused; a solved one is accepted once", func(t *testing.T) {
		s := startSiteWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"), ChallengeKey: []byte("challenge key")})
		client := sitev1connect.NewContactServiceClient(s.h1, s.url)
		_, err := client.SendMessage(ctx, connect.NewRequest(contactForm()))
		assertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})

		forged := contactForm()
		forged.Challenge = base64.StdEncoding.EncodeToString([]byte(`{"algorithm":"SHA-256","challenge":"00","number":1,"salt":"x","signature":"00"}`))
		_, err = client.SendMessage(ctx, connect.NewRequest(forged))
		assertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})

		m := contactForm()
		m.Challenge = solve(t, s)
		if _, err := client.SendMessage(ctx, connect.NewRequest(m)); err != nil {
			t.Fatalf("with a solved challenge: %v", err)
		}
		_, err = client.SendMessage(ctx, connect.NewRequest(m))
		assertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})
		if got := countRows(t, s, "contact_messages"); got != 1 {
			t.Errorf("stored: got %d, want 1", got)
		}
		// The REST shim takes the widget's own field.
		form := url.Values{"email": {"b@reader.example"}, "altcha": {solve(t, s)}}
		res, err := s.h1.Post(s.url+"/api/newsletter/subscribe", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("REST subscribe with a solved challenge: %v %v", res, err)
		}
		res.Body.Close()
	})
}
