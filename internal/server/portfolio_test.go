package server_test

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// portfolioSite is a running site with portfolio clients and a staff session; every
// subtest of TestPortfolio starts its own, so each can run alone.
type portfolioSite struct {
	*sitetest.Site
	token  string
	public sitev1connect.PortfolioServiceClient
	staff  adminv1connect.PortfolioServiceClient
}

func startPortfolioSite(t *testing.T) *portfolioSite {
	t.Helper()
	return portfolioSiteOn(t, sitetest.Start(t, auth.DefaultConfig))
}

// portfolioSiteOn gives the running site s portfolio clients and a staff session.
func portfolioSiteOn(t *testing.T, s *sitetest.Site) *portfolioSite {
	t.Helper()
	return &portfolioSite{
		Site: s, token: s.StaffToken(t),
		public: sitev1connect.NewPortfolioServiceClient(s.H1, s.URL),
		staff:  adminv1connect.NewPortfolioServiceClient(s.H1, s.URL),
	}
}

// pdf uploads a small PDF for the portfolio and returns the upload id.
func (p *portfolioSite) pdf(t *testing.T) string {
	t.Helper()
	return p.Upload(t, "portfolio", "Warehouse shop drawings.pdf", sitetest.PDFBytes(), p.token)
}

func (p *portfolioSite) Create(t *testing.T, title string, active bool) *sitev1.PortfolioItem {
	t.Helper()
	res, err := p.staff.CreatePortfolioItem(context.Background(), sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
		Title: title, Description: "Tekla model and erection drawings", Active: active, FileUploadId: p.pdf(t),
	}}, p.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem(%q): %v", title, err)
	}
	return res.Msg.GetItem()
}

func (p *portfolioSite) publicTitles(t *testing.T) []string {
	t.Helper()
	res, err := p.public.ListPortfolioItems(context.Background(), connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
	if err != nil {
		t.Fatalf("public ListPortfolioItems: %v", err)
	}
	return portfolioTitles(res.Msg.GetItems())
}

func (p *portfolioSite) staffTitles(t *testing.T) []string {
	t.Helper()
	res, err := p.staff.ListPortfolioItems(context.Background(), sitetest.WithToken(&adminv1.ListPortfolioItemsRequest{}, p.token))
	if err != nil {
		t.Fatalf("staff ListPortfolioItems: %v", err)
	}
	return portfolioTitles(res.Msg.GetItems())
}

// stored reports whether the bucket still holds the object behind a public file path.
func (p *portfolioSite) stored(t *testing.T, path string) bool {
	t.Helper()
	return slices.Contains(p.ObjectKeys(t), strings.TrimPrefix(path, "/files/"))
}

// served fetches a public file path and returns the status, checking that a 200 carries
// the uploaded PDF.
func (p *portfolioSite) served(t *testing.T, path string) int {
	t.Helper()
	res, body := p.Get(t, path, "")
	if res.StatusCode == http.StatusOK && !bytes.Equal(body, sitetest.PDFBytes()) {
		t.Errorf("GET %s served %d bytes that are not the uploaded PDF", path, len(body))
	}
	return res.StatusCode
}

func portfolioTitles(items []*sitev1.PortfolioItem) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.GetTitle())
	}
	return out
}

