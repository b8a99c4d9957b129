package files

import (
	"strings"
	"testing"
	"unicode"
)

func TestSniff(t *testing.T) {
	tests := []struct {
		name string
		head string
		want string
	}{
		{"a PDF", "%PDF-1.7\n", "application/pdf"},
		{"a JPEG", "\xff\xd8\xff\xe0\x00\x10JFIF", "image/jpeg"},
		{"a PNG", "\x89PNG\r\n\x1a\n\x00\x00", "image/png"},
		{"a GIF", "GIF89a\x01\x00", "image/gif"},
		{"a WebP", "RIFF\x24\x00\x00\x00WEBPVP8 ", "image/webp"},
		{"a WebM", "\x1a\x45\xdf\xa3\x9f", "video/webm"},
		{"an MP4", "\x00\x00\x00\x18ftypmp42\x00\x00", "video/mp4"},
		{"a HEIC image in an MP4-like box is not a video", "\x00\x00\x00\x18ftypheic\x00\x00", ""},
		{"a WAV (RIFF but not WebP)", "RIFF\x24\x00\x00\x00WAVEfmt ", ""},
		{"an ELF executable", "\x7fELF\x02\x01", ""},
		{"HTML", "<!doctype html><script>", ""},
		{"a PDF marker later in the file", "junk%PDF-1.4", ""},
		{"nothing", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Sniff([]byte(tt.head)); got != tt.want {
				t.Errorf("Sniff(%q) = %q, want %q", tt.head, got, tt.want)
			}
		})
	}
}

func FuzzSniff(f *testing.F) {
	for _, seed := range []string{"%PDF-1.4", "\x89PNG\r\n\x1a\n", "RIFF\x00\x00\x00\x00WEBP", "\x00\x00\x00\x18ftypisom", "GIF87a", ""} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, head []byte) {
		got := Sniff(head)
		if got != "" && extensions[got] == "" {
			t.Errorf("Sniff answered %q, a type Gusset cannot store", got)
		}
	})
}

func FuzzCleanName(f *testing.F) {
	for _, seed := range []string{"plan.pdf", "../../etc/passwd", `C:\boot.ini`, "a\x00b.pdf", " ", "résumé.pdf"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got, err := cleanName(name)
		if err != nil {
			return
		}
		if got == "" || strings.ContainsAny(got, `/\`) || got == ".." || strings.ContainsFunc(got, unicode.IsControl) {
			t.Errorf("cleanName(%q) = %q, a name that is empty or reaches outside its folder", name, got)
		}
	})
}
