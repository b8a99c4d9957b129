package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The messages' staff procedures in TestEveryStaffWriteIsAudited. Reading a thread marks
// it read (message_reads), which is no change the trail records.
func init() {
	for _, p := range []string{
		adminv1connect.PortalMessageAdminServiceListPortalThreadsProcedure,
		adminv1connect.PortalMessageAdminServiceGetPortalThreadProcedure,
		adminv1connect.PortalMessageAdminServiceGetPortalAttachmentUrlProcedure,
		adminv1connect.PortalMessageAdminServiceListUnreadMessageCountsProcedure,
		adminv1connect.PortalMessageAdminServiceGetStaffMailChoiceProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	messages := func(f *auditFixture) *messageFixture {
		return messageFixtureOf(&sitetest.PortalFixture{Site: f.Site, Staff: f.token,
			Clients:  adminv1connect.NewClientAdminServiceClient(f.H1, f.URL),
			Projects: adminv1connect.NewProjectAdminServiceClient(f.H1, f.URL)})
	}
	ctx := context.Background()
	start := func(t *testing.T, m *messageFixture, job string) (*adminv1.StartPortalThreadResponse, error) {
		res, err := m.admin.StartPortalThread(ctx, sitetest.WithToken(&adminv1.StartPortalThreadRequest{ProjectId: m.Project(t, m.Organization(t, "Messages "+job), job),
			Subject: "Kick-off", Body: "Welcome to the portal."}, m.Staff))
		if err != nil {
			return nil, err
		}
		return res.Msg, nil
	}
	cases := map[string]func(t *testing.T, f *auditFixture) error{
		adminv1connect.PortalMessageAdminServiceStartPortalThreadProcedure: func(t *testing.T, f *auditFixture) error {
			_, err := start(t, messages(f), "J-300")
			return err
		},
		adminv1connect.PortalMessageAdminServicePostPortalMessageProcedure: func(t *testing.T, f *auditFixture) error {
			m := messages(f)
			res, err := start(t, m, "J-301")
			if err != nil {
				return err
			}
			_, err = m.admin.PostPortalMessage(ctx, sitetest.WithToken(&adminv1.PostPortalMessageRequest{ThreadId: res.GetThread().GetId(), Body: "Drawings attached."}, f.token))
			return err
		},
		adminv1connect.PortalMessageAdminServiceSetStaffMailChoiceProcedure: func(t *testing.T, f *auditFixture) error {
			_, err := messages(f).admin.SetStaffMailChoice(ctx, sitetest.WithToken(&adminv1.SetStaffMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_DIGEST, Email: "admin@firm.example"}, f.token))
			return err
		},
	}
	for p, c := range cases {
		auditCases[p] = c
	}
}

// messageFixture is the part of the portal messages' fixture the audit cases use.
type messageFixture struct {
	*sitetest.PortalFixture
	admin adminv1connect.PortalMessageAdminServiceClient
}

func messageFixtureOf(f *sitetest.PortalFixture) *messageFixture {
	return &messageFixture{PortalFixture: f, admin: adminv1connect.NewPortalMessageAdminServiceClient(f.H1, f.URL)}
}
