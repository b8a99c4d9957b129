package blobstore_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/s3test"
)

func roundTrip(t *testing.T, url string) {
	t.Helper()
	ctx := context.Background()
	bucket, err := blobstore.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	if err := bucket.WriteAll(ctx, "gallery/a.txt", []byte("steel"), nil); err != nil {
		t.Fatal(err)
	}
	got, err := bucket.ReadAll(ctx, "gallery/a.txt")
	if err != nil || string(got) != "steel" {
		t.Errorf("got %q, %v, want steel, nil", got, err)
	}
}

func TestFileURLOpensAFolderItCreates(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "not", "yet")
	url, err := blobstore.FileURL(dir)
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, url)
	if _, err := os.Stat(filepath.Join(dir, "gallery", "a.txt")); err != nil {
		t.Errorf("got %v, want the object stored as a file in the folder", err)
	}
}

func TestOpenOpensAnS3Bucket(t *testing.T) {
	srv := s3test.Start(t)
	for k, v := range s3test.Env() {
		t.Setenv(k, v)
	}
	roundTrip(t, srv.Bucket(t, "gusset-blobstore"))
}

func TestOpenErrorsNameTheURLWithoutItsSecret(t *testing.T) {
	tests := []struct {
		name, url string
	}{
		{"an unknown scheme is refused", "ftp://user:hunter2@example.com/files"},
		{"an unknown parameter is refused", "s3://user:hunter2@bucket?no_such_parameter=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := blobstore.Open(context.Background(), tt.url)
			if err == nil {
				t.Fatal("got nil, want an error")
			}
			if strings.Contains(err.Error(), "hunter2") {
				t.Errorf("got %q, want the password left out", err)
			}
		})
	}
}
