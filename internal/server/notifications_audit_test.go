package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The notifications' staff procedures in TestEveryStaffWriteIsAudited. Marking
// notifications read is no change the trail records (as reading a message thread is not):
// a notification is the echo of a write the trail already holds.
func init() {
	for _, p := range []string{
		adminv1connect.NotificationAdminServiceListStaffNotificationsProcedure,
		adminv1connect.NotificationAdminServiceGetStaffUnreadNotificationCountProcedure,
		adminv1connect.NotificationAdminServiceMarkStaffNotificationReadProcedure,
		adminv1connect.NotificationAdminServiceMarkAllStaffNotificationsReadProcedure,
		adminv1connect.NotificationAdminServiceGetStaffProjectMailChoiceProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	auditCases[adminv1connect.NotificationAdminServiceSetStaffProjectMailChoiceProcedure] = func(t *testing.T, f *auditFixture) error {
		p := &sitetest.PortalFixture{Site: f.Site, Staff: f.token,
			Clients:  adminv1connect.NewClientAdminServiceClient(f.H1, f.URL),
			Projects: adminv1connect.NewProjectAdminServiceClient(f.H1, f.URL)}
		project := p.Project(t, p.Organization(t, "Notifications J-310"), "J-310")
		_, err := adminv1connect.NewNotificationAdminServiceClient(f.H1, f.URL).SetStaffProjectMailChoice(context.Background(),
			sitetest.WithToken(&adminv1.SetStaffProjectMailChoiceRequest{ProjectId: project, MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE}, f.token))
		return err
	}
}
