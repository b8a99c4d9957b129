package files

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"gocloud.dev/blob"
	"gocloud.dev/blob/memblob"

	"github.com/gusset/gusset/internal/validate"
)

func TestUploadOfWordResumes(t *testing.T) {
	pdf := []byte("%PDF-1.7\n%%EOF\n")
	refusal := DefaultRules()[KindResume].Refusal
	tests := []struct {
		name     string
		body     []byte
		wantType string // "" when refused
		wantErr  string
		// spooled: the upload waits in a temporary file while it arrives.
		spooled bool
	}{
		{"a DOCX is checked whole, then stored as a DOCX", docx(t), DOCX, "", true},
		{"a DOC is checked whole, then stored as a DOC", fixture(t, "resume.doc"), DOC, "", true},
		{"a PDF streams straight to the bucket as before", pdf, "application/pdf", "", false},
		{"a spreadsheet is refused after the whole file is read", xlsx(t), "", refusal, true},
		{"an Excel workbook (.xls) is refused after the whole file is read", compoundFile(t, cfbOptions{major: 3}, cfbNode{name: "Workbook", data: make([]byte, 4096)}), "", refusal, true},
		{"an executable is refused from its first bytes", []byte("MZ\x90\x00"), "", refusal, false},
		{"a DOCX over the cap is refused while it arrives", append(docx(t), make([]byte, 10*mb)...), "", "larger than the 10 MB limit", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc, store, bucket := newTestService(t)
			tmp := t.TempDir()
			t.Setenv("TMPDIR", tmp)
			body := &watchedBody{r: bytes.NewReader(tt.body), dir: tmp}

			f, err := svc.Upload(context.Background(), KindResume, "Jane Doe.docx", body)

			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Upload = %v, want an error containing %q", err, tt.wantErr)
				}
			} else if err != nil {
				t.Fatalf("Upload: %v", err)
			}
			if got, want := f.ContentType, tt.wantType; got != want {
				t.Errorf("content type = %q, want %q", got, want)
			}
			if got, want := body.sawSpool, tt.spooled; got != want {
				t.Errorf("a temporary file while the body arrived = %v, want %v", got, want)
			}
			if left, _ := os.ReadDir(tmp); len(left) != 0 {
				t.Errorf("temporary folder holds %d files after the upload, want none", len(left))
			}
			keys := objectKeys(t, bucket)
			if tt.wantType == "" {
				if len(keys) != 0 || len(store.files) != 0 {
					t.Errorf("a refused upload left %d objects and %d records, want none", len(keys), len(store.files))
				}
				return
			}
			if got, want := filepath.Ext(f.Key), extensions[tt.wantType]; got != want {
				t.Errorf("object key %q has extension %q, want %q", f.Key, got, want)
			}
			stored, err := bucket.ReadAll(context.Background(), f.Key)
			if err != nil || !bytes.Equal(stored, tt.body) || f.Size != int64(len(tt.body)) {
				t.Errorf("stored %d bytes (size %d, %v), want the %d uploaded", len(stored), f.Size, err, len(tt.body))
			}
			if len(store.files) != 1 {
				t.Errorf("%d records, want 1", len(store.files))
			}
		})
	}
}

func TestUploadOfAWordResumeThatStopsHalfway(t *testing.T) {
	svc, store, bucket := newTestService(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	content := docx(t)
	body := io.MultiReader(bytes.NewReader(content[:len(content)/2]), &failingReader{err: errors.New("connection reset")})

	_, err := svc.Upload(context.Background(), KindResume, "cv.docx", body)

	var verr *validate.Error
	if !errors.As(err, &verr) || !strings.Contains(err.Error(), "interrupted") {
		t.Errorf("Upload = %v, want the interrupted-upload violation", err)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 || len(objectKeys(t, bucket)) != 0 || len(store.files) != 0 {
		t.Errorf("an interrupted upload left %d temporary files, %d objects, %d records; want none", len(left), len(objectKeys(t, bucket)), len(store.files))
	}
}

func TestViewable(t *testing.T) {
	tests := []struct {
		name        string
		contentType string
		want        bool
	}{
		{"a PDF is shown by the browser", "application/pdf", true},
		{"an image is shown by the browser", "image/png", true},
		{"a video is shown by the browser", "video/mp4", true},
		{"a DOCX is downloaded", DOCX, false},
		{"a DOC is downloaded", DOC, false},
		{"a type Gusset never stores is downloaded", "text/html", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := (File{ContentType: tt.contentType}).Viewable(), tt.want; got != want {
				t.Errorf("Viewable() of %s = %v, want %v", tt.contentType, got, want)
			}
		})
	}
}

func TestWellFormedKey(t *testing.T) {
	id := uuid.NewString()
	tests := []struct {
		name string
		key  string
		want bool
	}{
		{"a DOCX résumé's key is well formed", "resume/" + id + ".docx", true},
		{"a DOC résumé's key is well formed", "resume/" + id + ".doc", true},
		{"a PDF's key is well formed", "portfolio/" + id + ".pdf", true},
		{"an extension Gusset never writes is not", "resume/" + id + ".docm", false},
		{"an extension with more after it is not", "resume/" + id + ".docx.exe", false},
		{"an unknown kind is not", "secrets/" + id + ".docx", false},
		{"a key without an id is not", "resume/.docx", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := wellFormedKey(tt.key), tt.want; got != want {
				t.Errorf("wellFormedKey(%q) = %v, want %v", tt.key, got, want)
			}
		})
	}
}

func newTestService(t *testing.T) (*Service, *memStore, *blob.Bucket) {
	t.Helper()
	bucket := memblob.OpenBucket(nil)
	t.Cleanup(func() { _ = bucket.Close() })
	store := &memStore{files: map[string]File{}}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	return NewService(bucket, store, DefaultRules(), NewSigner([]byte("k"), time.Hour), log), store, bucket
}

func objectKeys(t *testing.T, bucket *blob.Bucket) []string {
	t.Helper()
	var keys []string
	it := bucket.List(nil)
	for {
		obj, err := it.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return keys
		}
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, obj.Key)
	}
}

// watchedBody notes whether a temporary upload file exists in dir while it is read.
type watchedBody struct {
	r        io.Reader
	dir      string
	sawSpool bool
}

func (b *watchedBody) Read(p []byte) (int, error) {
	matches, _ := filepath.Glob(filepath.Join(b.dir, "gusset-upload-*"))
	b.sawSpool = b.sawSpool || len(matches) > 0
	return b.r.Read(p)
}

type failingReader struct{ err error }

func (r *failingReader) Read([]byte) (int, error) { return 0, r.err }

// memStore keeps file records in memory.
type memStore struct {
	mu    sync.Mutex
	files map[string]File
}

func (s *memStore) FileCreate(_ context.Context, f File, _ bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files[f.Key] = f
	return nil
}

func (s *memStore) FileGetByKey(_ context.Context, key string) (File, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.files[key]
	if !ok {
		return File{}, ErrFileNotFound
	}
	return f, nil
}

func (s *memStore) FileListUnclaimed(context.Context, time.Time, int32) ([]File, error) {
	return nil, nil
}

func (s *memStore) FileDeleteUnclaimed(context.Context, uuid.UUID, Kind, []byte) ([]string, error) {
	return nil, nil
}
