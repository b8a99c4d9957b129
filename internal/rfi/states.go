package rfi

import (
	"fmt"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
)

// The statuses.
const (
	Draft    = portalv1.RfiStatus_RFI_STATUS_DRAFT
	Open     = portalv1.RfiStatus_RFI_STATUS_OPEN
	Answered = portalv1.RfiStatus_RFI_STATUS_ANSWERED
	Closed   = portalv1.RfiStatus_RFI_STATUS_CLOSED
	Void     = portalv1.RfiStatus_RFI_STATUS_VOID
)

// The courts.
const (
	CourtNone   = portalv1.RfiCourt_RFI_COURT_UNSPECIFIED
	CourtFirm   = portalv1.RfiCourt_RFI_COURT_FIRM
	CourtClient = portalv1.RfiCourt_RFI_COURT_CLIENT
)

// Court is whose move it is: an Open RFI the firm raised waits on the client's side;
// a draft, an Open RFI the client raised and an Answered one (to close or reopen) wait
// on the firm; Closed and Void wait on no one. RfiPage's filter writes the same rule.
func Court(r *Rfi) portalv1.RfiCourt {
	switch r.GetStatus() {
	case Open:
		if r.GetRaisedByFirm() {
			return CourtClient
		}
		return CourtFirm
	case Draft, Answered:
		return CourtFirm
	default:
		return CourtNone
	}
}

// NumberText is how an RFI's number reads: RFI-001 (more digits past 999).
func NumberText(n int32) string { return fmt.Sprintf("RFI-%03d", n) }

// Words is a status as mails and the log read it.
func Words(s portalv1.RfiStatus) string {
	switch s {
	case Draft:
		return "Draft"
	case Open:
		return "Open"
	case Answered:
		return "Answered"
	case Closed:
		return "Closed"
	case Void:
		return "Void"
	default:
		return ""
	}
}

// must refuses a change of an RFI whose status is not one of from, with a message that
// says what it is and what to do.
func must(r *Rfi, what string, from ...portalv1.RfiStatus) error {
	for _, f := range from {
		if r.GetStatus() == f {
			return nil
		}
	}
	return apperr.FailedPrecondition(fmt.Sprintf("%s is %s: it cannot be %s", NumberText(r.GetNumber()), Words(r.GetStatus()), what))
}
