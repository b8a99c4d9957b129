package main

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestAdminCommands(t *testing.T) {
	ctx := context.Background()
	// DATA_DIR too: every command opens the bucket, by default a folder in the data folder.
	vars := map[string]string{"DATABASE_URL": pgtest.NewURL(t), "DATA_DIR": t.TempDir(), "LOG_LEVEL": "error"}
	tests := []struct {
		name    string
		args    []string
		stdin   string
		wantOut string
		wantErr string
	}{
		{"admin create makes a staff user from the password on stdin", []string{"admin", "create", "--username", "Estimator", "--password-stdin"}, "first password\n", "created staff user estimator", ""},
		{"admin create refuses a taken username", []string{"admin", "create", "--username", "estimator", "--password-stdin"}, "first password\n", "", "already exists"},
		{"admin create refuses a short password", []string{"admin", "create", "--username", "other", "--password-stdin"}, "short\n", "", "at least 8"},
		{"admin passwd changes the password", []string{"admin", "passwd", "--username", "estimator", "--password-stdin"}, "second password\n", "changed the password of estimator", ""},
		{"admin passwd of an unknown user fails", []string{"admin", "passwd", "--username", "ghost", "--password-stdin"}, "second password\n", "", "not found"},
		{"admin without --username fails", []string{"admin", "create", "--password-stdin"}, "x\n", "", "--username is required"},
		{"an unknown command fails", []string{"frobnicate"}, "", "", "unknown command"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(ctx, append([]string{"gusset"}, tt.args...), env(vars), strings.NewReader(tt.stdin), &stdout, &stderr)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("run error = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("run error = %v (stderr %s)", err, stderr.String())
			}
			if !strings.Contains(stdout.String(), tt.wantOut) {
				t.Errorf("stdout = %q, want it to contain %q", stdout.String(), tt.wantOut)
			}
		})
	}
}

func TestServeCreatesTheFirstStaffUserAndShutsDownCleanly(t *testing.T) {
	vars := map[string]string{
		"DATABASE_URL":   pgtest.NewURL(t),
		"BLOB_URL":       "file://" + t.TempDir(),
		"ADMIN_USERNAME": "boss",
		"ADMIN_PASSWORD": "first install password",
		"LOG_LEVEL":      "error",
	}
	cfg, err := loadConfig(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan net.Addr, 1)
	done := make(chan error, 1)
	var stderr bytes.Buffer
	go func() {
		done <- serve(ctx, cfg, []string{"--addr", "127.0.0.1:0"}, &stderr, func(a net.Addr) { addrc <- a })
	}()
	var addr net.Addr
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("serve: %v (%s)", err, stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not start")
	}
	res, err := http.PostForm("http://"+addr.String()+"/api/user/login", url.Values{"username": {"boss"}, "password": {"first install password"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("login as ADMIN_USERNAME = %d, want 200", res.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve after cancel = %v, want a clean shutdown", err)
		}
	case <-time.After(20 * time.Second):
		t.Error("serve did not shut down")
	}
}

func TestConfigRejectsBadValues(t *testing.T) {
	tests := []struct {
		name string
		vars map[string]string
	}{
		{"a session TTL that is not a duration", map[string]string{"SESSION_TTL": "forever"}},
		{"a zero failure limit", map[string]string{"LOGIN_MAX_FAILURES_PER_USER": "0"}},
		{"an unknown log level", map[string]string{"LOG_LEVEL": "chatty"}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			if _, err := loadConfig(env(tt.vars)); err == nil {
				t.Errorf("loadConfig(%v) = nil error, want one", tt.vars)
			}
		})
	}
	t.Run("PORT sets the listen port", func(t *testing.T) {
		cfg, _ := loadConfig(env(map[string]string{"PORT": "9090"}))
		if cfg.Addr != ":9090" {
			t.Errorf("Addr = %q, want :9090", cfg.Addr)
		}
	})
}
