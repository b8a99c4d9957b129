package drawing

import (
	"strconv"
	"strings"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
)

// transmittalMails are one mail to each recipient and copy, in their language
// (languages, by address), with the link to the transmittal's page; an outside
// reviewer's link signs them in once first (tokens, by address).
func transmittalMails(cfg mail.Config, t *Transmittal, tokens, languages map[string]string) []mail.Message {
	out := make([]mail.Message, 0, len(t.GetRecipients()))
	for _, r := range t.GetRecipients() {
		lang := messages.Of(languages[r.GetEmail()])
		carried, count := carriedWords(t, lang)
		purpose := messages.Text(lang, purposeMessages[t.GetPurpose()], nil)
		role := messages.Text(lang, "transmittalMail.forYou", nil)
		if r.GetCopy() {
			role = messages.Text(lang, "transmittalMail.copyToYou", nil)
		}
		b := mail.Body{
			Paragraphs: []string{messages.Text(lang, "transmittalMail.sent", map[string]string{"company": cfg.Company, "number": t.GetNumberText(),
				"purpose": purpose, "role": role, "issued": t.GetIssueDate(), "due": t.GetDueDate()})},
			Quote:  t.GetMessage(),
			Link:   &mail.Link{Label: messages.Text(lang, "transmittalMail.open", nil), URL: cfg.SiteURL + ClientTransmittalPath(t)},
			Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company})},
		}
		b.Paragraphs = append(b.Paragraphs, carried...)
		if token, ok := tokens[r.GetEmail()]; ok && r.GetReviewerId() != "" {
			b.Link.URL = reviewerLink(cfg.SiteURL, token, t)
			b.Paragraphs = append(b.Paragraphs, messages.Text(lang, "transmittalMail.reviewerOnce", map[string]string{"url": cfg.SiteURL + "/portal/sign-in"}))
		}
		subject := messages.Text(lang, "transmittalMail.subject", map[string]string{"number": t.GetNumberText(), "count": count, "purpose": purpose})
		out = append(out, b.Message(TopicTransmittal, r.GetEmail(), cfg.Sales, subject))
	}
	return out
}

// purposeMessages say a purpose in a transmittal's mail.
var purposeMessages = map[portalv1.TransmittalPurpose]string{
	portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL:    "transmittalMail.purpose.forApproval",
	portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL:     "transmittalMail.purpose.resubmittal",
	portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION: "transmittalMail.purpose.forFabrication",
	portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FIELD_USE:   "transmittalMail.purpose.forFieldUse",
	portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_INFORMATION: "transmittalMail.purpose.forInformation",
}

// carriedWords are a transmittal mail's lines of what it carries (its sheet revisions,
// then its other files) and their count for the subject, in lang.
func carriedWords(t *Transmittal, lang messages.Lang) (lines []string, count string) {
	items := make([]string, len(t.GetItems()))
	for i, it := range t.GetItems() {
		items[i] = messages.Text(lang, "transmittalMail.item", map[string]string{"sheet": it.GetSheetNumber(), "revision": it.GetRevision()}) + titleAfter(it.GetTitle())
	}
	files := make([]string, len(t.GetFiles()))
	for i, f := range t.GetFiles() {
		files[i] = f.GetName()
	}
	itemsLine := messages.Text(lang, "transmittalMail.items", map[string]string{"list": strings.Join(items, "; ")})
	filesLine := messages.Text(lang, "transmittalMail.files", map[string]string{"list": strings.Join(files, "; ")})
	switch {
	case len(files) == 0:
		return []string{itemsLine}, messages.Text(lang, "transmittalMail.countDrawings", map[string]string{"count": strconv.Itoa(len(items))})
	case len(items) == 0:
		return []string{filesLine}, messages.Text(lang, "transmittalMail.countFiles", map[string]string{"count": strconv.Itoa(len(files))})
	}
	return []string{itemsLine, filesLine}, messages.Text(lang, "transmittalMail.countBoth",
		map[string]string{"drawings": strconv.Itoa(len(items)), "files": strconv.Itoa(len(files))})
}

// reminderMail is a recipient's reminder of an overdue transmittal, in lang, with its link.
func reminderMail(cfg mail.Config, c *TransmittalClock, to string, lang messages.Lang) mail.Message {
	days := messages.Text(lang, "rfiMail.oneDay", nil)
	if c.GetDaysOverdue() != 1 {
		days = messages.Text(lang, "rfiMail.days", map[string]string{"count": strconv.Itoa(int(c.GetDaysOverdue()))})
	}
	project := c.GetProjectName()
	if c.GetJobNumber() != "" {
		project += " (" + c.GetJobNumber() + ")"
	}
	b := mail.Body{
		Paragraphs: []string{
			messages.Text(lang, "transmittalMail.overdue", map[string]string{"number": c.GetNumberText(), "project": project, "due": c.GetDueDate(),
				"days": days, "issued": c.GetIssueDate(), "outstanding": strconv.Itoa(int(c.GetDaysOutstanding()))}),
			messages.Text(lang, "transmittalMail.pleaseReturn", nil),
		},
		Link: &mail.Link{Label: messages.Text(lang, "transmittalMail.open", nil),
			URL: cfg.SiteURL + ClientTransmittalPath(&Transmittal{Id: c.GetTransmittalId(), ProjectId: c.GetProjectId()})},
		Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company}),
			messages.Text(lang, "transmittalMail.oncePerDay", nil)},
	}
	subject := messages.Text(lang, "transmittalMail.reminderSubject", map[string]string{"number": c.GetNumberText(), "days": days})
	return b.Message(TopicReminder, to, cfg.Sales, subject)
}
