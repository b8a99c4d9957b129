package portal_test

import (
	"context"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/sitetest"
)

// BenchmarkPortalDownloadVsFiles downloads the same 256 MiB through the portal's signed
// download path (a revision, Range-capable, logged) and through /files/ (a claimed file
// object), alternating, over loopback; it reports MB/s of each and their ratio (the
// budget: the portal at >= 80 % of /files/). Reported by make bench, never asserted.
func BenchmarkPortalDownloadVsFiles(b *testing.B) {
	const size = 256 << 20
	s := sitetest.Start(b, auth.DefaultConfig)
	ctx := context.Background()
	staff := s.StaffToken(b)
	org, err := s.Svcs.Portal.CreateOrganization(ctx, "Bench Fabricators")
	if err != nil {
		b.Fatal(err)
	}
	project, err := s.Svcs.Portal.CreateProject(ctx, &adminv1.CreatePortalProjectRequest{OrganizationId: org.ID.String(), Project: &portal.ProjectInput{Name: "Bench", JobNumber: "B-1", Status: portal.StatusDetailing}})
	if err != nil {
		b.Fatal(err)
	}
	var folder string
	if err := s.Pool.QueryRow(ctx, `SELECT id FROM portal_folders WHERE project_id = $1 AND name = 'Models'`, project.GetId()).Scan(&folder); err != nil {
		b.Fatal(err)
	}
	tus := sitetest.NewTusClient(s.URL)
	tus.Header.Set("Authorization", "Bearer "+staff)
	data := readAll(b, sitetest.DrawingBytes(9, size))
	uploadPortalFile(b, tus, folder, "model.ifc", data)
	var rev, blobKey string
	if err := s.Pool.QueryRow(ctx, `SELECT id, blob_key FROM portal_file_revisions`).Scan(&rev, &blobKey); err != nil {
		b.Fatal(err)
	}
	link, err := adminv1connect.NewProjectFileAdminServiceClient(s.H1, s.URL).GetDownloadUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetDownloadUrlAdminRequest{RevisionId: rev}, staff))
	if err != nil {
		b.Fatal(err)
	}
	// The same bytes as a claimed file of /files/ (a public gallery video).
	key := "gallery/" + uuid.NewString() + ".mp4"
	if err := s.Bucket.Copy(ctx, key, blobKey, nil); err != nil {
		b.Fatal(err)
	}
	if _, err := s.Pool.Exec(ctx, `INSERT INTO files (kind, object_key, original_name, size, content_type, claimed)
		VALUES ('gallery', $1, 'model.mp4', $2, 'video/mp4', true)`, key, size); err != nil {
		b.Fatal(err)
	}
	get := func(url string) time.Duration {
		start := time.Now()
		res, err := http.Get(url)
		if err != nil {
			b.Fatal(err)
		}
		n, err := io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK || n != size {
			b.Fatalf("GET %s: %d, %d bytes, %v", url, res.StatusCode, n, err)
		}
		return time.Since(start)
	}
	var portalTime, filesTime time.Duration
	rounds := 0
	for b.Loop() {
		filesTime += get(s.URL + "/files/" + key)
		portalTime += get(s.URL + link.Msg.GetUrl())
		rounds++
	}
	mbps := func(d time.Duration) float64 { return float64(size) * float64(rounds) / d.Seconds() / 1e6 }
	b.ReportMetric(mbps(filesTime), "files-MB/s")
	b.ReportMetric(mbps(portalTime), "portal-MB/s")
	b.ReportMetric(mbps(portalTime)/mbps(filesTime), "portal/files")
}
