package portal

import (
	"strconv"
	"strings"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
)

// Mail topics of the messages (the outbox's topic names).
const (
	TopicMessage = "portal.message"
	TopicDigest  = "portal.digest"
)

// ClientProjectPath and StaffProjectPath are a project's page for each side.
func ClientProjectPath(p ThreadProject) string { return "/portal/projects/" + p.ID.String() }
func StaffProjectPath(p ThreadProject) string  { return "/admin/projects?project=" + p.ID.String() }

// messageMails are the mails of a new message: to the other side's people who chose a
// mail per message, never its author. A client's message reaches the project's team (or
// every staff user when it has none) at the addresses they gave; when no one there gave an
// address, it reaches the firm's sales address, so a client's message is never unseen.
func messageMails(cfg mail.Config, p ThreadProject, t *Thread, m *Message, author actor.Actor, a Audience) []mail.Message {
	var out []mail.Message
	link := cfg.SiteURL + ClientProjectPath(p)
	audience := a.Clients
	if author.IsClient() {
		link, audience = cfg.SiteURL+StaffProjectPath(p), a.Staff
	}
	anyAddress := false
	for _, r := range audience {
		if r.Email == "" {
			continue
		}
		anyAddress = true
		if r.ID == author.ID || r.Choice != MailEach {
			continue
		}
		out = append(out, messageMail(cfg, p, t, m, link, r.Email, messages.Of(r.Language)))
	}
	if author.IsClient() && !anyAddress && cfg.Sales != "" {
		out = append(out, messageMail(cfg, p, t, m, link, cfg.Sales, messages.English))
	}
	return out
}

func projectName(p ThreadProject) string { return p.JobNumber + " " + p.Name }

func messageMail(cfg mail.Config, p ThreadProject, t *Thread, m *Message, link, to string, lang messages.Lang) mail.Message {
	b := mail.Body{
		Paragraphs: []string{messages.Text(lang, "messageMail.wrote", map[string]string{"author": m.AuthorName, "subject": t.Subject, "project": projectName(p)})},
		Quote:      m.Body,
		Link:       &mail.Link{Label: messages.Text(lang, "portalMail.openProject", nil), URL: link},
		Footer: []string{messages.Text(lang, "portalMail.portalFooter", map[string]string{"company": cfg.Company}),
			messages.Text(lang, "messageMail.eachMessage", nil)},
	}
	if len(m.Attachments) > 0 {
		names := make([]string, len(m.Attachments))
		for i, f := range m.Attachments {
			names[i] = f.FileName
		}
		b.Fields = []mail.Field{{Label: messages.Text(lang, "projectMessages.attachments", nil), Value: strings.Join(names, ", ")}}
	}
	subject := mail.OneLine(messages.Text(lang, "messageMail.subject", map[string]string{"job": p.JobNumber, "subject": t.Subject, "author": m.AuthorName}), 200)
	return b.Message(TopicMessage, to, cfg.Sales, subject)
}

// digestMail is a reader's daily digest of unread messages and notifications (nil when
// there are none), in their language.
func digestMail(cfg mail.Config, r DigestReader, items []DigestItem, notes []DigestNote) *mail.Message {
	if len(items)+len(notes) == 0 || r.Address == "" {
		return nil
	}
	lang := messages.Of(r.Language)
	var paragraphs []string
	projects := map[string]bool{}
	var last ThreadProject
	if len(items) > 0 {
		paragraphs = append(paragraphs, messages.Text(lang, plural(len(items), "digestMail.unreadOne", "digestMail.unreadMany"), map[string]string{"count": strconv.Itoa(len(items))}))
	}
	for _, it := range items {
		projects[it.Project.ID.String()] = true
		last = it.Project
		paragraphs = append(paragraphs, messages.Text(lang, "digestMail.item", map[string]string{"author": it.AuthorName, "subject": it.Subject,
			"project": projectName(it.Project), "time": localtime.Format(it.CreateTime, cfg.Zone), "excerpt": excerpt(it.Body, 300)}))
	}
	if len(notes) > 0 {
		paragraphs = append(paragraphs, messages.Text(lang, plural(len(notes), "digestMail.changesOne", "digestMail.changesMany"), map[string]string{"count": strconv.Itoa(len(notes))}))
	}
	for _, n := range notes {
		projects[n.Project.ID.String()] = true
		last = n.Project
		paragraphs = append(paragraphs, messages.Text(lang, "digestMail.note", map[string]string{"line": n.Line, "project": projectName(n.Project),
			"time": localtime.Format(n.CreateTime, cfg.Zone)}))
	}
	link := cfg.SiteURL + "/portal/projects"
	if !r.Client {
		link = cfg.SiteURL + "/admin/projects"
	}
	if len(projects) == 1 {
		link = cfg.SiteURL + ClientProjectPath(last)
		if !r.Client {
			link = cfg.SiteURL + StaffProjectPath(last)
		}
	}
	company := map[string]string{"company": cfg.Company}
	msg := mail.Body{
		Paragraphs: paragraphs,
		Link:       &mail.Link{Label: messages.Text(lang, "digestMail.open", nil), URL: link},
		Footer:     []string{messages.Text(lang, "portalMail.portalFooter", company), messages.Text(lang, "digestMail.chosen", nil)},
	}.Message(TopicDigest, r.Address, cfg.Sales, messages.Text(lang, "digestMail.subject", company))
	return &msg
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// excerpt is the start of a message on one line.
func excerpt(s string, max int) string { return mail.OneLine(s, max) }
