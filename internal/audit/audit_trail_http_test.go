package audit_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestAuditTrail(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	jobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	auditc := adminv1connect.NewAuditServiceClient(s.H1, s.URL)

	t.Run("sign-in, a failed sign-in and sign-out are recorded", func(t *testing.T) {
		if _, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "admin", Password: "wrong password"})); err == nil {
			t.Fatal("Login with a wrong password succeeded")
		}
		res, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "admin", Password: sitetest.AdminPassword}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := authc.Logout(ctx, sitetest.WithToken(&authv1.LogoutRequest{}, res.Msg.GetToken())); err != nil {
			t.Fatal(err)
		}
		for _, action := range []string{"sign_in", "sign_out"} {
			var n int
			if err := s.Pool.QueryRow(ctx, "SELECT count(*) FROM audit_events WHERE action = $1 AND actor_username = 'admin' AND client_addr <> ''", action).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				t.Errorf("audit rows for %s = 0, want at least 1", action)
			}
		}
		// Nobody signed in: the name is what the stranger claimed, not an actor.
		var n int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE action = 'sign_in_failed'
			AND actor_id IS NULL AND actor_username = '' AND client_addr <> '' AND summary->>'claimed_username' = 'admin'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("failed sign-ins recorded with admin as the claimed name and no actor = %d, want 1", n)
		}
	})
	t.Run("a failed sign-in's claimed name loses its control and bidirectional characters", func(t *testing.T) {
		typed := "admin\u202e (reset by root)\n"
		if _, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: typed, Password: "a guess"})); err == nil {
			t.Fatal("Login with a made-up name succeeded")
		}
		var claimed string
		if err := s.Pool.QueryRow(ctx, `SELECT summary->>'claimed_username' FROM audit_events
			WHERE action = 'sign_in_failed' ORDER BY id DESC LIMIT 1`).Scan(&claimed); err != nil {
			t.Fatal(err)
		}
		if got, want := claimed, "admin (reset by root)"; got != want {
			t.Errorf("claimed name = %q, want %q", got, want)
		}
	})
	t.Run("an update records the changed columns, old and new", func(t *testing.T) {
		created, err := jobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Checker", Location: "Calgary", Qualification: "SDS/2"}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetJob().GetId()
		if _, err := jobs.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: id, Job: &adminv1.JobInput{Role: "Modeller", Location: "Calgary", Qualification: "SDS/2"}}, token)); err != nil {
			t.Fatal(err)
		}
		list, err := auditc.ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{EntityTable: "jobs", PageSize: 1}, token))
		if err != nil {
			t.Fatal(err)
		}
		if len(list.Msg.GetEvents()) != 1 {
			t.Fatalf("events = %d, want 1", len(list.Msg.GetEvents()))
		}
		e := list.Msg.GetEvents()[0]
		if e.GetAction() != "update" || e.GetEntityId() != id || e.GetActorUsername() != "admin" {
			t.Errorf("newest jobs event = %s %s by %s, want update %s by admin", e.GetAction(), e.GetEntityId(), e.GetActorUsername(), id)
		}
		if want := `"role": {"new": "Modeller", "old": "Checker"}`; !contains(e.GetSummaryJson(), want) {
			t.Errorf("summary = %s, want it to hold %s", e.GetSummaryJson(), want)
		}
		if list.Msg.GetNextPageToken() == "" {
			t.Error("next page token is empty, want one (the insert is older)")
		}
		next, err := auditc.ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{EntityTable: "jobs", PageSize: 1, PageToken: list.Msg.GetNextPageToken()}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := next.Msg.GetEvents(); len(got) != 1 || got[0].GetAction() != "insert" {
			t.Errorf("second page = %v, want the insert", got)
		}
	})
	t.Run("saving a post is one entry, its status and publish time in the same change", func(t *testing.T) {
		posts := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
		created, err := posts.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: "Moment frames", ContentHtml: "<p>Rigid</p>", Status: sitev1.PostStatus_POST_STATUS_DRAFT}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetPost().GetId()
		if _, err := posts.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: id, Post: &adminv1.PostInput{Title: "Moment frames", ContentHtml: "<p>Rigid</p>", Status: sitev1.PostStatus_POST_STATUS_PUBLISHED}}, token)); err != nil {
			t.Fatal(err)
		}
		rows, err := s.Pool.Query(ctx, `SELECT action, summary::text FROM audit_events WHERE entity_table = 'blog_posts' AND entity_id = $1 ORDER BY id`, id)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for rows.Next() {
			var action, summary string
			if err := rows.Scan(&action, &summary); err != nil {
				t.Fatal(err)
			}
			got = append(got, action)
			if action == "update" && !contains(summary, `"status": {"new": "published", "old": "draft"}`) {
				t.Errorf("update summary = %s, want the status change in it", summary)
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if want := []string{"insert", "update"}; !slices.Equal(got, want) {
			t.Errorf("got entries %v, want %v (one per save)", got, want)
		}
	})
	t.Run("a write through the REST shim is recorded with the caller's address", func(t *testing.T) {
		created, err := jobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Detailer", Location: "Pune", Qualification: "Tekla"}}, token))
		if err != nil {
			t.Fatal(err)
		}
		id := created.Msg.GetJob().GetId()
		req, _ := http.NewRequest(http.MethodDelete, s.URL+"/api/jobrole/delete/"+id, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		if res, body := s.Do(t, req); res.StatusCode != http.StatusOK {
			t.Fatalf("REST delete = %d %s", res.StatusCode, body)
		}
		var user, addr, proc string
		err = s.Pool.QueryRow(ctx, `SELECT actor_username, client_addr, procedure FROM audit_events
			WHERE entity_table = 'jobs' AND entity_id = $1 AND procedure = $2`, id, adminv1connect.JobServiceDeleteJobProcedure).Scan(&user, &addr, &proc)
		if err != nil {
			t.Fatalf("the REST delete's audit row: %v", err)
		}
		if user != "admin" || !strings.HasPrefix(addr, "127.0.0.1") || proc != adminv1connect.JobServiceDeleteJobProcedure {
			t.Errorf("audit row = %s from %s via %s, want admin from 127.0.0.1 via DeleteJob", user, addr, proc)
		}
	})
	t.Run("password hashes never reach the trail", func(t *testing.T) {
		staff := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
		if _, err := staff.CreateStaff(ctx, sitetest.WithToken(&adminv1.CreateStaffRequest{Username: "newcomer", Password: "a temporary password"}, token)); err != nil {
			t.Fatal(err)
		}
		var leaks int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE summary::text LIKE '%argon2id%'`).Scan(&leaks); err != nil {
			t.Fatal(err)
		}
		if leaks != 0 {
			t.Errorf("%d audit rows hold a password hash", leaks)
		}
	})
	t.Run("a visitor's write is not recorded as a staff write", func(t *testing.T) {
		before := s.CountRows(t, "audit_events")
		sub := sitev1connect.NewContactServiceClient(s.H1, s.URL)
		// Signed in, but calling a public procedure: not a staff write.
		if _, err := sub.SendMessage(ctx, sitetest.WithToken(&sitev1.SendMessageRequest{Name: "Dana", Email: "dana@example.com", Phone: "+1 555 0100", Message: "A quote please"}, token)); err != nil {
			t.Fatal(err)
		}
		if got := s.CountRows(t, "audit_events"); got != before {
			t.Errorf("audit rows after a public write = %d, want %d", got, before)
		}
	})
	t.Run("the trail cannot be edited or deleted", func(t *testing.T) {
		for _, stmt := range []string{"UPDATE audit_events SET action = 'x'", "DELETE FROM audit_events", "TRUNCATE audit_events"} {
			_, err := s.Pool.Exec(ctx, stmt)
			var pgErr interface{ SQLState() string }
			if !errors.As(err, &pgErr) || pgErr.SQLState() != "42501" {
				t.Errorf("%s = %v, want refused (42501)", stmt, err)
			}
		}
	})
	t.Run("every table staff write to has the audit trigger", func(t *testing.T) {
		// Tables that only visitors, jobs or the sign-in machinery write to.
		exempt := map[string]bool{
			"audit_events": true, "staff_login_challenges": true, "client_sign_in_challenges": true, "rate_limits": true, "spent_challenges": true,
			"newsletter_deliveries": true, "goose_db_version": true,
			// The sign-in counters and the instances' shared settings (the file-link key).
			"login_limits": true, "site_settings": true,
			// Image processing state and variants: written by the upload and the queue's
			// media job, for files whose own rows are audited.
			"image_states": true, "image_variants": true,
			// Visitors' likes (migration 00018); a post deleted for good takes its own along.
			"blog_post_likes": true, "blog_post_like_counts": true,
			// Estimate references and visitors' daily upload bytes (migration 00021).
			"estimate_reference_counters": true, "upload_byte_budgets": true,
			// Analytics (migration 00026): visitors' events and the job's salts and rollups;
			// the events' monthly partitions (analytics_events_YYYYMM) below.
			"analytics_salts": true, "analytics_daily": true, "analytics_goal_daily": true, "analytics_rolled_days": true,
			// The writers' per-network counts of events (migration 00036).
			"analytics_network_counts": true,
			// What each user has read of the portal's messages (migration 00031): reading is no change.
			"message_reads": true,
			// Comparisons of drawing revisions (migration 00050): derived pictures, made on request.
			"drawing_comparisons": true,
			// The reminders job's record of whom it reminded of an overdue transmittal each day (migration 00051).
			"transmittal_reminders": true,
			// The same for overdue RFIs (migration 00056).
			"rfi_reminders": true,
			// Quote numbers of each year (migration 00060), taken with the quote's insert, which is audited.
			"quote_number_counters": true,
			// A requester's acceptance (migration 00060): no staff write; the acceptance is
			// recorded as its own "accept" entry of the quote (quotepg's accept).
			"quote_acceptances": true,
			// What each side hears of the other's acts (migration 00073): a row per recipient
			// written with the act, which the trail holds already; reading one is no change.
			"notifications": true,
			// The site settings' earlier versions (migration 00084): a copy, written with a
			// save of firm_settings, of the row the trail holds already.
			"site_settings_versions": true,
		}
		rows, err := s.Pool.Query(ctx, `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE 'river_%'
			  AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit')`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			if !exempt[name] && !strings.HasPrefix(name, "analytics_events_") {
				t.Errorf("table %s has no audit trigger: add `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row();` to its migration, or exempt it here if staff never write it", name, name)
			}
		}
	})

	t.Run("every audited table is put in words", func(t *testing.T) {
		rows, err := s.Pool.Query(ctx, `SELECT DISTINCT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = 'audit'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(audit.Kinds, func(k audit.Kind) bool { return k.Table == name && k.Noun != "" && k.Label != "" }) {
				t.Errorf("audited table %s has no words: add it to audit.Kinds (internal/audit/words.go)", name)
			}
		}
	})
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
