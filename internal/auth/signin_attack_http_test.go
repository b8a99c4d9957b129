package auth_test

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"

	"connectrpc.com/connect"

	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestParallelGuessesCannotOutrunTheSignInLimits is the concurrent brute-force attack: many
// wrong passwords at once from one address, and the right one sent while they are still
// in flight. Every attempt past the limit must be refused without its password being
// checked, and no attempt may get a token.
func TestParallelGuessesCannotOutrunTheSignInLimits(t *testing.T) {
	tests := []struct {
		name    string
		guesses int
		client  func(s *sitetest.Site, dials *atomic.Int32) *http.Client
		// wantConns is the most connections the guesses may use (0: any).
		wantConns int32
	}{
		{"199 guesses on their own HTTP/1.1 connections", 199, func(_ *sitetest.Site, dials *atomic.Int32) *http.Client {
			return &http.Client{Transport: &http.Transport{
				MaxConnsPerHost: 0, DialContext: countingDial(dials),
			}}
		}, 0},
		{"149 guesses multiplexed over h2c", 149, func(_ *sitetest.Site, dials *atomic.Int32) *http.Client {
			return &http.Client{Transport: &http.Transport{
				Protocols: sitetest.H2COnly(), TLSClientConfig: &tls.Config{}, DialContext: countingDial(dials),
				// Streams past the server's concurrency limit wait on this one connection
				// instead of opening another.
				HTTP2: &http.HTTP2Config{StrictMaxConcurrentRequests: true},
			}}
		}, 149 / 3},
	}
	for _, tt := range tests {
		t.Run(tt.name+" check at most the limit's passwords and buy no token", func(t *testing.T) {
			cfg := auth.DefaultConfig
			s := sitetest.Start(t, cfg)
			var dials atomic.Int32
			client := tt.client(s, &dials)
			// One request first, so that the multiplexed guesses find the connection open.
			if res, err := client.Get(s.URL + "/healthz"); err != nil {
				t.Fatal(err)
			} else {
				res.Body.Close()
			}
			authc := authv1connect.NewAuthServiceClient(client, s.URL)
			ctx := context.Background()
			login := func(password string) error {
				_, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: password}))
				return err
			}

			codes := make(chan connect.Code, tt.guesses)
			start := make(chan struct{})
			var wg sync.WaitGroup
			for range tt.guesses {
				wg.Go(func() {
					<-start
					codes <- connect.CodeOf(login("a wrong guess"))
				})
			}
			close(start)
			// Once as many answers as the limit allows have come back, the limit has been
			// reached; the right password now arrives while most guesses are in flight.
			got := map[connect.Code]int{}
			for range cfg.MaxFailuresPerUser {
				got[<-codes]++
			}
			rightErr := login(sitetest.AdminPassword)
			wg.Wait()
			close(codes)
			for c := range codes {
				got[c]++
			}

			if checked := got[connect.CodeUnauthenticated]; checked > cfg.MaxFailuresPerUser {
				t.Errorf("%d guesses had their password checked (401), want at most %d", checked, cfg.MaxFailuresPerUser)
			}
			if refused := got[connect.CodeResourceExhausted]; refused+got[connect.CodeUnauthenticated] != tt.guesses {
				t.Errorf("answers = %v, want only unauthenticated and resource exhausted", got)
			}
			if c := connect.CodeOf(rightErr); rightErr == nil || c != connect.CodeResourceExhausted {
				t.Errorf("the right password after the limit: %v (code %v), want resource exhausted and no token", rightErr, c)
			}
			// Multiplexed: far fewer connections than guesses. Not exactly one: on a loaded
			// machine Go's transport was once seen to open more (34 for 149 guesses on a fresh
			// CI clone) though the first was open and the server's stream limit not reached;
			// the limits above are what this test is about, and they held.
			if tt.wantConns > 0 && dials.Load() > tt.wantConns {
				t.Errorf("the guesses used %d connections, want at most %d", dials.Load(), tt.wantConns)
			}
		})
	}
}

func countingDial(n *atomic.Int32) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		n.Add(1)
		var d net.Dialer
		return d.DialContext(ctx, network, addr)
	}
}
