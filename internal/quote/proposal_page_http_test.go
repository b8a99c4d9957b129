package quote_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/sitetest"
)

// tampered is token with its signature's last character changed.
func tampered(token string) string {
	last := token[len(token)-1]
	swap := byte('A')
	if last == 'A' {
		swap = 'B'
	}
	return token[:len(token)-1] + string(swap)
}

func TestTheProposalPageIsServedToItsLinkAloneAndNeverCached(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	_, token := f.sent(t, email)
	for _, path := range []string{"/proposals/" + token, "/proposals/" + tampered(token)} {
		res, body := f.Get(t, path, "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s = %d, want 200 (the app says what the link is)", path, res.StatusCode)
		}
		h := sitetest.ReadHead(t, body)
		if got := h.Meta["robots"]; got != "noindex" {
			t.Errorf("GET %s: robots %q, want noindex", path, got)
		}
		if got := res.Header.Get("Cache-Control"); got != "private, no-store" {
			t.Errorf("GET %s: Cache-Control %q, want private, no-store", path, got)
		}
		if got := res.Header.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("GET %s: Referrer-Policy %q, want no-referrer (the link is the key)", path, got)
		}
		if bytes.Contains(body, []byte(token)) || bytes.Contains(body, []byte("Prairie")) {
			t.Errorf("GET %s: the page carries the link or the requester's data; the browser reads them", path)
		}
	}
}

func TestTheProposalsPDFDownloadsByItsLink(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	q, token := f.sent(t, email)
	p, err := f.public.GetProposal(context.Background(), connect.NewRequest(&sitev1.GetProposalRequest{Token: token}))
	if err != nil {
		t.Fatal(err)
	}
	path := p.Msg.GetProposal().GetPdfPath()
	if path != "/proposals/"+token+"/pdf" {
		t.Fatalf("got pdf_path %q, want the link's /pdf", path)
	}
	t.Run("the link's holder downloads the proposal, kept by no cache", func(t *testing.T) {
		res, body := f.Get(t, path, "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" {
			t.Fatalf("got %d %s, want 200 application/pdf", res.StatusCode, res.Header.Get("Content-Type"))
		}
		if got := res.Header.Get("Cache-Control"); got != "private, no-store" {
			t.Errorf("got Cache-Control %q, want private, no-store", got)
		}
		if got, want := res.Header.Get("Content-Disposition"), "Proposal "+q.GetNumber()+" rev 1.pdf"; !strings.Contains(got, want) {
			t.Errorf("got Content-Disposition %q, want the file %q", got, want)
		}
		text, err := pdftext.Text(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, q.GetNumber()) {
			t.Errorf("got a PDF without the number %s", q.GetNumber())
		}
	})
	t.Run("a tampered link downloads nothing", func(t *testing.T) {
		res, body := f.Get(t, "/proposals/"+tampered(token)+"/pdf", "")
		if res.StatusCode != http.StatusNotFound || bytes.HasPrefix(body, []byte("%PDF")) {
			t.Errorf("got %d, want 404 and no PDF", res.StatusCode)
		}
	})
}
