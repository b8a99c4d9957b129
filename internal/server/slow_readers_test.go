package server_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestSlowReadersAreCut repeats a finding of a security review: ten connections each ask for a 1 MB
// PDF twenty times (pipelined) and read nothing. The server must cut every one of them
// (and say so in its log), while a client that reads keeps getting whole files.
func TestSlowReadersAreCut(t *testing.T) {
	logs := &lockedBuffer{}
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) {
		d.Log = slog.New(requestid.NewHandler(slog.NewJSONHandler(logs, nil)))
		d.Timeouts = server.Timeouts{WriteGrace: time.Second, MinWriteRate: 16 << 10, WriteIdle: time.Second}
	})
	token := s.StaffToken(t)
	pdf := append(sitetest.PDFBytes(), bytes.Repeat([]byte("% steel\n"), 1<<17)...) // 1 MiB
	upload := s.Upload(t, "portfolio", "Shop drawings.pdf", pdf, token)
	item, err := adminv1connect.NewPortfolioServiceClient(s.H1, s.URL).CreatePortfolioItem(context.Background(),
		sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{Title: "Shop drawings", Active: true, FileUploadId: upload}}, token))
	if err != nil {
		t.Fatal(err)
	}
	path := item.Msg.GetItem().GetFile().GetPath()

	t.Run("a client that reads gets the whole file", func(t *testing.T) {
		res, body := s.Get(t, path, "")
		if res.StatusCode != http.StatusOK || !bytes.Equal(body, pdf) {
			t.Fatalf("GET %s = %d with %d bytes, want 200 with the %d uploaded", path, res.StatusCode, len(body), len(pdf))
		}
	})

	t.Run("ten clients that read nothing are cut and their connections closed", func(t *testing.T) {
		const clients, asks = 10, 20
		addr := strings.TrimPrefix(s.URL, "http://")
		ask := strings.Repeat(fmt.Sprintf("GET %s HTTP/1.1\r\nHost: x\r\n\r\n", path), asks)
		conns := make([]net.Conn, clients)
		for i := range conns {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, err := io.WriteString(c, ask); err != nil {
				t.Fatal(err)
			}
			conns[i] = c
		}
		cuts := func() (n int) {
			for _, l := range logs.lines() {
				if l["msg"] == "slow reader cut" && l["path"] == path && l["request_id"] != nil {
					n++
				}
			}
			return n
		}
		sitetest.WaitFor(t, "ten slow reader cuts in the log", func() bool { return cuts() >= clients })
		for i, c := range conns {
			// A safety net for a connection left open, far beyond the allowance; not a wait.
			_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
			n, err := io.Copy(io.Discard, c)
			if errors.Is(err, os.ErrDeadlineExceeded) {
				t.Errorf("connection %d is still open after its cut (%d bytes read)", i, n)
			}
			if all := int64(asks * len(pdf)); n >= all {
				t.Errorf("connection %d got %d bytes, want fewer than the %d asked for: it was never cut", i, n, all)
			}
		}
	})
}
