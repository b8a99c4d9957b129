package drawing_test

import (
	"context"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

// seedRegister gives project a register of sheets × revs revisions, each revision level
// carried by its own transmittal (the last still open), as one project's bulk adds and
// transmittals over a job would.
func seedRegister(b testing.TB, f *sitetest.PortalFixture, project string, sheets, revs int) {
	b.Helper()
	ctx := context.Background()
	for _, q := range []string{
		`INSERT INTO drawing_sheets (project_id, sheet_number, title, kind, area, status)
		 SELECT $1, 'B' || g, 'Beam assembly ' || g, 'SHOP', 'Area ' || (g % 12), 'ISSUED_FOR_APPROVAL' FROM generate_series(1, $2::int) g`,
		`INSERT INTO drawing_revisions (sheet_id, revision, position, file_name, size, sha256, blob_key, uploader_name, reason)
		 SELECT s.id, (r - 1)::text, r, s.sheet_number || '_R' || (r - 1) || '.pdf', 250000,
		     decode(md5(s.id::text || r) || md5(r || s.id::text), 'hex'), 'tus/' || gen_random_uuid(), 'bench', 'Comments incorporated'
		 FROM drawing_sheets s, generate_series(1, $3::int) r WHERE s.project_id = $1`,
		`INSERT INTO transmittals (project_id, number, purpose, message, issue_date, due_date, sender_name, close_time)
		 SELECT $1, r, CASE WHEN r = 1 THEN 'FOR_APPROVAL' ELSE 'RESUBMITTAL' END, 'For your review', current_date - (($3::int - r) * 20 + 5),
		     current_date - (($3::int - r) * 20 + 5) + 14, 'bench', CASE WHEN r < $3::int THEN now() - (($3::int - r) * 20) * interval '1 day' END
		 FROM generate_series(1, $3::int) r`,
		`INSERT INTO drawing_settings (project_id, last_transmittal) VALUES ($1, $3::int)`,
		`INSERT INTO transmittal_items (transmittal_id, revision_id, position)
		 SELECT t.id, r.id, row_number() OVER (PARTITION BY t.id ORDER BY r.id)
		 FROM transmittals t JOIN drawing_revisions r ON r.position = t.number JOIN drawing_sheets s ON s.id = r.sheet_id
		 WHERE t.project_id = $1 AND s.project_id = $1`,
	} {
		// Every statement takes the three; those that need fewer still name them.
		if _, err := f.Pool.Exec(ctx, "WITH p AS (SELECT $1::uuid, $2::int, $3::int) "+q, project, sheets, revs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDrawingRegisterList is the register's budget: a project of 2,000 sheets × 5
// revisions (each level carried by a transmittal, beside two other projects as large),
// its first page as the screens ask for it (DrawingAdminService/ListSheetsAdmin, the
// default 100 sheets with their current revisions and the total) over real HTTP/1.1 from
// 32 connections for 10 s at saturation, then 10 s at half that rate (as make bench
// measures p99); p50, p99 and req/s of both are reported (target p99 <= 50 ms).
// DRAWING_BENCH_CONNS=n measures at n connections instead.
func BenchmarkDrawingRegisterList(b *testing.B) {
	const (
		sheets, revs = 2000, 5
		duration     = 10 * time.Second
	)
	conns := 32
	if n, err := strconv.Atoi(os.Getenv("DRAWING_BENCH_CONNS")); err == nil && n > 0 {
		conns = n
	}
	f := sitetest.PortalFixtureOf(b, sitetest.Start(b, auth.DefaultConfig))
	var target string
	for i, name := range []string{"Prairie Steel Fabricators", "Coastal Erectors", "Northern Joist"} {
		project := f.Project(b, f.Organization(b, name), "J-"+strconv.Itoa(i))
		seedRegister(b, f, project, sheets, revs)
		if i == 0 {
			target = project
		}
	}
	ctx := context.Background()
	if _, err := f.Pool.Exec(ctx, `ANALYZE`); err != nil {
		b.Fatal(err)
	}
	if os.Getenv("DRAWING_BENCH_EXPLAIN") != "" {
		explainRegister(b, f, target)
	}
	httpClient := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns}}
	admin := adminv1connect.NewDrawingAdminServiceClient(httpClient, f.URL)
	list := func() (int, error) {
		r, err := admin.ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: target}, f.Staff))
		if err != nil {
			return 0, err
		}
		return len(r.Msg.GetSheets()), nil
	}
	first, err := admin.ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: target}, f.Staff))
	if n := len(first.Msg.GetSheets()); err != nil || n != drawing.DefaultSheetPage || first.Msg.GetTotalSize() != sheets {
		b.Fatalf("ListSheetsAdmin = %d sheets of %d, %v; want the first %d of %d", n, first.Msg.GetTotalSize(), err, drawing.DefaultSheetPage, sheets)
	}
	// The answer's size before gzip.
	answer := float64(proto.Size(first.Msg))
	b.ResetTimer()
	for range b.N {
		sat := sitetest.LoadRun(b, conns, duration, list, 0)
		b.ReportMetric(sat.At(0.50), "p50-ms")
		b.ReportMetric(sat.At(0.99), "p99-ms")
		b.ReportMetric(sat.Rate, "req/s")
		paced := sitetest.LoadRun(b, conns, duration, list, sat.Rate/2)
		b.ReportMetric(paced.At(0.50), "paced-p50-ms")
		b.ReportMetric(paced.At(0.99), "paced-p99-ms")
		b.ReportMetric(paced.Rate, "paced-req/s")
		b.ReportMetric(answer, "answer-bytes")
	}
}

