package server_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/server"
)

// violations are the fields of a Connect InvalidArgument's BadRequest detail.
func violations(err error) []string {
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		return nil
	}
	var out []string
	for _, d := range cerr.Details() {
		if v, derr := d.Value(); derr == nil {
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					out = append(out, fv.GetField())
				}
			}
		}
	}
	return out
}

// otherApp is a second instance of the site: its own services (and settings in memory) and
// its own public cache, on the same database.
func (s *site) otherApp(t *testing.T) (string, *pubcache.Cache) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.Open(context.Background(), app.Config{Pool: s.pool, DataDir: t.TempDir(), FileSecret: []byte("test secret")}, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close() })
	deps := s.deps
	deps.Services = a.Services
	deps.Cache = pubcache.New(16 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); deps.Cache.Listen(ctx, s.pool, log) }()
	srv := httptest.NewServer(server.Handler(deps))
	t.Cleanup(func() { srv.Close(); cancel(); <-done })
	return srv.URL, deps.Cache
}

func TestSiteSettings(t *testing.T) {
	ctx := context.Background()
	s := startSite(t, auth.DefaultConfig)
	token := s.staffToken(t)
	staff := adminv1connect.NewSiteSettingsServiceClient(s.h1, s.url)
	public := sitev1connect.NewSiteSettingsServiceClient(s.h1, s.url, connect.WithHTTPGet())

	first, err := staff.GetSiteSettings(ctx, withToken(&adminv1.GetSiteSettingsRequest{}, token))
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
		_, err := staff.SaveSiteSettings(ctx, withToken(&adminv1.SaveSiteSettingsRequest{Settings: bad, Version: opened.GetVersion()}, token))
		got := strings.Join(violations(err), " ")
		if got != "phones[0].dial hr_email portal_url" {
			t.Errorf("violations %q (%v), want phones[0].dial hr_email portal_url", got, err)
		}
	})

	changed := proto.Clone(opened.GetSettings()).(*sitev1.SiteSettings)
	changed.Company = "Renamed Steel"
	changed.Phones[0] = &sitev1.Phone{Label: "Sales", Display: "+1 (212) 555-0123", Dial: "+1 212 555 0123"}
	t.Run("a save reaches the public answer, the titles and the Organization data at once", func(t *testing.T) {
		// Cached first, so the save must drop it.
		if _, body := getURL(t, s.url+"/connect", nil); !strings.Contains(body, "Connect | Gusset Steel Detailing") {
			t.Fatalf("the page before the save does not name the seed's firm:\n%.400s", body)
		}
		res, err := staff.SaveSiteSettings(ctx, withToken(&adminv1.SaveSiteSettingsRequest{Settings: changed, Version: opened.GetVersion()}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetSettings(); got.GetVersion() != 2 || got.GetUpdatedBy() != adminUser || got.GetSettings().GetPhones()[0].GetDial() != "+12125550123" {
			t.Errorf("saved %v, want version 2 by %s with the dial number normalized", got, adminUser)
		}
		pub, err := public.GetSiteSettings(ctx, connect.NewRequest(&sitev1.GetSiteSettingsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		if pub.Msg.GetSettings().GetCompany() != "Renamed Steel" {
			t.Errorf("public company %q, want Renamed Steel", pub.Msg.GetSettings().GetCompany())
		}
		_, body := getURL(t, s.url+"/connect", nil)
		if !strings.Contains(body, "<title>Connect | Renamed Steel ") {
			t.Errorf("the page's title does not name the renamed firm:\n%.600s", body)
		}
		org := structuredData(t, "/connect", []byte(body))["ProfessionalService"]
		if phones, _ := org["telephone"].([]any); org["name"] != "Renamed Steel" || len(phones) == 0 || phones[0] != "+12125550123" {
			t.Errorf("Organization %v, want the new name and phone", org)
		}
	})

	t.Run("a save of the version someone else replaced is refused with who and when", func(t *testing.T) {
		late := proto.Clone(opened.GetSettings()).(*sitev1.SiteSettings)
		late.Tagline = "Written over an old version."
		_, err := staff.SaveSiteSettings(ctx, withToken(&adminv1.SaveSiteSettingsRequest{Settings: late, Version: opened.GetVersion()}, token))
		var cerr *connect.Error
		if !errors.As(err, &cerr) || cerr.Code() != connect.CodeAborted || !strings.Contains(cerr.Message(), "changed by "+adminUser+" at ") {
			t.Fatalf("stale save = %v, want Aborted naming %s", err, adminUser)
		}
		now, err := staff.GetSiteSettings(ctx, withToken(&adminv1.GetSiteSettingsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if now.Msg.GetSettings().GetVersion() != 2 || now.Msg.GetSettings().GetSettings().GetTagline() == late.Tagline {
			t.Errorf("after the refused save: %v, want version 2 untouched", now.Msg.GetSettings())
		}
	})

	t.Run("another instance shows a change made on this one", func(t *testing.T) {
		other, otherCache := s.otherApp(t)
		waitLive(t, otherCache)
		settle(t, s, otherCache)
		if _, body := getURL(t, other+"/connect", nil); !strings.Contains(body, "Renamed Steel") {
			t.Fatalf("the other instance does not show the current settings:\n%.400s", body)
		}
		current, err := staff.GetSiteSettings(ctx, withToken(&adminv1.GetSiteSettingsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		again := proto.Clone(current.Msg.GetSettings().GetSettings()).(*sitev1.SiteSettings)
		again.Company = "Third Name Steel"
		if _, err := staff.SaveSiteSettings(ctx, withToken(&adminv1.SaveSiteSettingsRequest{Settings: again, Version: current.Msg.GetSettings().GetVersion()}, token)); err != nil {
			t.Fatal(err)
		}
		// The other instance hears of the save from PostgreSQL's notice, shortly after the
		// commit: poll its page.
		for deadline := time.Now().Add(10 * time.Second); ; {
			if _, body := getURL(t, other+"/connect", nil); strings.Contains(body, "<title>Connect | Third Name Steel ") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the other instance still shows the old name after 10 s")
			}
			time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
		}
	})
}
