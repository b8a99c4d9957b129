package contact

import adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"

// Status is where a lead stands: New until a reply is sent from the back office, then
// Replied; Closed when staff are done with it.
type Status = adminv1.ContactStatus

// Statuses; StatusAny is no filter.
const (
	StatusAny     = adminv1.ContactStatus_CONTACT_STATUS_UNSPECIFIED
	StatusNew     = adminv1.ContactStatus_CONTACT_STATUS_NEW
	StatusReplied = adminv1.ContactStatus_CONTACT_STATUS_REPLIED
	StatusClosed  = adminv1.ContactStatus_CONTACT_STATUS_CLOSED
)

// statusWords are the statuses as stored and exported.
var statusWords = map[Status]string{StatusNew: "new", StatusReplied: "replied", StatusClosed: "closed"}

func validStatus(s Status) bool { _, ok := statusWords[s]; return ok }

// StatusWord is s as stored and exported ("new"); "" for none.
func StatusWord(s Status) string { return statusWords[s] }

// StatusOf is the status stored as word.
func StatusOf(word string) Status {
	for s, w := range statusWords {
		if w == word {
			return s
		}
	}
	return StatusAny
}
