package sitetest

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
)

// ProceduresOf lists "/pkg.Service/Method" for every method of every service in pkg.
func ProceduresOf(pkg protoreflect.FullName) []string {
	var out []string
	protoregistry.GlobalFiles.RangeFilesByPackage(pkg, func(fd protoreflect.FileDescriptor) bool {
		for i := range fd.Services().Len() {
			sd := fd.Services().Get(i)
			for j := range sd.Methods().Len() {
				out = append(out, "/"+string(sd.FullName())+"/"+string(sd.Methods().Get(j).Name()))
			}
		}
		return true
	})
	return out
}

// ConnectJSON calls a unary procedure with an empty JSON message over the Connect
// protocol and returns the HTTP status and the Connect error code, if any.
func (s *Site) ConnectJSON(t testing.TB, procedure, authorization string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.URL+procedure, strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	if authorization != "" {
		req.Header.Set("Authorization", authorization)
	}
	res, body := s.Do(t, req)
	var e struct{ Code string }
	_ = json.Unmarshal(body, &e)
	return res.StatusCode, e.Code
}
