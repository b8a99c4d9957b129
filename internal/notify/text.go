package notify

import (
	"strings"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/messages"
)

// sentences are the catalogue messages that say each kind (webapp's
// components/notifications/notification-messages.ts declares them; the bell says them too).
var sentences = map[Kind]string{
	ClientUpload:        "notifications.uploaded",
	StaffUpload:         "notifications.uploaded",
	MilestoneHandedBack: "notifications.handedBack",
	MilestoneChanged:    "notifications.changed",
	ClientMessage:       "notifications.wrote",
	StaffMessage:        "notifications.wrote",
	RfiChanged:          "notifications.rfiChanged",
}

// DescribeIn is a notification in one sentence in lang, as the bell, the mail and the
// digest say it.
func DescribeIn(lang messages.Lang, k Kind, actorName, title string) string {
	id, ok := sentences[k]
	if !ok {
		return actorName + ": " + title
	}
	return messages.Text(lang, id, map[string]string{"actor": actorName, "title": title})
}

// A kind's name is its enum's without the prefix ("CLIENT_UPLOAD"), as the table keeps it.
const kindPrefix = "NOTIFICATION_KIND_"

// KindName is k's name; KindNamed the kind of a name.
func KindName(k Kind) string  { return strings.TrimPrefix(k.String(), kindPrefix) }
func KindNamed(s string) Kind { return Kind(portalv1.NotificationKind_value[kindPrefix+s]) }
