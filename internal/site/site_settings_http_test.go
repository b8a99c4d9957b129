package site_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestSiteSettings(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	staff := adminv1connect.NewSiteSettingsServiceClient(s.H1, s.URL)
	public := sitev1connect.NewSiteSettingsServiceClient(s.H1, s.URL, connect.WithHTTPGet())

	first, err := staff.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	opened := first.Msg.GetSettings()

	t.Run("a new site starts with the built-in settings, which anyone may read", func(t *testing.T) {
		res, err := public.GetSiteSettings(ctx, connect.NewRequest(&sitev1.GetSiteSettingsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetSettings()
		if got.GetCompany() != "Gusset Steel Detailing" || got.GetPhones()[0].GetDial() != "+13125550142" || got.GetSalesEmail() != "sales@example.com" {
			t.Errorf("settings %v, want the seed's", got)
		}
		if opened.GetVersion() != 1 || opened.GetUpdatedBy() != "" {
			t.Errorf("version %d by %q, want 1 by no one", opened.GetVersion(), opened.GetUpdatedBy())
		}
	})

	t.Run("visitors cannot save them", func(t *testing.T) {
		_, err := staff.SaveSiteSettings(ctx, connect.NewRequest(&adminv1.SaveSiteSettingsRequest{Settings: opened.GetSettings(), Version: 1}))
		if connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("anonymous save = %v, want Unauthenticated", err)
		}
	})

	t.Run("bad fields are refused with a violation each", func(t *testing.T) {
		bad := proto.Clone(opened.GetSettings()).(*sitev1.SiteSettings)
		bad.Phones[0].Dial = "555-0142"
		bad.HrEmail = "careers"
		bad.PortalUrl = "javascript:alert(1)"
		bad.TimeZone = "Mars/Olympus_Mons"
		_, err := staff.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: bad, Version: opened.GetVersion()}, token))
		got := strings.Join(sitetest.Violations(err), " ")
		if want := "phones[0].dial hr_email portal_url time_zone"; got != want {
			t.Errorf("violations %q (%v), want %s", got, err, want)
		}
	})

	changed := proto.Clone(opened.GetSettings()).(*sitev1.SiteSettings)
	changed.Company = "Renamed Steel"
	changed.Phones[0] = &sitev1.Phone{Label: "Sales", Display: "+1 (212) 555-0123", Dial: "+1 212 555 0123"}
	t.Run("a save reaches the public answer, the titles and the Organization data at once", func(t *testing.T) {
		// Cached first, so the save must drop it.
		if _, body := sitetest.GetURL(t, s.URL+"/connect", nil); !strings.Contains(body, "Connect | Gusset Steel Detailing") {
			t.Fatalf("the page before the save does not name the seed's firm:\n%.400s", body)
		}
		res, err := staff.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: changed, Version: opened.GetVersion()}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetSettings(); got.GetVersion() != 2 || got.GetUpdatedBy() != sitetest.AdminUser || got.GetSettings().GetPhones()[0].GetDial() != "+12125550123" {
			t.Errorf("saved %v, want version 2 by %s with the dial number normalized", got, sitetest.AdminUser)
		}
		pub, err := public.GetSiteSettings(ctx, connect.NewRequest(&sitev1.GetSiteSettingsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		if pub.Msg.GetSettings().GetCompany() != "Renamed Steel" {
			t.Errorf("public company %q, want Renamed Steel", pub.Msg.GetSettings().GetCompany())
		}
		_, body := sitetest.GetURL(t, s.URL+"/connect", nil)
		if !strings.Contains(body, "<title>Connect | Renamed Steel ") {
			t.Errorf("the page's title does not name the renamed firm:\n%.600s", body)
		}
		org := sitetest.StructuredData(t, "/connect", []byte(body))["ProfessionalService"]
		if phones, _ := org["telephone"].([]any); org["name"] != "Renamed Steel" || len(phones) == 0 || phones[0] != "+12125550123" {
			t.Errorf("Organization %v, want the new name and phone", org)
		}
	})

	t.Run("a save of the version someone else replaced is refused with who and when", func(t *testing.T) {
		late := proto.Clone(opened.GetSettings()).(*sitev1.SiteSettings)
		late.Tagline = "Written over an old version."
		_, err := staff.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: late, Version: opened.GetVersion()}, token))
		var cerr *connect.Error
		if !errors.As(err, &cerr) || cerr.Code() != connect.CodeAborted || !strings.Contains(cerr.Message(), "changed by "+sitetest.AdminUser+" at ") {
			t.Fatalf("stale save = %v, want Aborted naming %s", err, sitetest.AdminUser)
		}
		now, err := staff.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if now.Msg.GetSettings().GetVersion() != 2 || now.Msg.GetSettings().GetSettings().GetTagline() == late.Tagline {
			t.Errorf("after the refused save: %v, want version 2 untouched", now.Msg.GetSettings())
		}
	})

	t.Run("another instance shows a change made on this one", func(t *testing.T) {
		other, otherCache := s.OtherApp(t)
		sitetest.WaitLive(t, otherCache)
		s.Settle(t, otherCache)
		if _, body := sitetest.GetURL(t, other+"/connect", nil); !strings.Contains(body, "Renamed Steel") {
			t.Fatalf("the other instance does not show the current settings:\n%.400s", body)
		}
		current, err := staff.GetSiteSettings(ctx, sitetest.WithToken(&adminv1.GetSiteSettingsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		again := proto.Clone(current.Msg.GetSettings().GetSettings()).(*sitev1.SiteSettings)
		again.Company = "Third Name Steel"
		if _, err := staff.SaveSiteSettings(ctx, sitetest.WithToken(&adminv1.SaveSiteSettingsRequest{Settings: again, Version: current.Msg.GetSettings().GetVersion()}, token)); err != nil {
			t.Fatal(err)
		}
		// The other instance hears of the save from PostgreSQL's notice, shortly after the
		// commit: poll its page.
		for deadline := time.Now().Add(10 * time.Second); ; {
			if _, body := sitetest.GetURL(t, other+"/connect", nil); strings.Contains(body, "<title>Connect | Third Name Steel ") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the other instance still shows the old name after 10 s")
			}
			time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
		}
	})
}
