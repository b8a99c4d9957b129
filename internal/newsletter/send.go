package newsletter

import (
	"context"
	"errors"
	"html"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/validate"
)

// Send is a newsletter staff sent, and how far it got.
type Send struct {
	ID         uuid.UUID
	Subject    string
	HTML       string
	Text       string
	PostID     *uuid.UUID
	Started    bool
	Done       bool
	Total      int
	Sent       int
	Failed     int
	Skipped    int
	CreateTime time.Time
	FinishTime *time.Time
}

// SendInput is what staff send: a subject and the editor's HTML.
type SendInput struct {
	Subject string
	HTML    string
	PostID  *uuid.UUID
}

// Recipient is one address a send is mailed to.
type Recipient struct {
	SubscriberID     uuid.UUID
	Email            string
	Status           Status
	UnsubscribeToken string
}

// Delivery outcomes.
const (
	DeliverySent    = "sent"
	DeliveryFailed  = "failed"
	DeliverySkipped = "skipped"
)

// SendStore persists sends and their deliveries.
type SendStore interface {
	// SendCreate stores a send and queues its job in one transaction.
	SendCreate(ctx context.Context, in SendInput, text string) (Send, error)
	SendGet(ctx context.Context, id uuid.UUID) (Send, error)
	SendList(ctx context.Context, p keyset.Request) ([]Send, error)
	// SendStart fixes the audience (the confirmed addresses) once, and marks deliveries
	// that an interrupted run left 'sending' as failed: they may have been mailed, so
	// they are never mailed again.
	SendStart(ctx context.Context, id uuid.UUID) error
	// SendClaim takes up to n pending deliveries, committed as 'sending' before it returns.
	SendClaim(ctx context.Context, id uuid.UUID, n int) ([]Recipient, error)
	SendDelivered(ctx context.Context, id, subscriber uuid.UUID, outcome, errText string) error
	// SendRelease puts a claimed delivery back to pending: nothing was sent.
	SendRelease(ctx context.Context, id, subscriber uuid.UUID) error
	SendFinish(ctx context.Context, id uuid.UUID) error
}

// ErrSendNotFound is an unknown send.
var ErrSendNotFound = apperr.NotFound("newsletter send not found")

// BatchSize is how many addresses one claim takes.
const BatchSize = 100

// StartSend queues a newsletter to every confirmed address. Its HTML is sanitized like
// a blog post's, and its site paths made absolute (it is read in a mail program).
func (s *Service) StartSend(ctx context.Context, in SendInput) (Send, error) {
	in.Subject = strings.TrimSpace(in.Subject)
	var c validate.Checker
	c.Require("subject", in.Subject, "Subject is required")
	c.MaxLen("subject", "Subject", in.Subject, 200)
	c.Check(!strings.ContainsAny(in.Subject, "\r\n"), "subject", "The subject must be one line")
	clean, visible := s.sanitizer.Sanitize(in.HTML)
	c.Check(visible, "html", "The newsletter has no content")
	in.HTML = richtext.AbsoluteLinks(clean, s.mail.SiteURL)
	if err := c.Err(); err != nil {
		return Send{}, err
	}
	return s.store.SendCreate(ctx, in, richtext.PlainText(in.HTML))
}

// ListSends lists sends newest first with their counts.
func (s *Service) ListSends(ctx context.Context, size int32, token string) ([]Send, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Send, error) {
		return s.store.SendList(ctx, p)
	}, func(x Send) (time.Time, uuid.UUID) { return x.CreateTime, x.ID })
}

// ErrMailServerDown stops a send until the queue retries it: nothing was sent.
var ErrMailServerDown = errors.New("newsletter: the mail server cannot be reached")

// RunSend mails send id to its audience, batch by batch, for about budget (0: until
// done), and reports whether it finished. It is the queue's job: run again after a
// crash, a restart or its budget, it carries on where it stopped, and no address is
// mailed twice.
func (s *Service) RunSend(ctx context.Context, id uuid.UUID, budget time.Duration) (done bool, err error) {
	send, err := s.store.SendGet(ctx, id)
	if err != nil {
		return false, err
	}
	if send.Done {
		return true, nil
	}
	if err := s.store.SendStart(ctx, id); err != nil {
		return false, err
	}
	cfg := s.mail.At(ctx) // the firm as named now, once per run
	start := s.now()
	for budget <= 0 || s.now().Sub(start) < budget {
		batch, err := s.store.SendClaim(ctx, id, BatchSize)
		if err != nil {
			return false, err
		}
		if len(batch) == 0 {
			return true, s.store.SendFinish(ctx, id)
		}
		for i, r := range batch {
			if err := s.deliver(ctx, cfg, send, r); err != nil {
				// Nothing left the server for this one or the rest of the batch.
				for _, rest := range batch[i:] {
					if rerr := s.store.SendRelease(context.WithoutCancel(ctx), id, rest.SubscriberID); rerr != nil {
						return false, errors.Join(err, rerr)
					}
				}
				return false, err
			}
		}
	}
	return false, nil
}

func (s *Service) deliver(ctx context.Context, cfg mail.Config, send Send, r Recipient) error {
	if r.Status != Confirmed {
		// Unsubscribed since the send started.
		return s.store.SendDelivered(ctx, send.ID, r.SubscriberID, DeliverySkipped, "")
	}
	m := s.newsletterMail(cfg, send, r)
	if s.sender == nil {
		s.log.Info("newsletter not sent (no SMTP_URL): logged", "send", send.ID, "to", r.Email, "subject", send.Subject)
		return s.store.SendDelivered(ctx, send.ID, r.SubscriberID, DeliverySent, "logged: no SMTP_URL")
	}
	if err := s.sender.Send(ctx, m); err != nil {
		if errors.Is(err, mail.ErrNotSent) || ctx.Err() != nil {
			return errors.Join(ErrMailServerDown, err)
		}
		return s.store.SendDelivered(context.WithoutCancel(ctx), send.ID, r.SubscriberID, DeliveryFailed, err.Error())
	}
	return s.store.SendDelivered(context.WithoutCancel(ctx), send.ID, r.SubscriberID, DeliverySent, "")
}

// newsletterMail is one issue to one subscriber; cfg names the firm.
func (s *Service) newsletterMail(cfg mail.Config, send Send, r Recipient) mail.Message {
	unsub := s.UnsubscribeURL(r.UnsubscribeToken)
	footer := "You receive this because you subscribed to the " + cfg.Company + " newsletter."
	html := `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1b1b">` +
		send.HTML +
		`<hr><p style="color:#555;font-size:13px">` + html.EscapeString(footer) + ` <a href="` + html.EscapeString(unsub) + `">Unsubscribe</a></p></body></html>`
	text := send.Text + "\n\n-- \n" + footer + "\nUnsubscribe: " + unsub + "\n"
	return mail.Message{Topic: "newsletter", To: r.Email, Subject: send.Subject, Text: text, HTML: html, UnsubscribeURL: unsub}
}

// ErrPostNotFound is a send of a blog post that does not exist.
var ErrPostNotFound = apperr.NotFound("post not found")
