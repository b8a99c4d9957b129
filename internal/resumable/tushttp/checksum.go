package tushttp

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/gusset/gusset/internal/resumable/sidehash"
)

// patchChecked is the tus checksum extension, which tusd does not implement: the body of
// a PATCH with "Upload-Checksum: sha256 <base64>" is held in a temporary file while it
// is hashed, and handed to tusd only when it matches; a mismatch answers 460 and stores
// nothing. Clients send checksums with modest chunks, so the body's size is capped.
func (h *Handler) patchChecked(w http.ResponseWriter, r *http.Request) {
	algo, sum, ok := strings.Cut(r.Header.Get("Upload-Checksum"), " ")
	want, err := base64.StdEncoding.DecodeString(sum)
	if !ok || algo != "sha256" || err != nil || len(want) != sha256.Size {
		writePlain(w, http.StatusBadRequest, "ERR_CHECKSUM_ALGORITHM: only sha256 checksums are supported")
		return
	}
	if r.ContentLength > h.maxChecked {
		writePlain(w, http.StatusRequestEntityTooLarge, "ERR_MAX_SIZE_EXCEEDED: a checksummed chunk may be at most "+strconv.FormatInt(h.maxChecked>>20, 10)+" MiB")
		return
	}
	tmp, err := os.CreateTemp("", "gusset-tus-chunk-*")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer func() { tmp.Close(); os.Remove(tmp.Name()) }()
	// Hashed beside the write to the temporary file, not in line with it.
	hs := sidehash.New(io.LimitReader(r.Body, h.maxChecked+1), sha256.New())
	n, err := io.Copy(tmp, hs)
	got := hs.Wait().Sum(nil)
	if err != nil {
		writePlain(w, http.StatusBadRequest, "ERR_READ: the chunk did not arrive whole")
		return
	}
	if n > h.maxChecked {
		writePlain(w, http.StatusRequestEntityTooLarge, "ERR_MAX_SIZE_EXCEEDED: a checksummed chunk may be at most "+strconv.FormatInt(h.maxChecked>>20, 10)+" MiB")
		return
	}
	if !bytes.Equal(got, want) {
		writePlain(w, 460, "ERR_CHECKSUM_MISMATCH: checksum mismatch")
		return
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		h.fail(w, r, err)
		return
	}
	r2 := r.Clone(r.Context())
	r2.Body, r2.ContentLength = tmp, n
	r2.Header.Del("Upload-Checksum")
	h.tus.ServeHTTP(w, r2)
}

func writePlain(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Tus-Resumable", "1.0.0")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, msg+"\n")
}
