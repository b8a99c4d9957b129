package outbox_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/mailpittest"
	"github.com/gusset/gusset/internal/sitetest"
)

const (
	salesAddr = "sales@gusset.example"
	hrAddr    = "hr@gusset.example"
)

// startMailSite runs a site that sends through mailpit.
func startMailSite(t testing.TB) (*sitetest.Site, *mailpittest.Server) {
	t.Helper()
	mp := mailpittest.Start(t)
	s := sitetest.StartWith(t, app.Config{
		Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), SMTPURL: mp.SMTPURL,
		Mail: mail.Config{From: "Gusset <no-reply@gusset.example>", Sales: salesAddr, HR: hrAddr, SiteURL: "http://gusset.example", Company: "Gusset Steel"},
	})
	return s, mp
}

func addresses(list []mailpittest.Address) []string {
	var out []string
	for _, a := range list {
		out = append(out, a.Address)
	}
	return out
}

func TestMailReachesPeople(t *testing.T) {
	s, mp := startMailSite(t)
	ctx := context.Background()
	token := s.StaffToken(t)
	outbox := adminv1connect.NewOutboxServiceClient(s.H1, s.URL)

	t.Run("a contact message is mailed to sales, who reply to the visitor, and the visitor is promised a reply in 24 hours", func(t *testing.T) {
		contact := sitev1connect.NewContactServiceClient(s.H1, s.URL)
		_, err := contact.SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
			Name: "Dana\r\nBcc: victim@example.com", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Shop drawings for a mezzanine?\nSecond line.",
		}))
		if err != nil {
			t.Fatal(err)
		}
		sales := mp.WaitFor(t, salesAddr, 1)[0]
		if got, want := addresses(sales.ReplyTo), []string{"dana@steelworks.example"}; strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("sales mail Reply-To: got %v, want %v", got, want)
		}
		if strings.ContainsAny(sales.Subject, "\r\n") || !strings.Contains(sales.Subject, "Dana Bcc: victim@example.com") {
			t.Errorf("sales mail subject: got %q, want the name on one line", sales.Subject)
		}
		for _, m := range mp.Messages(t) {
			for _, to := range m.To {
				if to.Address == "victim@example.com" {
					t.Errorf("a header was injected: mail went to %s", to.Address)
				}
			}
		}
		h := mp.Headers(t, sales.ID)
		if id := strings.Join(h["Message-Id"], ""); !regexp.MustCompile(`^<[0-9a-f]{32}@gusset\.example>$`).MatchString(id) {
			t.Errorf("Message-ID: got %q, want one in the sender's domain", id)
		}
		body := mp.Body(t, sales.ID)
		if !strings.Contains(body.Text, "Shop drawings for a mezzanine?") || !strings.Contains(body.HTML, "Shop drawings for a mezzanine?") {
			t.Errorf("sales mail lacks the message: %q", body.Text)
		}
		ack := mp.WaitFor(t, "dana@steelworks.example", 1)[0]
		if got := mp.Body(t, ack.ID).Text; !strings.Contains(got, "within 24 hours") {
			t.Errorf("acknowledgement: got %q, want the 24-hour promise", got)
		}
		res, err := outbox.ListOutbox(ctx, sitetest.WithToken(&adminv1.ListOutboxRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := res.Msg.GetCounts()["sent"], int32(2); got != want {
			t.Errorf("outbox sent count: got %d, want %d", got, want)
		}
		if !res.Msg.GetSending() {
			t.Error("outbox says mail is not sent although SMTP_URL is set")
		}
	})

	t.Run("an application is mailed to HR with a link to the applicant, and the candidate gets a confirmation", func(t *testing.T) {
		staffJobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
		job, err := staffJobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Steel Detailer", Location: "Toronto", Type: "Full time", Qualification: "Tekla", Active: true}}, token))
		if err != nil {
			t.Fatal(err)
		}
		apps := sitev1connect.NewApplicationServiceClient(s.H1, s.URL)
		res, err := apps.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job.Msg.GetJob().GetId(), Name: "Sam Candidate", Email: "sam@candidate.example", Phone: "+1 555 010 0100"}))
		if err != nil {
			t.Fatal(err)
		}
		hr := mp.WaitFor(t, hrAddr, 1)[0]
		if got, want := strings.Join(addresses(hr.ReplyTo), ","), "sam@candidate.example"; got != want {
			t.Errorf("HR mail Reply-To: got %q, want %q", got, want)
		}
		link := "http://gusset.example/admin/career?job=" + job.Msg.GetJob().GetId() + "&applicant=" + res.Msg.GetApplicationId()
		if got := mp.Body(t, hr.ID).Text; !strings.Contains(got, link) {
			t.Errorf("HR mail: got %q, want the link %s", got, link)
		}
		mp.WaitFor(t, "sam@candidate.example", 1)
	})

	t.Run("a subscriber confirms by the mailed link, gets a newsletter with one-click unsubscribe, and the next send skips them", func(t *testing.T) {
		public := sitev1connect.NewNewsletterServiceClient(s.H1, s.URL)
		staff := adminv1connect.NewNewsletterServiceClient(s.H1, s.URL)
		for _, addr := range []string{"ann@reader.example", "bob@reader.example"} {
			if _, err := public.Subscribe(ctx, connect.NewRequest(&sitev1.SubscribeRequest{Email: addr})); err != nil {
				t.Fatal(err)
			}
		}
		// Ann confirms; Bob never does, so he is never mailed a newsletter.
		confirm := mp.WaitFor(t, "ann@reader.example", 1)[0]
		link := regexp.MustCompile(`http://gusset\.example(/newsletter/confirm\?token=[A-Za-z0-9_-]+)`).FindStringSubmatch(mp.Body(t, confirm.ID).Text)
		if link == nil {
			t.Fatalf("no confirmation link in %q", mp.Body(t, confirm.ID).Text)
		}
		res, err := s.H1.Get(s.URL + link[1])
		if err != nil {
			t.Fatal(err)
		}
		page, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.Contains(string(page), "Subscription confirmed") {
			t.Fatalf("confirming: got %d %q", res.StatusCode, page)
		}
		if res, _ := s.H1.Get(s.URL + link[1]); res == nil || res.StatusCode != http.StatusNotFound {
			t.Errorf("a used confirmation link: got %v, want 404", res)
		}

		sendAndWait := func(subject string) *adminv1.NewsletterSend {
			t.Helper()
			started, err := staff.StartSend(ctx, sitetest.WithToken(&adminv1.StartSendRequest{Subject: subject, Html: "<p>Steel <a href=\"/resources\">news</a></p><script>alert(1)</script>"}, token))
			if err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(30 * time.Second)
			for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				list, err := staff.ListSends(ctx, sitetest.WithToken(&adminv1.ListSendsRequest{}, token))
				if err != nil {
					t.Fatal(err)
				}
				for _, x := range list.Msg.GetSends() {
					if x.GetId() == started.Msg.GetSend().GetId() && x.GetStatus() == "done" {
						return x
					}
				}
			}
			t.Fatalf("send %q did not finish", subject)
			return nil
		}
		first := sendAndWait("November news")
		if got, want := [3]int32{first.GetTotal(), first.GetSent(), first.GetFailed()}, [3]int32{1, 1, 0}; got != want {
			t.Errorf("first send total/sent/failed: got %v, want %v", got, want)
		}
		news := mp.WaitFor(t, "ann@reader.example", 2)[0]
		if news.Subject != "November news" {
			t.Fatalf("newest mail to Ann: got %q, want the newsletter", news.Subject)
		}
		if got := len(mp.WaitFor(t, "bob@reader.example", 1)); got != 1 {
			t.Errorf("mail to the unconfirmed address: got %d, want only its confirmation", got)
		}
		body := mp.Body(t, news.ID)
		if strings.Contains(body.HTML, "<script") || !strings.Contains(body.HTML, `href="http://gusset.example/resources"`) {
			t.Errorf("newsletter HTML: got %q, want it sanitized with absolute links", body.HTML)
		}
		h := mp.Headers(t, news.ID)
		if got := strings.Join(h["List-Unsubscribe-Post"], ""); got != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post: got %q", got)
		}
		unsub := regexp.MustCompile(`^<http://gusset\.example(/newsletter/unsubscribe\?token=[0-9a-f]+)>$`).FindStringSubmatch(strings.Join(h["List-Unsubscribe"], ""))
		if unsub == nil {
			t.Fatalf("List-Unsubscribe: got %q", h["List-Unsubscribe"])
		}
		if !strings.Contains(body.Text, "http://gusset.example"+unsub[1]) {
			t.Errorf("the newsletter shows no unsubscribe link: %q", body.Text)
		}
		// The page the visible link opens asks first; a GET unsubscribes no one.
		if res, err := s.H1.Get(s.URL + unsub[1]); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("unsubscribe page: %v %v", res, err)
		}
		// What a mail program does for one click (RFC 8058).
		res, err = s.H1.Post(s.URL+unsub[1], "application/x-www-form-urlencoded", strings.NewReader(url.Values{"List-Unsubscribe": {"One-Click"}}.Encode()))
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("one-click unsubscribe: %v %v", res, err)
		}
		second := sendAndWait("December news")
		if got, want := [2]int32{second.GetTotal(), second.GetSent()}, [2]int32{0, 0}; got != want {
			t.Errorf("second send total/sent: got %v, want %v", got, want)
		}
		for _, m := range mp.Messages(t) {
			if m.Subject == "December news" {
				t.Errorf("the unsubscribed address got the next newsletter")
			}
		}
	})
}

