package server_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The site settings' undo and restore in TestEveryStaffWriteIsAudited: each case saves
// the settings once (so there is a version to go back to) and then goes back.
func init() {
	readOnlyStaffProcedures[adminv1connect.SiteSettingsServiceListSiteSettingsVersionsProcedure] = true
	// saved saves the current settings with a new tagline and answers the new version.
	saved := func(f *auditFixture) (int32, error) {
		ctx := context.Background()
		res, err := f.settings.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, f.token))
		if err != nil {
			return 0, err
		}
		s := res.Msg.GetSettings()
		s.GetSettings().Tagline = "Steel detailing, saved to be undone."
		out, err := f.settings.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: s.GetSettings(), Version: s.GetVersion()}, f.token))
		if err != nil {
			return 0, err
		}
		return out.Msg.GetSettings().GetVersion(), nil
	}
	auditCases[adminv1connect.SiteSettingsServiceUndoSiteSettingsSaveProcedure] = func(t *testing.T, f *auditFixture) error {
		version, err := saved(f)
		if err != nil {
			return err
		}
		_, err = f.settings.UndoSiteSettingsSave(context.Background(), sitetest.WithToken(&adminv1.UndoSiteSettingsSaveRequest{Version: version}, f.token))
		return err
	}
	auditCases[adminv1connect.SiteSettingsServiceRestoreSiteSettingsVersionProcedure] = func(t *testing.T, f *auditFixture) error {
		version, err := saved(f)
		if err != nil {
			return err
		}
		_, err = f.settings.RestoreSiteSettingsVersion(context.Background(), sitetest.WithToken(&adminv1.RestoreSiteSettingsVersionRequest{Restore: version - 1, Version: version}, f.token))
		return err
	}
}
