package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/mailpittest"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/sitetest"
)

// buildGusset builds the real binary once for the tests that kill it.
func buildGusset(t *testing.T) string {
	t.Helper()
	if bin := os.Getenv("GUSSET_TEST_BIN"); bin != "" {
		return bin
	}
	bin := filepath.Join(t.TempDir(), "gusset")
	cmd := exec.Command("go", "build", "-o", bin, "../../cmd/gusset")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("building gusset: %v", err)
	}
	return bin
}

// process is a running `gusset serve`.
type process struct {
	cmd *exec.Cmd
	URL string
}

func startProcess(t *testing.T, bin string, env []string) *process {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command(bin, "serve", "--addr", addr)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{cmd: cmd, URL: "http://" + addr}
	t.Cleanup(func() { p.kill() })
	deadline := time.Now().Add(60 * time.Second)
	for {
		if res, err := http.Get(p.URL + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return p
			}
		}
		if time.Now().After(deadline) {
			t.Fatal("gusset did not become ready")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends the process at once (SIGKILL): no graceful shutdown, as in a crash.
func (p *process) kill() {
	if p.cmd.Process != nil {
		_ = p.cmd.Process.Kill()
		_ = p.cmd.Wait()
	}
}

func TestNewsletterSendSurvivesACrash(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills the real binary")
	}
	// Enough for the kill to fall mid-send (batches are 100, the kill comes after 250), few
	// enough that a loaded 2-core machine finishes the rest well inside the ceiling below.
	const subscribers = 1200
	ctx := context.Background()
	bin := buildGusset(t)
	mp := mailpittest.Start(t)
	dbURL := pgtest.NewURL(t)
	pool, err := pgxpool.New(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if _, err := pool.Exec(ctx, `INSERT INTO newsletter_subscribers (email, status)
		SELECT 'reader' || g || '@crash.example', 'confirmed' FROM generate_series(1, $1) g`, subscribers); err != nil {
		t.Fatal(err)
	}
	env := []string{
		"DATABASE_URL=" + dbURL, "DATA_DIR=" + t.TempDir(), "SMTP_URL=" + mp.SMTPURL, "LOG_LEVEL=warn",
		"ADMIN_USERNAME=" + sitetest.AdminUser, "ADMIN_PASSWORD=" + sitetest.AdminPassword, "FILE_URL_SECRET=crash test",
		// A dead process's send is taken up this soon after it started its last run.
		"QUEUE_RESCUE_AFTER=3s",
	}
	first := startProcess(t, bin, env)
	token := loginREST(t, first.URL)
	staff := adminv1connect.NewNewsletterServiceClient(http.DefaultClient, first.URL)
	started, err := staff.StartSend(ctx, sitetest.WithToken(&adminv1.StartSendRequest{Subject: "Crash news", Html: "<p>Steel</p>"}, token))
	if err != nil {
		t.Fatal(err)
	}
	// Kill the server in the middle of the send.
	deadline := time.Now().Add(60 * time.Second)
	for mp.Count(t) < 250 { // mid-batch: batches are 100
		if time.Now().After(deadline) {
			t.Fatal("the send did not start")
		}
		time.Sleep(10 * time.Millisecond)
	}
	first.kill()
	atKill := mp.Count(t)
	if atKill >= subscribers {
		t.Fatalf("the send finished before the kill (%d mails): nothing was tested", atKill)
	}

	second := startProcess(t, bin, env)
	staff = adminv1connect.NewNewsletterServiceClient(http.DefaultClient, second.URL)
	var send *adminv1.NewsletterSend
	// A ceiling for a send that never finishes, not a speed target: 2 minutes for 3,000 mails
	// was once too short on a machine loaded by other test runs.
	deadline = time.Now().Add(6 * time.Minute)
	for send == nil || send.GetStatus() != "done" {
		if time.Now().After(deadline) {
			t.Fatalf("the send did not finish after the restart: %v", send)
		}
		time.Sleep(100 * time.Millisecond)
		list, err := staff.ListSends(ctx, sitetest.WithToken(&adminv1.ListSendsRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		send = list.Msg.GetSends()[0]
	}
	if send.GetId() != started.Msg.GetSend().GetId() {
		t.Fatalf("finished send: got %s, want %s", send.GetId(), started.Msg.GetSend().GetId())
	}

	// Every subscriber got at most one copy; all but the few the crash interrupted got one.
	copies := mp.CountByRecipient(t)
	for addr, n := range copies {
		if n > 1 {
			t.Errorf("%s got %d copies", addr, n)
		}
	}
	if got, want := int32(len(copies)), send.GetSent(); got < want {
		t.Errorf("addresses mailed: got %d, want at least the %d counted sent", got, want)
	}
	if got := send.GetSent() + send.GetFailed(); got != subscribers {
		t.Errorf("sent + failed: got %d, want %d", got, subscribers)
	}
	if send.GetFailed() > 100 {
		t.Errorf("failed: got %d, want at most one batch (100) interrupted by the crash", send.GetFailed())
	}
	t.Logf("mails before the kill %d; after the restart: sent %d, interrupted (not resent) %d", atKill, send.GetSent(), send.GetFailed())
}

// loginREST signs the test's staff user in through the REST shim.
func loginREST(t *testing.T, base string) string {
	t.Helper()
	res, err := http.Post(base+"/api/user/login", "application/x-www-form-urlencoded",
		strings.NewReader(fmt.Sprintf("username=%s&password=%s", sitetest.AdminUser, strings.ReplaceAll(sitetest.AdminPassword, " ", "+"))))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct{ Data string }
	if err := decodeJSON(res, &body); err != nil || body.Data == "" {
		t.Fatalf("login: %d %v", res.StatusCode, err)
	}
	return body.Data
}

func decodeJSON(res *http.Response, v any) error { return json.NewDecoder(res.Body).Decode(v) }
