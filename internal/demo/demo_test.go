package demo_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/demo"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/sitepage"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func TestDemoContentLoadsOnceThroughTheServices(t *testing.T) {
	ctx := context.Background()
	bucketURL, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := app.Config{Pool: pgtest.New(t), BlobURL: bucketURL, Auth: auth.DefaultConfig, FileSecret: []byte("k")}
	a, err := app.Open(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	svcs := a.Services
	start := time.Now()
	loaded, err := demo.Load(ctx, svcs)
	// Measured, not asserted: docs/operations.md has the figure.
	t.Logf("demo.Load took %v", time.Since(start).Round(time.Millisecond))
	if err != nil || !loaded {
		t.Fatalf("first Load = %v, %v; want loaded", loaded, err)
	}
	for _, d := range []sitev1.Department{sitev1.Department_DEPARTMENT_STRUCTURAL, sitev1.Department_DEPARTMENT_PEMB, sitev1.Department_DEPARTMENT_ESTIMATION, sitev1.Department_DEPARTMENT_OTHER} {
		projects, _, err := svcs.Gallery.ListProjects(ctx, d, 100, "")
		if err != nil || len(projects) == 0 {
			t.Errorf("department %s has %d projects (%v), want some", d, len(projects), err)
		}
		for _, p := range projects {
			if len(p.Images) != 2 || p.Images[0].Width == 0 {
				t.Errorf("project %q has images %+v, want two real images", p.Title, p.Images)
			}
		}
	}
	activeJobs, _, _ := svcs.Careers.ListJobs(ctx, true, 100, "")
	posts, _, _ := svcs.Blog.ListPosts(ctx, 100, "")
	items, _, _ := svcs.Portfolio.List(ctx, true, 100, "")
	if len(activeJobs) != 3 || len(posts) != 3 || len(items) != 2 {
		t.Errorf("active jobs %d, posts %d, portfolio items %d; want 3, 3, 2", len(activeJobs), len(posts), len(items))
	}
	// The demo's portfolio goes through the same path as staff uploads: each PDF's preview
	// is queued, and the job (run here directly) draws it.
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, it := range items {
		if it.PreviewProcessing != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING {
			t.Errorf("portfolio item %q: preview state %s, want PROCESSING (queued)", it.Title, it.PreviewProcessing)
		}
		// The job's arguments: the item and its PDF's file id (the message names the PDF by
		// its path only).
		id := uuid.MustParse(it.GetId())
		var pdfID uuid.UUID
		if err := cfg.Pool.QueryRow(ctx, "SELECT file_id FROM portfolio_items WHERE id = $1", id).Scan(&pdfID); err != nil {
			t.Fatal(err)
		}
		if err := svcs.Portfolio.MakePreview(ctx, id, pdfID, true, log); err != nil {
			t.Fatalf("MakePreview(%q): %v", it.Title, err)
		}
	}
	items, _, _ = svcs.Portfolio.List(ctx, true, 100, "")
	for _, it := range items {
		if it.PreviewProcessing != sitev1.ImageProcessing_IMAGE_PROCESSING_READY || it.Preview == nil || it.Preview.Width != portfolio.PreviewWidth {
			t.Errorf("portfolio item %q: preview %+v (%s %s), want a %d px wide first page", it.Title, it.Preview, it.PreviewProcessing, it.PreviewFailure, portfolio.PreviewWidth)
		}
	}
	// The About page shows clients and credentials, every item marked as demo content, its
	// pictures uploaded through the media pipeline.
	about, err := svcs.Pages.Page(ctx, demo.CredentialsPage)
	if err != nil {
		t.Fatal(err)
	}
	var clients *sitev1.ClientsBlock
	for _, b := range about.Content.GetBlocks() {
		if c := b.GetClients(); c != nil {
			clients = c
		}
	}
	if clients == nil || len(clients.Logos) == 0 || len(clients.Testimonials) == 0 || len(clients.Credentials) == 0 {
		t.Fatalf("published %s has the clients block %v, want logos, testimonials and credentials", demo.CredentialsPage, clients)
	}
	for _, l := range clients.Logos {
		if !l.Demo || l.Alt == "" || l.Width == 0 || !sitepage.PublicImage(l.Image) {
			t.Errorf("logo %+v, want a demo logo with alt text and its size, an image of this site", l)
		}
	}
	for _, q := range clients.Testimonials {
		if !q.Demo || q.Name == "" || q.Company == "" {
			t.Errorf("testimonial %+v, want a demo quotation with a name and a company", q)
		}
	}
	for _, c := range clients.Credentials {
		if !c.Demo || c.BadgeAlt == "" || !sitepage.PublicImage(c.Badge) {
			t.Errorf("credential %+v, want a demo credential with a badge and its alt text", c)
		}
	}
	again, err := demo.Load(ctx, svcs)
	if err != nil || again {
		t.Errorf("second Load = %v, %v; want nothing loaded into a site with content", again, err)
	}
}
