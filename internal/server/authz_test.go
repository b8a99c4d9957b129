package server_test

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"

	_ "github.com/gusset/gusset/gen/go/gusset/admin/v1" // registers the staff services' descriptors
	_ "github.com/gusset/gusset/gen/go/gusset/site/v1"  // registers the public services' descriptors
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/rest"
	"github.com/gusset/gusset/internal/sitetest"
)

// badTokens are the credentials every staff call must refuse.
func badTokens(t *testing.T, s *sitetest.Site) map[string]string {
	revoked := s.StaffToken(t)
	if err := s.Svcs.Auth.Logout(context.Background(), revoked); err != nil {
		t.Fatal(err)
	}
	return map[string]string{
		"no token":        "",
		"a made-up token": "Bearer " + strings.Repeat("x", 43),
		"a revoked token": "Bearer " + revoked,
	}
}

// TestEveryStaffProcedureRefusesCallersWithoutASession is built from the service
// descriptors, so a staff method added later is covered without editing this test.
func TestEveryStaffProcedureRefusesCallersWithoutASession(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	procedures := sitetest.ProceduresOf("gusset.admin.v1")
	if len(procedures) < 20 {
		t.Fatalf("found %d staff procedures, expected every staff service to be registered", len(procedures))
	}
	for name, header := range badTokens(t, s) {
		for _, p := range procedures {
			t.Run(p+" refuses "+name, func(t *testing.T) {
				status, code := s.ConnectJSON(t, p, header)
				if status != http.StatusUnauthorized || code != "unauthenticated" {
					t.Errorf("%s with %s = %d %q, want 401 unauthenticated", p, name, status, code)
				}
			})
		}
	}
}

func TestPublicProceduresNeedNoSession(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	for _, p := range sitetest.ProceduresOf("gusset.site.v1") {
		t.Run(p+" answers without a token", func(t *testing.T) {
			status, code := s.ConnectJSON(t, p, "")
			if status == http.StatusUnauthorized || status == http.StatusNotFound && code == "" {
				t.Errorf("%s = %d %q, want it served without a session", p, status, code)
			}
		})
	}
}

// TestEveryStaffRESTRouteRefusesCallersWithoutASession walks the shim's route table.
func TestEveryStaffRESTRouteRefusesCallersWithoutASession(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	param := regexp.MustCompile(`\{[^}]+\}`)
	for name, header := range badTokens(t, s) {
		for _, rt := range rest.Routes() {
			if !rt.Staff {
				continue
			}
			method, path, _ := strings.Cut(rt.Pattern, " ")
			path = param.ReplaceAllString(path, "00000000-0000-0000-0000-000000000000")
			t.Run(rt.Pattern+" refuses "+name, func(t *testing.T) {
				req, _ := http.NewRequest(method, s.URL+path, strings.NewReader("{}"))
				req.Header.Set("Content-Type", "application/json")
				if header != "" {
					req.Header.Set("Authorization", header)
				}
				res, body := s.Do(t, req)
				if res.StatusCode != http.StatusUnauthorized {
					t.Errorf("%s %s with %s = %d %s, want 401", method, path, name, res.StatusCode, body)
				}
			})
		}
	}
}
