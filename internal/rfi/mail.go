package rfi

import (
	"context"
	"fmt"

	"github.com/gusset/gusset/internal/mail"
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
				out = append(out, changeMail(cfg, r, what, side.link, p.Email))
			}
		}
		return out
	}
}

func changeMail(cfg mail.Config, r *Rfi, what, link, to string) mail.Message {
	lines := []string{fmt.Sprintf("%s on %s %s was %s. It is %s; required by %s.",
		r.GetNumberText(), r.GetJobNumber(), r.GetProjectName(), what, Words(r.GetStatus()), r.GetRequiredBy())}
	if what == "posted" && len(r.GetThread()) > 0 {
		p := r.GetThread()[len(r.GetThread())-1]
		lines[0] = fmt.Sprintf("%s wrote on %s (%s %s).", p.GetAuthorName(), r.GetNumberText(), r.GetJobNumber(), r.GetProjectName())
	}
	if what == "attached" && len(r.GetAttachments()) > 0 {
		a := r.GetAttachments()[len(r.GetAttachments())-1]
		lines[0] = fmt.Sprintf("%s attached %s to %s (%s %s).", a.GetAddedByName(), a.GetFileName(), r.GetNumberText(), r.GetJobNumber(), r.GetProjectName())
	}
	b := mail.Body{
		Paragraphs: lines,
		Link:       &mail.Link{Label: "Open " + r.GetNumberText(), URL: link},
		Footer:     []string{cfg.Company + " project portal", "You are mailed for each change: choose a daily digest or no mail under Messages on the project's page."},
	}
	subject := fmt.Sprintf("%s %s: %s", r.GetNumberText(), what, r.GetSubject())
	return b.Message(TopicRfi, to, cfg.Sales, subject)
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
				out[i] = reminderMail(cfg, r, to[i].Email)
			}
			return out
		})
		total += n
		if err != nil || n < remindersPerRun {
			return total, err
		}
	}
}

func reminderMail(cfg mail.Config, r *Rfi, to string) mail.Message {
	days := "1 day"
	if r.GetDaysOverdue() != 1 {
		days = fmt.Sprintf("%d days", r.GetDaysOverdue())
	}
	b := mail.Body{
		Paragraphs: []string{
			fmt.Sprintf("%s on %s %s, “%s”, was required by %s and is %s overdue: it has been open %d days.",
				r.GetNumberText(), r.GetJobNumber(), r.GetProjectName(), r.GetSubject(), r.GetRequiredBy(), days, r.GetDaysOpen()),
			"Detailing of the sheets it references is on hold until it is answered.",
		},
		Link:   &mail.Link{Label: "Answer " + r.GetNumberText(), URL: cfg.SiteURL + ClientPath(r)},
		Footer: []string{cfg.Company + " project portal", "You get this reminder once a day while the RFI is overdue."},
	}
	return b.Message(TopicReminder, to, cfg.Sales, fmt.Sprintf("Reminder: %s is %s overdue", r.GetNumberText(), days))
}
