package drawingprint

import "testing"

func TestSizeText(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0 bytes"}, {1023, "1023 bytes"}, {1024, "1.0 KB"}, {12800, "12.5 KB"}, {3 << 20, "3.0 MB"}, {5 << 30, "5.0 GB"}} {
		if got := sizeText(c.n); got != c.want {
			t.Errorf("sizeText(%d): got %q, want %q", c.n, got, c.want)
		}
	}
}
