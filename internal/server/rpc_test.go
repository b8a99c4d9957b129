package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	"google.golang.org/protobuf/reflect/protoreflect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestSignInOverEveryProtocol(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	protocols := []struct {
		name   string
		client *http.Client
		opts   []connect.ClientOption
	}{
		{"Connect with JSON over HTTP/1.1", s.H1, []connect.ClientOption{connect.WithProtoJSON()}},
		{"gRPC over cleartext HTTP/2", s.H2C, []connect.ClientOption{connect.WithGRPC()}},
		{"gRPC-Web over HTTP/1.1", s.H1, []connect.ClientOption{connect.WithGRPCWeb()}},
	}
	ctx := context.Background()
	for _, p := range protocols {
		t.Run(p.name+" signs in, reads itself, calls a staff method and signs out", func(t *testing.T) {
			authc := authv1connect.NewAuthServiceClient(p.client, s.URL, p.opts...)
			staffc := adminv1connect.NewStaffServiceClient(p.client, s.URL, p.opts...)
			login, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: "Admin", Password: sitetest.AdminPassword}))
			if err != nil {
				t.Fatalf("Login: %v", err)
			}
			token := login.Msg.GetToken()
			me, err := authc.Me(ctx, sitetest.WithToken(&authv1.MeRequest{}, token))
			if err != nil {
				t.Fatalf("Me: %v", err)
			}
			if got := me.Msg.GetUser().GetUsername(); got != sitetest.AdminUser {
				t.Errorf("Me username = %q, want %q", got, sitetest.AdminUser)
			}
			staff, err := staffc.ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, token))
			if err != nil {
				t.Fatalf("ListStaff: %v", err)
			}
			if got := len(staff.Msg.GetUsers()); got != 1 {
				t.Errorf("ListStaff returned %d users, want 1", got)
			}
			if _, err := authc.Logout(ctx, sitetest.WithToken(&authv1.LogoutRequest{}, token)); err != nil {
				t.Fatalf("Logout: %v", err)
			}
			_, err = authc.Me(ctx, sitetest.WithToken(&authv1.MeRequest{}, token))
			if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
				t.Errorf("Me after logout: code %v, want unauthenticated", got)
			}
		})
	}
}

func TestStaffMethodsRefuseCallersWithoutASession(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	staffc := adminv1connect.NewStaffServiceClient(s.H1, s.URL)
	login := func() string {
		res, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: sitetest.AdminPassword}))
		if err != nil {
			t.Fatal(err)
		}
		return res.Msg.GetToken()
	}
	loggedOut := login()
	if _, err := authc.Logout(ctx, sitetest.WithToken(&authv1.LogoutRequest{}, loggedOut)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		header string
		want   connect.Code
	}{
		{"no Authorization header is refused", "", connect.CodeUnauthenticated},
		{"a made-up token is refused", "Bearer " + strings.Repeat("A", 43), connect.CodeUnauthenticated},
		{"a token after logout is refused", "Bearer " + loggedOut, connect.CodeUnauthenticated},
		{"a token in another scheme is refused", "Basic " + login(), connect.CodeUnauthenticated},
		{"a valid session is let in", "Bearer " + login(), 0},
		{"the scheme is case-insensitive", "bearer " + login(), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := connect.NewRequest(&adminv1.ListStaffRequest{})
			if tt.header != "" {
				req.Header().Set("Authorization", tt.header)
			}
			_, err := staffc.ListStaff(ctx, req)
			if got := connect.CodeOf(err); err != nil && got != tt.want || err == nil && tt.want != 0 {
				t.Errorf("ListStaff error = %v, want code %v", err, tt.want)
			}
		})
	}
}

func TestLoginErrorsCarryCodesAndDetails(t *testing.T) {
	cfg := auth.DefaultConfig
	cfg.MaxFailuresPerUser = 2
	s := sitetest.Start(t, cfg)
	authc := authv1connect.NewAuthServiceClient(s.H1, s.URL)
	ctx := context.Background()

	_, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{}))
	if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
		t.Fatalf("blank login: code %v, want invalid argument", got)
	}
	var cerr *connect.Error
	errors.As(err, &cerr)
	if len(cerr.Details()) != 1 || !strings.Contains(cerr.Message(), "Username is required") {
		t.Errorf("blank login: message %q with %d details, want the field messages and one BadRequest detail", cerr.Message(), len(cerr.Details()))
	}

	for i := range 2 {
		_, err := authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: "wrong"}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Fatalf("wrong password %d: code %v, want unauthenticated", i+1, got)
		}
	}
	_, err = authc.Login(ctx, connect.NewRequest(&authv1.LoginRequest{Username: sitetest.AdminUser, Password: sitetest.AdminPassword}))
	if got := connect.CodeOf(err); got != connect.CodeResourceExhausted {
		t.Fatalf("login after the limit: code %v, want resource exhausted", got)
	}
	errors.As(err, &cerr)
	if cerr.Meta().Get("Retry-After") == "" {
		t.Errorf("rate-limited answer has no Retry-After header")
	}
}

