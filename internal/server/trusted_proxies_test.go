package server_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestSignInLimitsCountTheClientBehindATrustedProxy signs in with wrong passwords through
// the test client, claiming other addresses in X-Forwarded-For: only when the peer
// (127.0.0.1) is a trusted proxy does the claimed address count as the client, so a
// forged header never buys an attacker fresh guesses.
func TestSignInLimitsCountTheClientBehindATrustedProxy(t *testing.T) {
	tests := []struct {
		name    string
		trusted string
		// wantRefusedAfterSwitch: after the limit is spent as one client, is a guess
		// claiming another client refused?
		wantRefusedAfterSwitch bool
	}{
		{"without trusted proxies a forged header does not reset the limit", "", true},
		{"with the peer trusted each forwarded client has its own limit", "127.0.0.0/8", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proxies, err := clientaddr.ParseProxies(tt.trusted)
			if err != nil {
				t.Fatal(err)
			}
			cfg := auth.DefaultConfig
			s := sitetest.StartTuned(t, app.Config{Auth: cfg, FileSecret: []byte("k")}, func(d *server.Deps) { d.TrustedProxies = proxies })
			c := authv1connect.NewAuthServiceClient(s.H1, s.URL)
			guess := func(client string) connect.Code {
				req := connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: "a wrong guess"})
				req.Header().Set("X-Forwarded-For", client)
				_, err := c.Login(context.Background(), req)
				return connect.CodeOf(err)
			}
			for i := range cfg.MaxFailuresPerUser {
				if got := guess("198.51.100.1"); got != connect.CodeUnauthenticated {
					t.Fatalf("guess %d: code %v, want unauthenticated", i+1, got)
				}
			}
			if got := guess("198.51.100.1"); got != connect.CodeResourceExhausted {
				t.Fatalf("guess past the limit: code %v, want resource exhausted", got)
			}
			got := guess("198.51.100.2") == connect.CodeResourceExhausted
			if got != tt.wantRefusedAfterSwitch {
				t.Errorf("a guess claiming another client refused = %v, want %v", got, tt.wantRefusedAfterSwitch)
			}
		})
	}
}
