package contact_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestContactMessages(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	public := sitev1connect.NewContactServiceClient(s.H1, s.URL)
	staff := adminv1connect.NewContactServiceClient(s.H1, s.URL)
	token := s.StaffToken(t)
	const required = "This field is required"
	valid := func() *sitev1.SendMessageRequest {
		return &sitev1.SendMessageRequest{Name: "Dana Fabricator", Email: "dana@steelworks.example", Phone: "+1 (555) 010-0199", Message: "We need shop drawings for a 40 t mezzanine."}
	}

	t.Run("invalid forms name every bad field with the connect page's message", func(t *testing.T) {
		tests := []struct {
			name string
			edit func(m *sitev1.SendMessageRequest)
			want map[string]string
		}{
			{"an empty form requires every field", func(m *sitev1.SendMessageRequest) { *m = sitev1.SendMessageRequest{} },
				map[string]string{"name": required, "email": required, "phone": required, "message": required}},
			{"fields of only spaces count as blank", func(m *sitev1.SendMessageRequest) { m.Name, m.Message = "  ", "\n\t" },
				map[string]string{"name": required, "message": required}},
			{"a malformed e-mail address is refused", func(m *sitev1.SendMessageRequest) { m.Email = "dana@steelworks" },
				map[string]string{"email": "Please enter a valid email address"}},
			{"a malformed phone number is refused", func(m *sitev1.SendMessageRequest) { m.Phone = "call me" },
				map[string]string{"phone": "Please enter a valid phone number"}},
			{"a message over 5000 characters is refused", func(m *sitev1.SendMessageRequest) { m.Message = strings.Repeat("é", 5001) },
				map[string]string{"message": "Message is too long (at most 5000 characters)"}},
			{"a name over 200 characters is refused", func(m *sitev1.SendMessageRequest) { m.Name = strings.Repeat("n", 201) },
				map[string]string{"name": "Name is too long (at most 200 characters)"}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				m := valid()
				tt.edit(m)
				_, err := public.SendMessage(ctx, connect.NewRequest(m))
				sitetest.AssertViolations(t, err, tt.want)
			})
		}
		res, err := staff.ListMessages(ctx, sitetest.WithToken(&adminv1.ListMessagesRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Msg.GetMessages()); got != 0 {
			t.Errorf("after refused forms staff see %d messages, want 0", got)
		}
	})

	t.Run("a visitor's message is stored trimmed and listed for staff newest first", func(t *testing.T) {
		first := valid()
		first.Name, first.Message = "  Dana Fabricator ", " A 5000-character message fits: "+strings.Repeat("x", 4960)+" "
		second := valid()
		second.Message = "Second message"
		var ids []string
		for _, m := range []*sitev1.SendMessageRequest{first, second} {
			res, err := public.SendMessage(ctx, connect.NewRequest(m))
			if err != nil {
				t.Fatalf("SendMessage: %v", err)
			}
			ids = append(ids, res.Msg.GetId())
		}
		res, err := staff.ListMessages(ctx, sitetest.WithToken(&adminv1.ListMessagesRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetMessages()
		if len(got) != 2 || got[0].GetId() != ids[1] || got[1].GetId() != ids[0] {
			t.Fatalf("ListMessages = %v, want ids %v newest first", got, []string{ids[1], ids[0]})
		}
		m := got[1]
		if m.GetName() != "Dana Fabricator" || m.GetEmail() != first.Email || m.GetPhone() != first.Phone ||
			m.GetMessage() != strings.TrimSpace(first.Message) || m.GetCreateTime() == nil {
			t.Errorf("stored message = %v, want the trimmed form with a create time", m)
		}
		if res.Msg.GetNextPageToken() != "" {
			t.Errorf("a single page has next_page_token %q, want none", res.Msg.GetNextPageToken())
		}
	})

	t.Run("staff page through messages with page_size and next_page_token", func(t *testing.T) {
		for i := range 3 {
			m := valid()
			m.Message = "paged " + string(rune('a'+i))
			if _, err := public.SendMessage(ctx, connect.NewRequest(m)); err != nil {
				t.Fatal(err)
			}
		}
		pages := sitetest.WalkPages(t, 2, func(pageToken string) ([]string, string, error) {
			res, err := staff.ListMessages(ctx, sitetest.WithToken(&adminv1.ListMessagesRequest{PageSize: 2, PageToken: pageToken}, token))
			if err != nil {
				return nil, "", err
			}
			var msgs []string
			for _, m := range res.Msg.GetMessages() {
				msgs = append(msgs, m.GetMessage())
			}
			return msgs, res.Msg.GetNextPageToken(), nil
		})
		want := [][]string{{"paged c", "paged b"}, {"paged a", "Second message"}, {strings.TrimSpace("A 5000-character message fits: " + strings.Repeat("x", 4960))}}
		if !slices.EqualFunc(pages, want, slices.Equal) {
			t.Errorf("pages = %.40q, want %.40q", pages, want)
		}
	})

	t.Run("a bad page request is refused", func(t *testing.T) {
		for _, req := range []*adminv1.ListMessagesRequest{{PageSize: 101}, {PageToken: "not-a-token"}} {
			_, err := staff.ListMessages(ctx, sitetest.WithToken(req, token))
			if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
				t.Errorf("ListMessages(%v): code %v, want invalid argument", req, got)
			}
		}
	})

	t.Run("visitors cannot read the messages", func(t *testing.T) {
		_, err := staff.ListMessages(ctx, connect.NewRequest(&adminv1.ListMessagesRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("ListMessages without a session: code %v, want unauthenticated", got)
		}
	})
}
