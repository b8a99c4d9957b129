package estimate

import (
	"fmt"
	"strings"

	"github.com/gusset/gusset/internal/mail"
)

// serviceNames are the seven services' names as the site's menu is seeded with them:
// the mails' names while the menu cannot be read.
var serviceNames = map[string]string{
	"structural-steel-detailing":           "Structural Steel Detailing",
	"miscellaneous-steel-detailing":        "Miscellaneous Steel Detailing",
	"steel-estimation-and-take-off":        "Steel Estimation and Take-off",
	"connection-design-and-pe-se-stamping": "Connection Design and PE/SE Stamping",
	"architectural-bim-services":           "Architectural BIM Services",
	"pemb-detailing":                       "PEMB Design and Detailing",
	"rebar-estimation-and-detailing":       "Rebar Estimation and Detailing",
}

// notices are the mail a request causes: sales get its summary with a link to it in the
// back office (replying answers the visitor), and the visitor an acknowledgement with
// the reference, the 24-hour promise and the files received (name and size), so they
// can see that what they sent arrived. Services are named as the site shows them.
func notices(cfg mail.Config, names map[string]string, r *Request) []mail.Message {
	services := make([]string, len(r.Services))
	for i, slug := range r.Services {
		services[i] = slug
		if name := names[slug]; name != "" {
			services[i] = name
		}
	}
	fields := []mail.Field{
		{Label: "Reference", Value: r.Reference},
		{Label: "Name", Value: r.Name}, {Label: "Company", Value: r.Company},
		{Label: "E-mail", Value: r.Email}, {Label: "Phone", Value: r.Phone},
		{Label: "Project", Value: r.ProjectName},
		{Label: "Location", Value: strings.Join(nonEmpty(r.City, r.Region, r.Country), ", ")},
		{Label: "Services", Value: strings.Join(services, ", ")},
		{Label: "Needed by", Value: r.NeededBy},
	}
	for _, f := range r.Files {
		fields = append(fields, mail.Field{Label: "File received", Value: fmt.Sprintf("%s (%s)", f.GetName(), sizeText(f.GetSize()))})
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

// sizeText is a file's size as the back office's lists show it (KB, MB, GB of 1024).
func sizeText(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	default:
		return fmt.Sprintf("%d KB", max(1, (n+512)/1024))
	}
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
