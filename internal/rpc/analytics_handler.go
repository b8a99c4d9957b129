package rpc

import (
	"context"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/analytics"
)

var _ adminv1connect.AnalyticsServiceHandler = analyticsHandler{}

// analyticsHandler serves the staff AnalyticsService.
type analyticsHandler struct{ analytics *analytics.Service }

func (h analyticsHandler) GetAnalyticsReport(ctx context.Context, req *connect.Request[adminv1.GetAnalyticsReportRequest]) (*connect.Response[adminv1.GetAnalyticsReportResponse], error) {
	first, last, err := analytics.ParseRange(req.Msg.GetFrom(), req.Msg.GetTo())
	if err != nil {
		return nil, err
	}
	r, err := h.analytics.Report(ctx, first, last)
	if err != nil {
		return nil, err
	}
	day := func(t time.Time) string { return t.Format(time.DateOnly) }
	rows := func(rs []analytics.Row) []*adminv1.AnalyticsRow {
		return convertAll(rs, func(r analytics.Row) *adminv1.AnalyticsRow {
			return &adminv1.AnalyticsRow{Value: r.Value, Visitors: r.Visitors, Pageviews: r.Pageviews}
		})
	}
	conversions := func(cs []analytics.Conversion) []*adminv1.AnalyticsConversion {
		return convertAll(cs, func(c analytics.Conversion) *adminv1.AnalyticsConversion {
			return &adminv1.AnalyticsConversion{Value: c.Value, Conversions: c.Conversions, Visitors: c.Visitors, Rate: c.Rate}
		})
	}
	out := &adminv1.GetAnalyticsReportResponse{
		From: day(r.First), To: day(r.Last), PreviousFrom: day(r.PrevFirst), PreviousTo: day(r.PrevLast),
		Visitors: r.Visitors, Pageviews: r.Pageviews, PreviousVisitors: r.PrevVisitors, PreviousPageviews: r.PrevPageviews,
		Days: convertAll(r.Days, func(d analytics.Day) *adminv1.AnalyticsDay {
			return &adminv1.AnalyticsDay{Day: day(d.Day), Visitors: d.Visitors, Pageviews: d.Pageviews}
		}),
		Pages: rows(r.Pages), EntryPages: rows(r.Entries), Referrers: rows(r.Referrers), Sources: rows(r.Sources),
		Campaigns: rows(r.Campaigns), Devices: rows(r.Devices), Browsers: rows(r.Browsers),
		Goals: convertAll(r.Goals, func(g analytics.GoalReport) *adminv1.AnalyticsGoal {
			return &adminv1.AnalyticsGoal{Goal: string(g.Goal), Label: analytics.GoalLabels[g.Goal], Conversions: g.Conversions, Rate: g.Rate,
				ByEntryPage: conversions(g.ByEntry), BySource: conversions(g.BySource)}
		}),
	}
	if !r.Through.IsZero() {
		out.Through = r.Through.UTC().Format(time.RFC3339)
	}
	for i, label := range analytics.FunnelSteps {
		out.Funnel = append(out.Funnel, &adminv1.AnalyticsFunnelStep{Label: label, Visitors: r.Funnel[i]})
	}
	return connect.NewResponse(out), nil
}
