package server_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/url"
	"testing"
	"time"
)

// upload posts body to /uploads/{kind} (with a staff token unless token is "") and returns
// the upload id; it fails the test unless the server answers 201.
func (s *site) upload(t *testing.T, kind, name string, body []byte, token string) string {
	t.Helper()
	res, raw := s.tryUpload(t, kind, name, body, token)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload %s %q: status %d (%s), want 201", kind, name, res.StatusCode, raw)
	}
	var out struct{ ID string }
	if err := json.Unmarshal(raw, &out); err != nil || out.ID == "" {
		t.Fatalf("upload answer %s has no id", raw)
	}
	return out.ID
}

// tryUpload posts body to /uploads/{kind} and returns the answer, whatever it is.
func (s *site) tryUpload(t *testing.T, kind, name string, body []byte, token string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.url+"/uploads/"+kind+"?"+url.Values{"name": {name}}.Encode(), bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := s.h1.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res, raw
}

// get fetches path (with a bearer token unless token is "").
func (s *site) get(t *testing.T, path, token string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, s.url+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return s.do(t, req)
}

// pdfBytes is a small but well-formed PDF.
func pdfBytes() []byte {
	return []byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
		"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
}

// pngBytes is a real w×h PNG image.
func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, 0, color.RGBA{R: 31, G: 122, B: 58, A: 255})
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// mp4Bytes starts like an MP4 video (an ISO base media "ftyp" box).
func mp4Bytes() []byte {
	b := append([]byte{0, 0, 0, 0x18}, []byte("ftypisom\x00\x00\x02\x00isomiso2")...)
	return append(b, bytes.Repeat([]byte{0}, 1024)...)
}

// waitFor polls cond until it holds, failing after a generous bound.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		<-tick.C
	}
}
