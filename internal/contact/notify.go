package contact

import (
	"strings"

	"github.com/gusset/gusset/internal/mail"
)

// notices are the mail a message causes: sales are told (replying answers the visitor),
// and the visitor is told the message arrived and when to expect a reply (the connect
// page promises one within 24 hours).
func notices(cfg mail.Config, m *Message) []mail.Message {
	toSales := mail.Body{
		Paragraphs: []string{"A visitor sent a message from the connect page. Reply to this e-mail to answer them."},
		Fields:     []mail.Field{{Label: "Name", Value: m.Name}, {Label: "E-mail", Value: m.Email}, {Label: "Phone", Value: m.Phone}},
		Quote:      m.Message,
		Link:       &mail.Link{Label: "Open the messages in the back office", URL: cfg.SiteURL + "/admin/connect-info"},
	}.Message("contact.notice", cfg.Sales, m.Email, "Contact message from "+mail.OneLine(m.Name, 80))
	ack := mail.Body{
		Paragraphs: []string{
			"Hello " + m.Name + ",",
			"Thank you for contacting " + cfg.Company + ". We have received your message and will reply within 24 hours.",
			"This is what you sent us:",
		},
		Quote:  m.Message,
		Footer: []string{cfg.Company, cfg.SiteURL},
	}.Message("contact.ack", m.Email, cfg.Sales, "We received your message: "+cfg.Company)
	return []mail.Message{toSales, ack}
}

// replyMail is staff's reply to m: to the sender, answers going to sales, the visitor's
// message quoted under it.
func replyMail(cfg mail.Config, m *Message, subject, body string) mail.Message {
	return mail.Body{
		Paragraphs: strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n"),
		Quote:      m.Message,
		Footer:     []string{cfg.Company, cfg.SiteURL},
	}.Message("contact.reply", m.Email, cfg.Sales, subject)
}
