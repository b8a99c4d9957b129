package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/tracing"
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
		{"a trusted proxy that is not an address", map[string]string{"TRUSTED_PROXIES": "lb.internal"}},
		{"a 2FA requirement that is not true or false", map[string]string{"STAFF_REQUIRE_2FA": "sometimes"}},
		{"a shutdown grace that is not a duration", map[string]string{"SHUTDOWN_GRACE": "soon"}},
		{"an OTLP endpoint that is not a URL", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "collector:4318"}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			if _, err := loadConfig(env(tt.vars)); err == nil {
				t.Errorf("loadConfig(%v) = nil error, want one", tt.vars)
			}
		})
	}
	t.Run("STAFF_REQUIRE_2FA=true makes two-factor sign-in mandatory", func(t *testing.T) {
		cfg, err := loadConfig(env(map[string]string{"STAFF_REQUIRE_2FA": "true"}))
		if err != nil || !cfg.App.Auth.RequireTotp {
			t.Errorf("RequireTotp = %v (%v), want true", cfg.App.Auth.RequireTotp, err)
		}
	})
	t.Run("PORT sets the listen port", func(t *testing.T) {
		cfg, _ := loadConfig(env(map[string]string{"PORT": "9090"}))
		if cfg.Addr != ":9090" {
			t.Errorf("Addr = %q, want :9090", cfg.Addr)
		}
	})
}

