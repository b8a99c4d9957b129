package server_test

import (
	"context"
	"slices"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// triage is a running site with the staff's contact, trash, outbox and audit clients.
type triage struct {
	*sitetest.Site
	token   string
	contact adminv1connect.ContactServiceClient
	trash   adminv1connect.TrashServiceClient
	outbox  adminv1connect.OutboxServiceClient
	audit   adminv1connect.AuditServiceClient
	dash    adminv1connect.DashboardServiceClient
}

func startTriage(t *testing.T) *triage {
	s := sitetest.Start(t, auth.DefaultConfig)
	return &triage{Site: s, token: s.StaffToken(t),
		contact: adminv1connect.NewContactServiceClient(s.H1, s.URL), trash: adminv1connect.NewTrashServiceClient(s.H1, s.URL),
		outbox: adminv1connect.NewOutboxServiceClient(s.H1, s.URL), audit: adminv1connect.NewAuditServiceClient(s.H1, s.URL),
		dash: adminv1connect.NewDashboardServiceClient(s.H1, s.URL)}
}

// lead is a visitor's message sent through the public form; it answers the id.
func (tr *triage) lead(t *testing.T, name string) string {
	t.Helper()
	res, err := sitev1connect.NewContactServiceClient(tr.H1, tr.URL).SendMessage(context.Background(), connect.NewRequest(&sitev1.SendMessageRequest{
		Name: name, Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Shop drawings for a mezzanine, please."}))
	if err != nil {
		t.Fatalf("SendMessage: %v", err)
	}
	return res.Msg.GetId()
}

func (tr *triage) setStatus(id string, s adminv1.ContactStatus) (*adminv1.ContactMessage, error) {
	res, err := tr.contact.SetMessageStatus(context.Background(), sitetest.WithToken(&adminv1.SetMessageStatusRequest{Id: id, Status: s}, tr.token))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetMessage(), nil
}

func (tr *triage) reply(t *testing.T, id, body string) *adminv1.ReplyToMessageResponse {
	t.Helper()
	res, err := tr.contact.ReplyToMessage(context.Background(), sitetest.WithToken(&adminv1.ReplyToMessageRequest{Id: id, Body: body}, tr.token))
	if err != nil {
		t.Fatalf("ReplyToMessage: %v", err)
	}
	return res.Msg
}

func TestContactTriage(t *testing.T) {
	tr := startTriage(t)
	ctx := context.Background()
	const (
		New     = adminv1.ContactStatus_CONTACT_STATUS_NEW
		Replied = adminv1.ContactStatus_CONTACT_STATUS_REPLIED
		Closed  = adminv1.ContactStatus_CONTACT_STATUS_CLOSED
	)

	t.Run("status follows what was sent: Replied only after a reply, New only without one", func(t *testing.T) {
		unanswered, answered := tr.lead(t, "Una"), tr.lead(t, "Ann")
		tr.reply(t, answered, "Thank you, we will call you today.")
		tests := []struct {
			name string
			id   string
			to   adminv1.ContactStatus
			want connect.Code // 0: accepted
		}{
			{"a new message cannot be marked Replied without a reply", unanswered, Replied, connect.CodeFailedPrecondition},
			{"a new message can be closed", unanswered, Closed, 0},
			{"a closed message without a reply opens again as New", unanswered, New, 0},
			{"a replied message cannot go back to New", answered, New, connect.CodeFailedPrecondition},
			{"a replied message can be closed", answered, Closed, 0},
			{"a closed message with a reply opens again as Replied", answered, Replied, 0},
			{"an unspecified status is refused", answered, adminv1.ContactStatus_CONTACT_STATUS_UNSPECIFIED, connect.CodeInvalidArgument},
			{"an unknown status number is refused", answered, adminv1.ContactStatus(42), connect.CodeInvalidArgument},
			{"an unknown message answers NotFound", "0b7e8f9c-1d2e-4f3a-9b8c-7d6e5f4a3b2c", Closed, connect.CodeNotFound},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				m, err := tr.setStatus(tt.id, tt.to)
				if got := connect.CodeOf(err); err != nil && got != tt.want || err == nil && tt.want != 0 {
					t.Fatalf("SetMessageStatus(%v) = %v, want code %v", tt.to, err, tt.want)
				}
				if err == nil && m.GetStatus() != tt.to {
					t.Errorf("status: got %v, want %v", m.GetStatus(), tt.to)
				}
			})
		}
	})

	t.Run("a reply is queued in the outbox, kept in the message's history and makes it Replied", func(t *testing.T) {
		id := tr.lead(t, "Dana")
		if _, err := tr.contact.AddMessageNote(ctx, sitetest.WithToken(&adminv1.AddMessageNoteRequest{Id: id, Body: "Big job: quote by Friday"}, tr.token)); err != nil {
			t.Fatal(err)
		}
		res := tr.reply(t, id, "Hello Dana,\n\nWe can detail the mezzanine. When can we call?")
		if got := res.GetMessage().GetStatus(); got != Replied {
			t.Errorf("status after the reply: got %v, want Replied", got)
		}
		if res.GetMessage().GetFirstReplyTime() == nil {
			t.Error("first_reply_time is not set after the reply")
		}
		box, err := tr.outbox.ListOutbox(ctx, sitetest.WithToken(&adminv1.ListOutboxRequest{}, tr.token))
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(box.Msg.GetMessages(), func(m *adminv1.OutboxMessage) bool { return m.GetId() == res.GetEntry().GetOutboxMessageId() })
		if i < 0 {
			t.Fatalf("the reply's outbox message %q is not in the outbox", res.GetEntry().GetOutboxMessageId())
		}
		if m := box.Msg.GetMessages()[i]; m.GetTopic() != "contact.reply" || m.GetTo() != "dana@steelworks.example" || m.GetSubject() != "Re: your message to "+tr.company(t) {
			t.Errorf("outbox message = topic %q to %q subject %q, want contact.reply to the visitor with the default subject", m.GetTopic(), m.GetTo(), m.GetSubject())
		}
		got, err := tr.contact.GetMessage(ctx, sitetest.WithToken(&adminv1.GetMessageRequest{Id: id}, tr.token))
		if err != nil {
			t.Fatal(err)
		}
		var kinds []adminv1.ContactEntryKind
		for _, e := range got.Msg.GetEntries() {
			kinds = append(kinds, e.GetKind())
		}
		if want := []adminv1.ContactEntryKind{adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_NOTE, adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_REPLY}; !slices.Equal(kinds, want) {
			t.Errorf("history kinds: got %v, want %v", kinds, want)
		}
		if e := got.Msg.GetEntries()[1]; e.GetAuthor() != sitetest.AdminUser || e.GetDeliveryStatus() == "" || e.GetBody() == "" {
			t.Errorf("reply entry = %+v, want the author, its delivery status and its text", e)
		}
	})

	t.Run("bad notes and replies name their field", func(t *testing.T) {
		id := tr.lead(t, "Val")
		_, err := tr.contact.AddMessageNote(ctx, sitetest.WithToken(&adminv1.AddMessageNoteRequest{Id: id, Body: "  "}, tr.token))
		sitetest.AssertViolations(t, err, map[string]string{"body": "Please write a note"})
		_, err = tr.contact.ReplyToMessage(ctx, sitetest.WithToken(&adminv1.ReplyToMessageRequest{Id: id, Subject: "two\nlines", Body: ""}, tr.token))
		sitetest.AssertViolations(t, err, map[string]string{"subject": "The subject must be one line", "body": "Please write a reply"})
	})

	t.Run("only an enabled staff member can be assigned", func(t *testing.T) {
		id := tr.lead(t, "Ash")
		bob, err := tr.Svcs.Auth.CreateUser(ctx, "bob", sitetest.AdminPassword)
		if err != nil {
			t.Fatal(err)
		}
		carl, err := tr.Svcs.Auth.CreateUser(ctx, "carl", sitetest.AdminPassword)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Pool.Exec(ctx, `UPDATE staff_users SET disabled_time = now() WHERE id = $1`, carl.ID); err != nil {
			t.Fatal(err)
		}
		tests := []struct {
			name, assignee, wantUser string
			ok                       bool
		}{
			{"a staff member is assigned", bob.ID.String(), "bob", true},
			{"an id that is no staff member is refused", "0b7e8f9c-1d2e-4f3a-9b8c-7d6e5f4a3b2c", "", false},
			{"a disabled account is refused", carl.ID.String(), "", false},
			{"text that is no id is refused", "bob", "", false},
			{"nobody can be assigned", "", "", true},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				res, err := tr.contact.AssignMessage(ctx, sitetest.WithToken(&adminv1.AssignMessageRequest{Id: id, AssigneeId: tt.assignee}, tr.token))
				if !tt.ok {
					sitetest.AssertViolations(t, err, map[string]string{"assignee_id": "Choose an active staff member"})
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if got := res.Msg.GetMessage().GetAssigneeUsername(); got != tt.wantUser {
					t.Errorf("assignee: got %q, want %q", got, tt.wantUser)
				}
			})
		}
	})

	t.Run("a message goes to the trash, comes back whole, and can be removed for good", func(t *testing.T) {
		id := tr.lead(t, "Tess")
		tr.reply(t, id, "Thanks")
		if _, err := tr.contact.DeleteMessage(ctx, sitetest.WithToken(&adminv1.DeleteMessageRequest{Id: id}, tr.token)); err != nil {
			t.Fatal(err)
		}
		if _, err := tr.contact.GetMessage(ctx, sitetest.WithToken(&adminv1.GetMessageRequest{Id: id}, tr.token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("GetMessage of a trashed message = %v, want NotFound", err)
		}
		if _, err := tr.contact.DeleteMessage(ctx, sitetest.WithToken(&adminv1.DeleteMessageRequest{Id: id}, tr.token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("deleting it again = %v, want NotFound", err)
		}
		list, err := tr.contact.ListMessages(ctx, sitetest.WithToken(&adminv1.ListMessagesRequest{}, tr.token))
		if err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(list.Msg.GetMessages(), func(m *adminv1.ContactMessage) bool { return m.GetId() == id }) {
			t.Error("a trashed message is still listed")
		}
		items, err := tr.trash.ListTrash(ctx, sitetest.WithToken(&adminv1.ListTrashRequest{}, tr.token))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(items.Msg.GetItems(), func(i *adminv1.TrashItem) bool {
			return i.GetId() == id && i.GetKind() == adminv1.TrashKind_TRASH_KIND_CONTACT_MESSAGE && i.GetTitle() == "Tess <dana@steelworks.example>" && i.GetDeleteUser() == sitetest.AdminUser
		}) {
			t.Errorf("trash = %v, want the message with its sender and who deleted it", items.Msg.GetItems())
		}
		if _, err := tr.trash.RestoreTrashItem(ctx, sitetest.WithToken(&adminv1.RestoreTrashItemRequest{Kind: adminv1.TrashKind_TRASH_KIND_CONTACT_MESSAGE, Id: id}, tr.token)); err != nil {
			t.Fatal(err)
		}
		got, err := tr.contact.GetMessage(ctx, sitetest.WithToken(&adminv1.GetMessageRequest{Id: id}, tr.token))
		if err != nil {
			t.Fatalf("GetMessage after restore: %v", err)
		}
		if got.Msg.GetMessage().GetStatus() != Replied || len(got.Msg.GetEntries()) != 1 {
			t.Errorf("restored message = %v with %d entries, want Replied with its reply", got.Msg.GetMessage().GetStatus(), len(got.Msg.GetEntries()))
		}
		if _, err := tr.contact.DeleteMessage(ctx, sitetest.WithToken(&adminv1.DeleteMessageRequest{Id: id}, tr.token)); err != nil {
			t.Fatal(err)
		}
		if _, err := tr.trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_CONTACT_MESSAGE, Id: id}, tr.token)); err != nil {
			t.Fatal(err)
		}
		var left int
		if err := tr.Pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM contact_messages WHERE id = $1) + (SELECT count(*) FROM follow_up_notes WHERE follow_up_id = $1)`, id).Scan(&left); err != nil {
			t.Fatal(err)
		}
		if left != 0 {
			t.Errorf("rows left after deleting for good: %d, want 0", left)
		}
	})

	t.Run("the audit trail says a trash move and a reply in words", func(t *testing.T) {
		id := tr.lead(t, "Warehouse Wes")
		tr.reply(t, id, "Hello")
		if _, err := tr.contact.DeleteMessage(ctx, sitetest.WithToken(&adminv1.DeleteMessageRequest{Id: id}, tr.token)); err != nil {
			t.Fatal(err)
		}
		res, err := tr.audit.ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{PageSize: 100}, tr.token))
		if err != nil {
			t.Fatal(err)
		}
		var sentences []string
		for _, e := range res.Msg.GetEvents() {
			if e.GetAction() == "trash" && e.GetEntityId() == id && e.GetLink() != "/admin/trash" {
				t.Errorf("the trash move links to %q, want /admin/trash", e.GetLink())
			}
			sentences = append(sentences, e.GetSummary())
		}
		for _, want := range []string{
			"admin moved contact message from 'Warehouse Wes' to the trash",
			"admin replied to the message from 'Warehouse Wes'",
		} {
			if !slices.Contains(sentences, want) {
				t.Errorf("the trail has no %q; it has %q", want, sentences)
			}
		}
	})
}

func TestLeadsOnTheDashboard(t *testing.T) {
	tr := startTriage(t)
	ctx := context.Background()
	// Messages placed in time by hand (the pool's writes carry no actor: not audited).
	place := func(name, received string, repliedAfter string, status string, trashed bool) {
		t.Helper()
		id := tr.lead(t, name)
		if _, err := tr.Pool.Exec(ctx, `UPDATE contact_messages SET create_time = now() - $2::interval,
			status = $3, delete_time = CASE WHEN $4 THEN now() END WHERE id = $1`, id, received, status, trashed); err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Pool.Exec(ctx, `UPDATE follow_ups SET first_response_time =
			CASE WHEN $3 = '' THEN NULL ELSE now() - $2::interval + $3::interval END WHERE id = $1`, id, received, repliedAfter); err != nil {
			t.Fatal(err)
		}
	}
	place("in time", "3 days", "2 hours", "replied", false)
	place("in time, closed", "10 days", "23 hours", "closed", false)
	place("late", "3 days", "30 hours", "replied", false)
	place("never answered", "2 days", "", "new", false)
	place("closed unanswered", "5 days", "", "closed", false)
	place("still inside its 24 hours", "1 hour", "", "new", false)
	place("answered within the hour", "2 hours", "10 minutes", "replied", false)
	place("older than 30 days", "40 days", "1 hour", "replied", false)
	place("spam in the trash", "2 days", "", "new", true)

	res, err := tr.dash.GetDashboard(ctx, sitetest.WithToken(&adminv1.GetDashboardRequest{}, tr.token))
	if err != nil {
		t.Fatal(err)
	}
	got := res.Msg.GetLeads()
	// Open: not closed, not trashed: in time, late, never answered, inside 24 h, within the hour, older.
	// Due (last 30 days, not trashed): in time, in time closed, late, never answered, closed
	// unanswered, within the hour = 6; answered in time: in time, in time closed, within the hour = 3.
	if got.GetOpen() != 6 || got.GetAnsweredInTime() != 3 || got.GetDue() != 6 {
		t.Errorf("leads = open %d, answered in time %d of %d due; want open 6, 3 of 6", got.GetOpen(), got.GetAnsweredInTime(), got.GetDue())
	}
	if res.Msg.GetContactMessages() != 8 {
		t.Errorf("contact messages: got %d, want 8 (the trashed one left out)", res.Msg.GetContactMessages())
	}
}

// company is the firm's name as the site settings hold it: the mail names the firm so.
func (tr *triage) company(t *testing.T) string {
	t.Helper()
	res, err := sitev1connect.NewSiteSettingsServiceClient(tr.H1, tr.URL).GetSiteSettings(context.Background(), connect.NewRequest(&sitev1.GetSiteSettingsRequest{}))
	if err != nil {
		t.Fatalf("GetSiteSettings: %v", err)
	}
	return res.Msg.GetSettings().GetCompany()
}
