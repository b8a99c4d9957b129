package blog

import (
	"time"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// Status is where a post is in its life cycle: DRAFT is never public; SCHEDULED becomes
// public at the post's publish time (the public reads compare that time with the clock,
// so the post shows even before the queue's job marks it published); PUBLISHED is public
// since its publish time.
type Status = sitev1.PostStatus

// StatusAt is the status the public sees at now of a post stored with status and publish
// time at: a scheduled post whose time has come is published, whether or not its publish
// job has run.
func StatusAt(status Status, at *time.Time, now time.Time) Status {
	if status == sitev1.PostStatus_POST_STATUS_SCHEDULED && at != nil && !at.After(now) {
		return sitev1.PostStatus_POST_STATUS_PUBLISHED
	}
	return status
}
