package files

import (
	"bytes"
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
		{"a ZIP archive's first bytes alone name no type", "PK\x03\x04\x14\x00\x06\x00", ""},
		{"a compound file's first bytes alone name no type", "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", ""},
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

// FuzzSniff checks that no content makes the content checks panic, loop or answer a type
// Gusset cannot store: Sniff on the first bytes, and SniffWhole, whose ZIP and compound
// file parsers read the whole (untrusted) file.
func FuzzSniff(f *testing.F) {
	for _, seed := range []string{"%PDF-1.4", "\x89PNG\r\n\x1a\n", "RIFF\x00\x00\x00\x00WEBP", "\x00\x00\x00\x18ftypisom", "GIF87a", ""} {
		f.Add([]byte(seed))
	}
	// Small seeds (a kilobyte or two): the fuzzer minimizes every new input it finds, which
	// takes long on larger ones (the 9 KB fixture would use up a 10 s run).
	for _, seed := range [][]byte{
		docx(f), xlsx(f),
		compoundFile(f, cfbOptions{major: 3}, cfbNode{name: "WordDocument"}, cfbNode{name: "1Table"}),
		compoundFile(f, cfbOptions{major: 3}, cfbNode{name: "Workbook"}, cfbNode{name: "MBD0001", storage: true}, cfbNode{name: "WordDocument", parent: 2}),
		compoundFile(f, cfbOptions{major: 3}, append(filler(4), cfbNode{name: "WordDocument"})...),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, content []byte) {
		head := content[:min(len(content), SniffLen)]
		got := Sniff(head)
		if got != "" && extensions[got] == "" {
			t.Errorf("Sniff answered %q, a type Gusset cannot store", got)
		}
		whole := SniffWhole(bytes.NewReader(content), int64(len(content)))
		switch {
		case whole != "" && extensions[whole] == "":
			t.Errorf("SniffWhole answered %q, a type Gusset cannot store", whole)
		case whole == DOCX || whole == DOC:
			if !NeedsWholeFile(head, []string{whole}) {
				t.Errorf("SniffWhole answered %q for content whose head %q is not that container", whole, head[:min(len(head), 8)])
			}
		case whole != got:
			t.Errorf("SniffWhole = %q but Sniff = %q for content that is no container", whole, got)
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