func TestPortfolio(t *testing.T) {
	ctx := context.Background()

	t.Run("only a PDF can be uploaded for the portfolio", func(t *testing.T) {
		p := startPortfolioSite(t)
		res, body := p.TryUpload(t, "portfolio", "photo.png", sitetest.PNGBytes(t, 4, 4), p.token)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "Please upload a PDF file") {
			t.Errorf("PNG upload: status %d (%s), want 400 with 'Please upload a PDF file'", res.StatusCode, body)
		}
	})

	t.Run("create refuses a missing title or PDF with the form's messages", func(t *testing.T) {
		p := startPortfolioSite(t)
		jd := p.Upload(t, "job_description", "jd.pdf", sitetest.PDFBytes(), p.token)
		tests := []struct {
			name string
			in   *adminv1.PortfolioItemInput
			want map[string]string
		}{
			{"an empty form needs a title and a PDF", &adminv1.PortfolioItemInput{},
				map[string]string{"title": "Title is required", "file_upload_id": "Please upload a PDF file"}},
			{"a title of spaces counts as blank", &adminv1.PortfolioItemInput{Title: "   ", FileUploadId: p.pdf(t)},
				map[string]string{"title": "Title is required"}},
			{"a blank upload id is no PDF", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: "  "},
				map[string]string{"file_upload_id": "Please upload a PDF file"}},
			{"a title over 200 characters is refused", &adminv1.PortfolioItemInput{Title: strings.Repeat("t", 201), FileUploadId: p.pdf(t)},
				map[string]string{"title": "Title is too long (at most 200 characters)"}},
			{"an unknown upload is refused", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: uuid.NewString()},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}},
			{"an upload of another kind is refused", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: jd},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: tt.in}, p.token))
				sitetest.AssertViolations(t, err, tt.want)
			})
		}
		if got := p.staffTitles(t); len(got) != 0 {
			t.Errorf("after refused forms staff list %q, want nothing", got)
		}
	})

	t.Run("an upload can be claimed by one item only", func(t *testing.T) {
		p := startPortfolioSite(t)
		in := &adminv1.PortfolioItemInput{Title: "Claimed once", FileUploadId: p.pdf(t)}
		if _, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: in}, p.token)); err != nil {
			t.Fatal(err)
		}
		_, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: in}, p.token))
		sitetest.AssertViolations(t, err, map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"})
	})

	t.Run("visitors see active items only and staff see every item, newest first", func(t *testing.T) {
		p := startPortfolioSite(t)
		active := p.Create(t, "  Hospital expansion ", true)
		inactive := p.Create(t, "Draft stadium", false)
		if got, want := p.publicTitles(t), []string{"Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("public titles = %q, want %q", got, want)
		}
		if got, want := p.staffTitles(t), []string{"Draft stadium", "Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("staff titles = %q, want %q", got, want)
		}
		f := active.GetFile()
		if !active.GetActive() || inactive.GetActive() || f.GetFileName() != "Warehouse shop drawings.pdf" ||
			f.GetSize() != int64(len(sitetest.PDFBytes())) || f.GetContentType() != "application/pdf" {
			t.Errorf("created items = %v and %v, want active true/false with the PDF's name, size and type", active, inactive)
		}
		if got := p.served(t, f.GetPath()); got != http.StatusOK {
			t.Errorf("GET %s = %d, want 200", f.GetPath(), got)
		}
	})

	t.Run("visitors cannot call the staff service", func(t *testing.T) {
		p := startPortfolioSite(t)
		item := p.Create(t, "Hospital expansion", true)
		_, err := p.staff.ListPortfolioItems(ctx, connect.NewRequest(&adminv1.ListPortfolioItemsRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("staff ListPortfolioItems without a session: code %v, want unauthenticated", got)
		}
		_, err = p.staff.DeletePortfolioItem(ctx, connect.NewRequest(&adminv1.DeletePortfolioItemRequest{Id: item.GetId()}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("DeletePortfolioItem without a session: code %v, want unauthenticated", got)
		}
		if got, want := p.staffTitles(t), []string{"Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("staff titles after a visitor's delete = %q, want %q", got, want)
		}
	})

	t.Run("update refuses a missing selection, bad fields and unknown ids", func(t *testing.T) {
		p := startPortfolioSite(t)
		item := p.Create(t, "Hospital expansion", true)
		ok := &adminv1.PortfolioItemInput{Title: "Anything"}
		tests := []struct {
			name     string
			id       string
			in       *adminv1.PortfolioItemInput
			want     map[string]string
			wantCode connect.Code
		}{
			{"no selected item is refused", "", ok, map[string]string{"id": "No portfolio selected for update"}, connect.CodeInvalidArgument},
			{"a blank title is refused", item.GetId(), &adminv1.PortfolioItemInput{Title: " "}, map[string]string{"title": "Title is required"}, connect.CodeInvalidArgument},
			{"an unusable upload is refused", item.GetId(), &adminv1.PortfolioItemInput{Title: "Anything", FileUploadId: uuid.NewString()},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}, connect.CodeInvalidArgument},
			{"an unknown id is not found", uuid.NewString(), ok, nil, connect.CodeNotFound},
			{"a malformed id is not found", "42", ok, nil, connect.CodeNotFound},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := p.staff.UpdatePortfolioItem(ctx, sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: tt.id, Item: tt.in}, p.token))
				if tt.want != nil {
					sitetest.AssertViolations(t, err, tt.want)
				} else if got := connect.CodeOf(err); got != tt.wantCode {
					t.Errorf("UpdatePortfolioItem(%q): error %v, want code %v", tt.id, err, tt.wantCode)
				}
			})
		}
	})

	t.Run("update without a new upload keeps the PDF and can hide an item", func(t *testing.T) {
		p := startPortfolioSite(t)
		active := p.Create(t, "Hospital expansion", true)
		res, err := p.staff.UpdatePortfolioItem(ctx, sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: active.GetId(), Item: &adminv1.PortfolioItemInput{
			Title: "Hospital expansion, phase 2", Description: " ", Active: false,
		}}, p.token))
		if err != nil {
			t.Fatalf("UpdatePortfolioItem: %v", err)
		}
		got := res.Msg.GetItem()
		if got.GetTitle() != "Hospital expansion, phase 2" || got.GetDescription() != "" || got.GetActive() ||
			got.GetFile().GetPath() != active.GetFile().GetPath() {
			t.Errorf("updated item = %v, want the new fields and the same PDF %s", got, active.GetFile().GetPath())
		}
		if !got.GetUpdateTime().AsTime().After(active.GetUpdateTime().AsTime()) {
			t.Errorf("update_time %v, want after %v", got.GetUpdateTime().AsTime(), active.GetUpdateTime().AsTime())
		}
		if got := p.publicTitles(t); len(got) != 0 {
			t.Errorf("public titles after hiding = %q, want none", got)
		}
		if code := p.served(t, active.GetFile().GetPath()); code != http.StatusOK {
			t.Errorf("kept PDF: GET = %d, want 200", code)
		}
	})

	t.Run("update with a new upload replaces the PDF and removes the old one", func(t *testing.T) {
		p := startPortfolioSite(t)
		inactive := p.Create(t, "Draft stadium", false)
		res, err := p.staff.UpdatePortfolioItem(ctx, sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: inactive.GetId(), Item: &adminv1.PortfolioItemInput{
			Title: "Stadium", Active: true, FileUploadId: p.pdf(t),
		}}, p.token))
		if err != nil {
			t.Fatalf("UpdatePortfolioItem: %v", err)
		}
		got := res.Msg.GetItem()
		oldPath, newPath := inactive.GetFile().GetPath(), got.GetFile().GetPath()
		if newPath == "" || newPath == oldPath {
			t.Fatalf("PDF path after replacing = %q, want a new path (old %q)", newPath, oldPath)
		}
		if code := p.served(t, newPath); code != http.StatusOK {
			t.Errorf("new PDF: GET = %d, want 200", code)
		}
		if code := p.served(t, oldPath); code != http.StatusNotFound {
			t.Errorf("replaced PDF: GET = %d, want 404", code)
		}
		if p.stored(t, oldPath) || !p.stored(t, newPath) {
			t.Errorf("bucket holds %q, want the new PDF %s and not the replaced %s", p.ObjectKeys(t), newPath, oldPath)
		}
		if got, want := p.publicTitles(t), []string{"Stadium"}; !slices.Equal(got, want) {
			t.Errorf("public titles = %q, want %q", got, want)
		}
	})

	t.Run("staff page through items with page_size and next_page_token", func(t *testing.T) {
		p := startPortfolioSite(t)
		p.Create(t, "Hospital expansion", false)
		for _, title := range []string{"Stadium", "Bridge", "Canopy", "Depot"} {
			p.Create(t, title, true)
		}
		pages := sitetest.WalkPages(t, 2, func(pageToken string) ([]string, string, error) {
			res, err := p.staff.ListPortfolioItems(ctx, sitetest.WithToken(&adminv1.ListPortfolioItemsRequest{PageSize: 2, PageToken: pageToken}, p.token))
			if err != nil {
				return nil, "", err
			}
			return portfolioTitles(res.Msg.GetItems()), res.Msg.GetNextPageToken(), nil
		})
		want := [][]string{{"Depot", "Canopy"}, {"Bridge", "Stadium"}, {"Hospital expansion"}}
		if !slices.EqualFunc(pages, want, slices.Equal) {
			t.Errorf("staff pages = %q, want %q", pages, want)
		}
		pages = sitetest.WalkPages(t, 3, func(pageToken string) ([]string, string, error) {
			res, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{PageSize: 3, PageToken: pageToken}))
			if err != nil {
				return nil, "", err
			}
			return portfolioTitles(res.Msg.GetItems()), res.Msg.GetNextPageToken(), nil
		})
		want = [][]string{{"Depot", "Canopy", "Bridge"}, {"Stadium"}}
		if !slices.EqualFunc(pages, want, slices.Equal) {
			t.Errorf("public pages = %q, want %q", pages, want)
		}
		_, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{PageSize: 101}))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("page_size 101: code %v, want invalid argument", got)
		}
	})

	t.Run("delete removes the item, and emptying the trash its PDF", func(t *testing.T) {
		p := startPortfolioSite(t)
		p.Create(t, "Hospital expansion", true)
		item := p.Create(t, "Stadium", true)
		if _, err := p.staff.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: item.GetId()}, p.token)); err != nil {
			t.Fatalf("DeletePortfolioItem: %v", err)
		}
		p.Site.EmptyTrash(t)
		if code := p.served(t, item.GetFile().GetPath()); code != http.StatusNotFound {
			t.Errorf("deleted item's PDF: GET = %d, want 404", code)
		}
		if p.stored(t, item.GetFile().GetPath()) {
			t.Errorf("bucket still holds the deleted item's PDF %s", item.GetFile().GetPath())
		}
		if got, want := p.staffTitles(t), []string{"Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("staff titles after delete = %q, want %q", got, want)
		}
	})

	t.Run("delete of a deleted, unknown or malformed id is not found", func(t *testing.T) {
		p := startPortfolioSite(t)
		deleted := p.Create(t, "Stadium", true)
		if _, err := p.staff.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: deleted.GetId()}, p.token)); err != nil {
			t.Fatalf("DeletePortfolioItem: %v", err)
		}
		for _, id := range []string{deleted.GetId(), uuid.NewString(), "not-an-id", ""} {
			_, err := p.staff.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: id}, p.token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("DeletePortfolioItem(%q): error %v, want not found", id, err)
			}
		}
	})
}
