package server_test

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"mime/multipart"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	_ "github.com/gusset/gusset/gen/go/gusset/auth/v1" // registers the auth service's descriptors
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/rest"
	"github.com/gusset/gusset/internal/sitetest"
)

// methodsOf lists every method of every service in pkg.
func methodsOf(pkg protoreflect.FullName) []protoreflect.MethodDescriptor {
	var out []protoreflect.MethodDescriptor
	protoregistry.GlobalFiles.RangeFilesByPackage(pkg, func(fd protoreflect.FileDescriptor) bool {
		for i := range fd.Services().Len() {
			sd := fd.Services().Get(i)
			for j := range sd.Methods().Len() {
				out = append(out, sd.Methods().Get(j))
			}
		}
		return true
	})
	return out
}

// stringFields are the singular and repeated string fields at the top of a message.
func stringFields(md protoreflect.MessageDescriptor) []protoreflect.FieldDescriptor {
	var out []protoreflect.FieldDescriptor
	for i := range md.Fields().Len() {
		if fd := md.Fields().Get(i); fd.Kind() == protoreflect.StringKind && !fd.IsMap() {
			out = append(out, fd)
		}
	}
	return out
}

// setFarTimes sets every Timestamp field of m, and of its message fields down to depth,
// to the year 20000, which only the binary encodings can carry; it reports whether it
// set any.
func setFarTimes(m protoreflect.Message, depth int) bool {
	set := false
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if fd.Kind() != protoreflect.MessageKind || fd.IsList() || fd.IsMap() {
			continue
		}
		if fd.Message().FullName() == "google.protobuf.Timestamp" {
			ts := m.Mutable(fd).Message()
			ts.Set(ts.Descriptor().Fields().ByName("seconds"), protoreflect.ValueOfInt64(568_000_000_000)) // year 20000
			set = true
		} else if depth > 0 && setFarTimes(m.Mutable(fd).Message(), depth-1) {
			set = true
		} else if depth > 0 {
			m.Clear(fd)
		}
	}
	return set
}

