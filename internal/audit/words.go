package audit

import (
	"encoding/json"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/localtime"
)

// The trail in words. Every sentence staff read is made here, once, on the server: the
// admin screen shows Words and keeps table names, procedures and raw JSON behind its
// "details" toggle.

// Words is an event as people read it.
type Words struct {
	// Sentence: "alice moved gallery project 'Warehouse Truss' to the trash".
	Sentence string
	// Link is the back-office path of the item ("" when there is none); LinkText the
	// words of Sentence that name it.
	Link, LinkText string
	// Changes are an update's fields, before → after.
	Changes []Change
}

// Change is one changed field in words.
type Change struct{ Field, Before, After string }

// Kind is a kind of entity the trail records, in words.
type Kind struct {
	Table string
	// Noun names one ("gallery project"); Label the kind in a list ("Gallery projects").
	Noun, Label string
	// Path is the back-office screen of the kind ("" for none).
	Path string
	// Trashable kinds go to the trash first: their delete is a delete for good.
	Trashable bool
}

// Kinds are every entity table the trail records, in the filter's order.
var Kinds = []Kind{
	{"contact_messages", "contact message from", "Contact messages (leads)", "/admin/connect-info", true},
	// Notes, replies and assignees of what staff follow up (internal/followup); a note's
	// words are its subject's kind's. The tables before them stay for older entries.
	{"follow_up_notes", "note on", "Notes and replies (applicants, estimates, messages)", "", false},
	{"follow_ups", "follow-up of", "Assignees (estimates, messages)", "", false},
	{"contact_message_entries", "message from", "Notes and replies on contact messages", "/admin/connect-info", false},
	{"estimate_requests", "estimate request from", "Estimate requests", "/admin/estimates", true},
	{"estimate_notes", "note on estimate request", "Notes on estimate requests", "/admin/estimates", false},
	{"quotes", "quote", "Quotes", "/admin/estimates", false},
	{"quote_templates", "quote template", "Quote templates (inclusions, exclusions, terms)", "/admin/estimates", false},
	{"resumable_uploads", "upload", "Uploads of estimate requests", "/admin/estimates", false},
	{"jobs", "job", "Jobs", "/admin/career", true},
	{"applications", "applicant", "Applicants", "/admin/applicants", true},
	{"application_notes", "note on applicant", "Notes on applicants", "/admin/applicants", false},
	{"blog_posts", "blog post", "Blog posts", "/admin/blog", true},
	{"gallery_projects", "gallery project", "Gallery projects", "/admin/gallery", true},
	{"gallery_images", "image of gallery project", "Gallery images", "/admin/gallery", false},
	{"portfolio_items", "portfolio project", "Portfolio projects", "/admin/portfolio", true},
	{"case_studies", "case study", "Case studies", "/admin/case-studies", true},
	{"case_study_images", "image of case study", "Case study images", "/admin/case-studies", false},
	{"case_study_redirects", "earlier address of case study", "Case study redirects", "/admin/case-studies", false},
	{"announcements", "announcement", "Announcement", "/admin/announcement", false},
	{"newsletter_subscribers", "newsletter subscriber", "Newsletter subscribers", "/admin/connect-info", false},
	{"newsletter_sends", "newsletter", "Newsletters sent", "/admin/connect-info", false},
	{"outbox_messages", "e-mail", "Outbox e-mail", "/admin/outbox", false},
	{"files", "file", "Files", "", false},
	{"firm_settings", "site settings", "Site settings", "/admin/site-settings", false},
	{"site_pages", "page", "Pages", "/admin/pages", false},
	{"site_page_versions", "version of page", "Page versions", "/admin/pages", false},
	{"site_page_publishes", "publish of page", "Page publishes", "/admin/pages", false},
	{"site_page_redirects", "page redirect", "Page redirects (renamed addresses)", "/admin/pages", false},
	{"client_organizations", "client organization", "Client organizations", "/admin/clients", false},
	{"client_users", "client user", "Client users and sign-ins", "/admin/clients", false},
	{"client_sign_in_links", "sign-in link of", "Client sign-in links", "/admin/clients", false},
	{"client_sessions", "portal session of", "Client portal sessions", "/admin/clients", false},
	{"client_recovery_codes", "client recovery code", "Client recovery codes", "/admin/clients", false},
	{"projects", "project", "Portal projects", "/admin/projects", false},
	{"project_team_members", "team member of", "Project teams", "/admin/projects", false},
	{"milestones", "milestone", "Milestones", "/admin/projects", false},
	{"milestone_changes", "change of", "Milestone history", "/admin/projects", false},
	{"portal_folders", "folder", "Project folders", "/admin/projects", false},
	{"portal_files", "file", "Project files", "/admin/projects", false},
	{"portal_file_revisions", "revision of", "Project file revisions", "/admin/projects", false},
	{"portal_file_downloads", "download of", "Project file downloads", "/admin/projects", false},
	{"drawing_settings", "drawing settings of", "Drawing settings", "/admin/projects", false},
	{"drawing_sheets", "drawing sheet", "Drawing register", "/admin/projects", false},
	{"drawing_revisions", "revision of a drawing", "Drawing revisions", "/admin/projects", false},
	{"transmittals", "transmittal", "Transmittals", "/admin/projects", false},
	{"transmittal_items", "item of a transmittal", "Transmittal items", "/admin/projects", false},
	{"transmittal_recipients", "recipient of a transmittal", "Transmittal recipients", "/admin/projects", false},
	{"transmittal_files", "file of a transmittal", "Transmittal files", "/admin/projects", false},
	{"transmittal_reviews", "review of a transmittal item", "Transmittal reviews", "/admin/projects", false},
	{"rfis", "RFI", "RFIs", "/admin/projects", false},
	{"rfi_sheets", "sheet of an RFI", "RFI sheets", "/admin/projects", false},
	{"rfi_events", "change of an RFI", "RFI history", "/admin/projects", false},
	{"rfi_posts", "post on an RFI", "RFI discussions", "/admin/projects", false},
	{"rfi_attachments", "file attached to an RFI", "RFI attachments", "/admin/projects", false},
	{"rfi_settings", "RFI settings of", "RFI response times", "/admin/projects", false},
	{"non_working_days", "non-working day", "Non-working days", "/admin/projects", false},
	{"stamp_labels", "stamp of", "Stamp sets", "/admin/clients", false},
	{"reviewers", "outside reviewer", "Outside reviewers", "/admin/projects", false},
	{"message_threads", "message thread", "Portal message threads", "/admin/projects", false},
	{"messages", "portal message", "Portal messages", "/admin/projects", false},
	{"message_attachments", "attachment of a portal message", "Portal message attachments", "/admin/projects", false},
	{"message_mail_choices", "mail choice of", "Portal mail choices", "/admin/projects", false},
	{"project_mail_choices", "project mail choice of", "Portal mail choices per project", "/admin/projects", false},
	{"staff_users", "staff account", "Staff accounts and sign-ins", "/admin/staff", false},
	{"staff_sessions", "session of", "Sessions", "/admin/account", false},
	{"staff_recovery_codes", "recovery code of", "Recovery codes", "/admin/account", false},
}

