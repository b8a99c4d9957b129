package messages_test

import (
	"testing"

	"github.com/gusset/gusset/internal/messages"
)

func TestTextWritesACatalogueMessageWithItsArguments(t *testing.T) {
	for _, tc := range []struct {
		name   string
		lang   messages.Lang
		id     string
		values map[string]string
		want   string
	}{
		{"English takes its arguments", messages.English, "notifications.uploaded", map[string]string{"actor": "Dana", "title": "plan.pdf"}, "Dana uploaded plan.pdf"},
		{"French takes the same arguments", messages.French, "notifications.uploaded", map[string]string{"actor": "Dana", "title": "plan.pdf"}, "Dana a téléversé plan.pdf"},
		{"an argument without a value stays as it is", messages.English, "notifications.uploaded", map[string]string{"actor": "Dana"}, "Dana uploaded {title}"},
		{"a language without the message is written in English", messages.Lang("de-DE"), "notifications.heading", nil, "Notifications"},
		{"an id no catalogue has is written as itself", messages.English, "no.such.message", nil, "no.such.message"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := messages.Text(tc.lang, tc.id, tc.values); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
