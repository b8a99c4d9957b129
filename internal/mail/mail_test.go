package mail

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name string
		m    Message
		ok   bool
	}{
		{"a plain message passes", Message{To: "dana@steel.example", ReplyTo: "sales@gusset.example", Subject: "Hello"}, true},
		{"a named address passes", Message{To: "Dana <dana@steel.example>"}, true},
		{"two recipients are refused", Message{To: "a@x.example, b@x.example"}, false},
		{"a recipient with a line break is refused", Message{To: "a@x.example\r\nBcc: c@x.example"}, false},
		{"a reply address with a line break is refused", Message{To: "a@x.example", ReplyTo: "b@x.example\nBcc: c@x.example"}, false},
		{"a subject spanning lines is refused", Message{To: "a@x.example", Subject: "Hi\r\nBcc: c@x.example"}, false},
		{"an empty recipient is refused", Message{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.m.Check()
			if got := err == nil; got != tt.ok {
				t.Errorf("Check: got error %v, want ok=%v", err, tt.ok)
			}
		})
	}
}

func TestBodyEscapesVisitorInput(t *testing.T) {
	b := Body{Paragraphs: []string{"<script>alert(1)</script>"}, Quote: "a < b & c", Fields: []Field{{Label: "Name", Value: `"><img src=x>`}}}
	html := b.HTML()
	for _, bad := range []string{"<script>", "<img src=x>"} {
		if strings.Contains(html, bad) {
			t.Errorf("HTML body: got %q unescaped", bad)
		}
	}
	if got, want := b.Text(), "> a < b & c\n"; !strings.Contains(got, want) {
		t.Errorf("text body: got %q, want it to quote %q", got, want)
	}
}

func TestOneLine(t *testing.T) {
	if got, want := OneLine("Dana\r\nBcc:\tx", 80), "Dana Bcc: x"; got != want {
		t.Errorf("OneLine: got %q, want %q", got, want)
	}
	if got := OneLine(strings.Repeat("é", 100), 10); len([]rune(got)) != 10 {
		t.Errorf("OneLine cut: got %d runes, want 10", len([]rune(got)))
	}
}
