package notify

import (
	"fmt"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/portal"
)

// TopicNotification is the outbox topic of a notification's own mail.
const TopicNotification = "portal.notification"

// Recipient is a person a notification was recorded for.
type Recipient struct {
	Staff  bool
	Email  string
	Choice portal.MailChoice
	// Language is their choice ("en", "fr-CA", "" for none: English).
	Language string
}

// Project names a notification's project in mail.
type Project struct {
	ID              uuid.UUID
	Name, JobNumber string
}

// Mails are an event's own mails: one to each recipient who chose a mail for each and has
// an address. When an event for staff finds no staff user who gave an address at all, it
// goes to the firm's sales address instead (as a client's message does), so a client's
// upload is never unseen. An event the write mails itself (AlreadyMailed, DigestOnly)
// makes none.
func Mails(cfg mail.Config, p Project, e Event, rs []Recipient) []mail.Message {
	if e.AlreadyMailed || e.DigestOnly {
		return nil
	}
	toStaff := e.By.IsClient()
	tp := portal.ThreadProject{ID: p.ID}
	link := cfg.SiteURL + portal.ClientProjectPath(tp)
	if toStaff {
		link = cfg.SiteURL + portal.StaffProjectPath(tp)
	}
	var out []mail.Message
	anyAddress := false
	for _, r := range rs {
		if r.Email == "" {
			continue
		}
		anyAddress = true
		if r.Choice == portal.MailEach {
			out = append(out, eventMail(cfg, p, e, link, r.Email, messages.Of(r.Language)))
		}
	}
	if toStaff && !anyAddress && len(rs) > 0 && cfg.Sales != "" {
		out = append(out, eventMail(cfg, p, e, link, cfg.Sales, messages.English))
	}
	return out
}

func eventMail(cfg mail.Config, p Project, e Event, link, to string, lang messages.Lang) mail.Message {
	what := DescribeIn(lang, e.Kind, e.By.Name, e.Title)
	b := mail.Body{
		Paragraphs: []string{messages.Text(lang, "portalMail.eventLine", map[string]string{"what": what, "job": p.JobNumber, "project": p.Name})},
		Link:       &mail.Link{Label: messages.Text(lang, "portalMail.openProject", nil), URL: link},
		Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company}),
			messages.Text(lang, "portalMail.eachChange", nil)},
	}
	subject := mail.OneLine(fmt.Sprintf("[%s] %s", p.JobNumber, what), 200)
	return b.Message(TopicNotification, to, cfg.Sales, subject)
}