// forgedPageToken decodes to a time PostgreSQL cannot store (5000 BC).
func forgedPageToken() string {
	var b [24]byte
	micros := int64(-219_000_000_000_000_000)
	binary.BigEndian.PutUint64(b[:8], uint64(micros))
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// TestBadBytesNeverAnswer5xx sends NUL, invalid UTF-8 and forged page tokens to every
// procedure, REST route, upload and file path. Each is the client's mistake: a 4xx, and a
// field-level 400 where the text reaches a field.
func TestBadBytesNeverAnswer5xx(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	var methods []protoreflect.MethodDescriptor
	for _, pkg := range []protoreflect.FullName{"gusset.site.v1", "gusset.admin.v1", "gusset.auth.v1"} {
		methods = append(methods, methodsOf(pkg)...)
	}
	if len(methods) < 30 {
		t.Fatalf("found %d procedures, expected every service to be registered", len(methods))
	}
	for _, m := range methods {
		procedure := "/" + string(m.Parent().FullName()) + "/" + string(m.Name())
		in := m.Input()
		fields := stringFields(in)

		nul := dynamicpb.NewMessage(in)
		var invalidUTF8 []byte
		for _, fd := range fields {
			if fd.IsList() {
				nul.Mutable(fd).List().Append(protoreflect.ValueOfString("a\x00b"))
			} else {
				nul.Set(fd, protoreflect.ValueOfString("a\x00b"))
			}
			invalidUTF8 = protowire.AppendTag(invalidUTF8, fd.Number(), protowire.BytesType)
			invalidUTF8 = protowire.AppendBytes(invalidUTF8, []byte("a\xffb"))
		}
		nulJSON, err := protojson.Marshal(nul)
		if err != nil {
			t.Fatal(err)
		}
		bodies := []struct {
			name, contentType string
			body              []byte
			want400           bool
		}{
			{"NUL in every text field", "application/json", nulJSON, len(fields) > 0},
			{"invalid UTF-8 in every text field", "application/proto", invalidUTF8, len(fields) > 0},
		}
		if far := dynamicpb.NewMessage(in); setFarTimes(far, 1) {
			raw, err := proto.Marshal(far)
			if err != nil {
				t.Fatal(err)
			}
			bodies = append(bodies, struct {
				name, contentType string
				body              []byte
				want400           bool
			}{"a time in the year 20000 in every time field", "application/proto", raw, true})
		}
		if in.Fields().ByName("page_token") != nil {
			bodies = append(bodies, struct {
				name, contentType string
				body              []byte
				want400           bool
				// A list under a parent (a job's applicants) answers "not found" for the parent first.
			}{"a page token from 5000 BC", "application/json", []byte(`{"pageToken":"` + forgedPageToken() + `"}`), in.Fields().ByName("job_id") == nil})
		}
		for _, b := range bodies {
			t.Run(procedure+" answers "+b.name+" with a 4xx", func(t *testing.T) {
				req, _ := http.NewRequest(http.MethodPost, s.URL+procedure, bytes.NewReader(b.body))
				req.Header.Set("Content-Type", b.contentType)
				req.Header.Set("Authorization", "Bearer "+s.StaffToken(t))
				res, body := s.Do(t, req)
				if res.StatusCode >= 500 || b.want400 && res.StatusCode != http.StatusBadRequest {
					t.Errorf("status %d %s, want 400 (or another 4xx for a message without text)", res.StatusCode, body)
				}
				if b.want400 && b.contentType == "application/json" && !bytes.Contains(body, []byte("BadRequest")) {
					t.Errorf("body %s, want a google.rpc.BadRequest detail naming the field", body)
				}
			})
		}
	}

	param := regexp.MustCompile(`\{[^}]+\}`)
	for _, rt := range rest.Routes() {
		method, pattern, _ := strings.Cut(rt.Pattern, " ")
		good := param.ReplaceAllString(pattern, "00000000-0000-0000-0000-000000000000")
		type probe struct {
			name, path, contentType, body string
			want400                       bool
		}
		probes := []probe{
			{"invalid UTF-8 in the query", good + "?q=%ff", "", "", true},
			{"NUL in the query", good + "?q=a%00b", "", "", true},
		}
		if good != pattern {
			probes = append(probes,
				probe{"invalid UTF-8 in the path", param.ReplaceAllString(pattern, "%ff"), "", "", true},
				probe{"NUL in the path", param.ReplaceAllString(pattern, "a%00b"), "", "", true})
		}
		if method != http.MethodGet && method != http.MethodDelete {
			var mp bytes.Buffer
			mw := multipart.NewWriter(&mp)
			_ = mw.WriteField("name", "a\xffb")
			_ = mw.WriteField("title", "a\x00b")
			_ = mw.Close()
			probes = append(probes,
				probe{"NUL in a form field", good, "application/x-www-form-urlencoded", "name=a%00b&title=a%00b&message=a%00b", false},
				probe{"invalid UTF-8 in a form field", good, "application/x-www-form-urlencoded", "name=a%ffb&title=a%ffb", false},
				probe{"NUL in a JSON field", good, "application/json", `{"name":"a\u0000b","title":"a\u0000b"}`, false},
				probe{"bad bytes in multipart fields", good, mw.FormDataContentType(), mp.String(), false})
		}
		for _, p := range probes {
			t.Run(rt.Pattern+" answers "+p.name+" with a 4xx", func(t *testing.T) {
				req, _ := http.NewRequest(method, s.URL+p.path, strings.NewReader(p.body))
				if p.contentType != "" {
					req.Header.Set("Content-Type", p.contentType)
				}
				req.Header.Set("Authorization", "Bearer "+s.StaffToken(t))
				res, body := s.Do(t, req)
				if res.StatusCode >= 500 || p.want400 && res.StatusCode != http.StatusBadRequest {
					t.Errorf("%s %s = %d %s, want a 4xx (400 where marked)", method, p.path, res.StatusCode, body)
				}
			})
		}
	}

	plain := []struct {
		name, method, path string
		wantStatus         int
	}{
		{"a file key climbing folders is not found", http.MethodGet, "/files/gallery/..%2f..%2fetc", http.StatusNotFound},
		{"a well-formed unknown file key is not found", http.MethodGet, "/files/gallery/00000000-0000-0000-0000-000000000000.jpg", http.StatusNotFound},
		{"an upload named with NUL is refused", http.MethodPost, "/uploads/resume?name=a%00.pdf", http.StatusBadRequest},
	}
	for _, p := range plain {
		t.Run(p.name, func(t *testing.T) {
			req, _ := http.NewRequest(p.method, s.URL+p.path, strings.NewReader("%PDF-1.4\n%%EOF\n"))
			res, body := s.Do(t, req)
			if res.StatusCode != p.wantStatus {
				t.Errorf("%s %s = %d %s, want %d", p.method, p.path, res.StatusCode, body, p.wantStatus)
			}
		})
	}

	// The plain HTTP routes (beside Connect and the REST shim): every bad byte in a path or
	// a query is the client's 400, with the request id, never a lookup failing as a 503.
	plainRoutes := []struct{ method, path string }{
		{http.MethodGet, "/media/variants/{id}/{name}"},
		{http.MethodHead, "/media/variants/{id}"},
		{http.MethodGet, "/files/resume/{key}"},
		{http.MethodHead, "/files/{key}"},
		{http.MethodPost, "/uploads/{kind}"},
		{http.MethodGet, "/newsletter/confirm?token={token}"},
		{http.MethodGet, "/newsletter/unsubscribe?token={token}"},
		{http.MethodPost, "/newsletter/unsubscribe?token={token}"},
		{http.MethodGet, "/exports/subscribers.csv"},
		{http.MethodGet, "/exports/applicants.csv"},
		{http.MethodGet, "/exports/contact-messages.csv"},
		{http.MethodGet, "/altcha/challenge"},
		{http.MethodGet, "/healthz"},
		{http.MethodGet, "/readyz"},
		{http.MethodGet, "/robots.txt"},
		{http.MethodGet, "/sitemap.xml"},
		{http.MethodGet, "/resources/wbt-blog/{slug}"},
		{http.MethodGet, "/{page}"},
		{http.MethodGet, "/gusset.site.v1.BlogService/ListPosts?connect=v1&encoding=json&message=%7B%7D"},
	}
	for _, rt := range plainRoutes {
		good := param.ReplaceAllString(rt.path, "00000000-0000-0000-0000-000000000000")
		sep := "?"
		if strings.Contains(good, "?") {
			sep = "&"
		}
		probes := map[string]string{
			"invalid UTF-8 in the query": good + sep + "q=%ff",
			"NUL in the query":           good + sep + "q=a%00b",
		}
		if good != rt.path {
			probes["invalid UTF-8 in the path"] = param.ReplaceAllString(rt.path, "%ff")
			probes["NUL in the path"] = param.ReplaceAllString(rt.path, "a%00b")
		}
		for name, path := range probes {
			t.Run(rt.method+" "+rt.path+" answers "+name+" with a 400 and the request id", func(t *testing.T) {
				req, _ := http.NewRequest(rt.method, s.URL+path, strings.NewReader("%PDF-1.4\n%%EOF\n"))
				req.Header.Set("Authorization", "Bearer "+s.StaffToken(t))
				res, body := s.Do(t, req)
				if res.StatusCode != http.StatusBadRequest || res.Header.Get(requestid.Header) == "" {
					t.Errorf("%s %s = %d (request id %q) %s, want 400 with a request id", rt.method, path, res.StatusCode, res.Header.Get(requestid.Header), body)
				}
			})
		}
	}
}
