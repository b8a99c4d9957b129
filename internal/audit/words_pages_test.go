package audit_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/gusset/gusset/internal/audit"
)

func TestDescribePages(t *testing.T) {
	alice := "alice"
	tests := []struct {
		name string
		e    audit.Event
		want audit.Words
	}{
		{"a page is named by its name and links to the pages",
			audit.Event{ActorName: alice, Action: "update", EntityTable: "site_pages", EntityID: "p1", Label: "Our Firm",
				Summary: json.RawMessage(`{"published_version":{"old":1,"new":2}}`)},
			audit.Words{Sentence: "alice changed page 'Our Firm'", Link: "/admin/pages", LinkText: "page 'Our Firm'",
				Changes: []audit.Change{{"published version", "1", "2"}}}},
		{"a saved version is named by its page's path",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "site_page_versions",
				Summary: json.RawMessage(`{"path":"/our-firm","version":2}`)},
			audit.Words{Sentence: "alice added version of page '/our-firm'"}},
		{"a publish is named by its page's path",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "site_page_publishes", EntityID: "7",
				Summary: json.RawMessage(`{"path":"/services/pemb","version":3}`)},
			audit.Words{Sentence: "alice added publish of page '/services/pemb'", Link: "/admin/pages", LinkText: "publish of page '/services/pemb'"}},
		{"a redirect is named by the old path",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "site_page_redirects",
				Summary: json.RawMessage(`{"from_path":"/services/pemb-detailing","to_path":"/services/pemb"}`)},
			audit.Words{Sentence: "alice added page redirect '/services/pemb-detailing'"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := audit.Describe(tt.e, nil, nil); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Describe =\n%+v\nwant\n%+v", got, tt.want)
			}
		})
	}
}
