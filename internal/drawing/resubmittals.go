package drawing

import (
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// checkResubmits: only a resubmittal names the transmittal it resubmits (optional: a
// resubmittal may answer several). That it is a transmittal of the same project is
// checked where it is written.
func checkResubmits(v *validate.Checker, in *Input) {
	r := in.GetResubmitsId()
	if r == "" {
		return
	}
	if in.GetPurpose() != portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL {
		v.Add("transmittal.resubmits_id", "Only a resubmittal resubmits a transmittal")
		return
	}
	if _, err := apperr.ParseCanonical(r); err != nil {
		v.Add("transmittal.resubmits_id", "Not a transmittal of this project")
	}
}
