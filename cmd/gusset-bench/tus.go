package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"golang.org/x/sync/errgroup"
)

// tusUpload sends size bytes to a site's tus endpoint (base: http://host:port) as a
// visitor would: one POST, then PATCHes of chunk bytes; uploads such uploads run at once
// (each of size/uploads bytes). It prints the throughput of them all, after label.
func tusUpload(ctx context.Context, base string, size, chunk int64, uploads int, label string, stdout io.Writer) error {
	uploads = max(uploads, 1)
	start := time.Now()
	g, ctx := errgroup.WithContext(ctx)
	for range uploads {
		g.Go(func() error { return tusOne(ctx, base, size/int64(uploads), chunk) })
	}
	if err := g.Wait(); err != nil {
		return err
	}
	secs := time.Since(start).Seconds()
	fmt.Fprintf(stdout, "%stus: %d MiB as %d upload(s) in %d MiB parts in %.1f s (%.1f MiB/s)\n", label, size>>20, uploads, chunk>>20, secs, float64(size>>20)/secs)
	return nil
}

// tusOne sends one upload of size bytes in PATCHes of chunk bytes.
func tusOne(ctx context.Context, base string, size, chunk int64) error {
	owner := make([]byte, 32)
	_, _ = rand.Read(owner)
	token := base64.RawURLEncoding.EncodeToString(owner)
	do := func(method, url string, body io.Reader, n int64, hdr map[string]string) (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, method, url, body)
		if err != nil {
			return nil, err
		}
		req.ContentLength = n
		req.Header.Set("Tus-Resumable", "1.0.0")
		req.Header.Set("Gusset-Upload-Owner", token)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		_ = res.Body.Close()
		return res, nil
	}
	res, err := do(http.MethodPost, base+"/uploads/tus/", nil, 0, map[string]string{
		"Upload-Length":   strconv.FormatInt(size, 10),
		"Upload-Metadata": "filename " + base64.StdEncoding.EncodeToString([]byte("bench.ifc")),
	})
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusCreated {
		return fmt.Errorf("creating the upload answered %d", res.StatusCode)
	}
	loc := base + res.Header.Get("Location")
	for off := int64(0); off < size; off += chunk {
		n := min(chunk, size-off)
		res, err := do(http.MethodPatch, loc, io.LimitReader(zeroReader{}, n), n, map[string]string{
			"Upload-Offset": strconv.FormatInt(off, 10), "Content-Type": "application/offset+octet-stream",
		})
		if err != nil {
			return err
		}
		if res.StatusCode != http.StatusNoContent {
			return fmt.Errorf("PATCH at %d answered %d", off, res.StatusCode)
		}
	}
	return nil
}

// putUpload sends size bytes in one PUT and prints the throughput.
func putUpload(ctx context.Context, url string, size int64, stdout io.Writer) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, io.LimitReader(zeroReader{}, size))
	if err != nil {
		return err
	}
	req.ContentLength = size
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		return fmt.Errorf("PUT answered %d", res.StatusCode)
	}
	secs := time.Since(start).Seconds()
	fmt.Fprintf(stdout, "plain PUT: %d MiB in %.1f s (%.0f MiB/s)\n", size>>20, secs, float64(size>>20)/secs)
	return nil
}

// sink is the bare handler a plain PUT is measured against: it writes the body to a file
// in dir, as the upload's store does, and nothing else.
func sink(ctx context.Context, addr, dir string, stdout io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, ln.Addr().String())
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := os.Create(filepath.Join(dir, "put.bin"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer f.Close()
		if _, err := io.Copy(f, r.Body); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})}
	go func() { <-ctx.Done(); _ = srv.Close() }()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
