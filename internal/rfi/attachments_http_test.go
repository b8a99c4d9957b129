package rfi_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

const rfiUploads = "/rfis/uploads/tus/"

// plan is a small PDF, as a drawing's page would start.
var plan = []byte("%PDF-1.7\n% grid C/4 connection sketch\n%%EOF\n")

// attach uploads data for the RFI as token's holder and attaches it on the client's side.
func attachAs(t *testing.T, f *sitetest.PortalFixture, token, rfiID, name string, data []byte) (*portalv1.Rfi, error) {
	t.Helper()
	id := sitetest.SignedInTus(f.URL, token).UploadTo(t, rfiUploads, data, "rfi", rfiID, "filename", name, "filetype", "image/png")
	res, err := portal(f.Site).AttachRfiFile(context.Background(), sitetest.WithToken(&portalv1.AttachRfiFileRequest{Id: rfiID, UploadId: id}, token))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetRfi(), nil
}

// download follows a signed link without a session and answers its status, headers and body.
func download(t *testing.T, f *sitetest.PortalFixture, url string) (int, http.Header, []byte) {
	t.Helper()
	res, err := http.Get(f.URL + url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, res.Header, body
}

func codeOf(err error) connect.Code {
	var ce *connect.Error
	if errors.As(err, &ce) {
		return ce.Code()
	}
	return 0
}

func TestAnRfiTakesFilesUploadedForItAndEachSideDownloadsThem(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	r := raise(t, f, question(x))

	got, err := attachAs(t, f, x.token, r.GetId(), "sketch C-4.pdf", plan)
	if err != nil {
		t.Fatalf("AttachRfiFile = %v", err)
	}
	if n := len(got.GetAttachments()); n != 1 {
		t.Fatalf("the RFI has %d attachments, want 1", n)
	}
	a := got.GetAttachments()[0]
	t.Run("the attachment is named, sized and typed by its content, not the uploader's word", func(t *testing.T) {
		if a.GetFileName() != "sketch C-4.pdf" || a.GetSize() != int64(len(plan)) || a.GetContentType() != "application/pdf" || a.GetByFirm() {
			t.Errorf("got %q, %d bytes, %q, by firm %v; want sketch C-4.pdf, %d bytes, application/pdf, by the client", a.GetFileName(), a.GetSize(), a.GetContentType(), a.GetByFirm(), len(plan))
		}
		last := got.GetHistory()[len(got.GetHistory())-1]
		if last.GetAction() != "attached" || last.GetNote() != "sketch C-4.pdf" {
			t.Errorf("the last change is %q %q, want attached sketch C-4.pdf", last.GetAction(), last.GetNote())
		}
	})
	t.Run("the client and staff each download it by a signed link", func(t *testing.T) {
		c, err := portal(f.Site).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: a.GetId()}, x.token))
		if err != nil {
			t.Fatal(err)
		}
		s, err := admin(f.Site).GetRfiAttachmentUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetRfiAttachmentUrlAdminRequest{Id: a.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for _, url := range []string{c.Msg.GetUrl(), s.Msg.GetUrl()} {
			status, hdr, body := download(t, f, url)
			if status != http.StatusOK || string(body) != string(plan) {
				t.Errorf("GET %s: %d, %q; want 200 and the file", url, status, body)
			}
			if ct, cd := hdr.Get("Content-Type"), hdr.Get("Content-Disposition"); ct != "application/pdf" || !strings.HasPrefix(cd, "attachment") {
				t.Errorf("GET %s: Content-Type %q, Content-Disposition %q; want application/pdf as an attachment", url, ct, cd)
			}
		}
		if status, _, _ := download(t, f, strings.Replace(c.Msg.GetUrl(), "sig=", "sig=x", 1)); status != http.StatusNotFound {
			t.Errorf("a tampered link: %d, want 404", status)
		}
	})
	t.Run("attaching the same upload again answers the RFI with the one attachment", func(t *testing.T) {
		var upload string
		if err := f.Pool.QueryRow(ctx, `SELECT upload_id::text FROM rfi_attachments WHERE id = $1`, a.GetId()).Scan(&upload); err != nil {
			t.Fatal(err)
		}
		res, err := portal(f.Site).AttachRfiFile(ctx, sitetest.WithToken(&portalv1.AttachRfiFileRequest{Id: r.GetId(), UploadId: upload}, x.token))
		if err != nil {
			t.Fatal(err)
		}
		if n := len(res.Msg.GetRfi().GetAttachments()); n != 1 {
			t.Errorf("got %d attachments, want 1", n)
		}
	})
	t.Run("staff attach to the same RFI, as the firm", func(t *testing.T) {
		id := sitetest.SignedInTus(f.URL, f.Staff).UploadTo(t, rfiUploads, plan, "rfi", r.GetId(), "filename", "SK-1.pdf")
		res, err := admin(f.Site).AttachRfiFileAdmin(ctx, sitetest.WithToken(&adminv1.AttachRfiFileAdminRequest{Id: r.GetId(), UploadId: id}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		as := res.Msg.GetRfi().GetAttachments()
		if len(as) != 2 || as[1].GetFileName() != "SK-1.pdf" || !as[1].GetByFirm() {
			t.Errorf("got %d attachments, the last %q by firm %v; want SK-1.pdf by the firm second", len(as), as[len(as)-1].GetFileName(), as[len(as)-1].GetByFirm())
		}
	})
}

func TestAnRfiRefusesFilesItShouldNotTake(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	r := raise(t, f, question(x))
	other := raise(t, f, question(x))
	y := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	attachments := func(t *testing.T) int {
		t.Helper()
		var n int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM rfi_attachments`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	attach := func(token, rfiID, upload string) error {
		_, err := portal(f.Site).AttachRfiFile(ctx, sitetest.WithToken(&portalv1.AttachRfiFileRequest{Id: rfiID, UploadId: upload}, token))
		return err
	}
	mine := sitetest.SignedInTus(f.URL, x.token)

	for _, tc := range []struct {
		name string
		try  func(t *testing.T) error
		want connect.Code
	}{
		{"a text file is refused by its content, whatever its name", func(t *testing.T) error {
			id := mine.UploadTo(t, rfiUploads, []byte("just some notes\n"), "rfi", r.GetId(), "filename", "notes.pdf", "filetype", "application/pdf")
			return attach(x.token, r.GetId(), id)
		}, connect.CodeInvalidArgument},
		{"an upload started for one RFI does not attach to another", func(t *testing.T) error {
			id := mine.UploadTo(t, rfiUploads, plan, "rfi", r.GetId(), "filename", "a.pdf")
			return attach(x.token, other.GetId(), id)
		}, connect.CodeNotFound},
		{"staff cannot attach a client's upload", func(t *testing.T) error {
			id := mine.UploadTo(t, rfiUploads, plan, "rfi", r.GetId(), "filename", "b.pdf")
			_, err := admin(f.Site).AttachRfiFileAdmin(ctx, sitetest.WithToken(&adminv1.AttachRfiFileAdminRequest{Id: r.GetId(), UploadId: id}, f.Staff))
			return err
		}, connect.CodeNotFound},
		{"an unfinished upload is not attached", func(t *testing.T) error {
			status, path, id := mine.Start(t, rfiUploads, int64(len(plan)), "rfi", r.GetId(), "filename", "c.pdf")
			if status != http.StatusCreated {
				t.Fatalf("start: %d, want 201", status)
			}
			mine.Patch(t, path, 0, strings.NewReader(string(plan[:10])), nil)
			return attach(x.token, r.GetId(), id)
		}, connect.CodeFailedPrecondition},
		{"another organization's client cannot upload for the RFI", func(t *testing.T) error {
			if status, _, _ := sitetest.SignedInTus(f.URL, y.token).Start(t, rfiUploads, 10, "rfi", r.GetId(), "filename", "d.pdf"); status != http.StatusNotFound {
				t.Errorf("their upload's start: %d, want 404", status)
			}
			return attach(y.token, r.GetId(), "00000000-0000-4000-8000-000000000000")
		}, connect.CodeNotFound},
		{"an upload id that is not one is not found", func(t *testing.T) error {
			return attach(x.token, r.GetId(), "not-an-id")
		}, connect.CodeNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := codeOf(tc.try(t)); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
			if n := attachments(t); n != 0 {
				t.Errorf("%d attachments stored, want 0", n)
			}
		})
	}

	t.Run("a closed RFI takes no more files", func(t *testing.T) {
		if _, err := admin(f.Site).CloseRfi(ctx, sitetest.WithToken(&adminv1.CloseRfiRequest{Id: other.GetId()}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		if status, _, _ := mine.Start(t, rfiUploads, 10, "rfi", other.GetId(), "filename", "late.pdf"); status < 400 || status >= 500 {
			t.Errorf("an upload's start for a closed RFI: %d, want a 4xx", status)
		}
	})
	t.Run("another organization's client gets no link to an attachment", func(t *testing.T) {
		got, err := attachAs(t, f, x.token, r.GetId(), "ok.pdf", plan)
		if err != nil {
			t.Fatal(err)
		}
		_, err = portal(f.Site).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: got.GetAttachments()[0].GetId()}, y.token))
		if codeOf(err) != connect.CodeNotFound {
			t.Errorf("got %v, want NotFound", err)
		}
	})
}
