package followuppg_test

import (
	"context"
	"testing"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

// TestTheMigrationKeepsEveryFollowUpAndNote: a database with applicants, estimate
// requests and contact messages in the per-kind shape (00037) migrates to the shared
// follow-up tables with every assignee, first answer, note and reply kept, and back down
// with them kept again.
func TestTheMigrationKeepsEveryFollowUpAndNote(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	provider, closeDB, err := database.Migrations(pool)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = closeDB() })
	if _, err := provider.DownTo(ctx, 37); err != nil {
		t.Fatalf("down to 00037: %v", err)
	}
	exec := func(sql string) {
		t.Helper()
		if _, err := pool.Exec(ctx, sql); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO staff_users (id, username, password_hash) VALUES ('00000000-0000-0000-0000-0000000000b0', 'bob', 'x')`)
	exec(`INSERT INTO jobs (id, role, location, qualification) VALUES ('00000000-0000-0000-0000-0000000000a0', 'Checker', 'Remote', 'Tekla')`)
	exec(`INSERT INTO applications (id, job_id, name, email, phone, status, contacted)
		VALUES ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000a0', 'Ann', 'a@example.com', '555', 'CONTACTED', true)`)
	exec(`INSERT INTO application_notes (id, application_id, author_name, body, create_time)
		VALUES ('00000000-0000-0000-0000-0000000000a2', '00000000-0000-0000-0000-0000000000a1', 'bob', 'Called Ann.', '2026-01-02T10:00:00Z')`)
	exec(`INSERT INTO estimate_requests (id, reference, name, company, email, phone, project_name, city, country, services,
		structure_type, drawing_status, needed_by, software, deliverables, status, assignee_id, first_response_time, create_time)
		VALUES ('00000000-0000-0000-0000-0000000000e1', 'EST-2026-0001', 'Erin', 'Acme', 'e@example.com', '555', 'Mill', 'Oslo', 'NO',
		'{detailing}', 'Warehouse', 'FOR_BID', '2026-03-01', 'TEKLA', '{models}', 'REVIEWING', '00000000-0000-0000-0000-0000000000b0',
		'2026-01-03T11:00:00Z', '2026-01-03T09:00:00Z')`)
	exec(`INSERT INTO estimate_notes (id, estimate_id, author_id, author_name, body)
		VALUES ('00000000-0000-0000-0000-0000000000e2', '00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000b0', 'bob', 'Reviewing.')`)
	exec(`INSERT INTO contact_messages (id, name, email, phone, message, status, assignee_id, first_reply_time, create_time, delete_time)
		VALUES ('00000000-0000-0000-0000-0000000000c1', 'Dana', 'd@example.com', '555', 'Hello', 'replied',
		'00000000-0000-0000-0000-0000000000b0', '2026-01-04T12:00:00Z', '2026-01-04T08:00:00Z', '2026-01-05T08:00:00Z')`)
	exec(`INSERT INTO outbox_messages (id, topic, to_addr, subject, text_body)
		VALUES ('00000000-0000-0000-0000-0000000000c9', 'contact.reply', 'd@example.com', 'Re: hi', 'Thanks')`)
	exec(`INSERT INTO contact_message_entries (id, message_id, kind, author_name, subject, body, outbox_message_id) VALUES
		('00000000-0000-0000-0000-0000000000c2', '00000000-0000-0000-0000-0000000000c1', 'note', 'bob', '', 'Spam?', NULL),
		('00000000-0000-0000-0000-0000000000c3', '00000000-0000-0000-0000-0000000000c1', 'reply', 'bob', 'Re: hi', 'Thanks', '00000000-0000-0000-0000-0000000000c9')`)

	if _, err := provider.Up(ctx); err != nil {
		t.Fatalf("up from 00037: %v", err)
	}
	const followUps = `SELECT string_agg(concat_ws('|', id, subject_kind, status, coalesce(assignee_id::text, '-'),
		coalesce(to_char(first_response_time AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), '-'), trash_time IS NOT NULL), ';' ORDER BY id) FROM follow_ups`
	var got string
	if err := pool.QueryRow(ctx, followUps).Scan(&got); err != nil {
		t.Fatal(err)
	}
	want := "00000000-0000-0000-0000-0000000000a1|application|CONTACTED|-|-|f;" +
		"00000000-0000-0000-0000-0000000000c1|contact|replied|00000000-0000-0000-0000-0000000000b0|2026-01-04 12:00|t;" +
		"00000000-0000-0000-0000-0000000000e1|estimate|REVIEWING|00000000-0000-0000-0000-0000000000b0|2026-01-03 11:00|f"
	if got != want {
		t.Errorf("follow-ups after up:\n got %s\nwant %s", got, want)
	}
	const notes = `SELECT string_agg(concat_ws('|', id, follow_up_id, subject_kind, kind, body, coalesce(outbox_message_id::text, '-')), ';' ORDER BY id) FROM follow_up_notes`
	if err := pool.QueryRow(ctx, notes).Scan(&got); err != nil {
		t.Fatal(err)
	}
	want = "00000000-0000-0000-0000-0000000000a2|00000000-0000-0000-0000-0000000000a1|application|note|Called Ann.|-;" +
		"00000000-0000-0000-0000-0000000000c2|00000000-0000-0000-0000-0000000000c1|contact|note|Spam?|-;" +
		"00000000-0000-0000-0000-0000000000c3|00000000-0000-0000-0000-0000000000c1|contact|reply|Thanks|00000000-0000-0000-0000-0000000000c9;" +
		"00000000-0000-0000-0000-0000000000e2|00000000-0000-0000-0000-0000000000e1|estimate|note|Reviewing.|-"
	if got != want {
		t.Errorf("notes after up:\n got %s\nwant %s", got, want)
	}

	if _, err := provider.DownTo(ctx, 37); err != nil {
		t.Fatalf("down again to 00037: %v", err)
	}
	const back = `SELECT concat_ws(';',
		(SELECT count(*) FROM application_notes), (SELECT count(*) FROM estimate_notes), (SELECT count(*) FROM contact_message_entries),
		(SELECT assignee_id FROM estimate_requests), (SELECT first_reply_time IS NOT NULL FROM contact_messages))`
	if err := pool.QueryRow(ctx, back).Scan(&got); err != nil {
		t.Fatal(err)
	}
	if want := "1;1;2;00000000-0000-0000-0000-0000000000b0;t"; got != want {
		t.Errorf("after down: got %s, want %s", got, want)
	}
}
