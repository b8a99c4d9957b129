package rpc

import (
	"context"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/site"
)

// siteSettingsHandler serves the public and the staff SiteSettingsService.
type siteSettingsHandler struct{ site *site.Service }

var (
	_ sitev1connect.SiteSettingsServiceHandler  = publicSiteSettings{}
	_ adminv1connect.SiteSettingsServiceHandler = staffSiteSettings{}
)

type publicSiteSettings struct{ siteSettingsHandler }
type staffSiteSettings struct{ siteSettingsHandler }

// GetSiteSettings answers the settings every page shows, from memory when it can.
func (h publicSiteSettings) GetSiteSettings(ctx context.Context, _ *connect.Request[sitev1.GetSiteSettingsRequest]) (*connect.Response[sitev1.GetSiteSettingsResponse], error) {
	e, err := h.site.Current(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetSiteSettingsResponse{Settings: settingsOut(e.Settings)}), nil
}

func (h staffSiteSettings) GetSiteSettings(ctx context.Context, _ *connect.Request[adminv1.GetSiteSettingsRequest]) (*connect.Response[adminv1.GetSiteSettingsResponse], error) {
	e, err := h.site.Get(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetSiteSettingsResponse{Settings: edited(e)}), nil
}

func (h staffSiteSettings) SaveSiteSettings(ctx context.Context, req *connect.Request[adminv1.SaveSiteSettingsRequest]) (*connect.Response[adminv1.SaveSiteSettingsResponse], error) {
	e, err := h.site.Save(ctx, settingsIn(req.Msg.GetSettings()), req.Msg.GetVersion())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SaveSiteSettingsResponse{Settings: edited(e)}), nil
}

func (h staffSiteSettings) ListSiteSettingsVersions(ctx context.Context, _ *connect.Request[adminv1.ListSiteSettingsVersionsRequest]) (*connect.Response[adminv1.ListSiteSettingsVersionsResponse], error) {
	vs, err := h.site.Versions(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListSiteSettingsVersionsResponse{Versions: convertAll(vs, versionOut)}), nil
}

func (h staffSiteSettings) RestoreSiteSettingsVersion(ctx context.Context, req *connect.Request[adminv1.RestoreSiteSettingsVersionRequest]) (*connect.Response[adminv1.RestoreSiteSettingsVersionResponse], error) {
	saved, restored, err := h.site.Restore(ctx, req.Msg.GetRestore(), req.Msg.GetVersion())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RestoreSiteSettingsVersionResponse{Settings: edited(saved), Restored: versionOut(restored)}), nil
}

func (h staffSiteSettings) UndoSiteSettingsSave(ctx context.Context, req *connect.Request[adminv1.UndoSiteSettingsSaveRequest]) (*connect.Response[adminv1.UndoSiteSettingsSaveResponse], error) {
	saved, restored, err := h.site.Undo(ctx, req.Msg.GetVersion())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UndoSiteSettingsSaveResponse{Settings: edited(saved), Restored: versionOut(restored)}), nil
}

// versionOut is a kept version without its settings.
func versionOut(e site.Edited) *adminv1.EditedSiteSettings {
	out := edited(e)
	out.Settings = nil
	return out
}

func edited(e site.Edited) *adminv1.EditedSiteSettings {
	return &adminv1.EditedSiteSettings{
		Settings: settingsOut(e.Settings), Version: e.Version, UpdateTime: timestamppb.New(e.UpdateTime), UpdatedBy: e.UpdatedBy,
	}
}

func settingsOut(s site.Settings) *sitev1.SiteSettings {
	return &sitev1.SiteSettings{
		Company: s.Company, TitleSuffix: s.TitleSuffix, Tagline: s.Tagline, CopyrightYear: s.CopyrightYear,
		Phones: convertAll(s.Phones, func(p site.Phone) *sitev1.Phone {
			return &sitev1.Phone{Label: p.Label, Display: p.Display, Dial: p.Dial}
		}),
		SalesEmail: s.Emails.Sales, HrEmail: s.Emails.HR,
		Addresses: convertAll(s.Addresses, func(a site.Address) *sitev1.PostalAddress {
			return &sitev1.PostalAddress{
				Label: a.Label, Street: a.Street, Locality: a.Locality, Region: a.Region, PostalCode: a.PostalCode,
				Country: a.Country, CountryCode: a.CountryCode,
			}
		}),
		Social: convertAll(s.Social, func(l site.Social) *sitev1.SocialLink {
			return &sitev1.SocialLink{Network: l.Network, Label: l.Label, Href: l.Href}
		}),
		PortalUrl: s.PortalURL, CampusRegisterUrl: s.Campus.RegisterURL, CampusTestUrl: s.Campus.TestURL,
		Software: convertAll(s.Software, func(b site.Badge) *sitev1.SoftwareBadge {
			return &sitev1.SoftwareBadge{Name: b.Name, Image: b.Image}
		}),
		TimeZone: s.TimeZone,
	}
}

func settingsIn(m *sitev1.SiteSettings) site.Settings {
	return site.Settings{
		Company: m.GetCompany(), TitleSuffix: m.GetTitleSuffix(), Tagline: m.GetTagline(), CopyrightYear: m.GetCopyrightYear(),
		Phones: convertAll(m.GetPhones(), func(p *sitev1.Phone) site.Phone {
			return site.Phone{Label: p.GetLabel(), Display: p.GetDisplay(), Dial: p.GetDial()}
		}),
		Emails: site.Emails{Sales: m.GetSalesEmail(), HR: m.GetHrEmail()},
		Addresses: convertAll(m.GetAddresses(), func(a *sitev1.PostalAddress) site.Address {
			return site.Address{
				Label: a.GetLabel(), Street: a.GetStreet(), Locality: a.GetLocality(), Region: a.GetRegion(),
				PostalCode: a.GetPostalCode(), Country: a.GetCountry(), CountryCode: a.GetCountryCode(),
			}
		}),
		Social: convertAll(m.GetSocial(), func(l *sitev1.SocialLink) site.Social {
			return site.Social{Network: l.GetNetwork(), Label: l.GetLabel(), Href: l.GetHref()}
		}),
		PortalURL: m.GetPortalUrl(),
		Campus:    site.Campus{RegisterURL: m.GetCampusRegisterUrl(), TestURL: m.GetCampusTestUrl()},
		Software: convertAll(m.GetSoftware(), func(b *sitev1.SoftwareBadge) site.Badge {
			return site.Badge{Name: b.GetName(), Image: b.GetImage()}
		}),
		TimeZone: m.GetTimeZone(),
	}
}
