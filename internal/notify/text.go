package notify

import (
	"strings"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
)

// Describe is a notification in one sentence, as the list, the mail and the digest say it.
func Describe(k Kind, actorName, title string) string {
	switch k {
	case ClientUpload, StaffUpload:
		return actorName + " uploaded " + title
	case MilestoneHandedBack:
		return actorName + " handed back the milestone " + title
	case MilestoneChanged:
		return actorName + " changed the milestone " + title
	case ClientMessage, StaffMessage:
		return actorName + " wrote in “" + title + "”"
	case RfiChanged:
		return actorName + " updated " + title
	case Kind(0):
	}
	return actorName + ": " + title
}

// A kind's name is its enum's without the prefix ("CLIENT_UPLOAD"), as the table keeps it.
const kindPrefix = "NOTIFICATION_KIND_"

// KindName is k's name; KindNamed the kind of a name.
func KindName(k Kind) string  { return strings.TrimPrefix(k.String(), kindPrefix) }
func KindNamed(s string) Kind { return Kind(portalv1.NotificationKind_value[kindPrefix+s]) }