func kindOf(table string) Kind {
	for _, k := range Kinds {
		if k.Table == table {
			return k
		}
	}
	return Kind{Table: table, Noun: strings.ReplaceAll(strings.TrimSuffix(table, "s"), "_", " ")}
}

// Describe puts e in words; names maps staff user ids to usernames, so that a changed
// assignee reads as a name; times read in loc, the firm's zone, named (localtime.Format).
func Describe(e Event, names map[string]string, loc *time.Location) Words {
	actor := e.ActorName
	if actor == "" {
		actor = "Someone"
	}
	fields := map[string]json.RawMessage{}
	_ = json.Unmarshal(e.Summary, &fields) // a summary that is not an object has no fields to show
	str := func(key string) string {
		var s string
		_ = json.Unmarshal(fields[key], &s)
		return s
	}
	if s, ok := signInWords(e, actor, str); ok {
		return Words{Sentence: s}
	}
	k := kindOf(e.EntityTable)
	if fk, ok := followup.Lookup(str("subject_kind")); ok && e.EntityTable == "follow_up_notes" {
		k.Noun, k.Path = fk.Noun, fk.Link(str("follow_up_id"))
	}
	item := itemWords(e, k, fields, str)
	w := Words{LinkText: item, Link: linkOf(e, k, str)}
	switch {
	case e.EntityTable == "follow_up_notes" && e.Action == "insert" && str("kind") == "reply":
		w.Sentence = actor + " replied to the " + item
	case e.EntityTable == "follow_up_notes" && e.Action == "insert":
		w.Sentence = actor + " added a note to the " + item
	case e.EntityTable == "contact_message_entries" && e.Action == "insert" && str("kind") == "reply":
		w.Sentence = actor + " replied to the " + item
	case e.EntityTable == "contact_message_entries" && e.Action == "insert":
		w.Sentence = actor + " added a note to the " + item
	case e.Action == "insert":
		w.Sentence = actor + " " + insertVerb(e.EntityTable) + " " + item
	case e.Action == "trash":
		w.Sentence, w.Link = actor+" moved "+item+" to the trash", "/admin/trash"
	case e.Action == "restore":
		w.Sentence = actor + " restored " + item + " from the trash"
	case e.Action == "delete" && e.EntityTable == "staff_sessions":
		w.Sentence = actor + " ended a " + item
	case e.Action == "delete":
		w.Sentence, w.Link = actor+" deleted "+item, ""
		if k.Trashable {
			w.Sentence += " for good"
		}
	case e.Action == "update":
		w.Sentence = actor + " changed " + item
		w.Changes = changes(fields, wording{names, loc})
	default:
		w.Sentence = actor + " " + strings.ReplaceAll(e.Action, "_", " ") + " " + item
	}
	if w.Link == "" {
		w.LinkText = ""
	}
	return w
}

