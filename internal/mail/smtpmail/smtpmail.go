// Package smtpmail delivers mail.Messages to an SMTP server with go-mail.
package smtpmail

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/gusset/gusset/internal/mail"
)

// Sender sends through the server of SMTP_URL.
type Sender struct {
	from   string
	host   string
	domain string
	opts   []gomail.Option
}

var _ mail.Sender = (*Sender)(nil)

// New reads rawURL: smtp://[user:pass@]host[:port] (default port 587; STARTTLS when the
// server offers it, required with ?starttls=required) or smtps://… (TLS from the first
// byte, default port 465). from is the sender of every message.
func New(rawURL, from string) (*Sender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	if u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL: no host")
	}
	opts := []gomail.Option{gomail.WithTimeout(30 * time.Second)}
	var port int
	switch u.Scheme {
	case "smtp":
		port = 587
		policy := gomail.TLSOpportunistic
		if u.Query().Get("starttls") == "required" {
			policy = gomail.TLSMandatory
		}
		opts = append(opts, gomail.WithTLSPortPolicy(policy))
	case "smtps":
		port = 465
		opts = append(opts, gomail.WithSSLPort(false))
	default:
		return nil, fmt.Errorf("SMTP_URL: scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL: port: %w", err)
		}
	}
	opts = append(opts, gomail.WithPort(port))
	if user := u.User.Username(); user != "" {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(user), gomail.WithPassword(pass))
	}
	if err := (mail.Message{To: from}).Check(); err != nil {
		return nil, fmt.Errorf("MAIL_FROM: %w", err)
	}
	return &Sender{from: from, host: u.Hostname(), domain: domainOf(from), opts: opts}, nil
}

// Send delivers m over a new connection.
func (s *Sender) Send(ctx context.Context, m mail.Message) error {
	msg, err := s.build(m)
	if err != nil {
		return err
	}
	c, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return err
	}
	if err := c.DialWithContext(ctx); err != nil {
		return fmt.Errorf("%w: %w", mail.ErrNotSent, err)
	}
	defer c.Close()
	return c.Send(msg)
}

// build makes the MIME message: plain text with an HTML alternative, a Message-ID in
// the sender's domain, and RFC 8058 one-click unsubscribe headers when m has a link.
func (s *Sender) build(m mail.Message) (*gomail.Msg, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := msg.From(s.from); err != nil {
		return nil, err
	}
	if err := msg.To(m.To); err != nil {
		return nil, err
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, err
		}
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageIDWithValue(messageID(s.domain))
	if m.UnsubscribeURL != "" {
		msg.SetGenHeader("List-Unsubscribe", "<"+m.UnsubscribeURL+">")
		msg.SetGenHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	return msg, nil
}
