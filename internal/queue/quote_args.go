package queue

// QuoteReminders mails sales of each sent quote whose validity ends within a week, once
// per revision.
type QuoteReminders struct{}

func (QuoteReminders) Kind() string { return "quote.reminders" }
