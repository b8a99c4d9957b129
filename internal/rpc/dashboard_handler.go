package rpc

import (
	"context"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/dashboard"
	"github.com/gusset/gusset/internal/rfi"
)

var _ adminv1connect.DashboardServiceHandler = dashboardHandler{}

// dashboardHandler serves the staff DashboardService.
type dashboardHandler struct {
	dashboard *dashboard.Service
	rfis      *rfi.Service
}

func (h dashboardHandler) GetDashboard(ctx context.Context, _ *connect.Request[adminv1.GetDashboardRequest]) (*connect.Response[adminv1.GetDashboardResponse], error) {
	c, err := h.dashboard.Counts(ctx)
	if err != nil {
		return nil, err
	}
	t, err := h.dashboard.Trends(ctx)
	if err != nil {
		return nil, err
	}
	leads, err := h.dashboard.Leads(ctx)
	if err != nil {
		return nil, err
	}
	overdue, err := h.dashboard.OverdueProjects(ctx, time.Now())
	if err != nil {
		return nil, err
	}
	needs, err := h.dashboard.Needs(ctx)
	if err != nil {
		return nil, err
	}
	staff, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	openRfis, overdueRfis, err := h.rfis.Counts(ctx, staff)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetDashboardResponse{
		OverdueProjects: convertAll(overdue, overdueProjectOut),
		TotalJobs:       c.TotalJobs, ActiveJobs: c.ActiveJobs, Applicants: c.Applicants,
		GalleryImages: c.GalleryImages, GalleryProjects: c.GalleryProjects, TotalPortfolios: c.TotalPortfolios,
		BlogsPosted: c.BlogsPosted, ContactMessages: c.ContactMessages, NewsletterSubscribers: c.NewsletterSubscribers,
		Weeks: convertAll(t.Weeks, func(w dashboard.Week) *adminv1.WeekCount {
			return &adminv1.WeekCount{WeekStart: ts(w.Start), Applications: w.Applications, ContactMessages: w.ContactMessages}
		}),
		MostLikedPosts: convertAll(t.MostLiked, func(p dashboard.LikedPost) *adminv1.LikedPost {
			return &adminv1.LikedPost{Id: p.ID.String(), Title: p.Title, Slug: p.Slug, Likes: p.Likes}
		}),
		JobsClosingSoon: convertAll(t.JobsClosing, func(j dashboard.ClosingJob) *adminv1.ClosingJob {
			return &adminv1.ClosingJob{Id: j.ID.String(), Role: j.Role, ExpireTime: ts(j.ExpireTime)}
		}),
		Leads:    &adminv1.LeadStats{Open: leads.Open, AnsweredInTime: leads.AnsweredInTime, Due: leads.Due},
		OpenRfis: openRfis, OverdueRfis: overdueRfis,
		UnassignedEstimates: needs.UnassignedEstimates, UnansweredThreads: needs.UnansweredThreads,
		RfisWithFirm: needs.RfisWithFirm, SheetsToRevise: needs.SheetsToRevise,
	}), nil
}

func overdueProjectOut(p dashboard.OverdueProject) *adminv1.OverdueProject {
	return &adminv1.OverdueProject{
		ProjectId: p.ID.String(), ProjectName: p.Name, JobNumber: p.JobNumber, OrganizationName: p.OrganizationName,
		Milestones: convertAll(p.Milestones, func(m dashboard.OverdueMilestone) *adminv1.OverdueMilestone {
			ball := "client"
			if m.BallWithFirm {
				ball = "firm"
			}
			return &adminv1.OverdueMilestone{
				Id: m.ID.String(), Name: m.Name, DueDate: m.Due.Format(time.DateOnly),
				DaysOverdue: int32(m.DaysOverdue), Ball: ball, AssigneeName: m.AssigneeName,
			}
		}),
	}
}
