package abuse_test

import (
	"context"
	"encoding/base64"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func contactForm() *sitev1.SendMessageRequest {
	return &sitev1.SendMessageRequest{Name: "Dana", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Estimate, please."}
}

func TestPublicFormsKeepBotsOut(t *testing.T) {
	ctx := context.Background()

	t.Run("a filled honeypot is refused and nothing is stored", func(t *testing.T) {
		s := sitetest.Start(t, auth.DefaultConfig)
		m := contactForm()
		m.Website = "http://spam.example"
		_, err := sitev1connect.NewContactServiceClient(s.H1, s.URL).SendMessage(ctx, connect.NewRequest(m))
		sitetest.AssertViolations(t, err, map[string]string{"website": abuse.MsgRejected})
		if got := s.CountRows(t, "contact_messages") + s.CountRows(t, "outbox_messages"); got != 0 {
			t.Errorf("rows stored: got %d, want 0", got)
		}
	})

	t.Run("past the limit, parallel submissions from one address get 429 with Retry-After and exactly the limit is stored", func(t *testing.T) {
		s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"),
			RateLimits: map[abuse.Action]abuse.Limit{abuse.Contact: {Max: 5, Window: time.Hour}, abuse.Newsletter: {Max: 2, Window: time.Hour}}})
		client := sitev1connect.NewContactServiceClient(s.H1, s.URL)
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
		if got, want := s.CountRows(t, "contact_messages"), 5; got != want {
			t.Errorf("stored: got %d, want %d", got, want)
		}
		// The REST shim answers the same limit as HTTP 429 with Retry-After and the message.
		form := url.Values{"email": {"a@reader.example"}}
		for i, want := range []int{200, 200, 429} {
			res, err := s.H1.Post(s.URL+"/api/newsletter/subscribe", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
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
		s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"), ChallengeKey: []byte("challenge key")})
		client := sitev1connect.NewContactServiceClient(s.H1, s.URL)
		_, err := client.SendMessage(ctx, connect.NewRequest(contactForm()))
		sitetest.AssertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})

		forged := contactForm()
		forged.Challenge = base64.StdEncoding.EncodeToString([]byte(`{"algorithm":"SHA-256","challenge":"00","number":1,"salt":"x","signature":"00"}`))
		_, err = client.SendMessage(ctx, connect.NewRequest(forged))
		sitetest.AssertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})

		m := contactForm()
		m.Challenge = s.Solve(t)
		if _, err := client.SendMessage(ctx, connect.NewRequest(m)); err != nil {
			t.Fatalf("with a solved challenge: %v", err)
		}
		_, err = client.SendMessage(ctx, connect.NewRequest(m))
		sitetest.AssertViolations(t, err, map[string]string{"challenge": abuse.MsgChallenge})
		if got := s.CountRows(t, "contact_messages"); got != 1 {
			t.Errorf("stored: got %d, want 1", got)
		}
		// The REST shim takes the widget's own field.
		form := url.Values{"email": {"b@reader.example"}, "altcha": {s.Solve(t)}}
		res, err := s.H1.Post(s.URL+"/api/newsletter/subscribe", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("REST subscribe with a solved challenge: %v %v", res, err)
		}
		res.Body.Close()
	})
}
