package scaleout_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/s3test"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

const (
	adminUser     = "operator"
	adminPassword = "scale out password"
)

// instance is one running `gusset serve`; metrics is the base URL of its METRICS_ADDR.
type instance struct {
	url, metrics string
	cmd          *exec.Cmd
}

// cluster is two instances behind haproxy.
type cluster struct {
	lb               string
	a, b             *instance
	env              []string
	dbURL, bucketURL string
	bin              string
	s3               *s3test.Server
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// buildGusset builds the binary once per test run.
var buildOnce = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "gusset-scaleout-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "gusset")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/gusset/gusset/cmd/gusset").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

func haproxyPath(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("haproxy")
	if err != nil {
		t.Fatalf("haproxy is not installed: run ./scripts/ensure-haproxy (make test does): %v", err)
	}
	return p
}

func startCluster(t *testing.T) *cluster {
	t.Helper()
	return startClusterOn(t, pgtest.NewURL(t))
}

// startClusterOn starts two instances on the database at dbURL and a new bucket, behind
// haproxy.
func startClusterOn(t *testing.T, dbURL string) *cluster {
	t.Helper()
	return startClusterWith(t, dbURL, "")
}

// startClusterWith starts two instances on the database at dbURL and the bucket at
// bucketURL (a new S3 bucket when ""), behind haproxy; extra is added to their environment.
func startClusterWith(t *testing.T, dbURL, bucketURL string, extra ...string) *cluster {
	t.Helper()
	bin, err := buildOnce()
	if err != nil {
		t.Fatal(err)
	}
	s3 := s3test.Start(t)
	if bucketURL == "" {
		bucketURL = s3.Bucket(t, "site")
	}
	lbPort := freePort(t)
	c := &cluster{lb: fmt.Sprintf("http://127.0.0.1:%d", lbPort), dbURL: dbURL, bucketURL: bucketURL, bin: bin, s3: s3}
	for k, v := range s3test.Env() {
		t.Setenv(k, v) // for this test's own look into the bucket
	}
	c.env = append(os.Environ(),
		"DATABASE_URL="+c.dbURL,
		"BLOB_URL="+c.bucketURL,
		"FILE_URL_SECRET=one secret for every instance",
		"ADMIN_USERNAME="+adminUser, "ADMIN_PASSWORD="+adminPassword,
		"TRUSTED_PROXIES=127.0.0.1/32",
		"SITE_URL="+c.lb,
		"LOG_LEVEL=error",
		"UPLOAD_CLAIM_TTL=1s",
	)
	for k, v := range s3test.Env() {
		c.env = append(c.env, k+"="+v)
	}
	c.env = append(c.env, extra...)
	c.a = c.start(t, c.env)
	c.b = c.start(t, c.env)

	cfg := filepath.Join(t.TempDir(), "haproxy.cfg")
	conf := fmt.Sprintf(`global
  maxconn 2048
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend web
  bind 127.0.0.1:%d
  default_backend gusset
backend gusset
  balance roundrobin
  option httpchk GET /readyz
  server a %s check inter 300ms
  server b %s check inter 300ms
`, lbPort, strings.TrimPrefix(c.a.url, "http://"), strings.TrimPrefix(c.b.url, "http://"))
	if err := os.WriteFile(cfg, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	lb := exec.Command(haproxyPath(t), "-db", "-f", cfg)
	lb.Stdout, lb.Stderr = os.Stderr, os.Stderr
	if err := lb.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = lb.Process.Kill(); _ = lb.Wait() })
	waitReady(t, c.lb)
	return c
}

// start runs one more instance with env, its metrics on a port of its own.
func (c *cluster) start(t *testing.T, env []string) *instance {
	t.Helper()
	port, metricsPort := freePort(t), freePort(t)
	in := &instance{url: fmt.Sprintf("http://127.0.0.1:%d", port), metrics: fmt.Sprintf("http://127.0.0.1:%d", metricsPort)}
	in.cmd = exec.Command(c.bin, "serve", "--addr", fmt.Sprintf("127.0.0.1:%d", port), "--data-dir", t.TempDir())
	in.cmd.Env = append(slices.Clone(env), fmt.Sprintf("METRICS_ADDR=127.0.0.1:%d", metricsPort))
	in.cmd.Stdout, in.cmd.Stderr = os.Stderr, os.Stderr
	if err := in.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if in.cmd.ProcessState == nil {
			_ = in.cmd.Process.Kill()
			_ = in.cmd.Wait()
		}
	})
	waitReady(t, in.url)
	return in
}

// getBody GETs target and answers its status and whole body.
func getBody(t *testing.T, target string) (int, []byte) {
	t.Helper()
	res, err := http.Get(target)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, body
}

func waitReady(t *testing.T, base string) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); ; {
		res, err := http.Get(base + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s is not ready after 60 s (last: %v)", base, err)
		}
		time.Sleep(50 * time.Millisecond) // polling the server's readiness
	}
}

// call sends a request and decodes a JSON answer into out (when not nil).
func call(t *testing.T, method, target, token string, body io.Reader, contentType string, out any) int {
	t.Helper()
	req, err := http.NewRequest(method, target, body)
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if out != nil && res.StatusCode < 300 {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s %s: %v in %s", method, target, err, raw)
		}
	}
	return res.StatusCode
}

func login(t *testing.T, base, password string) (string, int) {
	t.Helper()
	var out struct {
		Data string `json:"data"`
	}
	form := url.Values{"username": {adminUser}, "password": {password}}
	status := call(t, http.MethodPost, base+"/api/user/login", "", strings.NewReader(form.Encode()), "application/x-www-form-urlencoded", &out)
	return out.Data, status
}
