package portal

import (
	"fmt"
	"strings"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/mail"
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
		out = append(out, messageMail(cfg, p, t, m, link, r.Email))
	}
	if author.IsClient() && !anyAddress && cfg.Sales != "" {
		out = append(out, messageMail(cfg, p, t, m, link, cfg.Sales))
	}
	return out
}

func projectName(p ThreadProject) string { return p.JobNumber + " " + p.Name }

func messageMail(cfg mail.Config, p ThreadProject, t *Thread, m *Message, link, to string) mail.Message {
	b := mail.Body{
		Paragraphs: []string{m.AuthorName + " wrote in “" + t.Subject + "”, project " + projectName(p) + ":"},
		Quote:      m.Body,
		Link:       &mail.Link{Label: "Open the project", URL: link},
		Footer:     []string{cfg.Company + " project portal", "You are mailed for each message: choose a daily digest or no mail under Messages on the project's page."},
	}
	if len(m.Attachments) > 0 {
		names := make([]string, len(m.Attachments))
		for i, f := range m.Attachments {
			names[i] = f.FileName
		}
		b.Fields = []mail.Field{{Label: "Attachments", Value: strings.Join(names, ", ")}}
	}
	subject := mail.OneLine(fmt.Sprintf("[%s] %s: new message from %s", p.JobNumber, t.Subject, m.AuthorName), 200)
	return b.Message(TopicMessage, to, cfg.Sales, subject)
}

// digestMail is a reader's daily digest of unread messages and notifications (nil when
// there are none).
func digestMail(cfg mail.Config, r DigestReader, items []DigestItem, notes []DigestNote) *mail.Message {
	if len(items)+len(notes) == 0 || r.Address == "" {
		return nil
	}
	var paragraphs []string
	projects := map[string]bool{}
	var last ThreadProject
	if len(items) > 0 {
		paragraphs = append(paragraphs, fmt.Sprintf("You have %d unread %s from the last day:", len(items), plural(len(items), "message", "messages")))
	}
	for _, it := range items {
		projects[it.Project.ID.String()] = true
		last = it.Project
		paragraphs = append(paragraphs, fmt.Sprintf("%s in “%s”, project %s (%s): %s", it.AuthorName, it.Subject,
			projectName(it.Project), localtime.Format(it.CreateTime, cfg.Zone), excerpt(it.Body, 300)))
	}
	if len(notes) > 0 {
		paragraphs = append(paragraphs, fmt.Sprintf("%d %s on your projects:", len(notes), plural(len(notes), "change", "changes")))
	}
	for _, n := range notes {
		projects[n.Project.ID.String()] = true
		last = n.Project
		paragraphs = append(paragraphs, fmt.Sprintf("%s, project %s (%s).", n.Line, projectName(n.Project), localtime.Format(n.CreateTime, cfg.Zone)))
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
	msg := mail.Body{
		Paragraphs: paragraphs,
		Link:       &mail.Link{Label: "Open the project portal", URL: link},
		Footer:     []string{cfg.Company + " project portal", "You chose a daily digest: change it on a project's page."},
	}.Message(TopicDigest, r.Address, cfg.Sales, fmt.Sprintf("Your daily digest of the %s project portal", cfg.Company))
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