func insertVerb(table string) string {
	switch table {
	case "files":
		return "uploaded"
	case "staff_users", "staff_recovery_codes":
		return "created"
	case "newsletter_sends":
		return "started sending"
	case "outbox_messages":
		return "queued"
	}
	return "added"
}

// itemWords names the item: "gallery project 'Warehouse Truss'", or "a gallery project"
// when its name is unknown.
func itemWords(e Event, k Kind, fields map[string]json.RawMessage, str func(string) string) string {
	if k.Table == "firm_settings" { // one document, named by what it is
		return "the site settings"
	}
	label := e.Label
	// A page's versions, publishes and redirects have no name of their own: its path names
	// them (the row's columns are in an insert's or delete's summary).
	if label == "" {
		switch k.Table {
		case "site_page_versions", "site_page_publishes":
			label = str("path")
		case "site_page_redirects":
			label = str("from_path")
		}
	}
	// An entry from before labels were kept: an insert or delete has the row, whose own
	// name serves, unless the kind is named by another row (a note by its message).
	if label == "" && !strings.HasSuffix(k.Noun, " from") && !strings.HasSuffix(k.Noun, " of") {
		for _, key := range []string{"title", "role", "username", "name", "subject", "email", "original_name"} {
			if label = str(key); label != "" {
				break
			}
		}
	}
	if label == "" {
		noun := strings.TrimSuffix(strings.TrimSuffix(k.Noun, " from"), " of")
		return article(noun) + " " + noun
	}
	return k.Noun + " '" + label + "'"
}

// article is "an" before a vowel's sound, else "a". Every noun of Kinds starting with a
// vowel letter starts with its sound ("an upload", "an e-mail"); a noun added later that
// does not ("user", "one") belongs in the exception. An initialism is said letter by
// letter: "an RFI", "an SMS".
func article(noun string) string {
	word, _, _ := strings.Cut(noun, " ")
	if len(word) > 1 && strings.ToUpper(word) == word {
		if strings.ContainsRune("AEFHILMNORSX", rune(word[0])) {
			return "an"
		}
		return "a"
	}
	if noun != "" && strings.ContainsRune("aeiou", rune(noun[0])) && !strings.HasPrefix(noun, "us") && !strings.HasPrefix(noun, "one") {
		return "an"
	}
	return "a"
}

func linkOf(e Event, k Kind, str func(string) string) string {
	switch {
	case k.Path == "" || e.EntityID == "":
		return ""
	case e.EntityTable == "contact_messages":
		return k.Path + "?message=" + e.EntityID
	case e.EntityTable == "contact_message_entries" && str("message_id") != "":
		return k.Path + "?message=" + str("message_id")
	case e.EntityTable == "estimate_requests":
		return k.Path + "/" + e.EntityID
	case e.EntityTable == "estimate_notes" && str("estimate_id") != "":
		return k.Path + "/" + str("estimate_id")
	case e.EntityTable == "blog_posts":
		return k.Path + "/" + e.EntityID + "/preview"
	}
	return k.Path
}

