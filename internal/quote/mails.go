package quote

import (
	"strconv"

	"github.com/gusset/gusset/internal/mail"
)

func itoa(n int32) string { return strconv.Itoa(int(n)) }

// proposalMail carries a sent revision's link to its requester.
func (s *Service) proposalMail(cfg mail.Config, q *Quote) mail.Message {
	what := "proposal " + q.GetNumber()
	if q.GetRevision() > 1 {
		what += " (revision " + itoa(q.GetRevision()) + ", which replaces the earlier one)"
	}
	return mail.Body{
		Paragraphs: []string{
			"Hello " + q.GetRequesterName() + ",",
			"Thank you for your estimate request " + q.GetRequestReference() + " for " + q.GetProjectName() + ". Our " + what +
				" is ready: the link below opens it, where you can download it as a PDF, ask us a question, accept it or decline it.",
			"It is valid until " + q.GetContent().GetValidUntil() + ".",
		},
		Link:   &mail.Link{Label: "Open the proposal", URL: s.ProposalURL(cfg.SiteURL, uuidOf(q.GetId()))},
		Footer: []string{cfg.Company, cfg.SiteURL},
	}.Message("quote.proposal", q.GetRequesterEmail(), cfg.Sales, "Proposal "+q.GetNumber()+" from "+cfg.Company)
}

// questionMail tells sales a requester asked about a proposal.
func questionMail(cfg mail.Config, q *Quote, question string) mail.Message {
	return mail.Body{
		Paragraphs: []string{q.GetRequesterName() + " (" + q.GetCompany() + ") asks about proposal " + q.GetNumber() +
			" revision " + itoa(q.GetRevision()) + ":", question},
		Link:   &mail.Link{Label: "Answer in the back office", URL: cfg.SiteURL + "/admin/estimates/" + q.GetEstimateRequestId()},
		Footer: []string{cfg.Company},
	}.Message("quote.question", cfg.Sales, q.GetRequesterEmail(), "Question about proposal "+q.GetNumber())
}

// answerMail carries staff's answer to the requester.
func (s *Service) answerMail(cfg mail.Config, q *Quote, body string) mail.Message {
	return mail.Body{
		Paragraphs: []string{"Hello " + q.GetRequesterName() + ",", body},
		Link:       &mail.Link{Label: "Open the proposal", URL: s.ProposalURL(cfg.SiteURL, uuidOf(q.GetId()))},
		Footer:     []string{cfg.Company, cfg.SiteURL},
	}.Message("quote.answer", q.GetRequesterEmail(), cfg.Sales, "Re: proposal "+q.GetNumber())
}

// reminderMail reminds sales (and the assignee it names) of a quote about to expire.
func reminderMail(cfg mail.Config, r Reminder) mail.Message {
	who := "nobody"
	if r.Assignee != "" {
		who = r.Assignee
	}
	return mail.Body{
		Paragraphs: []string{"Proposal " + r.Number + " revision " + itoa(r.Revision) + " for " + r.Company + " (" + r.ProjectName +
			", request " + r.Reference + ") expires on " + r.ValidUntil.Format("2006-01-02") + " without an answer. Assigned to: " + who + "."},
		Footer: []string{cfg.Company},
	}.Message("quote.expiry", cfg.Sales, "", "Proposal "+r.Number+" expires on "+r.ValidUntil.Format("Jan 2"))
}
