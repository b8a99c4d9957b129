package rpc

import (
	"context"
	"errors"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/announcement"
	"github.com/gusset/gusset/internal/files"
)

// announcementHandler serves the public and the staff AnnouncementService.
type announcementHandler struct {
	announcement *announcement.Service
	files        *files.Service
}

var (
	_ sitev1connect.AnnouncementServiceHandler  = publicAnnouncement{}
	_ adminv1connect.AnnouncementServiceHandler = staffAnnouncement{}
)

type publicAnnouncement struct{ *announcementHandler }
type staffAnnouncement struct{ *announcementHandler }

// GetActiveAnnouncement answers an empty response when none is active: the home page asks
// on every visit, and no announcement is the usual case, not an error.
func (h publicAnnouncement) GetActiveAnnouncement(ctx context.Context, _ *connect.Request[sitev1.GetActiveAnnouncementRequest]) (*connect.Response[sitev1.GetActiveAnnouncementResponse], error) {
	a, err := h.announcement.Active(ctx)
	switch {
	case errors.Is(err, announcement.ErrNotFound):
		return connect.NewResponse(&sitev1.GetActiveAnnouncementResponse{}), nil
	case err != nil:
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetActiveAnnouncementResponse{Announcement: h.public(a)}), nil
}

func (h staffAnnouncement) GetAnnouncement(ctx context.Context, _ *connect.Request[adminv1.GetAnnouncementRequest]) (*connect.Response[adminv1.GetAnnouncementResponse], error) {
	a, err := h.announcement.Get(ctx)
	switch {
	case errors.Is(err, announcement.ErrNotFound):
		return connect.NewResponse(&adminv1.GetAnnouncementResponse{}), nil
	case err != nil:
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetAnnouncementResponse{Settings: h.settings(a)}), nil
}

func (h staffAnnouncement) SaveAnnouncement(ctx context.Context, req *connect.Request[adminv1.SaveAnnouncementRequest]) (*connect.Response[adminv1.SaveAnnouncementResponse], error) {
	m := req.Msg
	a, err := h.announcement.Save(ctx, announcement.Input{
		Title: m.GetTitle(), Description: m.GetDescription(), ImageUploadID: m.GetImageUploadId(), RemoveImage: m.GetRemoveImage(),
		LinkURL: m.GetLinkUrl(), Enabled: m.GetEnabled(), StartTime: tsIn(m.GetStartTime()), EndTime: tsIn(m.GetEndTime()),
	})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SaveAnnouncementResponse{Settings: h.settings(a)}), nil
}

func (h *announcementHandler) public(a announcement.Announcement) *sitev1.Announcement {
	return &sitev1.Announcement{
		Id: a.ID.String(), Version: a.Version, Title: a.Title, Description: a.Description,
		Image: protoFile(h.files, a.Image), LinkUrl: a.LinkURL,
	}
}

func (h *announcementHandler) settings(a announcement.Announcement) *adminv1.AnnouncementSettings {
	return &adminv1.AnnouncementSettings{
		Announcement: h.public(a), Enabled: a.Enabled, StartTime: tsOpt(a.StartTime), EndTime: tsOpt(a.EndTime),
		Active: a.ActiveAt(time.Now()),
	}
}
