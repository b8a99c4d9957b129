package auth_test

import (
	"context"
	"errors"
	"io"
	"net/url"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestADisabledAccountSignsInLikeAWrongPassword repeats a finding of a security review: the right
// password of a disabled account answered 403 "this staff account is disabled", a wrong
// one 401, so a stranger learnt the password was right.
func TestADisabledAccountSignsInLikeAWrongPassword(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	const password = "bea's long password"
	bea, err := s.Svcs.Auth.CreateUser(ctx, "bea", password)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Svcs.Auth.SetDisabled(ctx, bea.ID, true); err != nil {
		t.Fatal(err)
	}
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	connectLogin := func(t *testing.T, username, password string) (connect.Code, string) {
		t.Helper()
		_, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: username, Password: password}))
		var cerr *connect.Error
		if !errors.As(err, &cerr) {
			t.Fatalf("Login(%s) = %v, want refused", username, err)
		}
		return cerr.Code(), cerr.Message()
	}
	restLogin := func(t *testing.T, username, password string) (int, string) {
		t.Helper()
		form := url.Values{"username": {username}, "password": {password}}
		res, err := s.H1.Post(s.URL+"/api/user/login", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		raw, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return res.StatusCode, string(raw)
	}

	t.Run("over Connect, the right password of a disabled account answers as a wrong one", func(t *testing.T) {
		wrongCode, wrongMsg := connectLogin(t, "bea", "not the password")
		rightCode, rightMsg := connectLogin(t, "bea", password)
		if rightCode != wrongCode || rightMsg != wrongMsg {
			t.Errorf("right password: %v %q; wrong password: %v %q; want the same", rightCode, rightMsg, wrongCode, wrongMsg)
		}
		if wrongCode != connect.CodeUnauthenticated {
			t.Errorf("code = %v, want unauthenticated", wrongCode)
		}
	})
	t.Run("over the REST shim, the same status and body", func(t *testing.T) {
		wrongStatus, wrongBody := restLogin(t, "bea", "not the password")
		rightStatus, rightBody := restLogin(t, "bea", password)
		if rightStatus != wrongStatus || rightBody != wrongBody {
			t.Errorf("right password: %d %s; wrong password: %d %s; want the same", rightStatus, rightBody, wrongStatus, wrongBody)
		}
	})
	t.Run("the right password counts as a failure, so the lock comes as for wrong ones", func(t *testing.T) {
		// Four failures so far for bea from this address; the limit is five.
		if code, _ := connectLogin(t, "bea", password); code != connect.CodeUnauthenticated {
			t.Fatalf("fifth attempt = %v, want unauthenticated", code)
		}
		if code, _ := connectLogin(t, "bea", password); code != connect.CodeResourceExhausted {
			t.Errorf("sixth attempt = %v, want resource exhausted, as after five wrong passwords", code)
		}
	})
	t.Run("staff learn why from the audit trail", func(t *testing.T) {
		res, err := adminv1connect.NewAuditServiceClient(s.H1, s.URL).ListAuditEvents(ctx, sitetest.WithToken(&adminv1.ListAuditEventsRequest{EntityTable: "staff_users"}, s.StaffToken(t)))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range res.Msg.GetEvents() {
			if e.GetAction() == "sign_in_failed" && e.GetEntityId() == bea.ID.String() && strings.Contains(e.GetSummaryJson(), `"account disabled"`) {
				found = true
			}
		}
		if !found {
			t.Error("no failed sign-in of bea's account says it is disabled")
		}
	})
}
