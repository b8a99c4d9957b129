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
)

func TestPortfolio(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	ctx := context.Background()
	public := sitev1connect.NewPortfolioServiceClient(s.h1, s.url)
	staff := adminv1connect.NewPortfolioServiceClient(s.h1, s.url)
	token := s.staffToken(t)
	pdf := func(t *testing.T) string {
		t.Helper()
		return s.upload(t, "portfolio", "Warehouse shop drawings.pdf", pdfBytes(), token)
	}
	create := func(t *testing.T, title string, active bool) *sitev1.PortfolioItem {
		t.Helper()
		res, err := staff.CreatePortfolioItem(ctx, withToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
			Title: title, Description: "Tekla model and erection drawings", Active: active, FileUploadId: pdf(t),
		}}, token))
		if err != nil {
			t.Fatalf("CreatePortfolioItem(%q): %v", title, err)
		}
		return res.Msg.GetItem()
	}
	titles := func(items []*sitev1.PortfolioItem) []string {
		var out []string
		for _, it := range items {
			out = append(out, it.GetTitle())
		}
		return out
	}
	publicTitles := func(t *testing.T) []string {
		t.Helper()
		res, err := public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
		if err != nil {
			t.Fatalf("public ListPortfolioItems: %v", err)
		}
		return titles(res.Msg.GetItems())
	}
	staffTitles := func(t *testing.T) []string {
		t.Helper()
		res, err := staff.ListPortfolioItems(ctx, withToken(&adminv1.ListPortfolioItemsRequest{}, token))
		if err != nil {
			t.Fatalf("staff ListPortfolioItems: %v", err)
		}
		return titles(res.Msg.GetItems())
	}
	// stored reports whether the bucket still holds the object behind a public file path.
	stored := func(t *testing.T, path string) bool {
		t.Helper()
		return slices.Contains(s.objectKeys(t), strings.TrimPrefix(path, "/files/"))
	}
	served := func(t *testing.T, path string) int {
		t.Helper()
		res, body := s.get(t, path, "")
		if res.StatusCode == http.StatusOK && !bytes.Equal(body, pdfBytes()) {
			t.Errorf("GET %s served %d bytes that are not the uploaded PDF", path, len(body))
		}
		return res.StatusCode
	}

	t.Run("only a PDF can be uploaded for the portfolio", func(t *testing.T) {
		res, body := s.tryUpload(t, "portfolio", "photo.png", pngBytes(t, 4, 4), token)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "Please upload a PDF file") {
			t.Errorf("PNG upload: status %d (%s), want 400 with 'Please upload a PDF file'", res.StatusCode, body)
		}
	})

	t.Run("create refuses a missing title or PDF with the form's messages", func(t *testing.T) {
		jd := s.upload(t, "job_description", "jd.pdf", pdfBytes(), token)
		tests := []struct {
			name string
			in   *adminv1.PortfolioItemInput
			want map[string]string
		}{
			{"an empty form needs a title and a PDF", &adminv1.PortfolioItemInput{},
				map[string]string{"title": "Title is required", "file_upload_id": "Please upload a PDF file"}},
			{"a title of spaces counts as blank", &adminv1.PortfolioItemInput{Title: "   ", FileUploadId: pdf(t)},
				map[string]string{"title": "Title is required"}},
			{"a blank upload id is no PDF", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: "  "},
				map[string]string{"file_upload_id": "Please upload a PDF file"}},
			{"a title over 200 characters is refused", &adminv1.PortfolioItemInput{Title: strings.Repeat("t", 201), FileUploadId: pdf(t)},
				map[string]string{"title": "Title is too long (at most 200 characters)"}},
			{"an unknown upload is refused", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: uuid.NewString()},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}},
			{"an upload of another kind is refused", &adminv1.PortfolioItemInput{Title: "Mezzanine", FileUploadId: jd},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := staff.CreatePortfolioItem(ctx, withToken(&adminv1.CreatePortfolioItemRequest{Item: tt.in}, token))
				assertViolations(t, err, tt.want)
			})
		}
		if got := staffTitles(t); len(got) != 0 {
			t.Errorf("after refused forms staff list %q, want nothing", got)
		}
	})

	t.Run("an upload can be claimed by one item only", func(t *testing.T) {
		upload := pdf(t)
		in := &adminv1.PortfolioItemInput{Title: "Claimed once", FileUploadId: upload}
		res, err := staff.CreatePortfolioItem(ctx, withToken(&adminv1.CreatePortfolioItemRequest{Item: in}, token))
		if err != nil {
			t.Fatal(err)
		}
		_, err = staff.CreatePortfolioItem(ctx, withToken(&adminv1.CreatePortfolioItemRequest{Item: in}, token))
		assertViolations(t, err, map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"})
		if _, err := staff.DeletePortfolioItem(ctx, withToken(&adminv1.DeletePortfolioItemRequest{Id: res.Msg.GetItem().GetId()}, token)); err != nil {
			t.Fatal(err)
		}
	})

	var active, inactive *sitev1.PortfolioItem
	t.Run("visitors see active items only and staff see every item, newest first", func(t *testing.T) {
		active = create(t, "  Hospital expansion ", true)
		inactive = create(t, "Draft stadium", false)
		if got, want := publicTitles(t), []string{"Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("public titles = %q, want %q", got, want)
		}
		if got, want := staffTitles(t), []string{"Draft stadium", "Hospital expansion"}; !slices.Equal(got, want) {
			t.Errorf("staff titles = %q, want %q", got, want)
		}
		f := active.GetFile()
		if !active.GetActive() || inactive.GetActive() || f.GetFileName() != "Warehouse shop drawings.pdf" ||
			f.GetSize() != int64(len(pdfBytes())) || f.GetContentType() != "application/pdf" {
			t.Errorf("created items = %v and %v, want active true/false with the PDF's name, size and type", active, inactive)
		}
		if got := served(t, f.GetPath()); got != http.StatusOK {
			t.Errorf("GET %s = %d, want 200", f.GetPath(), got)
		}
	})

	t.Run("visitors cannot call the staff service", func(t *testing.T) {
		_, err := staff.ListPortfolioItems(ctx, connect.NewRequest(&adminv1.ListPortfolioItemsRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("staff ListPortfolioItems without a session: code %v, want unauthenticated", got)
		}
		_, err = staff.DeletePortfolioItem(ctx, connect.NewRequest(&adminv1.DeletePortfolioItemRequest{Id: active.GetId()}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("DeletePortfolioItem without a session: code %v, want unauthenticated", got)
		}
	})

	t.Run("update refuses a missing selection, bad fields and unknown ids", func(t *testing.T) {
		ok := &adminv1.PortfolioItemInput{Title: "Anything"}
		tests := []struct {
			name     string
			id       string
			in       *adminv1.PortfolioItemInput
			want     map[string]string
			wantCode connect.Code
		}{
			{"no selected item is refused", "", ok, map[string]string{"id": "No portfolio selected for update"}, connect.CodeInvalidArgument},
			{"a blank title is refused", active.GetId(), &adminv1.PortfolioItemInput{Title: " "}, map[string]string{"title": "Title is required"}, connect.CodeInvalidArgument},
			{"an unusable upload is refused", active.GetId(), &adminv1.PortfolioItemInput{Title: "Anything", FileUploadId: uuid.NewString()},
				map[string]string{"file_upload_id": "The uploaded file was not found or is already used; please upload it again"}, connect.CodeInvalidArgument},
			{"an unknown id is not found", uuid.NewString(), ok, nil, connect.CodeNotFound},
			{"a malformed id is not found", "42", ok, nil, connect.CodeNotFound},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := staff.UpdatePortfolioItem(ctx, withToken(&adminv1.UpdatePortfolioItemRequest{Id: tt.id, Item: tt.in}, token))
				if tt.want != nil {
					assertViolations(t, err, tt.want)
				} else if got := connect.CodeOf(err); got != tt.wantCode {
					t.Errorf("UpdatePortfolioItem(%q): error %v, want code %v", tt.id, err, tt.wantCode)
				}
			})
		}
	})

	t.Run("update without a new upload keeps the PDF and can hide an item", func(t *testing.T) {
		res, err := staff.UpdatePortfolioItem(ctx, withToken(&adminv1.UpdatePortfolioItemRequest{Id: active.GetId(), Item: &adminv1.PortfolioItemInput{
			Title: "Hospital expansion, phase 2", Description: " ", Active: false,
		}}, token))
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
		if got := publicTitles(t); len(got) != 0 {
			t.Errorf("public titles after hiding = %q, want none", got)
		}
		if code := served(t, active.GetFile().GetPath()); code != http.StatusOK {
			t.Errorf("kept PDF: GET = %d, want 200", code)
		}
		active = got
	})

	t.Run("update with a new upload replaces the PDF and removes the old one", func(t *testing.T) {
		res, err := staff.UpdatePortfolioItem(ctx, withToken(&adminv1.UpdatePortfolioItemRequest{Id: inactive.GetId(), Item: &adminv1.PortfolioItemInput{
			Title: "Stadium", Active: true, FileUploadId: pdf(t),
		}}, token))
		if err != nil {
			t.Fatalf("UpdatePortfolioItem: %v", err)
		}
		got := res.Msg.GetItem()
		oldPath, newPath := inactive.GetFile().GetPath(), got.GetFile().GetPath()
		if newPath == "" || newPath == oldPath {
			t.Fatalf("PDF path after replacing = %q, want a new path (old %q)", newPath, oldPath)
		}
		if code := served(t, newPath); code != http.StatusOK {
			t.Errorf("new PDF: GET = %d, want 200", code)
		}
		if code := served(t, oldPath); code != http.StatusNotFound {
			t.Errorf("replaced PDF: GET = %d, want 404", code)
		}
		if stored(t, oldPath) || !stored(t, newPath) {
			t.Errorf("bucket holds %q, want the new PDF %s and not the replaced %s", s.objectKeys(t), newPath, oldPath)
		}
		if got, want := publicTitles(t), []string{"Stadium"}; !slices.Equal(got, want) {
			t.Errorf("public titles = %q, want %q", got, want)
		}
		inactive = got
	})

	t.Run("staff page through items with page_size and next_page_token", func(t *testing.T) {
		for _, title := range []string{"Bridge", "Canopy", "Depot"} {
			create(t, title, true)
		}
		pages := walkPages(t, 2, func(pageToken string) ([]string, string, error) {
			res, err := staff.ListPortfolioItems(ctx, withToken(&adminv1.ListPortfolioItemsRequest{PageSize: 2, PageToken: pageToken}, token))
			if err != nil {
				return nil, "", err
			}
			return titles(res.Msg.GetItems()), res.Msg.GetNextPageToken(), nil
		})
		want := [][]string{{"Depot", "Canopy"}, {"Bridge", "Stadium"}, {"Hospital expansion, phase 2"}}
		if !slices.EqualFunc(pages, want, slices.Equal) {
			t.Errorf("staff pages = %q, want %q", pages, want)
		}
		pages = walkPages(t, 3, func(pageToken string) ([]string, string, error) {
			res, err := public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{PageSize: 3, PageToken: pageToken}))
			if err != nil {
				return nil, "", err
			}
			return titles(res.Msg.GetItems()), res.Msg.GetNextPageToken(), nil
		})
		want = [][]string{{"Depot", "Canopy", "Bridge"}, {"Stadium"}}
		if !slices.EqualFunc(pages, want, slices.Equal) {
			t.Errorf("public pages = %q, want %q", pages, want)
		}
		_, err := public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{PageSize: 101}))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("page_size 101: code %v, want invalid argument", got)
		}
	})

	t.Run("delete removes the item and its PDF", func(t *testing.T) {
		if _, err := staff.DeletePortfolioItem(ctx, withToken(&adminv1.DeletePortfolioItemRequest{Id: inactive.GetId()}, token)); err != nil {
			t.Fatalf("DeletePortfolioItem: %v", err)
		}
		if code := served(t, inactive.GetFile().GetPath()); code != http.StatusNotFound {
			t.Errorf("deleted item's PDF: GET = %d, want 404", code)
		}
		if stored(t, inactive.GetFile().GetPath()) {
			t.Errorf("bucket still holds the deleted item's PDF %s", inactive.GetFile().GetPath())
		}
		if got := staffTitles(t); slices.Contains(got, "Stadium") {
			t.Errorf("staff titles after delete = %q, still holding the deleted item", got)
		}
	})

	t.Run("delete of an unknown or malformed id is not found", func(t *testing.T) {
		for _, id := range []string{inactive.GetId(), uuid.NewString(), "not-an-id", ""} {
			_, err := staff.DeletePortfolioItem(ctx, withToken(&adminv1.DeletePortfolioItemRequest{Id: id}, token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("DeletePortfolioItem(%q): error %v, want not found", id, err)
			}
		}
	})
}
