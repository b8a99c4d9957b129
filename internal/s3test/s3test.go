// Package s3test runs versitygw, a real S3-compatible server, for tests that store files
// in S3: scripts/ensure-versitygw builds it (make test does this first).
package s3test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Credentials of the server's root account; the bucket URL's clients read them from the
// standard AWS variables (Env).
const (
	AccessKey = "gusset-test"
	SecretKey = "gusset-test-secret-key"
	Region    = "us-east-1"
)

// Server is a running versitygw.
type Server struct {
	// Endpoint is its address, http://127.0.0.1:port.
	Endpoint string
	addr     string
	dir, bin string
	cmd      *exec.Cmd
}

// Start runs versitygw on a free loopback port, storing objects in a temporary folder,
// until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	s, err := StartServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// StartServer runs versitygw storing objects in dir, for a whole test binary: the caller
// stops it.
func StartServer(dir string) (*Server, error) {
	bin, err := binary()
	if err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	_ = l.Close()
	s := &Server{bin: bin, dir: dir, addr: addr, Endpoint: "http://" + addr}
	return s, s.start()
}

// Env are the AWS variables an S3 client of this server needs.
func Env() map[string]string {
	return map[string]string{"AWS_ACCESS_KEY_ID": AccessKey, "AWS_SECRET_ACCESS_KEY": SecretKey, "AWS_REGION": Region}
}

// Bucket creates a new bucket and returns its gocloud.dev URL (BLOB_URL).
func (s *Server) Bucket(t testing.TB, name string) string {
	t.Helper()
	u, err := s.NewBucket(name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// NewBucket creates a new bucket and returns its gocloud.dev URL (BLOB_URL).
func (s *Server) NewBucket(name string) (string, error) {
	client := s3.New(s3.Options{
		Region: Region, BaseEndpoint: aws.String(s.Endpoint), UsePathStyle: true,
		Credentials: credentials.NewStaticCredentialsProvider(AccessKey, SecretKey, ""),
	})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := client.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(name)}); err != nil {
		return "", fmt.Errorf("creating bucket %s: %w", name, err)
	}
	return fmt.Sprintf("s3://%s?endpoint=%s&use_path_style=true&region=%s", name, s.Endpoint, Region), nil
}

// Stop stops the server (its objects are kept for Restart).
func (s *Server) Stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// Restart starts the server again on the same port and folder after Stop.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	if err := s.start(); err != nil {
		t.Fatal(err)
	}
}

func (s *Server) start() error {
	s.cmd = exec.Command(s.bin, "--port", s.addr, "posix", s.dir)
	s.cmd.Env = append(os.Environ(), "ROOT_ACCESS_KEY="+AccessKey, "ROOT_SECRET_KEY="+SecretKey)
	// It logs every request: too much for a test's output (its failures show in the
	// client's errors).
	s.cmd.Stdout, s.cmd.Stderr = nil, nil
	if err := s.cmd.Start(); err != nil {
		return err
	}
	for deadline := time.Now().Add(20 * time.Second); ; {
		res, err := http.Get(s.Endpoint)
		if err == nil {
			_ = res.Body.Close()
			return nil
		}
		if time.Now().After(deadline) {
			s.Stop()
			return fmt.Errorf("versitygw did not answer on %s: %w", s.addr, err)
		}
		time.Sleep(50 * time.Millisecond) // polling the server's port, not standing in for it
	}
}

func binary() (string, error) {
	if p := os.Getenv("VERSITYGW_BIN"); p != "" {
		return p, nil
	}
	home, _ := os.UserHomeDir()
	cache := os.Getenv("XDG_CACHE_HOME")
	if cache == "" {
		cache = filepath.Join(home, ".cache")
	}
	p := filepath.Join(cache, "gusset", "bin", "versitygw-v1.8.0")
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("versitygw is not built: run ./scripts/ensure-versitygw (make test does): %w", err)
	}
	return p, nil
}
