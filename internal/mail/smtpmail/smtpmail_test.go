package smtpmail_test

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/mail/smtpmail"
	"github.com/gusset/gusset/internal/mailpittest"
)

func TestNewReadsTheURLAndSender(t *testing.T) {
	tests := []struct {
		name, url, from string
		wantErr         string
	}{
		{"an smtp URL is accepted", "smtp://mail.example.com", "site@example.com", ""},
		{"an smtps URL with credentials and a port is accepted", "smtps://u:p@mail.example.com:2465", "Site <site@example.com>", ""},
		{"another scheme is refused", "http://mail.example.com", "site@example.com", "scheme"},
		{"a URL without a host is refused", "smtp://", "site@example.com", "no host"},
		{"a port that is not a number is refused", "smtp://mail.example.com:port", "site@example.com", "SMTP_URL"},
		{"a sender that is not an address is refused", "smtp://mail.example.com", "not an address", "MAIL_FROM"},
		{"a sender spanning lines is refused", "smtp://mail.example.com", "a@example.com\r\nBcc: b@example.com", "MAIL_FROM"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := smtpmail.New(tt.url, tt.from)
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("got %v, want an error naming %q (none if empty)", err, tt.wantErr)
			}
		})
	}
}

func TestSendDeliversAWholeMessage(t *testing.T) {
	mp := mailpittest.Start(t)
	s, err := smtpmail.New(mp.SMTPURL, "Gusset <site@steel.example>")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := s.Send(ctx, mail.Message{To: "Ann <ann@example.com>", ReplyTo: "bo@example.com", Subject: "Your estimate",
		Text: "Plain words", HTML: "<p>Rich words</p>", UnsubscribeURL: "https://steel.example/unsubscribe?t=1"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Send(ctx, mail.Message{To: "cy@example.com", Subject: "No list", Text: "Hi"}); err != nil {
		t.Fatal(err)
	}
	got := mp.WaitFor(t, "ann@example.com", 1)[0]
	headers := mp.Headers(t, got.ID)
	body := mp.Body(t, got.ID)
	tests := []struct {
		name      string
		got, want string
	}{
		{"the sender is MAIL_FROM", got.From.Address, "site@steel.example"},
		{"the subject is kept", got.Subject, "Your estimate"},
		{"the reply-to is kept", addr(got.ReplyTo), "bo@example.com"},
		{"the text part is sent", strings.TrimSpace(body.Text), "Plain words"},
		{"the HTML part is sent", strings.TrimSpace(body.HTML), "<p>Rich words</p>"},
		{"the unsubscribe link is a header", first(headers["List-Unsubscribe"]), "<https://steel.example/unsubscribe?t=1>"},
		{"unsubscribing takes one click", first(headers["List-Unsubscribe-Post"]), "List-Unsubscribe=One-Click"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
	t.Run("the Message-ID is in the sender's domain", func(t *testing.T) {
		if id := first(headers["Message-Id"]); !strings.HasSuffix(id, "@steel.example>") {
			t.Errorf("got %q, want an id @steel.example", id)
		}
	})
	t.Run("a message without a link has no unsubscribe header", func(t *testing.T) {
		other := mp.WaitFor(t, "cy@example.com", 1)[0]
		if h := mp.Headers(t, other.ID); len(h["List-Unsubscribe"]) != 0 {
			t.Errorf("got %q, want none", h["List-Unsubscribe"])
		}
	})
}

func addr(as []mailpittest.Address) string {
	if len(as) == 0 {
		return ""
	}
	return as[0].Address
}

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

func TestSendFailsWithoutDeliveringWhenItMust(t *testing.T) {
	ctx := context.Background()
	t.Run("a server that is down is reported as not sent", func(t *testing.T) {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		down := l.Addr().String()
		l.Close()
		s, err := smtpmail.New("smtp://"+down, "site@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Send(ctx, mail.Message{To: "a@example.com", Subject: "x", Text: "x"}); !errors.Is(err, mail.ErrNotSent) {
			t.Errorf("got %v, want %v", err, mail.ErrNotSent)
		}
	})
	mp := mailpittest.Start(t)
	t.Run("a required STARTTLS the server does not offer is not sent in clear", func(t *testing.T) {
		s, err := smtpmail.New(mp.SMTPURL+"?starttls=required", "site@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Send(ctx, mail.Message{To: "tls@example.com", Subject: "x", Text: "x"}); !errors.Is(err, mail.ErrNotSent) {
			t.Errorf("got %v, want %v", err, mail.ErrNotSent)
		}
	})
	t.Run("credentials are not sent over a connection without TLS", func(t *testing.T) {
		// mailpit offers AUTH in clear (it accepts any password); the sender declines.
		s, err := smtpmail.New(strings.Replace(mp.SMTPURL, "smtp://", "smtp://user:pass@", 1), "site@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Send(ctx, mail.Message{To: "auth@example.com", Subject: "x", Text: "x"}); !errors.Is(err, mail.ErrNotSent) {
			t.Errorf("got %v, want %v", err, mail.ErrNotSent)
		}
	})
	t.Run("a subject spanning lines is refused", func(t *testing.T) {
		s, err := smtpmail.New(mp.SMTPURL, "site@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Send(ctx, mail.Message{To: "inj@example.com", Subject: "x\r\nBcc: b@example.com", Text: "x"}); err == nil {
			t.Error("got nil, want an error")
		}
	})
	if n := mp.Count(t); n != 0 {
		t.Errorf("got %d messages delivered, want 0", n)
	}
}
