package server_test

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/metrics/metricstest"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestSIGTERMLetsTheRequestInFlightFinish runs the real binary, starts a résumé upload
// whose body arrives in two halves, and sends SIGTERM between them: the server must stop
// accepting connections, take the rest of the body, answer the upload, and exit 0.
func TestSIGTERMLetsTheRequestInFlightFinish(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and signals the real binary")
	}
	bin := buildGusset(t)
	metricsAddr := freeAddr(t)
	p := startProcess(t, bin, []string{
		"DATABASE_URL=" + pgtest.NewURL(t), "DATA_DIR=" + t.TempDir(), "LOG_LEVEL=warn",
		"FILE_URL_SECRET=sigterm test", "METRICS_ADDR=" + metricsAddr, "SHUTDOWN_GRACE=60s",
	})
	addr := p.URL[len("http://"):]

	body := sitetest.PDFBytes()
	half := len(body) / 2
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// A visitor's upload carries the form's solved challenge.
	challenge := sitetest.SolveAt(t, http.DefaultClient, p.URL)
	if _, err := fmt.Fprintf(conn, "POST /uploads/resume?name=cv.pdf HTTP/1.1\r\nHost: %s\r\nContent-Type: application/pdf\r\nX-Altcha: %s\r\nContent-Length: %d\r\n\r\n", addr, challenge, len(body)); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Write(body[:half]); err != nil {
		t.Fatal(err)
	}
	// The upload is in flight once its handler has read the first half.
	sitetest.WaitFor(t, "the upload's handler to read the first half", func() bool {
		samples, _ := metricstest.Read("http://" + metricsAddr + "/metrics") // none until it listens
		return samples["gusset_upload_bytes_total"] >= float64(half)
	})

	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	sitetest.WaitFor(t, "new connections to be refused", func() bool {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			return true
		}
		c.Close()
		return false
	})

	if _, err := conn.Write(body[half:]); err != nil {
		t.Fatalf("the rest of the body after SIGTERM: %v", err)
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the upload's answer after SIGTERM: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Errorf("upload in flight at SIGTERM = %d, want 201", res.StatusCode)
	}

	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("gusset exited with %v, want 0", err)
		}
	case <-time.After(2 * time.Minute): // a hang detector only
		t.Fatal("gusset did not exit after SIGTERM")
	}
	if code := p.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("exit code %d, want 0", code)
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
