package server_test

import (
	"bytes"
	"io"
	"net/http"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/sitetest"
)

// zeros is an endless reader of zero bytes: a large body that costs no memory.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestALargeUploadStreamsWithoutGrowingMemory sends a file many times larger than the heap
// budget it sets: the upload must succeed while the heap stays within the budget, which
// only holds if the server streams the body to the bucket instead of holding it.
func TestALargeUploadStreamsWithoutGrowingMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("streams 256 MiB")
	}
	const (
		size   = 256 << 20
		budget = 48 << 20
	)
	rules := files.DefaultRules()
	rule := rules[files.KindGallery]
	rule.MaxBytes = 1 << 30
	rules[files.KindGallery] = rule
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, Uploads: rules, FileSecret: []byte("k")})
	token := s.StaffToken(t)

	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()

	body := io.MultiReader(bytes.NewReader(sitetest.MP4Bytes()), io.LimitReader(zeros{}, size))
	req, _ := http.NewRequest(http.MethodPost, s.URL+"/uploads/gallery?name=walkthrough.mp4", body)
	req.ContentLength = int64(len(sitetest.MP4Bytes())) + size
	req.Header.Set("Authorization", "Bearer "+token)
	res, raw := s.Do(t, req)
	close(stop)
	<-sampled

	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload of %d MiB = %d %s, want 201", size>>20, res.StatusCode, raw)
	}
	if grew := int64(peak.Load()) - int64(base.HeapInuse); grew > budget {
		t.Errorf("the heap grew by %d MiB during a %d MiB upload, over the %d MiB budget: the body is being held", grew>>20, size>>20, budget>>20)
	}
	keys := s.ObjectKeys(t)
	if len(keys) != 1 {
		t.Fatalf("bucket holds %v, want the one upload", keys)
	}
	attrs, err := s.Bucket.Attributes(t.Context(), keys[0])
	if err != nil || attrs.Size != int64(len(sitetest.MP4Bytes()))+size {
		t.Errorf("stored object size = %v (%v), want %d", attrs, err, int64(len(sitetest.MP4Bytes()))+size)
	}
}
