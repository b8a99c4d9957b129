package queue

// DrawingReminders mails today's reminders of overdue transmittals, once a day per
// recipient (internal/drawing); periodic, hourly: a run after the day's first finds them
// sent.
type DrawingReminders struct{}

func (DrawingReminders) Kind() string { return "drawing.reminders" }