// reasonWords says the auth service's failure reasons ("wrong totp code") in words.
var reasonWords = strings.NewReplacer("wrong totp code", "wrong two-factor code", "wrong recovery_code code", "wrong recovery code")

// signInWords words the events the auth service records.
func signInWords(e Event, actor string, str func(string) string) (string, bool) {
	switch e.Action {
	case ActionSignIn:
		switch str("second_factor") {
		case "totp":
			return actor + " signed in with a two-factor code", true
		case "recovery_code":
			return actor + " signed in with a recovery code", true
		}
		return actor + " signed in", true
	case ActionSignInFailed:
		who := actor
		if claimed := str("claimed_username"); claimed != "" {
			who += " failed to sign in as '" + claimed + "'"
		} else {
			who += " failed to sign in"
		}
		if reason := str("reason"); reason != "" {
			who += " (" + reasonWords.Replace(reason) + ")"
		}
		return who, true
	case ActionSignOut:
		return actor + " signed out", true
	case ActionPasswordChange:
		return actor + " changed their password", true
	case ActionPasswordReset:
		if u := str("username"); u != "" {
			return actor + " reset the password of '" + u + "'", true
		}
		return actor + " reset a password", true
	case ActionTotpEnrol:
		return actor + " turned on two-factor sign-in", true
	case ActionTotpDisable:
		return actor + " turned off two-factor sign-in", true
	case ActionRecoveryCodeUsed:
		return actor + " used a recovery code", true
	case ActionReauthenticate:
		switch str("proof") {
		case "totp":
			return actor + " confirmed their identity with a two-factor code", true
		case "recovery_code":
			return actor + " confirmed their identity with a recovery code", true
		}
		return actor + " confirmed their identity with their password", true
	}
	return "", false
}

// hiddenFields are bookkeeping the sentence already says (a trash move) or nobody reads.
var hiddenFields = map[string]bool{"delete_time": true, "delete_user_id": true, "update_time": true}

// changes words an update's {"column": {"old": …, "new": …}}, in column order.
func changes(fields map[string]json.RawMessage, in wording) []Change {
	var out []Change
	for col, raw := range fields {
		var v struct{ Old, New json.RawMessage }
		if hiddenFields[col] || json.Unmarshal(raw, &v) != nil {
			continue
		}
		if fields, ok := documentChanges(col, v, in); ok {
			out = append(out, fields...)
			continue
		}
		out = append(out, Change{Field: fieldWords(col), Before: valueWords(v.Old, in), After: valueWords(v.New, in)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Field < out[j].Field })
	return out
}

func fieldWords(col string) string {
	col = strings.TrimSuffix(col, "_id")
	return strings.ReplaceAll(col, "_", " ")
}

// wording is what values are put in words with: staff users' names by id, and the zone
// times are written in.
type wording struct {
	names map[string]string
	loc   *time.Location
}

func valueWords(raw json.RawMessage, in wording) string {
	var v any
	if json.Unmarshal(raw, &v) != nil || v == nil {
		return "(empty)"
	}
	switch v := v.(type) {
	case bool:
		if v {
			return "yes"
		}
		return "no"
	case string:
		if v == "" {
			return "(empty)"
		}
		if v == "[redacted]" {
			return "(hidden)"
		}
		if name, ok := in.names[v]; ok {
			return name
		}
		if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
			return localtime.Format(t, in.loc)
		}
		return v
	}
	return string(raw)
}

// StaffIDs are the staff user ids an event's changes refer to (an assignee, say).
func StaffIDs(e Event) []uuid.UUID {
	if e.Action != "update" {
		return nil
	}
	fields := map[string]map[string]json.RawMessage{}
	_ = json.Unmarshal(e.Summary, &fields)
	var ids []uuid.UUID
	for col, v := range fields {
		if col != "assignee_id" && col != "author_id" && !strings.HasSuffix(col, "user_id") {
			continue
		}
		for _, raw := range v {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				if id, err := uuid.Parse(s); err == nil {
					ids = append(ids, id)
				}
			}
		}
	}
	return ids
}
