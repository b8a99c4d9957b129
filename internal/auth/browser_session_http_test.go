package auth_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// movableClock is the sign-ins' clock, moved by the test.
type movableClock struct{ offset atomic.Int64 }

func (c *movableClock) now() time.Time          { return time.Now().Add(time.Duration(c.offset.Load())) }
func (c *movableClock) advance(d time.Duration) { c.offset.Add(int64(d)) }
func startClocked(t *testing.T) (*sitetest.Site, *movableClock) {
	t.Helper()
	clock := &movableClock{}
	return sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), SessionClock: clock.now}), clock
}

// browser is an HTTP client that keeps cookies, as a browser does.
func browser(t *testing.T, s *sitetest.Site) *http.Client {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Transport: s.H1.Transport, Jar: jar}
}

// signInBrowser signs the admin in as the back office does, and answers the cookie set.
func signInBrowser(t *testing.T, s *sitetest.Site, c *http.Client, remember bool) string {
	t.Helper()
	res, err := authv1connect.NewAuthServiceClient(c, s.URL).Login(context.Background(), connect.NewRequest(&authv1.LoginRequest{
		Username: sitetest.AdminUser, Password: sitetest.AdminPassword, BrowserSession: true, Remember: remember,
	}))
	if err != nil {
		t.Fatalf("Login: %v", err)
	}
	if got := res.Msg.GetToken(); got != "" {
		t.Errorf("token in a browser sign-in's answer = %q, want none: the cookie carries it", got)
	}
	return res.Header().Get("Set-Cookie")
}

func me(c *http.Client, s *sitetest.Site) error {
	_, err := authv1connect.NewAuthServiceClient(c, s.URL).Me(context.Background(), connect.NewRequest(&authv1.MeRequest{}))
	return err
}

func TestBrowserSessionsLiveInAnHttpOnlyCookie(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)

	t.Run("a sign-in without keep-me-signed-in sets a session cookie that signs the browser in", func(t *testing.T) {
		c := browser(t, s)
		set := signInBrowser(t, s, c, false)
		for _, want := range []string{"gusset_staff=", "HttpOnly", "SameSite=Lax", "Path=/"} {
			if !strings.Contains(set, want) {
				t.Errorf("Set-Cookie = %q, want it to hold %q", set, want)
			}
		}
		if strings.Contains(set, "Max-Age") || strings.Contains(set, "Expires") {
			t.Errorf("Set-Cookie = %q, want a cookie that ends with the browser", set)
		}
		if err := me(c, s); err != nil {
			t.Errorf("Me with the cookie = %v, want the session", err)
		}
		// Plain HTTP staff routes read it too.
		req := sitetest.NewRequest(t, http.MethodGet, s.URL+"/api/dashboard")
		if res, err := c.Do(req); err != nil || res.StatusCode != http.StatusOK {
			t.Errorf("GET /api/dashboard with the cookie = %v %v, want 200", res.StatusCode, err)
		}
	})

	t.Run("keep me signed in sets a cookie that lasts thirty days", func(t *testing.T) {
		set := signInBrowser(t, s, browser(t, s), true)
		if !strings.Contains(set, "Max-Age=2592000") {
			t.Errorf("Set-Cookie = %q, want Max-Age=2592000", set)
		}
	})

	t.Run("signing out clears the cookie and ends the session on the server", func(t *testing.T) {
		c := browser(t, s)
		set := signInBrowser(t, s, c, true)
		token := strings.TrimPrefix(strings.Split(set, ";")[0], "gusset_staff=")
		res, err := authv1connect.NewAuthServiceClient(c, s.URL).Logout(context.Background(), connect.NewRequest(&authv1.LogoutRequest{}))
		if err != nil {
			t.Fatalf("Logout with the cookie: %v", err)
		}
		if got := res.Header().Get("Set-Cookie"); !strings.Contains(got, "gusset_staff=;") || !strings.Contains(got, "Max-Age=0") {
			t.Errorf("Logout's Set-Cookie = %q, want the cookie cleared", got)
		}
		// The token is dead on the server, not only forgotten by the browser.
		if _, err := authv1connect.NewAuthServiceClient(s.H1, s.URL).Me(context.Background(), sitetest.WithToken(&authv1.MeRequest{}, token)); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("Me with the signed-out cookie's token = %v, want unauthenticated", err)
		}
	})

	t.Run("another site's page cannot write with the cookie", func(t *testing.T) {
		c := browser(t, s)
		signInBrowser(t, s, c, false)
		req := sitetest.NewRequest(t, http.MethodPost, s.URL+"/gusset.admin.v1.StaffService/CreateStaff")
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Sec-Fetch-Site", "cross-site")
		req.Body = http.NoBody
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != http.StatusForbidden {
			t.Errorf("cross-site POST with the cookie = %d, want 403", res.StatusCode)
		}
	})

	t.Run("a bearer sign-in answers its token and sets no cookie, as before", func(t *testing.T) {
		res, err := authv1connect.NewAuthServiceClient(s.H1, s.URL).Login(context.Background(), connect.NewRequest(&authv1.LoginRequest{
			Username: sitetest.AdminUser, Password: sitetest.AdminPassword,
		}))
		if err != nil {
			t.Fatal(err)
		}
		if res.Msg.GetToken() == "" || res.Header().Get("Set-Cookie") != "" {
			t.Errorf("token %q, Set-Cookie %q: want a token and no cookie", res.Msg.GetToken(), res.Header().Get("Set-Cookie"))
		}
		staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
		if _, err := staff.ListStaff(context.Background(), sitetest.WithToken(&adminv1.ListStaffRequest{}, res.Msg.GetToken())); err != nil {
			t.Errorf("ListStaff with the bearer token = %v", err)
		}
	})
}

func TestRememberedSessionsEndAfterTheIdleLimit(t *testing.T) {
	s, clock := startClocked(t)

	t.Run("a session used every six days stays signed in past the idle limit", func(t *testing.T) {
		c := browser(t, s)
		signInBrowser(t, s, c, true)
		for range 3 {
			clock.advance(6 * 24 * time.Hour)
			if err := me(c, s); err != nil {
				t.Fatalf("Me six days after the last use = %v, want the session", err)
			}
		}
	})

	t.Run("a session unused for more than seven days is signed out", func(t *testing.T) {
		c := browser(t, s)
		signInBrowser(t, s, c, true)
		clock.advance(7*24*time.Hour + time.Minute)
		if err := me(c, s); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("Me after eight idle days = %v, want unauthenticated", err)
		}
	})

	t.Run("a bearer token has no idle limit", func(t *testing.T) {
		token := s.StaffToken(t)
		clock.advance(8 * time.Hour)
		if _, err := authv1connect.NewAuthServiceClient(s.H1, s.URL).Me(context.Background(), sitetest.WithToken(&authv1.MeRequest{}, token)); err != nil {
			t.Errorf("Me with a bearer token = %v", err)
		}
	})
}
