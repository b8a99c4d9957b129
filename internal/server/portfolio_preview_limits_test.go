package server_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
	"github.com/gusset/gusset/internal/sitetest"
)

// slowPaths stroked paths make a page of a few kilobytes that PDFium takes minutes to
// draw (a probe measured 3 minutes at 300,000, per attempt, 25 attempts).
const slowPaths = 300_000

// startPortfolioSiteLimits runs a portfolio site whose previews are drawn within opts.
func startPortfolioSiteLimits(t *testing.T, opts pdfpage.Options) *portfolioSite {
	t.Helper()
	return portfolioSiteOn(t, sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), PDFPreviews: opts}))
}

// previewJob answers the state of item id's preview job, its attempts and its errors.
func (p *portfolioSite) previewJob(t *testing.T, id string) (state string, attempts, errs int) {
	t.Helper()
	err := p.Pool.QueryRow(context.Background(), `
		SELECT state, attempt, coalesce(array_length(errors, 1), 0) FROM river_job
		WHERE kind = 'portfolio.preview' AND args->>'item_id' = $1`, id).Scan(&state, &attempts, &errs)
	if err != nil {
		t.Fatalf("the preview job: %v", err)
	}
	return state, attempts, errs
}

func TestAPortfolioPDFTooSlowToDrawGetsNoPreviewAndIsNotRetried(t *testing.T) {
	// A deadline far below the drawing's minutes (and far above a normal page's
	// milliseconds, even on a busy machine): the job ends at it only if the deadline really
	// stops the WebAssembly call.
	p := startPortfolioSiteLimits(t, pdfpage.Options{Deadline: 3 * time.Second})
	// A normal PDF first: its job also compiles PDFium, which under -race on a busy
	// machine can outlast a job's time limit (then retried, rightly) and is no part of
	// what this test is about.
	normal := p.createWithPDF(t, "Red shop", pdftest.RedLeftHalf())
	if it := p.settled(t, normal.GetId()); it.GetPreviewProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_READY {
		t.Fatalf("a normal PDF first: got %v (%q), want READY", it.GetPreviewProcessing(), it.GetPreviewFailure())
	}
	slow := pdftest.Strokes(slowPaths)

	created := p.createWithPDF(t, "Dense drawing", slow)
	it := p.settled(t, created.GetId())
	if got := it.GetPreviewProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED || !strings.Contains(it.GetPreviewFailure(), "took too long to draw") {
		t.Errorf("state: got %v with reason %q, want FAILED because it took too long to draw", got, it.GetPreviewFailure())
	}
	var state string
	var attempts, errs int
	sitetest.WaitFor(t, "the job's end to be recorded", func() bool { // after the item's, by River's completer
		state, attempts, errs = p.previewJob(t, created.GetId())
		return state != "running"
	})
	if state != "completed" || attempts != 1 || errs != 0 {
		t.Errorf("the job: got %s after %d attempts with %d errors, want completed after 1 without an error (not retried)", state, attempts, errs)
	}
	if res, body := p.Get(t, it.GetFile().GetPath(), ""); res.StatusCode != http.StatusOK || !bytes.Equal(body, slow) {
		t.Errorf("GET the PDF: got %d and %d bytes, want 200 and the uploaded %d", res.StatusCode, len(body), len(slow))
	}

	t.Run("a normal PDF queued after it still gets its preview", func(t *testing.T) {
		created := p.createWithPDF(t, "Red warehouse", pdftest.RedLeftHalf())
		if it := p.settled(t, created.GetId()); it.GetPreviewProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_READY {
			t.Errorf("state: got %v (%q), want READY", it.GetPreviewProcessing(), it.GetPreviewFailure())
		}
	})
}

func TestASlowPortfolioPDFHoldsNeitherImagesNorShutdown(t *testing.T) {
	// No deadline in reach: the PDF is still being drawn throughout.
	p := startPortfolioSiteLimits(t, pdfpage.Options{Deadline: time.Hour})
	ctx := context.Background()
	slow := p.createWithPDF(t, "Dense drawing", pdftest.Strokes(slowPaths))
	sitetest.WaitFor(t, "the slow PDF's preview job to run", func() bool {
		state, _, _ := p.previewJob(t, slow.GetId())
		return state == "running"
	})

	t.Run("an image's variants are made while the PDF is being drawn", func(t *testing.T) {
		res, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
			Title: "With a cover", Active: true, FileUploadId: p.pdf(t),
			PreviewUploadId: p.Upload(t, "poster", "cover.png", sitetest.PNGBytes(t, 800, 600), p.token),
		}}, p.token))
		if err != nil {
			t.Fatalf("CreatePortfolioItem: %v", err)
		}
		sitetest.WaitFor(t, "the cover's variants", func() bool {
			return p.staffItem(t, res.Msg.GetItem().GetId()).GetPreview().GetProcessing() == sitev1.ImageProcessing_IMAGE_PROCESSING_READY
		})
		if state, _, _ := p.previewJob(t, slow.GetId()); state != "running" {
			t.Errorf("the slow PDF's job: got %s, want still running while the image was processed", state)
		}
	})

	t.Run("stopping the process's workers stops the drawing, and the PDF is left to a later run", func(t *testing.T) {
		p.CancelWorkers() // what SIGTERM does in `gusset serve`
		// A bound for a broken stop only (the drawing alone takes minutes).
		stopCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		if err := p.StopWorkers(stopCtx); err != nil {
			t.Fatalf("stopping the workers: got %v, want nil (the drawing stops with them)", err)
		}
		if got := p.staffItem(t, slow.GetId()).GetPreviewProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING {
			t.Errorf("state: got %v, want still PROCESSING (a stop is not the document's fault)", got)
		}
		if state, _, _ := p.previewJob(t, slow.GetId()); state == "completed" || state == "discarded" {
			t.Errorf("the job: got %s, want it left to be run again", state)
		}
	})
}
