package drawing

import (
	"context"
	"fmt"

	"github.com/gusset/gusset/internal/mail"
)

// TopicReminder is the outbox topic of an overdue transmittal's daily reminder.
const TopicReminder = "drawing.reminder"

// remindersPerRun bounds one run's transaction; a run that reaches it runs again at once.
const remindersPerRun = 500

// Reminder is one recipient's reminder of an overdue transmittal.
type Reminder struct {
	Clock *TransmittalClock
	Email string
	Name  string
}

// ReminderMails are the mails of the reminders claimed, one each, in order.
type ReminderMails func([]Reminder) []mail.Message

// SendReminders queues today's reminders: one mail to each recipient (not the copies) of
// each open transmittal past its due date, once a day. The day's reminders are claimed by
// rows keyed by transmittal, person and day in the transaction that queues their mails,
// so a second run the same day, here or on another instance at the same moment, mails no
// one again; the next day mails them again until the transmittal closes.
func (s *Service) SendReminders(ctx context.Context) (int, error) {
	cfg := s.mailConfig(ctx)
	today := s.today()
	total := 0
	for {
		n, err := s.store.RemindersSend(ctx, today, remindersPerRun, func(rs []Reminder) []mail.Message {
			out := make([]mail.Message, len(rs))
			for i, r := range rs {
				out[i] = reminderMail(cfg, clockOpen(r.Clock, today), r.Email)
			}
			return out
		})
		total += n
		if err != nil || n < remindersPerRun {
			return total, err
		}
	}
}

// reminderMail is a recipient's reminder of an overdue transmittal, with its link.
func reminderMail(cfg mail.Config, c *TransmittalClock, to string) mail.Message {
	days := "1 day"
	if c.GetDaysOverdue() != 1 {
		days = fmt.Sprintf("%d days", c.GetDaysOverdue())
	}
	project := c.GetProjectName()
	if c.GetJobNumber() != "" {
		project += " (" + c.GetJobNumber() + ")"
	}
	b := mail.Body{
		Paragraphs: []string{
			fmt.Sprintf("Transmittal %s for %s was due back %s and is %s overdue: it was issued %s, %d days ago.",
				c.GetNumberText(), project, c.GetDueDate(), days, c.GetIssueDate(), c.GetDaysOutstanding()),
			"Please return the reviewed drawings, or tell us when to expect them.",
		},
		Link:   &mail.Link{Label: "Open the transmittal", URL: cfg.SiteURL + ClientTransmittalPath(&Transmittal{Id: c.GetTransmittalId(), ProjectId: c.GetProjectId()})},
		Footer: []string{cfg.Company + " project portal", "You get this reminder once a day while the transmittal is overdue."},
	}
	subject := fmt.Sprintf("Reminder: transmittal %s is %s overdue", c.GetNumberText(), days)
	return b.Message(TopicReminder, to, cfg.Sales, subject)
}
