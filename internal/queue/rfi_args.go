package queue

// RfiReminders mails today's reminders of overdue RFIs, once a day per RFI
// (internal/rfi); periodic, hourly: a run after the day's first finds them sent.
type RfiReminders struct{}

func (RfiReminders) Kind() string { return "rfi.reminders" }
