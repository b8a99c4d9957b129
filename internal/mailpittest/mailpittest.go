// Package mailpittest runs mailpit, a real SMTP server with an HTTP API, for tests that
// deliver mail: scripts/ensure-mailpit builds it (make test does this first).
package mailpittest

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Server is a running mailpit.
type Server struct {
	// SMTPURL is for SMTP_URL.
	SMTPURL string
	api     string
	bin     string
	dir     string
	smtp    string
	http    string
	cmd     *exec.Cmd
}

// Start runs mailpit on free loopback ports until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	bin := binary(t)
	s := &Server{bin: bin, dir: t.TempDir(), smtp: freeAddr(t), http: freeAddr(t)}
	s.SMTPURL = "smtp://" + s.smtp
	s.api = "http://" + s.http
	s.Restart(t)
	t.Cleanup(func() { s.Stop(t) })
	return s
}

func binary(t testing.TB) string {
	if p := os.Getenv("MAILPIT_BIN"); p != "" {
		return p
	}
	home, _ := os.UserHomeDir()
	cache := os.Getenv("XDG_CACHE_HOME")
	if cache == "" {
		cache = filepath.Join(home, ".cache")
	}
	p := filepath.Join(cache, "gusset", "bin", "mailpit-v1.28.0")
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("mailpit is not built: run ./scripts/ensure-mailpit (make test does): %v", err)
	}
	return p
}

func freeAddr(t testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// Restart starts mailpit again on the same ports after Stop (its messages are kept).
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.cmd = exec.Command(s.bin, "--smtp", s.smtp, "--listen", s.http, "--database", filepath.Join(s.dir, "mail.db"),
		"--disable-version-check", "--smtp-auth-accept-any", "--smtp-auth-allow-insecure", "--quiet")
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		res, err := http.Get(s.api + "/readyz")
		if err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				if c, err := net.Dial("tcp", s.smtp); err == nil {
					_ = c.Close()
					return
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("mailpit did not start: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop ends mailpit: its SMTP port refuses connections until Restart.
func (s *Server) Stop(t testing.TB) {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// Address is one mailbox of a message.
type Address struct{ Name, Address string }

// Message is a delivered message as mailpit lists it.
type Message struct {
	ID      string
	From    Address
	To      []Address
	ReplyTo []Address
	Subject string
}

// Messages lists every delivered message, newest first.
func (s *Server) Messages(t testing.TB) []Message {
	t.Helper()
	var out struct{ Messages []Message }
	s.get(t, "/api/v1/messages?limit=1000", &out)
	return out.Messages
}

// WaitFor waits until n messages to addr have arrived and returns them (newest
// first); it fails the test after a deadline. Delivery is asynchronous (the queue).
func (s *Server) WaitFor(t testing.TB, addr string, n int) []Message {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var got []Message
		for _, m := range s.Messages(t) {
			for _, to := range m.To {
				if strings.EqualFold(to.Address, addr) {
					got = append(got, m)
				}
			}
		}
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("mail to %s: got %d messages, want %d", addr, len(got), n)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Body is a message's content.
type Body struct {
	Text, HTML string
}

// Body reads message id.
func (s *Server) Body(t testing.TB, id string) Body {
	t.Helper()
	var b Body
	s.get(t, "/api/v1/message/"+id, &b)
	return b
}

// Headers reads message id's headers.
func (s *Server) Headers(t testing.TB, id string) map[string][]string {
	t.Helper()
	h := map[string][]string{}
	s.get(t, "/api/v1/message/"+id+"/headers", &h)
	return h
}

func (s *Server) get(t testing.TB, path string, v any) {
	t.Helper()
	res, err := http.Get(s.api + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("mailpit %s: %s", path, res.Status)
	}
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatal(fmt.Errorf("mailpit %s: %w", path, err))
	}
}

// Count is how many messages mailpit holds.
func (s *Server) Count(t testing.TB) int {
	t.Helper()
	var out struct{ Total int }
	s.get(t, "/api/v1/messages?limit=1", &out)
	return out.Total
}

// CountByRecipient counts every held message by recipient address, reading all pages.
func (s *Server) CountByRecipient(t testing.TB) map[string]int {
	t.Helper()
	counts := map[string]int{}
	for start := 0; ; start += 1000 {
		var page struct {
			Total    int
			Messages []Message
		}
		s.get(t, fmt.Sprintf("/api/v1/messages?start=%d&limit=1000", start), &page)
		for _, m := range page.Messages {
			for _, to := range m.To {
				counts[strings.ToLower(to.Address)]++
			}
		}
		if len(page.Messages) == 0 || start+len(page.Messages) >= page.Total {
			return counts
		}
	}
}
