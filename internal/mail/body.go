package mail

import (
	"bytes"
	"html/template"
	"strings"
)

// Body is the content of a message, written once and rendered both as plain text and as
// HTML (escaped by html/template, so visitor input cannot add markup).
type Body struct {
	Paragraphs []string
	// Fields are labelled values (a form's answers), shown as a list.
	Fields []Field
	// Quote is a visitor's message, kept with its line breaks.
	Quote string
	// Link is the one call to action.
	Link *Link
	// Footer closes the message (signature, unsubscribe note).
	Footer []string
}

// Field is a labelled value.
type Field struct{ Label, Value string }

// Link is a labelled address.
type Link struct{ Label, URL string }

// Text renders b as plain text.
func (b Body) Text() string {
	var s strings.Builder
	for _, p := range b.Paragraphs {
		s.WriteString(p + "\n\n")
	}
	for _, f := range b.Fields {
		s.WriteString(f.Label + ": " + f.Value + "\n")
	}
	if len(b.Fields) > 0 {
		s.WriteString("\n")
	}
	if b.Quote != "" {
		for _, line := range strings.Split(b.Quote, "\n") {
			s.WriteString("> " + line + "\n")
		}
		s.WriteString("\n")
	}
	if b.Link != nil {
		s.WriteString(b.Link.Label + ": " + b.Link.URL + "\n\n")
	}
	if len(b.Footer) > 0 {
		s.WriteString("-- \n" + strings.Join(b.Footer, "\n") + "\n")
	}
	return s.String()
}

var bodyHTML = template.Must(template.New("body").Parse(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1b1b">
{{range .Paragraphs}}<p>{{.}}</p>
{{end}}{{if .Fields}}<table role="presentation" style="border-collapse:collapse">
{{range .Fields}}<tr><th align="left" style="padding:2px 12px 2px 0">{{.Label}}</th><td>{{.Value}}</td></tr>
{{end}}</table>
{{end}}{{if .Quote}}<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #1f7a3a;white-space:pre-wrap">{{.Quote}}</blockquote>
{{end}}{{with .Link}}<p><a href="{{.URL}}" style="color:#1f7a3a;font-weight:bold">{{.Label}}</a></p>
{{end}}{{if .Footer}}<p style="color:#555;font-size:13px">{{range $i, $l := .Footer}}{{if $i}}<br>{{end}}{{$l}}{{end}}</p>
{{end}}</body></html>
`))

// HTML renders b as an HTML document.
func (b Body) HTML() string {
	var buf bytes.Buffer
	if err := bodyHTML.Execute(&buf, b); err != nil {
		// The template is fixed and its data are strings: it cannot fail.
		panic(err)
	}
	return buf.String()
}

// Message makes a message of b.
func (b Body) Message(topic, to, replyTo, subject string) Message {
	return Message{Topic: topic, To: to, ReplyTo: replyTo, Subject: subject, Text: b.Text(), HTML: b.HTML()}
}
