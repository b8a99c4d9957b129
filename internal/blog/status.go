package blog

import "time"

// Status is where a post is in its life cycle.
type Status string

const (
	// StatusDraft is never public.
	StatusDraft Status = "draft"
	// StatusScheduled becomes public at the post's publish time (the public reads compare
	// that time with the clock, so the post shows even before the queue's job marks it
	// published).
	StatusScheduled Status = "scheduled"
	// StatusPublished is public since its publish time.
	StatusPublished Status = "published"
)

// StatusAt is the post's status as the public sees it at now: a scheduled post whose time
// has come is published, whether or not its publish job has run.
func (p Post) StatusAt(now time.Time) Status {
	if p.Status == StatusScheduled && p.PublishTime != nil && !p.PublishTime.After(now) {
		return StatusPublished
	}
	return p.Status
}
