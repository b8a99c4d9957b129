package queue

import "github.com/google/uuid"

// Deliver sends one outbox message.
type Deliver struct {
	MessageID uuid.UUID `json:"message_id"`
}

func (Deliver) Kind() string { return "outbox.deliver" }

// NewsletterSend fixes a newsletter's audience and mails it in batches.
type NewsletterSend struct {
	SendID uuid.UUID `json:"send_id"`
}

func (NewsletterSend) Kind() string { return "newsletter.send" }

// Housekeeping purges unconfirmed subscriptions whose links long expired, ended
// rate-limit windows and expired challenges; periodic.
type Housekeeping struct{}

func (Housekeeping) Kind() string { return "housekeeping" }

// PostPublish marks a scheduled blog post published at its time (the public reads show
// it from that time whether or not this job has run).
type PostPublish struct {
	PostID uuid.UUID `json:"post_id"`
}

func (PostPublish) Kind() string { return "blog.publish" }