// explainRegister logs the plans of the first page's statements for project (EXPLAIN
// ANALYZE), when DRAWING_BENCH_EXPLAIN is set: their parameters as the first page of an
// unfiltered list gives them.
func explainRegister(b *testing.B, f *sitetest.PortalFixture, project string) {
	firstPage := `(SELECT array_agg(id) FROM (SELECT id FROM drawing_sheets WHERE project_id = $1 ORDER BY lower(sheet_number) LIMIT 101) s)`
	for _, src := range []struct {
		file, name string
		params     map[string]string
	}{
		{"drawing_sheets.sql", "DrawingSheetPage", map[string]string{
			"@query": "''", "@status": "''", "@kind": "''", "@overdue_only": "false", "@today": "current_date", "@after": "''", "@max_rows": "101",
		}},
		{"drawing_revisions.sql", "DrawingRevisionCurrentBySheets", map[string]string{"@sheet_ids::uuid[]": "(" + firstPage + ")::uuid[]"}},
		{"transmittal_items.sql", "TransmittalItemNumbersByRevisions", map[string]string{
			"@revision_ids::uuid[]": `((SELECT array_agg(r.id) FROM drawing_revisions r WHERE r.sheet_id = ANY (` + firstPage + `::uuid[])))::uuid[]`,
		}},
	} {
		q, err := os.ReadFile("../../db/queries/" + src.file)
		if err != nil {
			b.Fatal(err)
		}
		stmt := string(q[strings.Index(string(q), "-- name: "+src.name):])
		stmt = stmt[strings.Index(stmt, "\n")+1:]
		if end := strings.Index(stmt, "-- name:"); end > 0 {
			stmt = stmt[:end]
		}
		stmt = strings.TrimSuffix(strings.TrimSpace(stmt), ";")
		src.params["@project_id"] = "$1"
		for name, v := range src.params {
			stmt = strings.ReplaceAll(stmt, name, v)
		}
		var args []any
		if strings.Contains(stmt, "$1") {
			args = append(args, project)
		}
		rows, err := f.Pool.Query(context.Background(), "EXPLAIN (ANALYZE, BUFFERS) "+stmt, args...)
		if err != nil {
			b.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				b.Fatal(err)
			}
			plan = append(plan, line)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			b.Fatalf("%s: %v", src.name, err)
		}
		b.Logf("%s:\n%s", src.name, strings.Join(plan, "\n"))
	}
}
