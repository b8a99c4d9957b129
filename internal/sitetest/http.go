package sitetest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Upload posts body to /uploads/{kind} (with a staff token unless token is "") and returns
// the upload id; it fails the test unless the server answers 201.
func (s *Site) Upload(t testing.TB, kind, name string, body []byte, token string) string {
	t.Helper()
	res, raw := s.TryUpload(t, kind, name, body, token)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload %s %q: status %d (%s), want 201", kind, name, res.StatusCode, raw)
	}
	var out struct{ ID string }
	if err := json.Unmarshal(raw, &out); err != nil || out.ID == "" {
		t.Fatalf("upload answer %s has no id", raw)
	}
	return out.ID
}

// TryUpload posts body to /uploads/{kind} and returns the answer, whatever it is.
func (s *Site) TryUpload(t testing.TB, kind, name string, body []byte, token string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.URL+"/uploads/"+kind+"?"+url.Values{"name": {name}}.Encode(), bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return s.Do(t, req)
}

// Get fetches path (with a bearer token unless token is "").
func (s *Site) Get(t testing.TB, path, token string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, s.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return s.Do(t, req)
}

// PostForm posts form to path as a browser's form does, with header's fields added.
func (s *Site) PostForm(t testing.TB, path string, form url.Values, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.URL+path, strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for k, v := range header {
		req.Header[k] = v
	}
	return s.Do(t, req)
}

// Do sends req over HTTP/1.1 and returns the answer with its whole body.
func (s *Site) Do(t testing.TB, req *http.Request) (*http.Response, []byte) {
	t.Helper()
	res, err := s.H1.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

// RESTError is the REST shim's error answer.
type RESTError struct {
	Error struct {
		Code    string
		Message string
		Fields  []struct{ Field, Message string }
	}
}

// GetURL fetches target with header's fields, without transparent gzip (the test sees the
// answer as sent), and returns the answer with its body.
func GetURL(t testing.TB, target string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

// NewRequest is http.NewRequest failing t on error.
func NewRequest(t testing.TB, method, target string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, target, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
