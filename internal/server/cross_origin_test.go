package server_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestCrossSiteWritesAreRefused: no other website can make its visitors' browsers post the
// site's forms; the site itself, and clients that are not browsers, still can.
func TestCrossSiteWritesAreRefused(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	host := strings.TrimPrefix(s.URL, "http://")
	contact := url.Values{"name": {"Ann"}, "email": {"ann@example.com"}, "phone": {"+1 416 555 0100"}, "message": {"We need shop drawings."}}.Encode()
	subscribe := url.Values{"email": {"ann@example.com"}}.Encode()
	tests := []struct {
		name, path, body string
		headers          map[string]string
		wantForbidden    bool
	}{
		{"a contact form posted from another site is refused", "/api/user/response", contact,
			map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, true},
		{"a newsletter sign-up posted from another site is refused", "/api/newsletter/subscribe", subscribe,
			map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, true},
		{"a sign-up from another site is refused by an older browser's Origin alone", "/api/newsletter/subscribe", subscribe,
			map[string]string{"Origin": "https://evil.example"}, true},
		{"a Connect call from another site is refused", "/gusset.site.v1.NewsletterService/Subscribe", `{"email":"ann@example.com"}`,
			map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example", "Content-Type": "application/json"}, true},
		{"a sibling subdomain is another site too", "/api/user/response", contact,
			map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "http://blog." + host}, true},
		{"the site's own page may post", "/api/user/response", contact,
			map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": s.URL}, false},
		{"an older browser on the site's own page may post", "/api/newsletter/subscribe", subscribe,
			map[string]string{"Origin": s.URL}, false},
		{"the configured public origin may post through a proxy", "/api/newsletter/subscribe", subscribe,
			map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://localhost:8080"}, false},
		{"a client that is not a browser may post", "/api/user/response", contact, nil, false},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A new address each time: a second sign-up of one address is a conflict.
			body := strings.ReplaceAll(tt.body, "ann%40example.com", fmt.Sprintf("ann%d%%40example.com", i))
			body = strings.ReplaceAll(body, "ann@example.com", fmt.Sprintf("ann%d@example.com", i))
			req, _ := http.NewRequest(http.MethodPost, s.URL+tt.path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			for k, v := range tt.headers {
				req.Header.Set(k, v)
			}
			res, answer := s.Do(t, req)
			if got := res.StatusCode == http.StatusForbidden; got != tt.wantForbidden {
				t.Errorf("status %d %s, want forbidden = %v", res.StatusCode, answer, tt.wantForbidden)
			}
			if !tt.wantForbidden && res.StatusCode >= 300 {
				t.Errorf("status %d %s, want the write accepted", res.StatusCode, answer)
			}
		})
	}
}
