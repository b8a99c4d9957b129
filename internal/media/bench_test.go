package media

import (
	"bytes"
	"image/jpeg"
	"io"
	"os"
	"runtime"
	"testing"

	"github.com/gusset/gusset/internal/media/mediatest"
)

// BenchmarkProcess40MP makes the variants of a 40-megapixel JPEG (7300×5480, an
// EXIF-rotated camera photo): images/s is 1/(s/op). MEDIA_BENCH_JPEG names a real photo
// to use instead. The process's peak
// RSS is measured by scripts/bench.
func BenchmarkProcess40MP(b *testing.B) {
	file := benchPhoto(b)
	runtime.GC()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Process(func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(file)), nil }, DefaultMaxPixels); err != nil {
			b.Fatal(err)
		}
	}
}

func benchPhoto(b *testing.B) []byte {
	if path := os.Getenv("MEDIA_BENCH_JPEG"); path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	img := mediatest.Picture(7300, 5480)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}
