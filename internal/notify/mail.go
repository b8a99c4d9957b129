package notify

import (
	"fmt"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/portal"
)

// TopicNotification is the outbox topic of a notification's own mail.
const TopicNotification = "portal.notification"

// Recipient is a person a notification was recorded for.
type Recipient struct {
	Staff  bool
	Email  string
	Choice portal.MailChoice
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
			out = append(out, eventMail(cfg, p, e, link, r.Email))
		}
	}
	if toStaff && !anyAddress && len(rs) > 0 && cfg.Sales != "" {
		out = append(out, eventMail(cfg, p, e, link, cfg.Sales))
	}
	return out
}

func eventMail(cfg mail.Config, p Project, e Event, link, to string) mail.Message {
	what := Describe(e.Kind, e.By.Name, e.Title)
	b := mail.Body{
		Paragraphs: []string{what + ", project " + p.JobNumber + " " + p.Name + "."},
		Link:       &mail.Link{Label: "Open the project", URL: link},
		Footer: []string{cfg.Company + " project portal",
			"You are mailed for each change: choose a daily digest or no mail on the project's page."},
	}
	subject := mail.OneLine(fmt.Sprintf("[%s] %s", p.JobNumber, what), 200)
	return b.Message(TopicNotification, to, cfg.Sales, subject)
}
