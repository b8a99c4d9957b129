package rpc

import (
	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
)

// portalID parses an id of the portal: a malformed one is not found, like an unknown one.
func portalID(s string, notFound error) (uuid.UUID, error) { return apperr.ParseID(s, notFound) }

func clientUserOut(u portal.User) *portalv1.ClientUser {
	out := &portalv1.ClientUser{
		Id: u.ID.String(), OrganizationId: u.OrganizationID.String(), OrganizationName: u.OrganizationName,
		Email: u.Email, Name: u.Name, HasPassword: u.PasswordHash != "", Disabled: u.Disabled, CreateTime: ts(u.CreateTime),
		TotpEnabled: u.TotpEnabled, Language: u.Language,
	}
	if !u.LastSignInTime.IsZero() {
		out.LastSignInTime = ts(u.LastSignInTime)
	}
	if u.IsReviewer() {
		out.OrganizationId = "" // an outside reviewer belongs to none
	}
	return out
}
