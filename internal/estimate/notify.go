package estimate

import (
	"strings"

	"github.com/gusset/gusset/internal/mail"
)

// notices are the mail a request causes: sales get its summary with a link to it in the
// back office (replying answers the visitor), and the visitor an acknowledgement with
// the reference and the 24-hour promise.
func notices(cfg mail.Config, r *Request) []mail.Message {
	fields := []mail.Field{
		{Label: "Reference", Value: r.Reference},
		{Label: "Name", Value: r.Name}, {Label: "Company", Value: r.Company},
		{Label: "E-mail", Value: r.Email}, {Label: "Phone", Value: r.Phone},
		{Label: "Project", Value: r.ProjectName},
		{Label: "Location", Value: strings.Join(nonEmpty(r.City, r.Region, r.Country), ", ")},
		{Label: "Services", Value: strings.Join(r.Services, ", ")},
		{Label: "Needed by", Value: r.NeededBy},
	}
	toSales := mail.Body{
		Paragraphs: []string{"A visitor asked for an estimate. Reply to this e-mail to answer them."},
		Fields:     fields,
		Quote:      r.ScopeNotes,
		Link:       &mail.Link{Label: "Open the request in the back office", URL: cfg.SiteURL + "/admin/estimates/" + r.GetId()},
	}.Message("estimate.notice", cfg.Sales, r.Email, "Estimate request "+r.Reference+" from "+mail.OneLine(r.Company, 80))
	ack := mail.Body{
		Paragraphs: []string{
			"Hello " + r.Name + ",",
			"Thank you for asking " + cfg.Company + " for an estimate. We have received your request " + r.Reference + " and will reply within 24 hours.",
			"Please quote the reference " + r.Reference + " when you write to us about it.",
		},
		Fields: fields[5:],
		Footer: []string{cfg.Company, cfg.SiteURL},
	}.Message("estimate.ack", r.Email, cfg.Sales, "We received your estimate request "+r.Reference+": "+cfg.Company)
	return []mail.Message{toSales, ack}
}

func nonEmpty(vs ...string) []string {
	var out []string
	for _, v := range vs {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}
