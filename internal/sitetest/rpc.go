package sitetest

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/pquerna/otp/totp"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
)

// WithToken wraps msg in a Connect request carrying a bearer token (none if token is "").
func WithToken[T any](msg *T, token string) *connect.Request[T] {
	req := connect.NewRequest(msg)
	if token != "" {
		req.Header().Set("Authorization", "Bearer "+token)
	}
	return req
}

// Request wraps msg, with the caller's traceparent header when tp is not "".
func Request[T any](msg *T, tp string) *connect.Request[T] {
	req := connect.NewRequest(msg)
	if tp != "" {
		req.Header().Set("Traceparent", tp)
	}
	return req
}

// Code is the TOTP code of secret at a time (pass a step later than any used so far).
func Code(t testing.TB, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Violations are the fields of a Connect InvalidArgument's BadRequest detail.
func Violations(err error) []string {
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		return nil
	}
	var out []string
	for _, d := range cerr.Details() {
		if v, derr := d.Value(); derr == nil {
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					out = append(out, fv.GetField())
				}
			}
		}
	}
	return out
}

// FieldViolations returns the sorted "field: message" violations of an InvalidArgument
// error, after checking that its message carries them too.
func FieldViolations(t testing.TB, err error) []string {
	t.Helper()
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		t.Fatalf("error = %v, want invalid argument", err)
	}
	var out []string
	for _, d := range cerr.Details() {
		v, derr := d.Value()
		if derr != nil {
			t.Fatalf("error detail: %v", derr)
		}
		if br, ok := v.(*errdetails.BadRequest); ok {
			for _, fv := range br.GetFieldViolations() {
				if !strings.Contains(cerr.Message(), fv.GetDescription()) {
					t.Errorf("message %q lacks the violation %q", cerr.Message(), fv.GetDescription())
				}
				out = append(out, fv.GetField()+": "+fv.GetDescription())
			}
		}
	}
	slices.Sort(out)
	return out
}

// FieldMessages returns the field violations of a Connect error as field → message.
func FieldMessages(t testing.TB, err error) map[string]string {
	t.Helper()
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		t.Fatalf("error = %v, want invalid argument", err)
	}
	out := map[string]string{}
	for _, d := range cerr.Details() {
		if v, derr := d.Value(); derr == nil {
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					out[fv.GetField()] = fv.GetDescription()
				}
			}
		}
	}
	return out
}

// AssertViolations checks that err is an InvalidArgument answer whose BadRequest detail
// holds exactly the field → message pairs of want.
func AssertViolations(t testing.TB, err error, want map[string]string) {
	t.Helper()
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		t.Fatalf("error = %v, want invalid argument with %v", err, want)
	}
	got := map[string]string{}
	for _, d := range cerr.Details() {
		v, derr := d.Value()
		if br, ok := v.(*errdetails.BadRequest); derr == nil && ok {
			for _, fv := range br.GetFieldViolations() {
				got[fv.GetField()] = fv.GetDescription()
			}
		}
	}
	if !maps.Equal(got, want) {
		t.Errorf("field violations = %v, want %v", got, want)
	}
	for _, msg := range want {
		if !strings.Contains(cerr.Message(), msg) {
			t.Errorf("error message %q does not contain %q", cerr.Message(), msg)
		}
	}
}

// WalkPages lists with list from the first page to the last, checking that every page
// but the last is full (size items) and carries a token, and returns the pages.
func WalkPages(t testing.TB, size int, list func(token string) ([]string, string, error)) [][]string {
	t.Helper()
	var pages [][]string
	token := ""
	for {
		items, next, err := list(token)
		if err != nil {
			t.Fatalf("page %d: %v", len(pages)+1, err)
		}
		pages = append(pages, items)
		if next == "" {
			return pages
		}
		if len(items) != size {
			t.Fatalf("page %d has %d items and a next token, want %d", len(pages), len(items), size)
		}
		if len(pages) > 100 {
			t.Fatal("paging does not end")
		}
		token = next
	}
}

// ContainsJob reports whether jobs hold the job id.
func ContainsJob(jobs []*sitev1.Job, id string) bool {
	return slices.ContainsFunc(jobs, func(j *sitev1.Job) bool { return j.GetId() == id })
}
