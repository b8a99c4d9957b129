package newsletter_test

import (
	"context"
	"slices"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestNewsletter(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	public := sitev1connect.NewNewsletterServiceClient(s.H1, s.URL)
	staff := adminv1connect.NewNewsletterServiceClient(s.H1, s.URL)
	token := s.StaffToken(t)
	subscribers := func(t *testing.T, size int) [][]string {
		t.Helper()
		return sitetest.WalkPages(t, size, func(pageToken string) ([]string, string, error) {
			res, err := staff.ListSubscribers(ctx, sitetest.WithToken(&adminv1.ListSubscribersRequest{PageSize: int32(size), PageToken: pageToken}, token))
			if err != nil {
				return nil, "", err
			}
			var emails []string
			for _, sub := range res.Msg.GetSubscribers() {
				if sub.GetId() == "" || sub.GetCreateTime() == nil {
					t.Errorf("subscriber %v lacks an id or create time", sub)
				}
				emails = append(emails, sub.GetEmail())
			}
			return emails, res.Msg.GetNextPageToken(), nil
		})
	}

	t.Run("an invalid address is refused with the block's message", func(t *testing.T) {
		tests := []struct {
			name, email, want string
		}{
			{"an empty address is required", "", "Email is required"},
			{"an address of spaces is required", "   ", "Email is required"},
			{"an address without a domain is invalid", "jane@", "Please enter a valid email address"},
			{"an address with a space is invalid", "jane doe@example.com", "Please enter a valid email address"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := public.Subscribe(ctx, connect.NewRequest(&sitev1.SubscribeRequest{Email: tt.email}))
				sitetest.AssertViolations(t, err, map[string]string{"email": tt.want})
			})
		}
		if got := subscribers(t, 20); !slices.EqualFunc(got, [][]string{nil}, slices.Equal) {
			t.Errorf("after refused sign-ups subscribers = %q, want none", got)
		}
	})

	t.Run("subscribing twice keeps one lower-cased subscription and answers the same", func(t *testing.T) {
		var answers []*sitev1.SubscribeResponse
		for _, email := range []string{" Jane.Doe@Example.COM ", "jane.doe@example.com"} {
			res, err := public.Subscribe(ctx, connect.NewRequest(&sitev1.SubscribeRequest{Email: email}))
			if err != nil {
				t.Fatalf("Subscribe(%q): %v", email, err)
			}
			answers = append(answers, res.Msg)
		}
		if !proto.Equal(answers[0], answers[1]) {
			t.Errorf("first answer %v differs from repeat answer %v", answers[0], answers[1])
		}
		if got, want := subscribers(t, 20), [][]string{{"jane.doe@example.com"}}; !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("subscribers = %q, want %q", got, want)
		}
	})

	t.Run("staff page through subscribers newest first", func(t *testing.T) {
		for _, email := range []string{"a@example.com", "b@example.com", "c@example.com", "d@example.com"} {
			if _, err := public.Subscribe(ctx, connect.NewRequest(&sitev1.SubscribeRequest{Email: email})); err != nil {
				t.Fatal(err)
			}
		}
		want := [][]string{{"d@example.com", "c@example.com"}, {"b@example.com", "a@example.com"}, {"jane.doe@example.com"}}
		if got := subscribers(t, 2); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("pages = %q, want %q", got, want)
		}
	})

	t.Run("visitors cannot list subscribers", func(t *testing.T) {
		_, err := staff.ListSubscribers(ctx, connect.NewRequest(&adminv1.ListSubscribersRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("ListSubscribers without a session: code %v, want unauthenticated", got)
		}
	})
}
