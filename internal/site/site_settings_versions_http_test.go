package site_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestSiteSettingsUndo(t *testing.T) {
	ctx := context.Background()
	f := sitetest.NewPortalFixture(t)
	staff := adminv1connect.NewSiteSettingsServiceClient(f.H1, f.URL)
	opened, err := staff.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	renamed := proto.Clone(opened.Msg.GetSettings().GetSettings()).(*sitev1.SiteSettings)
	renamed.Company = "Renamed Steel"
	saved, err := staff.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: renamed, Version: 1}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if _, body := sitetest.GetURL(t, f.URL+"/connect", nil); !strings.Contains(body, "<title>Connect | Renamed Steel ") {
		t.Fatalf("the page after the save does not name the renamed firm:\n%.400s", body)
	}

	t.Run("only staff may list, restore or undo", func(t *testing.T) {
		client := f.Client(t, f.Organization(t, "Acme Fabricators"), "pat@acme.example")
		for _, token := range []string{"", client} {
			calls := map[string]error{}
			_, calls["list"] = staff.ListSiteSettingsVersions(ctx, sitetest.WithToken(&adminv1.ListSiteSettingsVersionsRequest{}, token))
			_, calls["restore"] = staff.RestoreSiteSettingsVersion(ctx, sitetest.WithToken(&adminv1.RestoreSiteSettingsVersionRequest{Restore: 1, Version: 2}, token))
			_, calls["undo"] = staff.UndoSiteSettingsSave(ctx, sitetest.WithToken(&adminv1.UndoSiteSettingsSaveRequest{Version: 2}, token))
			for name, err := range calls {
				if code := connect.CodeOf(err); code != connect.CodeUnauthenticated && code != connect.CodePermissionDenied {
					t.Errorf("%s with token %q = %v, want refused", name, token, err)
				}
			}
		}
		if now, _ := staff.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, f.Staff)); now.Msg.GetSettings().GetVersion() != 2 {
			t.Errorf("version %d after the refused calls, want 2", now.Msg.GetSettings().GetVersion())
		}
	})

	t.Run("staff see the replaced version in the history", func(t *testing.T) {
		res, err := staff.ListSiteSettingsVersions(ctx, sitetest.WithToken(&adminv1.ListSiteSettingsVersionsRequest{}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if vs := res.Msg.GetVersions(); len(vs) != 1 || vs[0].GetVersion() != 1 || vs[0].GetSettings() != nil {
			t.Errorf("versions %v, want version 1 without its settings", vs)
		}
	})

	t.Run("undo brings the earlier settings back to the public pages at once", func(t *testing.T) {
		res, err := staff.UndoSiteSettingsSave(ctx, sitetest.WithToken(&adminv1.UndoSiteSettingsSaveRequest{Version: saved.Msg.GetSettings().GetVersion()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg; got.GetRestored().GetVersion() != 1 || got.GetSettings().GetVersion() != 3 || got.GetSettings().GetSettings().GetCompany() != opened.Msg.GetSettings().GetSettings().GetCompany() {
			t.Errorf("undo answered %v, want version 1's settings saved as version 3", got)
		}
		if _, body := sitetest.GetURL(t, f.URL+"/connect", nil); !strings.Contains(body, "<title>Connect | "+opened.Msg.GetSettings().GetSettings().GetCompany()+" ") {
			t.Errorf("the page after the undo does not name the firm again:\n%.400s", body)
		}
	})

	t.Run("a restore from a version someone saved over is refused as a conflict", func(t *testing.T) {
		_, err := staff.RestoreSiteSettingsVersion(ctx, sitetest.WithToken(&adminv1.RestoreSiteSettingsVersionRequest{Restore: 2, Version: 2}, f.Staff))
		if connect.CodeOf(err) != connect.CodeAborted {
			t.Errorf("stale restore = %v, want Aborted", err)
		}
	})
}
