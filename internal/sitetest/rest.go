package sitetest

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"testing"
)

// Part is one multipart field of a REST call: a text value, or a file when File is set.
type Part struct {
	Field, Value string
	File         string
	Content      []byte
}

// REST sends a request to the REST shim (body is nil, a []Part sent as a multipart form, or
// a value sent as JSON) and decodes {"data": …} into out (when not nil); it returns the status.
func (s *Site) REST(t testing.TB, method, path, token string, body any, out any) int {
	t.Helper()
	var rd *bytes.Reader
	contentType := ""
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case []Part:
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for _, p := range b {
			if p.File != "" {
				fw, _ := mw.CreateFormFile(p.Field, p.File)
				fw.Write(p.Content)
			} else {
				mw.WriteField(p.Field, p.Value)
			}
		}
		mw.Close()
		rd, contentType = bytes.NewReader(buf.Bytes()), mw.FormDataContentType()
	default:
		raw, _ := json.Marshal(b)
		rd, contentType = bytes.NewReader(raw), "application/json"
	}
	req, _ := http.NewRequest(method, s.URL+path, rd)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, raw := s.Do(t, req)
	if out != nil && res.StatusCode < 300 {
		env := struct{ Data any }{Data: out}
		if err := json.Unmarshal(raw, &env); err != nil {
			t.Fatalf("%s %s: answer %s is not {\"data\": …}: %v", method, path, raw, err)
		}
	}
	if res.StatusCode >= 300 {
		t.Logf("%s %s = %d %s", method, path, res.StatusCode, raw)
	}
	return res.StatusCode
}
