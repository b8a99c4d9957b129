package announcement_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestAnnouncement(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewAnnouncementServiceClient(s.H1, s.URL)
	public := sitev1connect.NewAnnouncementServiceClient(s.H1, s.URL)
	active := func(t *testing.T) *sitev1.Announcement {
		t.Helper()
		res, err := public.GetActiveAnnouncement(ctx, connect.NewRequest(&sitev1.GetActiveAnnouncementRequest{}))
		if err != nil {
			t.Fatalf("GetActiveAnnouncement: %v", err)
		}
		return res.Msg.GetAnnouncement()
	}
	save := func(t *testing.T, req *adminv1.SaveAnnouncementRequest) *adminv1.AnnouncementSettings {
		t.Helper()
		res, err := staff.SaveAnnouncement(ctx, sitetest.WithToken(req, token))
		if err != nil {
			t.Fatalf("SaveAnnouncement: %v", err)
		}
		return res.Msg.GetSettings()
	}
	hour := time.Hour
	at := func(d time.Duration) *timestamppb.Timestamp { return timestamppb.New(time.Now().Add(d)) }

	t.Run("with none saved there is no active announcement and staff get none", func(t *testing.T) {
		if a := active(t); a != nil {
			t.Errorf("active = %v, want none", a)
		}
		res, err := staff.GetAnnouncement(ctx, sitetest.WithToken(&adminv1.GetAnnouncementRequest{}, token))
		if err != nil || res.Msg.GetSettings() != nil {
			t.Errorf("GetAnnouncement = %v, %v; want no settings", res, err)
		}
	})

	t.Run("bad input is refused with the field's message and nothing is saved", func(t *testing.T) {
		tests := []struct {
			name string
			req  *adminv1.SaveAnnouncementRequest
			want string
		}{
			{"no title", &adminv1.SaveAnnouncementRequest{Title: "  "}, "Title is required"},
			{"a javascript: link", &adminv1.SaveAnnouncementRequest{Title: "Expo", LinkUrl: "javascript:alert(1)"}, "Link must be a full http:// or https:// address"},
			{"a relative link", &adminv1.SaveAnnouncementRequest{Title: "Expo", LinkUrl: "/connect"}, "Link must be a full http:// or https:// address"},
			{"an end before the start", &adminv1.SaveAnnouncementRequest{Title: "Expo", StartTime: at(hour), EndTime: at(-hour)}, "The end must be after the start"},
			{"an upload that does not exist", &adminv1.SaveAnnouncementRequest{Title: "Expo", ImageUploadId: "00000000-0000-0000-0000-000000000000"}, "please upload it again"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := staff.SaveAnnouncement(ctx, sitetest.WithToken(tt.req, token))
				if code := connect.CodeOf(err); code != connect.CodeInvalidArgument && code != connect.CodeNotFound || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("error %v, want a client error about %q", err, tt.want)
				}
			})
		}
		if n := s.CountRows(t, "announcements"); n != 0 {
			t.Errorf("%d announcements stored, want 0", n)
		}
	})

	t.Run("it is active only while on and inside its window", func(t *testing.T) {
		img := s.Upload(t, "announcement_image", "booth.png", sitetest.PNGBytes(t, 4, 3), token)
		base := func() *adminv1.SaveAnnouncementRequest {
			return &adminv1.SaveAnnouncementRequest{Title: "Meet us at NASCC", Description: "Booth 1234", LinkUrl: "https://www.aisc.org/nascc", Enabled: true}
		}
		first := base()
		first.ImageUploadId = img
		saved := save(t, first)
		a := active(t)
		if a == nil || a.GetTitle() != "Meet us at NASCC" || a.GetLinkUrl() != "https://www.aisc.org/nascc" || a.GetImage().GetFileName() != "booth.png" || !saved.GetActive() {
			t.Fatalf("active = %v (saved %v), want the announcement with its image and link", a, saved)
		}
		if res, _ := s.Get(t, a.GetImage().GetPath(), ""); res.StatusCode != http.StatusOK {
			t.Errorf("GET image = %d, want 200", res.StatusCode)
		}
		version := a.GetVersion()
		windows := []struct {
			name       string
			enabled    bool
			start, end *timestamppb.Timestamp
			want       bool
		}{
			{"switched off", false, nil, nil, false},
			{"starting in an hour", true, at(hour), nil, false},
			{"ended an hour ago", true, at(-2 * hour), at(-hour), false},
			{"started an hour ago, ending in an hour", true, at(-hour), at(hour), true},
			{"open at both ends", true, nil, nil, true},
		}
		for _, w := range windows {
			t.Run(w.name, func(t *testing.T) {
				req := base()
				req.Enabled, req.StartTime, req.EndTime = w.enabled, w.start, w.end
				saved := save(t, req)
				if got := active(t) != nil; got != w.want || saved.GetActive() != w.want {
					t.Errorf("active publicly %v, to staff %v; want %v", got, saved.GetActive(), w.want)
				}
				if saved.GetAnnouncement().GetVersion() <= version {
					t.Errorf("version %d after a save, want more than %d", saved.GetAnnouncement().GetVersion(), version)
				}
				version = saved.GetAnnouncement().GetVersion()
				if saved.GetAnnouncement().GetImage().GetFileName() != "booth.png" {
					t.Errorf("image %v, want the one kept", saved.GetAnnouncement().GetImage())
				}
			})
		}
		if n := s.CountRows(t, "announcements"); n != 1 {
			t.Errorf("%d announcements stored, want 1", n)
		}
	})

	t.Run("a link typed with its scheme in capitals is kept, in lower case", func(t *testing.T) {
		saved := save(t, &adminv1.SaveAnnouncementRequest{Title: "Expo", LinkUrl: "HTTPS://www.aisc.org/NASCC", Enabled: true})
		if got := saved.GetAnnouncement().GetLinkUrl(); got != "https://www.aisc.org/NASCC" {
			t.Errorf("link %q, want https://www.aisc.org/NASCC", got)
		}
	})

	t.Run("removing the image deletes its file", func(t *testing.T) {
		before := s.ObjectCount(t)
		saved := save(t, &adminv1.SaveAnnouncementRequest{Title: "No picture", Enabled: true, RemoveImage: true})
		if saved.GetAnnouncement().GetImage() != nil {
			t.Errorf("image %v, want none", saved.GetAnnouncement().GetImage())
		}
		if after := s.ObjectCount(t); after != before-1 {
			t.Errorf("objects %d after removing the image, want %d", after, before-1)
		}
	})
}
