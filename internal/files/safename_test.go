package files

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func FuzzSafeName(f *testing.F) {
	for _, seed := range []string{"plan.pdf", "..", "CON", "con .txt", "a.pdf:evil.exe", "notes. ", "a\x00b", "\xff.pdf", strings.Repeat("é", 300) + ".pdf"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got := SafeName(name)
		stem, _, _ := strings.Cut(got, ".")
		switch {
		case got == "" || got == "." || got == ".." || !utf8.ValidString(got) || len(got) > maxSafeNameBytes:
			t.Errorf("SafeName(%q) = %q: not a file name", name, got)
		case strings.ContainsAny(got, `/\:*?"<>|`) || strings.ContainsFunc(got, unicode.IsControl):
			t.Errorf("SafeName(%q) = %q: a separator, a character Windows refuses or a control", name, got)
		case strings.HasSuffix(got, ".") || strings.HasSuffix(got, " "):
			t.Errorf("SafeName(%q) = %q: a trailing dot or space", name, got)
		case reservedDeviceName(stem):
			t.Errorf("SafeName(%q) = %q: a device name", name, got)
		}
		var set NameSet
		if a, b := set.Add(name), set.Add(strings.ToUpper(name)); strings.EqualFold(a, b) {
			t.Errorf("NameSet gave %q and %q, one file on Windows", a, b)
		}
	})
}
