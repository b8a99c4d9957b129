package drawing

import (
	"context"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
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
	// Language is the recipient's choice ("en", "fr-CA", "" for none: English).
	Language string
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
				out[i] = reminderMail(cfg, clockOpen(r.Clock, today), r.Email, messages.Of(r.Language))
			}
			return out
		})
		total += n
		if err != nil || n < remindersPerRun {
			return total, err
		}
	}
}
