// Package mail is the e-mail the site sends: the message, who it goes to, and the
// Sender that delivers it. Messages are never sent from a request: they are written to
// the outbox in the transaction of the record that causes them and delivered by a
// queued job (internal/outbox), so a slow or failing mail server loses nothing.
package mail

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"
)

// Message is one e-mail to one recipient.
type Message struct {
	// Topic names what the message is for (contact.notice, newsletter.confirm, …), for
	// the staff outbox and the logs.
	Topic   string
	To      string
	ReplyTo string
	Subject string
	Text    string
	HTML    string
	// UnsubscribeURL, when set, is announced in List-Unsubscribe with
	// List-Unsubscribe-Post (RFC 8058 one-click unsubscribe).
	UnsubscribeURL string
}

// Sender delivers a message, or fails with an error worth retrying.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Config is who the site's mail is from and who on staff receives what.
type Config struct {
	// From is the envelope and header sender, e.g. "Gusset <no-reply@example.com>".
	From string
	// Sales receives contact messages; HR receives job applications.
	Sales string
	HR    string
	// SiteURL is the public origin links in mail point to.
	SiteURL string
	// Company names the firm in subjects and signatures.
	Company string
	// Zone is the firm's time zone, which mail writes times in (localtime.Format); nil
	// until At: UTC.
	Zone *time.Location
	// Firm, when set, answers the firm's name and staff addresses as the site settings
	// hold them now (internal/site): At puts them in place of Company, Sales and HR.
	Firm func(ctx context.Context) (Firm, error)
}

// Firm is who the mail names and who on staff receives it, as staff last edited them.
type Firm struct {
	Company, Sales, HR string
	Zone               *time.Location
}

// At is c with the firm's current name and addresses (c.Firm). When they cannot be read,
// c's own (those of the first start) stand in: a visitor's message is never lost for it.
func (c Config) At(ctx context.Context) Config {
	if c.Firm == nil {
		return c
	}
	f, err := c.Firm(ctx)
	if err != nil {
		return c
	}
	c.Company, c.Sales, c.HR, c.Zone = f.Company, f.Sales, f.HR, f.Zone
	return c
}

// ErrNotSent wraps a Sender's error when the message certainly did not leave (the
// server could not be reached): sending it again cannot make a duplicate.
var ErrNotSent = errors.New("mail: not sent")

// ErrBadAddress is a recipient or reply address that is not one mailbox.
var ErrBadAddress = errors.New("mail: not a single e-mail address")

// Check refuses a message whose addresses are not single mailboxes or whose subject
// spans lines: visitor input reaches Reply-To and subjects, and must never add a header.
func (m Message) Check() error {
	if err := checkAddress(m.To); err != nil {
		return fmt.Errorf("to: %w", err)
	}
	if m.ReplyTo != "" {
		if err := checkAddress(m.ReplyTo); err != nil {
			return fmt.Errorf("reply-to: %w", err)
		}
	}
	if strings.ContainsAny(m.Subject, "\r\n") || strings.ContainsAny(m.UnsubscribeURL, "\r\n") {
		return errors.New("mail: a header value spans lines")
	}
	return nil
}

func checkAddress(s string) error {
	if strings.ContainsAny(s, "\r\n") {
		return ErrBadAddress
	}
	list, err := mail.ParseAddressList(s)
	if err != nil || len(list) != 1 {
		return ErrBadAddress
	}
	return nil
}

// OneLine makes visitor text safe for a subject: line breaks and control characters
// become spaces, and it is cut to max runes.
func OneLine(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}

// WithDefaults fills what c leaves empty, so that a service built without a mail
// configuration (a test, a one-off command) still writes valid messages; `gusset serve`
// sets every field from its environment.
func (c Config) WithDefaults() Config {
	if c.SiteURL == "" {
		c.SiteURL = "http://localhost:8080"
	}
	if c.Company == "" {
		c.Company = "Gusset"
	}
	if c.From == "" {
		c.From = c.Company + " <no-reply@localhost>"
	}
	if c.Sales == "" {
		c.Sales = "sales@localhost"
	}
	if c.HR == "" {
		c.HR = c.Sales
	}
	return c
}
