package files

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// maxSafeNameBytes is the longest file name the common file systems take (255 bytes on
// Linux and macOS; NTFS counts UTF-16 units, which 255 bytes of UTF-8 never exceed).
const maxSafeNameBytes = 255

// SafeName turns a stored file's display name into one that every common system (Windows,
// macOS, Linux) writes as a plain file in the folder it is unpacked into, unchanged where
// it already is: no path separators, "." or "..", no character Windows refuses
// (: * ? " < > |), no control or text-direction character, no trailing dot or space (which
// Windows drops), no reserved device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9, with or
// without an extension), at most 255 bytes. What it cannot keep becomes "_". The names
// themselves are checked when uploaded (cleanName, resumable.CleanName); this is the last
// line for what leaves the server with the name as a path: an archive's entries.
func SafeName(name string) string {
	name = norm.NFC.String(strings.ToValidUTF8(name, "_"))
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || strings.ContainsRune(`/\:*?"<>|`, r) {
			return '_'
		}
		return r
	}, name)
	name = strings.TrimLeft(name, " ")
	name = strings.TrimRight(name, ". ")
	if name == "" {
		return "file"
	}
	if reservedDeviceName(name) {
		name = "_" + name
	}
	return truncateName(name, maxSafeNameBytes)
}

// reservedDeviceName reports whether Windows takes name for a device: its part before the
// first dot, trailing spaces ignored, is CON, PRN, AUX, NUL, COM0-9 or LPT0-9 (the
// superscript digits ¹ ² ³ too), in any case.
func reservedDeviceName(name string) bool {
	stem, _, _ := strings.Cut(name, ".")
	stem = strings.ToUpper(strings.TrimRight(stem, " "))
	switch stem {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return true
	}
	if len(stem) < 4 || (stem[:3] != "COM" && stem[:3] != "LPT") {
		return false
	}
	switch stem[3:] {
	case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³":
		return true
	}
	return false
}

// splitExt cuts "plan.pdf" into "plan" and ".pdf"; a name with no dot but its first
// (".profile") has no extension.
func splitExt(name string) (string, string) {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		return name[:i], name[i:]
	}
	return name, ""
}

// truncateName shortens name to at most n bytes, on a character boundary, keeping its
// extension when the extension is short enough to keep.
func truncateName(name string, n int) string {
	if len(name) <= n {
		return name
	}
	stem, ext := splitExt(name)
	if len(ext) > 16 {
		stem, ext = name, ""
	}
	return cutBytes(stem, n-len(ext)) + ext
}

// cutBytes shortens s to at most n bytes on a character boundary, without the dots or
// spaces the cut leaves at its end.
func cutBytes(s string, n int) string {
	if len(s) > n {
		s = s[:n]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return strings.TrimRight(s, ". ")
}

// NameSet hands out safe names (SafeName) that no earlier name of the set takes,
// ignoring case as Windows and macOS do: "plan.pdf", "Plan (2).pdf", "plan (3).pdf". The
// zero value is empty and ready.
type NameSet struct{ taken map[string]bool }

// Add answers a safe name for name that the set did not hold yet, and takes it.
func (s *NameSet) Add(name string) string {
	if s.taken == nil {
		s.taken = map[string]bool{}
	}
	safe := SafeName(name)
	stem, ext := splitExt(safe)
	out := safe
	for n := 2; s.taken[foldCase(out)]; n++ {
		suffix := " (" + strconv.Itoa(n) + ")"
		out = cutBytes(stem, maxSafeNameBytes-len(suffix)-len(ext)) + suffix + ext
	}
	s.taken[foldCase(out)] = true
	return out
}

// foldCase is the one key of names that differ only by case ("ſ" and "S" too, which
// Windows' upper-casing makes one).
func foldCase(s string) string { return strings.ToLower(strings.ToUpper(s)) }
