package audit_test

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/audit"
)

func TestDescribe(t *testing.T) {
	alice := "alice"
	tests := []struct {
		name string
		e    audit.Event
		want audit.Words
	}{
		{"a trash move reads as a move to the trash and links to the trash",
			audit.Event{ActorName: alice, Action: "trash", EntityTable: "gallery_projects", EntityID: "p1", Label: "Warehouse Truss",
				Summary: json.RawMessage(`{"delete_time":{"old":null,"new":"2026-11-25T10:00:00+00:00"}}`)},
			audit.Words{Sentence: "alice moved gallery project 'Warehouse Truss' to the trash", Link: "/admin/trash", LinkText: "gallery project 'Warehouse Truss'"}},
		{"a restore says where it came back from",
			audit.Event{ActorName: alice, Action: "restore", EntityTable: "jobs", EntityID: "j1", Label: "Checker"},
			audit.Words{Sentence: "alice restored job 'Checker' from the trash", Link: "/admin/career", LinkText: "job 'Checker'"}},
		{"deleting a trashable kind is a delete for good, with no link",
			audit.Event{ActorName: alice, Action: "delete", EntityTable: "blog_posts", EntityID: "b1", Label: "Anchor bolts"},
			audit.Words{Sentence: "alice deleted blog post 'Anchor bolts' for good"}},
		{"an update lists its fields before and after, with people by name",
			audit.Event{ActorName: alice, Action: "update", EntityTable: "contact_messages", EntityID: "m1", Label: "Dana",
				Summary: json.RawMessage(`{"status":{"old":"new","new":"closed"},"assignee_id":{"old":null,"new":"u-bob"},"first_reply_time":{"old":null,"new":"2026-11-25T10:00:00.5+00:00"}}`)},
			audit.Words{Sentence: "alice changed contact message from 'Dana'", Link: "/admin/connect-info?message=m1", LinkText: "contact message from 'Dana'",
				Changes: []audit.Change{{"assignee", "(empty)", "bob"}, {"first reply time", "(empty)", "Nov 25, 2026, 10:00 AM UTC"}, {"status", "new", "closed"}}}},
		{"a settings save reads field by field, lists' entries by their labels, never as JSON",
			audit.Event{ActorName: alice, Action: "update", EntityTable: "firm_settings", EntityID: "site",
				Summary: json.RawMessage(`{"version":{"old":3,"new":4},"document":{"old":{"company":"Steel Co","phones":[{"label":"USA","display":"+1 555 0100","dial":"+15550100"},{"label":"India","display":"+91 80 1234","dial":"+91801234"}],"addresses":[{"label":"Office","street":["1 Main St","Suite 2"],"postalCode":"10001"}]},"new":{"company":"Steel Co","phones":[{"label":"USA","display":"+1 555 0199","dial":"+15550199"},{"label":"India","display":"+91 80 1234","dial":"+91801234"}],"addresses":[{"label":"Office","street":["1 Main St","Suite 3"],"postalCode":"10001"}],"tagline":"Steel, drawn right"}}}`)},
			audit.Words{Sentence: "alice changed the site settings", Link: "/admin/site-settings", LinkText: "the site settings",
				Changes: []audit.Change{{"addresses (Office) street", "1 Main St, Suite 2", "1 Main St, Suite 3"}, {"phones (USA) dial", "+15550100", "+15550199"},
					{"phones (USA) display", "+1 555 0100", "+1 555 0199"}, {"tagline", "(empty)", "Steel, drawn right"}, {"version", "3", "4"}}}},
		{"a reply to a contact message links to the message",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "contact_message_entries", EntityID: "e1", Label: "Dana",
				Summary: json.RawMessage(`{"kind":"reply","message_id":"m1"}`)},
			audit.Words{Sentence: "alice replied to the message from 'Dana'", Link: "/admin/connect-info?message=m1", LinkText: "message from 'Dana'"}},
		{"a follow-up's reply is said in its subject's words and links to the message",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "follow_up_notes", EntityID: "n1", Label: "Dana",
				Summary: json.RawMessage(`{"kind":"reply","subject_kind":"contact","follow_up_id":"m1"}`)},
			audit.Words{Sentence: "alice replied to the message from 'Dana'", Link: "/admin/connect-info?message=m1", LinkText: "message from 'Dana'"}},
		{"a follow-up's note on an estimate request links to the request",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "follow_up_notes", EntityID: "n2", Label: "Erin",
				Summary: json.RawMessage(`{"kind":"note","subject_kind":"estimate","follow_up_id":"e1"}`)},
			audit.Words{Sentence: "alice added a note to the estimate request from 'Erin'", Link: "/admin/estimates/e1", LinkText: "estimate request from 'Erin'"}},
		{"an assignee set on a follow-up names the person",
			audit.Event{ActorName: alice, Action: "update", EntityTable: "follow_ups", EntityID: "m1", Label: "Dana",
				Summary: json.RawMessage(`{"assignee_id":{"old":null,"new":"u-bob"}}`)},
			audit.Words{Sentence: "alice changed follow-up of 'Dana'", Changes: []audit.Change{{"assignee", "(empty)", "bob"}}}},
		{"an entry written before labels were kept takes the name from its row",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "portfolio_items", EntityID: "p1", Summary: json.RawMessage(`{"title":"Stadium"}`)},
			audit.Words{Sentence: "alice added portfolio project 'Stadium'", Link: "/admin/portfolio", LinkText: "portfolio project 'Stadium'"}},
		{"an item without a name takes the article its noun's sound asks for",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "gallery_images", EntityID: "i1"},
			audit.Words{Sentence: "alice added an image of gallery project", Link: "/admin/gallery", LinkText: "an image of gallery project"}},
		{"an initialism takes the article of its first letter's name",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "rfis", EntityID: "r1"},
			audit.Words{Sentence: "alice added an RFI", Link: "/admin/projects", LinkText: "an RFI"}},
		{"a noun starting with a consonant keeps a",
			audit.Event{ActorName: alice, Action: "insert", EntityTable: "drawing_sheets", EntityID: "s1"},
			audit.Words{Sentence: "alice added a drawing sheet", Link: "/admin/projects", LinkText: "a drawing sheet"}},
		{"a password hash never shows, only that it changed",
			audit.Event{ActorName: alice, Action: "update", EntityTable: "staff_users", EntityID: "u1", Label: "bob",
				Summary: json.RawMessage(`{"password_hash":{"old":"[redacted]","new":"[redacted]"},"must_change_password":{"old":false,"new":true}}`)},
			audit.Words{Sentence: "alice changed staff account 'bob'", Link: "/admin/staff", LinkText: "staff account 'bob'",
				Changes: []audit.Change{{"must change password", "no", "yes"}, {"password hash", "(hidden)", "(hidden)"}}}},
		{"a sign-in is said in plain words",
			audit.Event{ActorName: alice, Action: audit.ActionSignIn, EntityTable: "staff_users", Summary: json.RawMessage(`{"second_factor":"none"}`)},
			audit.Words{Sentence: "alice signed in"}},
		{"a failed sign-in names what the stranger typed and why it failed",
			audit.Event{Action: audit.ActionSignInFailed, EntityTable: "staff_users", Summary: json.RawMessage(`{"reason":"wrong password","claimed_username":"bob"}`)},
			audit.Words{Sentence: "Someone failed to sign in as 'bob' (wrong password)"}},
		{"a wrong second-factor code is said without the database's words",
			audit.Event{ActorName: alice, Action: audit.ActionSignInFailed, Summary: json.RawMessage(`{"reason":"wrong totp code"}`)},
			audit.Words{Sentence: "alice failed to sign in (wrong two-factor code)"}},
		{"a second-factor sign-in says so",
			audit.Event{ActorName: alice, Action: audit.ActionSignIn, Summary: json.RawMessage(`{"second_factor":"totp"}`)},
			audit.Words{Sentence: "alice signed in with a two-factor code"}},
		{"a re-authentication says with what proof",
			audit.Event{ActorName: alice, Action: audit.ActionReauthenticate, Summary: json.RawMessage(`{"proof":"recovery_code"}`)},
			audit.Words{Sentence: "alice confirmed their identity with a recovery code"}},
		{"a password reset names the account",
			audit.Event{ActorName: alice, Action: audit.ActionPasswordReset, Summary: json.RawMessage(`{"username":"bob"}`)},
			audit.Words{Sentence: "alice reset the password of 'bob'"}},
		{"a note whose message is gone is not named by its own subject",
			audit.Event{ActorName: alice, Action: "delete", EntityTable: "contact_message_entries", EntityID: "e1", Summary: json.RawMessage(`{"subject":"Re: hi","message_id":"m1"}`)},
			audit.Words{Sentence: "alice deleted a message"}},
		{"an item without a name is named by its kind",
			audit.Event{ActorName: alice, Action: "delete", EntityTable: "files", EntityID: "f1"},
			audit.Words{Sentence: "alice deleted a file"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := audit.Describe(tt.e, map[string]string{"u-bob": "bob"}, nil)
			if got.Sentence != tt.want.Sentence || got.Link != tt.want.Link || got.LinkText != tt.want.LinkText || !slices.Equal(got.Changes, tt.want.Changes) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestDescribeTimesInTheFirmsZone(t *testing.T) {
	chicago, err := time.LoadLocation("America/Chicago")
	if err != nil {
		t.Fatal(err)
	}
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	e := audit.Event{ActorName: "alice", Action: "update", EntityTable: "contact_messages", EntityID: "m1", Label: "Dana",
		Summary: json.RawMessage(`{"first_reply_time":{"old":"2026-07-01T04:15:00+00:00","new":"2026-11-25T03:00:00.5+00:00"}}`)}
	tests := []struct {
		name          string
		loc           *time.Location
		before, after string
	}{
		{"in Chicago a time just after midnight UTC is the evening before, daylight or standard time named",
			chicago, "Jun 30, 2026, 11:15 PM CDT", "Nov 24, 2026, 9:00 PM CST"},
		{"in India the same times are the same mornings, the zone named", kolkata, "Jul 1, 2026, 9:45 AM IST", "Nov 25, 2026, 8:30 AM IST"},
		{"with no zone they are UTC, named", nil, "Jul 1, 2026, 4:15 AM UTC", "Nov 25, 2026, 3:00 AM UTC"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := audit.Describe(e, nil, tt.loc).Changes
			want := []audit.Change{{"first reply time", tt.before, tt.after}}
			if !slices.Equal(got, want) {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}
