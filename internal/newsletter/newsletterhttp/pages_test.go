package newsletterhttp_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/newsletter/newsletterhttp"
	"github.com/gusset/gusset/internal/newsletter/newsletterpg"
	"github.com/gusset/gusset/internal/outbox/outboxpg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

type site struct {
	url  string
	pool *pgxpool.Pool
	svc  *newsletter.Service
}

func serve(t *testing.T) site {
	t.Helper()
	pool := pgtest.New(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	q, err := queue.NewInserter(pool, log)
	if err != nil {
		t.Fatal(err)
	}
	svc := newsletter.NewService(newsletterpg.New(pool, outboxpg.New(pool, q), q), mail.Config{Company: "Acme Steel"}.WithDefaults(), nil, log)
	mux := http.NewServeMux()
	newsletterhttp.New(svc, log).Mount(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return site{url: srv.URL, pool: pool, svc: svc}
}

var confirmLink = regexp.MustCompile(`/newsletter/confirm\?token=([A-Za-z0-9_-]+)`)

// subscribe signs email up and answers the token of its confirmation mail and its
// unsubscribe token.
func (s site) subscribe(t *testing.T, email string) (confirm, unsubscribe string) {
	t.Helper()
	ctx := context.Background()
	if err := s.svc.Subscribe(ctx, email); err != nil {
		t.Fatal(err)
	}
	var text string
	if err := s.pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE to_addr = $1`, email).Scan(&text); err != nil {
		t.Fatal(err)
	}
	m := confirmLink.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no confirmation link in %q", text)
	}
	if err := s.pool.QueryRow(ctx, `SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = $1`, email).Scan(&unsubscribe); err != nil {
		t.Fatal(err)
	}
	return m[1], unsubscribe
}

func (s site) status(t *testing.T, email string) string {
	t.Helper()
	var st string
	if err := s.pool.QueryRow(context.Background(), `SELECT status FROM newsletter_subscribers WHERE email = $1`, email).Scan(&st); err != nil {
		t.Fatal(err)
	}
	return st
}

func do(t *testing.T, method, u string, body url.Values) (*http.Response, string) {
	t.Helper()
	var res *http.Response
	var err error
	if method == http.MethodPost {
		res, err = http.PostForm(u, body)
	} else {
		res, err = http.Get(u)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func TestConfirmLinkWorksOnce(t *testing.T) {
	s := serve(t)
	confirm, _ := s.subscribe(t, "ann@example.com")
	steps := []struct {
		name       string
		token      string
		wantStatus int
		wantText   string
	}{
		{"the mailed link confirms", confirm, 200, "ann@example.com will receive the Acme Steel newsletter"},
		{"a second visit finds nothing to confirm", confirm, 404, "Link not valid"},
		{"a link without a token is not valid", "", 404, "Link not valid"},
		{"an unknown token is not valid", "nope", 404, "Link not valid"},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			res, body := do(t, "GET", s.url+"/newsletter/confirm?token="+st.token, nil)
			if res.StatusCode != st.wantStatus || !strings.Contains(body, st.wantText) {
				t.Errorf("got %d, want %d with %q in %q", res.StatusCode, st.wantStatus, st.wantText, body)
			}
		})
	}
	if got := s.status(t, "ann@example.com"); got != "confirmed" {
		t.Errorf("got status %q, want confirmed", got)
	}
}

func TestUnsubscribeAsksOnGetAndActsOnPost(t *testing.T) {
	s := serve(t)
	confirm, token := s.subscribe(t, "bo@example.com")
	if res, _ := do(t, "GET", s.url+"/newsletter/confirm?token="+confirm, nil); res.StatusCode != 200 {
		t.Fatalf("confirm: got %d", res.StatusCode)
	}
	t.Run("the page asks, and a GET unsubscribes no one", func(t *testing.T) {
		res, body := do(t, "GET", s.url+"/newsletter/unsubscribe?token="+token, nil)
		if res.StatusCode != 200 || !strings.Contains(body, `<form method="post"`) {
			t.Errorf("got %d %q, want 200 with a form", res.StatusCode, body)
		}
		if got := s.status(t, "bo@example.com"); got != "confirmed" {
			t.Errorf("got status %q, want confirmed", got)
		}
	})
	t.Run("a mail program's one-click POST unsubscribes", func(t *testing.T) {
		res, body := do(t, "POST", s.url+"/newsletter/unsubscribe?token="+token, url.Values{"List-Unsubscribe": {"One-Click"}})
		if res.StatusCode != 200 || !strings.Contains(body, "bo@example.com will receive no more newsletters") {
			t.Errorf("got %d %q, want 200 saying so", res.StatusCode, body)
		}
		if got := s.status(t, "bo@example.com"); got != "unsubscribed" {
			t.Errorf("got status %q, want unsubscribed", got)
		}
	})
	t.Run("the page's button unsubscribes again without error", func(t *testing.T) {
		res, _ := do(t, "POST", s.url+"/newsletter/unsubscribe", url.Values{"token": {token}})
		if res.StatusCode != 200 {
			t.Errorf("got %d, want 200", res.StatusCode)
		}
	})
	t.Run("an unknown token is not valid", func(t *testing.T) {
		res, _ := do(t, "POST", s.url+"/newsletter/unsubscribe", url.Values{"token": {"nope"}})
		if res.StatusCode != 404 {
			t.Errorf("got %d, want 404", res.StatusCode)
		}
	})
	t.Run("the page without a token is not valid", func(t *testing.T) {
		res, _ := do(t, "GET", s.url+"/newsletter/unsubscribe", nil)
		if res.StatusCode != 404 {
			t.Errorf("got %d, want 404", res.StatusCode)
		}
	})
}

func TestPagesRunNoScript(t *testing.T) {
	s := serve(t)
	res, body := do(t, "GET", s.url+"/newsletter/unsubscribe?token="+url.QueryEscape(`"><script>alert(1)</script>`), nil)
	if strings.Contains(body, "<script>") {
		t.Errorf("got the token unescaped in %q", body)
	}
	for name, want := range map[string]string{
		"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
		"Cache-Control":           "no-store",
		"X-Robots-Tag":            "noindex",
	} {
		if got := res.Header.Get(name); got != want {
			t.Errorf("got %s %q, want %q", name, got, want)
		}
	}
}

func TestPagesSayWhenTheDatabaseFails(t *testing.T) {
	s := serve(t)
	s.pool.Close()
	res, body := do(t, "GET", s.url+"/newsletter/confirm?token=abc", nil)
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "Please try again") {
		t.Errorf("got %d %q, want 503 asking to try again", res.StatusCode, body)
	}
}
