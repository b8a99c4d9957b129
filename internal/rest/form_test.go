package rest

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gusset/gusset/internal/files"
)

// fakeUploads stands in for the upload endpoint: it drains the streamed part and counts
// the bytes, so the decoding can be tested alone.
func fakeUploads(received *int) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /uploads/{kind}", func(w http.ResponseWriter, r *http.Request) {
		n, err := io.Copy(io.Discard, r.Body)
		*received += int(n)
		if err != nil {
			http.Error(w, `{"error":{"code":"invalid_argument"}}`, http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusCreated)
		_, _ = w.Write([]byte(`{"id":"u1"}`))
	})
	return mux
}

func multipartBody(t testing.TB, fields map[string]string, fileField, fileName string, content []byte) (string, []byte) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	if fileField != "" {
		fw, _ := mw.CreateFormFile(fileField, fileName)
		_, _ = fw.Write(content)
	}
	_ = mw.Close()
	return mw.FormDataContentType(), buf.Bytes()
}

func TestReadFormStreamsFilePartsToUploads(t *testing.T) {
	received := 0
	s := New(fakeUploads(&received), slog.New(slog.NewTextHandler(io.Discard, nil)), keepUploads{})
	content := bytes.Repeat([]byte("%PDF"), 1000)
	ct, body := multipartBody(t, map[string]string{"title": "Plan", "status": "active"}, "file", "plan.pdf", content)
	tests := []struct {
		name   string
		ct     string
		body   []byte
		kinds  map[string]files.Kind
		wantOK bool
	}{
		{"a multipart body gives its fields and streams its file", ct, body, portfolioFiles, true},
		{"a file in a field the route does not take is refused", ct, body, nil, false},
		{"a JSON object of scalars is read", "application/json", []byte(`{"title":"Plan","status":true,"n":3}`), nil, true},
		{"a JSON object with a nested value is refused", "application/json", []byte(`{"title":{"x":1}}`), nil, false},
		{"an unknown content type is refused", "text/csv", []byte("a,b"), nil, false},
		{"a truncated multipart body is refused", ct, body[:len(body)/2], portfolioFiles, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			received = 0
			r := httptest.NewRequest(http.MethodPost, "/api/x", bytes.NewReader(tt.body))
			r.Header.Set("Content-Type", tt.ct)
			w := httptest.NewRecorder()
			f, ok := s.readForm(w, r, tt.kinds)
			if ok != tt.wantOK {
				t.Fatalf("readForm ok = %v (answer %d %s), want %v", ok, w.Code, w.Body, tt.wantOK)
			}
			if !ok {
				if w.Code != http.StatusBadRequest {
					t.Errorf("refusal status = %d, want 400", w.Code)
				}
				return
			}
			if f.get("title") != "Plan" {
				t.Errorf("title = %q, want Plan", f.get("title"))
			}
			if tt.kinds != nil && (f.first("file") != "u1" || received != len(content)) {
				t.Errorf("upload id %q, %d bytes streamed; want u1 and %d", f.first("file"), received, len(content))
			}
		})
	}
}

func FuzzReadForm(f *testing.F) {
	ct, body := multipartBody(f, map[string]string{"title": "t"}, "file", "a.pdf", []byte("%PDF-1.4"))
	f.Add(ct, body)
	f.Add("application/json", []byte(`{"a":"b"}`))
	f.Add("application/x-www-form-urlencoded", []byte("a=b&c=%zz"))
	f.Add("multipart/form-data; boundary=x", []byte("--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../a\"\r\n\r\nabc\r\n--x--\r\n"))
	received := 0
	s := New(fakeUploads(&received), slog.New(slog.NewTextHandler(io.Discard, nil)), keepUploads{})
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		r := httptest.NewRequest(http.MethodPost, "/api/x", bytes.NewReader(body))
		r.Header.Set("Content-Type", contentType)
		w := httptest.NewRecorder()
		if _, ok := s.readForm(w, r, portfolioFiles); !ok && w.Code >= 500 {
			t.Errorf("a malformed body answered %d, want a 4xx", w.Code)
		}
	})
}

// keepUploads discards nothing: these tests read forms, no route runs.
type keepUploads struct{}

func (keepUploads) Discard(context.Context, files.Kind, []byte, string) {}