// TestReflection: staff see and can describe the whole API; anyone else the public API,
// health and reflection only. Every listed service can be described (grpcurl needs that
// to call it, as the health check in docs/api.md does).
func TestReflection(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	public := []string{"gusset.auth.v1.AuthService", "gusset.site.v1.BlogService", "grpc.health.v1.Health",
		"grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection"}
	staff := []string{"gusset.admin.v1.StaffService", "gusset.admin.v1.BlogService"}
	// A newcomer on a temporary password may only change it (or set up two-factor sign-in,
	// proving who they are again if that waits past 10 minutes).
	_, temporary, err := s.Svcs.Auth.CreateStaff(context.Background(), "newcomer", "")
	if err != nil {
		t.Fatal(err)
	}
	newcomer, _, err := s.Svcs.Auth.Login(context.Background(), "newcomer", temporary, "192.0.2.9:1")
	if err != nil {
		t.Fatal(err)
	}
	const account = "gusset.admin.v1.AccountService"
	tests := []struct {
		name       string
		token      string
		wantListed []string
		wantHidden []string
		// wantMethods are the account service's methods described, when it is listed.
		wantMethods []string
	}{
		{"a staff session lists and describes every service", s.StaffToken(t), append(public, staff...), nil,
			[]string{"ChangePassword", "ListSessions", "EndSession"}},
		{"a session that must change its password sees the public services and what it may call", newcomer,
			append(public, account), staff, []string{"ChangePassword", "BeginTotpEnrollment", "ConfirmTotpEnrollment", "Reauthenticate"}},
		{"a caller without a session sees only the public services", "", public, append(staff, account), nil},
		{"a revoked or made-up token is a caller without a session", "made-up", public, append(staff, account), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := grpcreflect.NewClient(s.H2C, s.URL, connect.WithGRPC())
			var opts []grpcreflect.ClientStreamOption
			if tt.token != "" {
				opts = append(opts, grpcreflect.WithRequestHeaders(http.Header{"Authorization": {"Bearer " + tt.token}}))
			}
			stream := client.NewStream(context.Background(), opts...)
			defer stream.Close()
			names, err := stream.ListServices()
			if err != nil {
				t.Fatalf("ListServices: %v", err)
			}
			var got []string
			for _, n := range names {
				got = append(got, string(n))
				if _, err := stream.FileContainingSymbol(n); err != nil {
					t.Errorf("%s is listed but cannot be described: %v", n, err)
				}
			}
			for _, want := range tt.wantListed {
				if !slices.Contains(got, want) {
					t.Errorf("reflection lists %v, missing %s", got, want)
				}
			}
			for _, hidden := range tt.wantHidden {
				if slices.Contains(got, hidden) {
					t.Errorf("reflection lists %s to a caller who may not call it", hidden)
				}
				if _, err := stream.FileContainingSymbol(protoreflect.FullName(hidden)); err == nil {
					t.Errorf("reflection describes %s to a caller who may not call it", hidden)
				}
			}
			if tt.wantMethods != nil {
				files, err := stream.FileContainingSymbol(account)
				if err != nil || len(files) == 0 {
					t.Fatalf("FileContainingSymbol(%s): %v", account, err)
				}
				var methods []string
				for _, sd := range files[0].GetService() {
					for _, m := range sd.GetMethod() {
						methods = append(methods, m.GetName())
					}
				}
				for _, want := range tt.wantMethods {
					if !slices.Contains(methods, want) {
						t.Errorf("%s describes %v, missing %s", account, methods, want)
					}
				}
				if tt.token == newcomer && len(methods) != len(tt.wantMethods) {
					t.Errorf("%s describes %v to a newcomer, want only %v", account, methods, tt.wantMethods)
				}
				if _, err := stream.FileContainingSymbol(account + ".ListSessions"); tt.token == newcomer && err == nil {
					t.Errorf("reflection describes ListSessions to a newcomer, who may not call it")
				}
			}
			files, err := stream.FileContainingSymbol("gusset.auth.v1.AuthService")
			if err != nil || len(files) == 0 {
				t.Fatalf("FileContainingSymbol(AuthService): %v", err)
			}
			var comments []string
			for _, loc := range files[0].GetSourceCodeInfo().GetLocation() {
				comments = append(comments, loc.GetLeadingComments())
			}
			if !strings.Contains(strings.Join(comments, ""), "Login exchanges a username and password") {
				t.Errorf("reflection's AuthService descriptor carries no method documentation (grpcurl describe would show none)")
			}
		})
	}
}

func TestHealthServiceReportsServing(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	res, err := s.H1.Post(s.URL+"/grpc.health.v1.Health/Check", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct{ Status string }
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK || body.Status != "SERVING_STATUS_SERVING" {
		t.Errorf("health check = %d %q, want 200 SERVING_STATUS_SERVING", res.StatusCode, body.Status)
	}
}
