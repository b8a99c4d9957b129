package careers

import "github.com/gusset/gusset/internal/mail"

// applicationNotices are the mail an application causes: HR are told, with a link to the
// applicant in the back office (replying answers the candidate), and the candidate gets
// a confirmation.
func applicationNotices(cfg mail.Config, role string, a *Application) []mail.Message {
	resume := "none"
	if a.GetResume() != nil {
		resume = a.GetResume().GetFileName()
	}
	toHR := mail.Body{
		Paragraphs: []string{"A new application arrived for " + role + ". Reply to this e-mail to answer the candidate."},
		Fields: []mail.Field{
			{Label: "Role", Value: role}, {Label: "Name", Value: a.Name}, {Label: "E-mail", Value: a.Email},
			{Label: "Phone", Value: a.Phone}, {Label: "Résumé", Value: resume},
		},
		Link: &mail.Link{Label: "Open the applicant in the back office", URL: cfg.SiteURL + "/admin/career?job=" + a.GetJobId() + "&applicant=" + a.GetId()},
	}.Message("application.notice", cfg.HR, a.Email, "Application for "+mail.OneLine(role, 80)+" from "+mail.OneLine(a.Name, 80))
	confirm := mail.Body{
		Paragraphs: []string{
			"Hello " + a.Name + ",",
			"Thank you for applying for the " + role + " position at " + cfg.Company + ". We have received your application and will be in touch.",
		},
		Footer: []string{cfg.Company, cfg.SiteURL + "/career"},
	}.Message("application.ack", a.Email, cfg.HR, "Your application for "+mail.OneLine(role, 80)+": "+cfg.Company)
	return []mail.Message{toHR, confirm}
}
