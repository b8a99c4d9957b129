package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestAssemble(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "gusset")
	certs := filepath.Join(dir, "ca.crt")
	if err := os.WriteFile(bin, []byte("\x7fELF not really a binary"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(certs, []byte("-----BEGIN CERTIFICATE-----\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	digest := func(o options) string {
		t.Helper()
		img, err := assemble(o)
		if err != nil {
			t.Fatal(err)
		}
		d, err := img.Digest()
		if err != nil {
			t.Fatal(err)
		}
		return d.String()
	}
	o := options{Binary: bin, CACerts: certs, Arch: "amd64", Epoch: 1764000000, Revision: "abc"}

	t.Run("the same inputs give the same digest", func(t *testing.T) {
		first := digest(o)
		// A file's own date must not matter: only the epoch dates the image.
		later := o.Epoch + 3600
		if err := os.Chtimes(bin, unix(later), unix(later)); err != nil {
			t.Fatal(err)
		}
		if got := digest(o); got != first {
			t.Errorf("digest: got %s, then %s, want the same", first, got)
		}
	})

	t.Run("another epoch or binary gives another digest", func(t *testing.T) {
		first := digest(o)
		other := o
		other.Epoch++
		if got := digest(other); got == first {
			t.Errorf("digest with another epoch: got %s again, want another", got)
		}
		if err := os.WriteFile(bin, []byte("\x7fELF another binary"), 0o755); err != nil {
			t.Fatal(err)
		}
		if got := digest(o); got == first {
			t.Errorf("digest with another binary: got %s again, want another", got)
		}
	})

	t.Run("missing CA certificates are a clear error", func(t *testing.T) {
		bad := o
		bad.CACerts = filepath.Join(dir, "none.crt")
		if _, err := assemble(bad); err == nil {
			t.Errorf("assemble without CA certificates: got no error")
		}
	})
}

func unix(sec int64) time.Time { return time.Unix(sec, 0) }