// outboxOf waits until the outbox holds n messages of status and returns them.
func outboxOf(t *testing.T, s *sitetest.Site, token, status string, n int) []*adminv1.OutboxMessage {
	t.Helper()
	client := adminv1connect.NewOutboxServiceClient(s.H1, s.URL)
	deadline := time.Now().Add(30 * time.Second)
	for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		res, err := client.ListOutbox(context.Background(), sitetest.WithToken(&adminv1.ListOutboxRequest{Status: status}, token))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Msg.GetMessages()) >= n {
			return res.Msg.GetMessages()
		}
	}
	t.Fatalf("outbox: fewer than %d %s messages", n, status)
	return nil
}

func TestMailIsNeverLost(t *testing.T) {
	ctx := context.Background()
	send := func(t *testing.T, s *sitetest.Site) {
		t.Helper()
		contact := sitev1connect.NewContactServiceClient(s.H1, s.URL)
		if _, err := contact.SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
			Name: "Dana", Email: "dana@steelworks.example", Phone: "+1 555 010 0199", Message: "Estimate, please.",
		})); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("without a mail server, messages are logged and listed for staff, not lost", func(t *testing.T) {
		s := sitetest.Start(t, auth.DefaultConfig)
		token := s.StaffToken(t)
		send(t, s)
		got := outboxOf(t, s, token, "logged", 2)
		topics := map[string]bool{}
		for _, m := range got {
			topics[m.GetTopic()] = true
		}
		if !topics["contact.notice"] || !topics["contact.ack"] {
			t.Errorf("logged topics: got %v, want the notice and the acknowledgement", topics)
		}
		res, err := adminv1connect.NewOutboxServiceClient(s.H1, s.URL).ListOutbox(ctx, sitetest.WithToken(&adminv1.ListOutboxRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if res.Msg.GetSending() {
			t.Error("outbox says mail is sent although no SMTP_URL is set")
		}
	})

	t.Run("while the mail server is down, messages wait with their error; staff retry them once it is back", func(t *testing.T) {
		s, mp := startMailSite(t)
		token := s.StaffToken(t)
		mp.Stop(t)
		send(t, s)
		// The first attempt fails and is recorded; River waits before the next one.
		var waiting []*adminv1.OutboxMessage
		deadline := time.Now().Add(30 * time.Second)
		for ; len(waiting) < 2 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			waiting = waiting[:0]
			for _, m := range outboxOf(t, s, token, "queued", 0) {
				if m.GetAttempts() >= 1 && m.GetLastError() != "" {
					waiting = append(waiting, m)
				}
			}
		}
		if len(waiting) != 2 {
			t.Fatalf("messages waiting with an error: got %d, want 2", len(waiting))
		}
		if got := s.CountRows(t, "contact_messages"); got != 1 {
			t.Errorf("stored contact messages: got %d, want 1", got)
		}
		mp.Restart(t)
		client := adminv1connect.NewOutboxServiceClient(s.H1, s.URL)
		for _, m := range waiting {
			if _, err := client.RetryOutboxMessage(ctx, sitetest.WithToken(&adminv1.RetryOutboxMessageRequest{Id: m.GetId()}, token)); err != nil {
				t.Fatal(err)
			}
		}
		mp.WaitFor(t, salesAddr, 1)
		mp.WaitFor(t, "dana@steelworks.example", 1)
		outboxOf(t, s, token, "sent", 2)
		_, err := client.RetryOutboxMessage(ctx, sitetest.WithToken(&adminv1.RetryOutboxMessageRequest{Id: waiting[0].GetId()}, token))
		if got, want := connect.CodeOf(err), connect.CodeAlreadyExists; got != want {
			t.Errorf("retrying a sent message: got %v, want %v", got, want)
		}
	})
}
