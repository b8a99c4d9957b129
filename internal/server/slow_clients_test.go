package server_test

import (
	"bufio"
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// tightTimeouts make a slow client visible within a second.
var tightTimeouts = server.Timeouts{BodyGrace: 300 * time.Millisecond, MinBodyRate: 1 << 10, BodyIdle: time.Second, RPC: 2 * time.Second}

// TestSlowBodiesAreCut: a client that starts a request body and then stalls, or trickles
// it far below the minimum rate, is answered and disconnected instead of holding the
// connection for ever; a client at a normal speed is not affected.
func TestSlowBodiesAreCut(t *testing.T) {
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) {
		d.Timeouts = tightTimeouts
	})
	addr := strings.TrimPrefix(s.URL, "http://")
	tests := []struct {
		name, head string
		// trickle sends one byte per tick after the head; zero sends nothing more.
		trickle time.Duration
	}{
		{"an upload that stalls after its first bytes",
			"POST /uploads/resume?name=cv.pdf HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n%PDF-1.4\n", 0},
		{"an upload trickling 20 bytes a second",
			"POST /uploads/resume?name=cv.pdf HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n%PDF-1.4\n", 50 * time.Millisecond},
		{"a Connect call whose body never comes",
			"POST /gusset.site.v1.NewsletterService/Subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{", 0},
		{"a REST form trickling 20 bytes a second",
			"POST /api/user/response HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=", 50 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is cut and its connection closed", func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			// A safety net for a broken server, far beyond the allowance; not a wait.
			_ = conn.SetDeadline(time.Now().Add(20 * time.Second))
			if _, err := io.WriteString(conn, tt.head); err != nil {
				t.Fatal(err)
			}
			stop := make(chan struct{})
			defer close(stop)
			if tt.trickle > 0 {
				go func() {
					tick := time.NewTicker(tt.trickle)
					defer tick.Stop()
					for {
						select {
						case <-stop:
							return
						case <-tick.C:
							if _, err := conn.Write([]byte("a")); err != nil {
								return
							}
						}
					}
				}()
			}
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("reading the answer: %v (want an answer before the 20 s safety net)", err)
			}
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode < 400 || res.StatusCode >= 500 {
				t.Errorf("status %d, want a 4xx for the client's slowness", res.StatusCode)
			}
			// The server must close the connection: a read now ends (EOF or reset) at once.
			if _, err := conn.Read(make([]byte, 1)); err == nil || errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("connection still open after the cut (read: %v)", err)
			}
		})
	}

	t.Run("an HTTP/2 stream whose body never comes is reset", func(t *testing.T) {
		client := &http.Client{Transport: &http.Transport{Protocols: sitetest.H2COnly(), TLSClientConfig: &tls.Config{}}}
		body, w := io.Pipe()
		defer w.Close()
		req, _ := http.NewRequest(http.MethodPost, s.URL+"/uploads/resume?name=cv.pdf", body)
		req.ContentLength = 100000
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second) // safety net
		defer cancel()
		go func() { _, _ = io.WriteString(w, "%PDF-1.4\n") }()
		res, err := client.Do(req.WithContext(ctx))
		if errors.Is(err, context.DeadlineExceeded) {
			t.Fatal("the stalled HTTP/2 upload was never cut")
		}
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode < 400 || res.StatusCode >= 500 {
				t.Errorf("status %d, want a 4xx or a reset stream", res.StatusCode)
			}
		}
	})

	t.Run("an upload at a normal speed is stored", func(t *testing.T) {
		s.Upload(t, "resume", "cv.pdf", sitetest.PDFBytes(), "")
	})
}
