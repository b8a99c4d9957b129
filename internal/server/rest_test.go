package server_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestRESTLogin(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	tests := []struct {
		name       string
		form       url.Values
		wantStatus int
		wantCode   string
		wantFields int
	}{
		{"the right credentials answer 200 with the token", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, 200, "", 0},
		{"a wrong password answers 401", url.Values{"username": {sitetest.AdminUser}, "password": {"nope"}}, 401, "unauthenticated", 0},
		{"an unknown user answers 401", url.Values{"username": {"ghost"}, "password": {"nope"}}, 401, "unauthenticated", 0},
		{"missing fields answer 400 naming each field", url.Values{}, 400, "invalid_argument", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := s.PostForm(t, "/api/user/login", tt.form, nil)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status = %d (%s), want %d", res.StatusCode, body, tt.wantStatus)
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("Content-Type = %q, want JSON", ct)
			}
			if tt.wantStatus == 200 {
				var ok struct{ Data string }
				if err := json.Unmarshal(body, &ok); err != nil || len(ok.Data) < 43 {
					t.Errorf("body = %s, want {\"data\": token}", body)
				}
				return
			}
			var e sitetest.RESTError
			if err := json.Unmarshal(body, &e); err != nil {
				t.Fatalf("error body %s is not JSON: %v", body, err)
			}
			if e.Error.Code != tt.wantCode || len(e.Error.Fields) != tt.wantFields || e.Error.Message == "" {
				t.Errorf("error = %+v, want code %s with %d field errors and a message", e.Error, tt.wantCode, tt.wantFields)
			}
		})
	}
}

func TestRESTLoginRejectsMalformedBodies(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	tests := []struct {
		name        string
		contentType string
		body        string
	}{
		{"a JSON body", "application/json", `{"username":"admin"}`},
		{"no content type", "", "username=admin&password=x"},
		{"a broken percent-encoding", "application/x-www-form-urlencoded", "username=%zz&password=x"},
		{"a body over the size cap", "application/x-www-form-urlencoded", "username=admin&password=" + strings.Repeat("x", 70<<10)},
	}
	for _, tt := range tests {
		t.Run(tt.name+" answers 400", func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodPost, s.URL+"/api/user/login", strings.NewReader(tt.body))
			if tt.contentType != "" {
				req.Header.Set("Content-Type", tt.contentType)
			}
			res, body := s.Do(t, req)
			if res.StatusCode != http.StatusBadRequest {
				t.Errorf("status = %d (%s), want 400", res.StatusCode, body)
			}
		})
	}
}

func TestRESTLoginIsRateLimited(t *testing.T) {
	cfg := auth.DefaultConfig
	cfg.MaxFailuresPerUser, cfg.MaxFailuresPerAddr = 3, 6

	t.Run("repeated failures for one username answer 429 with Retry-After", func(t *testing.T) {
		s := sitetest.Start(t, cfg)
		wrong := url.Values{"username": {sitetest.AdminUser}, "password": {"wrong"}}
		for range 3 {
			s.PostForm(t, "/api/user/login", wrong, nil)
		}
		res, body := s.PostForm(t, "/api/user/login", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, nil)
		if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
			t.Errorf("status = %d, Retry-After %q (%s); want 429 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"), body)
		}
	})
	t.Run("changing the username's case or the forwarded-for header does not escape the limit", func(t *testing.T) {
		s := sitetest.Start(t, cfg)
		for i, name := range []string{"ADMIN", " admin", "Admin"} {
			h := http.Header{"X-Forwarded-For": {"203.0.113." + string(rune('1'+i))}, "X-Real-Ip": {"198.51.100.1"}}
			s.PostForm(t, "/api/user/login", url.Values{"username": {name}, "password": {"wrong"}}, h)
		}
		res, _ := s.PostForm(t, "/api/user/login", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, nil)
		if res.StatusCode != http.StatusTooManyRequests {
			t.Errorf("status = %d, want 429", res.StatusCode)
		}
	})
	t.Run("failures across many usernames from one address answer 429", func(t *testing.T) {
		s := sitetest.Start(t, cfg)
		for i := range 6 {
			h := http.Header{"X-Forwarded-For": {"203.0.113." + string(rune('1'+i))}}
			s.PostForm(t, "/api/user/login", url.Values{"username": {"user" + string(rune('a'+i))}, "password": {"wrong"}}, h)
		}
		res, _ := s.PostForm(t, "/api/user/login", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, nil)
		if res.StatusCode != http.StatusTooManyRequests {
			t.Errorf("status = %d, want 429", res.StatusCode)
		}
	})
}

func TestRESTMe(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	_, body := s.PostForm(t, "/api/user/login", url.Values{"username": {sitetest.AdminUser}, "password": {sitetest.AdminPassword}}, nil)
	var login struct{ Data string }
	if err := json.Unmarshal(body, &login); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		header     string
		wantStatus int
	}{
		{"a valid bearer token answers the user", "Bearer " + login.Data, 200},
		{"no token answers 401", "", 401},
		{"a made-up token answers 401", "Bearer made-up", 401},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, s.URL+"/api/user/me", nil)
			if tt.header != "" {
				req.Header.Set("Authorization", tt.header)
			}
			res, body := s.Do(t, req)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status = %d (%s), want %d", res.StatusCode, body, tt.wantStatus)
			}
			if tt.wantStatus == 200 && !strings.Contains(string(body), `"username":"admin"`) {
				t.Errorf("body = %s, want the admin user under data", body)
			}
		})
	}
}

func TestUnknownAPIPathAnswersJSON404(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	req, _ := http.NewRequest(http.MethodGet, s.URL+"/api/nope", nil)
	res, body := s.Do(t, req)
	if res.StatusCode != http.StatusNotFound || !strings.Contains(string(body), `"code":"not_found"`) {
		t.Errorf("GET /api/nope = %d %s, want a JSON 404", res.StatusCode, body)
	}
}
