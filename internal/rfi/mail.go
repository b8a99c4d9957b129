package rfi

import (
	"context"
	"strconv"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/portal"
)

// Mail topics of the RFIs.
const (
	TopicRfi      = "rfi.change"
	TopicReminder = "rfi.reminder"
)

// remindersPerRun bounds one run's transaction; a run that reaches it runs again at once.
const remindersPerRun = 500

// ClientPath and StaffPath are an RFI's page on each side.
func ClientPath(r *Rfi) string {
	return "/portal/projects/" + r.GetProjectId() + "/rfis/" + r.GetId()
}
func StaffPath(r *Rfi) string { return "/admin/rfis/" + r.GetId() }

// mails are a change's mails: each person who follows the RFI and chose a mail per
// message (portal.MailEach), on both sides, except who acted (the store leaves them out
// of the audience); the RFI number leads the subject. Drafts mail no one.
func (s *Service) mails(ctx context.Context, what string) Mails {
	cfg := s.mail.At(ctx)
	return func(r *Rfi, a Audience) []mail.Message {
		if r.GetStatus() == Draft {
			return nil
		}
		s.finish(r, s.today())
		var out []mail.Message
		for _, side := range []struct {
			people []Recipient
			link   string
		}{{a.Clients, cfg.SiteURL + ClientPath(r)}, {a.Staff, cfg.SiteURL + StaffPath(r)}} {
			for _, p := range side.people {
				if p.Email == "" || p.Choice != portal.MailEach {
					continue
				}
				out = append(out, changeMail(cfg, r, what, side.link, p.Email, messages.Of(p.Language)))
			}
		}
		return out
	}
}

// changeMail is a change's mail to one person in lang: what is the change's verb
// ("raised", "answered", …), a message of its own (rfiMail.what.*) in each language.
func changeMail(cfg mail.Config, r *Rfi, what, link, to string, lang messages.Lang) mail.Message {
	said := messages.Text(lang, "rfiMail.what."+what, nil)
	at := map[string]string{"number": r.GetNumberText(), "job": r.GetJobNumber(), "project": r.GetProjectName()}
	line := messages.Text(lang, "rfiMail.changed", with(at, "what", said, "status", messages.Text(lang, statusMessages[r.GetStatus()], nil), "date", r.GetRequiredBy()))
	if what == "posted" && len(r.GetThread()) > 0 {
		p := r.GetThread()[len(r.GetThread())-1]
		line = messages.Text(lang, "rfiMail.wrote", with(at, "author", p.GetAuthorName()))
	}
	if what == "attached" && len(r.GetAttachments()) > 0 {
		a := r.GetAttachments()[len(r.GetAttachments())-1]
		line = messages.Text(lang, "rfiMail.attachedFile", with(at, "author", a.GetAddedByName(), "file", a.GetFileName()))
	}
	b := mail.Body{
		Paragraphs: []string{line},
		Link:       &mail.Link{Label: messages.Text(lang, "rfiMail.open", at), URL: link},
		Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company}),
			messages.Text(lang, "rfiMail.eachChange", nil)},
	}
	subject := messages.Text(lang, "rfiMail.subject", with(at, "what", said, "subject", r.GetSubject()))
	return b.Message(TopicRfi, to, cfg.Sales, subject)
}

// statusMessages say a status as the portal's screens do (their catalogue entries).
var statusMessages = map[portalv1.RfiStatus]string{
	Draft: "rfis.status.draft", Open: "rfis.status.open", Answered: "rfis.status.answered",
	Closed: "rfis.status.closed", Void: "rfis.status.void",
}

// with is values and then the name, value pairs kv.
func with(values map[string]string, kv ...string) map[string]string {
	out := make(map[string]string, len(values)+len(kv)/2)
	for k, v := range values {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}

// SendReminders queues today's reminders: one mail to the assignee of each Open RFI past
// its required-by date, once a day. The day's reminders are claimed by rows keyed by RFI
// and day in the transaction that queues their mails, so a second run the same day, here
// or on another instance, mails no one again.
func (s *Service) SendReminders(ctx context.Context) (int, error) {
	cfg := s.mail.At(ctx)
	today := s.today()
	total := 0
	for {
		n, err := s.store.RemindersSend(ctx, today, remindersPerRun, func(rs []*Rfi, to []Recipient) []mail.Message {
			out := make([]mail.Message, len(rs))
			for i, r := range rs {
				s.finish(r, today)
				out[i] = reminderMail(cfg, r, to[i].Email, messages.Of(to[i].Language))
			}
			return out
		})
		total += n
		if err != nil || n < remindersPerRun {
			return total, err
		}
	}
}

func reminderMail(cfg mail.Config, r *Rfi, to string, lang messages.Lang) mail.Message {
	days := messages.Text(lang, "rfiMail.oneDay", nil)
	if r.GetDaysOverdue() != 1 {
		days = messages.Text(lang, "rfiMail.days", map[string]string{"count": strconv.Itoa(int(r.GetDaysOverdue()))})
	}
	at := map[string]string{"number": r.GetNumberText(), "job": r.GetJobNumber(), "project": r.GetProjectName(), "days": days}
	b := mail.Body{
		Paragraphs: []string{
			messages.Text(lang, "rfiMail.overdue", with(at, "subject", r.GetSubject(), "date", r.GetRequiredBy(), "open", strconv.Itoa(int(r.GetDaysOpen())))),
			messages.Text(lang, "rfiMail.onHold", nil),
		},
		Link: &mail.Link{Label: messages.Text(lang, "rfiMail.answer", at), URL: cfg.SiteURL + ClientPath(r)},
		Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company}),
			messages.Text(lang, "rfiMail.oncePerDay", nil)},
	}
	return b.Message(TopicReminder, to, cfg.Sales, messages.Text(lang, "rfiMail.reminderSubject", at))
}