func TestCommandsRefuseADataDirThatIsNotAFolder(t *testing.T) {
	// Nothing listens on port 1: were the folder not refused first, the command would fail
	// to connect instead, with another message.
	unreachable := "postgres://gusset@127.0.0.1:1/gusset?connect_timeout=2"
	const dashed = `--data-dir needs a folder; got "--demo" (did you mean --data-dir DIR --demo?)`
	tests := []struct {
		name    string
		args    []string
		dataDir string
		want    string
	}{
		{"serve refuses the next flag taken as the folder", []string{"serve", "--data-dir", "--demo"}, "", dashed},
		{"serve without its command word refuses it too", []string{"--data-dir", "--demo"}, "", dashed},
		{"serve refuses an empty folder", []string{"serve", "--data-dir="}, "", `--data-dir needs a folder; got ""`},
		{"migrate refuses the next flag taken as the folder", []string{"migrate", "--data-dir", "--demo"}, "", dashed},
		{"demo refuses an empty folder", []string{"demo", "--data-dir", ""}, "", `--data-dir needs a folder; got ""`},
		{"admin create refuses the next flag taken as the folder", []string{"admin", "create", "--username", "alice", "--password-stdin", "--data-dir", "--demo"}, "", dashed},
		{"admin passwd refuses a folder that starts with a dash", []string{"admin", "passwd", "--username", "alice", "--data-dir=-x"}, "", `--data-dir needs a folder; got "-x" (did you mean --data-dir DIR -x?)`},
		{"a DATA_DIR that starts with a dash is refused", []string{"serve"}, "-demo", `DATA_DIR needs a folder; got "-demo"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vars := map[string]string{"DATABASE_URL": unreachable, "DATA_DIR": tt.dataDir, "LOG_LEVEL": "error"}
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), append([]string{"gusset"}, tt.args...), env(vars), strings.NewReader("a long password\n"), &stdout, &stderr)
			if err == nil || err.Error() != tt.want {
				t.Errorf("got error %v, want %q", err, tt.want)
			}
		})
	}
	t.Run("a folder that really starts with a dash can be named with ./", func(t *testing.T) {
		if err := checkDataDir("--data-dir", "./-demo"); err != nil {
			t.Errorf("got %v, want ./-demo accepted", err)
		}
	})
}

func TestTracingConfig(t *testing.T) {
	tests := []struct {
		name        string
		vars        map[string]string
		wantURL     string
		wantService string
	}{
		{"nothing set exports no traces", nil, "", "gusset"},
		{"an OTLP endpoint posts to its traces path", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318/"}, "http://collector:4318/v1/traces", "gusset"},
		{"a traces endpoint is used as given", map[string]string{
			"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "https://traces.example.com/in",
		}, "https://traces.example.com/in", "gusset"},
		{"OTEL_SERVICE_NAME renames the service", map[string]string{
			"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SERVICE_NAME": "gusset-eu",
		}, "http://collector:4318/v1/traces", "gusset-eu"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := loadConfig(env(tt.vars))
			if err != nil {
				t.Fatal(err)
			}
			if got := cfg.Tracing.TracesURL; got != tt.wantURL {
				t.Errorf("TracesURL = %q, want %q", got, tt.wantURL)
			}
			if got := cfg.Tracing.ServiceName; got != tt.wantService {
				t.Errorf("ServiceName = %q, want %q", got, tt.wantService)
			}
			tp, stop, err := tracing.Start(t.Context(), cfg.Tracing)
			if err != nil {
				t.Fatal(err)
			}
			// Shutting down without a collector listening: nothing was recorded, so the
			// flush has nothing to send.
			if err := stop(t.Context()); err != nil {
				t.Errorf("shutdown: %v", err)
			}
			if gotOn, wantOn := tp != nil, tt.wantURL != ""; gotOn != wantOn {
				t.Errorf("tracer provider installed = %v, want %v", gotOn, wantOn)
			}
		})
	}
}

func TestServeExportsTracesToTheConfiguredCollector(t *testing.T) {
	var mu sync.Mutex
	traces := map[string][]string{} // trace id → span names
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req collectortrace.ExportTraceServiceRequest
		if r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &req) != nil {
			http.Error(w, "not a trace export", http.StatusBadRequest)
			return
		}
		mu.Lock()
		defer mu.Unlock()
		for _, rs := range req.GetResourceSpans() {
			for _, ss := range rs.GetScopeSpans() {
				for _, s := range ss.GetSpans() {
					id := hex.EncodeToString(s.GetTraceId())
					traces[id] = append(traces[id], s.GetName())
				}
			}
		}
	}))
	t.Cleanup(collector.Close)
	cfg, err := loadConfig(env(map[string]string{
		"DATABASE_URL":                pgtest.NewURL(t),
		"BLOB_URL":                    "file://" + t.TempDir(),
		"LOG_LEVEL":                   "error",
		"OTEL_EXPORTER_OTLP_ENDPOINT": collector.URL,
	}))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
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
	const traceID = "4bf92f3577b34da6a3ce929d0e0e4736"
	req, _ := http.NewRequest("POST", "http://"+addr.String()+"/gusset.site.v1.BlogService/ListPosts", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Traceparent", "00-"+traceID+"-00f067aa0ba902b7-01")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("ListPosts = %s, want 200", res.Status)
	}
	// The batch is flushed when serve stops, before it returns.
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve after cancel = %v, want a clean shutdown", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not shut down")
	}
	mu.Lock()
	defer mu.Unlock()
	names := traces[traceID]
	if !slices.Contains(names, "gusset.site.v1.BlogService/ListPosts") || !slices.Contains(names, "PostListPublic") {
		t.Errorf("collector got spans %q in the caller's trace, want the ListPosts server span and its PostListPublic query", names)
	}
}

func TestServeRefusesAMetricsAddressItCannotListenOn(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	for name, addr := range map[string]string{"a port already in use": taken.Addr().String(), "an address that is not one": "not-an-address"} {
		t.Run("serve fails with "+name+" in METRICS_ADDR", func(t *testing.T) {
			vars := map[string]string{"DATABASE_URL": pgtest.NewURL(t), "BLOB_URL": "file://" + t.TempDir(), "METRICS_ADDR": addr, "LOG_LEVEL": "error"}
			cfg, err := loadConfig(env(vars))
			if err != nil {
				t.Fatal(err)
			}
			started := false
			err = serve(context.Background(), cfg, []string{"--addr", "127.0.0.1:0"}, io.Discard, func(net.Addr) { started = true })
			if err == nil || !strings.Contains(err.Error(), "METRICS_ADDR") || started {
				t.Errorf("serve = %v (site started: %v), want an error naming METRICS_ADDR before the site starts", err, started)
			}
		})
	}
}
