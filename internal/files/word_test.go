package files

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

func TestSniffWhole(t *testing.T) {
	realDOC, realDOCX := fixture(t, "resume.doc"), fixture(t, "resume.docx")
	doc := wordBinary(t)
	tests := []struct {
		name    string
		content []byte
		want    string
	}{
		{"a minimal Word package is a DOCX", docx(t), DOCX},
		{"a DOCX written by LibreOffice is a DOCX", realDOCX, DOCX},
		{"a Word package whose part names differ in case is a DOCX", wordPackage(t, "/WORD/Document.XML", "word/document.xml"), DOCX},
		{"a Word package declaring its type with parameters is a DOCX", officePackage(t,
			override("/word/document.xml", wordMainPart+"; charset=utf-8"), map[string]string{"word/document.xml": wordBody}), DOCX},
		{"a spreadsheet package (.xlsx) is refused", xlsx(t), ""},
		{"a presentation package (.pptx) is refused", officePackage(t,
			override("/ppt/presentation.xml", "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"),
			map[string]string{"ppt/presentation.xml": "<p:presentation/>"}), ""},
		{"a macro-enabled Word package (.docm) is refused", officePackage(t,
			override("/word/document.xml", "application/vnd.ms-word.document.macroEnabled.main+xml"), map[string]string{"word/document.xml": wordBody}), ""},
		{"a Word package without its main part is refused", wordPackage(t, "/word/document.xml", "word/other.xml"), ""},
		{"a plain ZIP archive is refused", zipOf(t, map[string]string{"cv.txt": "Jane Doe", "word/document.xml": wordBody}), ""},
		{"a ZIP whose content types are not XML is refused", zipOf(t, map[string]string{"[Content_Types].xml": "<Types><Override PartName=", "word/document.xml": wordBody}), ""},
		{"a ZIP whose content types are over a megabyte is refused", officePackage(t,
			strings.Repeat("<!-- padding -->", maxContentTypes/16+1)+override("/word/document.xml", wordMainPart), map[string]string{"word/document.xml": wordBody}), ""},
		{"a DOCX cut short is refused", docx(t)[:len(docx(t))/2], ""},
		{"a DOCX after an executable is refused", append([]byte("MZ\x90\x00"+strings.Repeat("\x00", 600)), docx(t)...), ""},
		{"a Word package of a hundred more parts is a DOCX", manyEntries(t, 100), DOCX},
		{"a ZIP of thousands of tiny entries is refused before it is read", manyEntries(t, 30_000), ""},
		{"a Word 97-2003 document is a DOC", doc, DOC},
		{"a DOC written by LibreOffice is a DOC", realDOC, DOC},
		{"a DOC in 4096-byte sectors (version 4) is a DOC", compoundFile(t, cfbOptions{major: 4}, cfbNode{name: "WordDocument", data: fib(4096)}), DOC},
		{"a DOC larger than 109 FAT sectors (its DIFAT chained) is a DOC", compoundFile(t, cfbOptions{major: 3, padSectors: 110 * 128},
			cfbNode{name: "1Table", data: make([]byte, 4096)}, cfbNode{name: "WordDocument", data: fib(4096)}), DOC},
		{"a DOC whose directory spans sectors is a DOC", compoundFile(t, cfbOptions{major: 3}, append(filler(9), cfbNode{name: "WordDocument", data: fib(4096)})...), DOC},
		{"an Excel workbook (.xls) is refused", compoundFile(t, cfbOptions{major: 3}, cfbNode{name: "Workbook", data: make([]byte, 4096)}), ""},
		{"a compound file embedding a Word document in a sub-storage is refused", compoundFile(t, cfbOptions{major: 3},
			cfbNode{name: "Workbook", data: make([]byte, 4096)}, cfbNode{name: "MBD0001", storage: true},
			cfbNode{name: "WordDocument", parent: 2, data: fib(4096)}), ""},
		{"a storage named WordDocument is refused", compoundFile(t, cfbOptions{major: 3}, cfbNode{name: "WordDocument", storage: true}), ""},
		{"a DOC cut short is refused", doc[:1024], ""},
		{"a compound file header alone is refused", doc[:512], ""},
		{"a DOC whose directory chain loops is refused", corrupt(doc, func(b []byte) { loopDirectory(b) }), ""},
		{"a DOC whose directory lies past its end is refused", corrupt(doc, func(b []byte) { binary.LittleEndian.PutUint32(b[0x30:], 1<<20) }), ""},
		{"a DOC with an unknown sector size is refused", corrupt(doc, func(b []byte) { binary.LittleEndian.PutUint16(b[0x1E:], 16) }), ""},
		{"a PDF is still a PDF", []byte("%PDF-1.7\n%%EOF\n"), "application/pdf"},
		{"an executable is refused", []byte("\x7fELF\x02\x01"), ""},
		{"nothing is refused", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := SniffWhole(bytes.NewReader(tt.content), int64(len(tt.content))), tt.want; got != want {
				t.Errorf("SniffWhole(%d bytes) = %q, want %q", len(tt.content), got, want)
			}
		})
	}
}

func TestNeedsWholeFile(t *testing.T) {
	tests := []struct {
		name  string
		head  []byte
		types []string
		want  bool
	}{
		{"a ZIP for a kind that takes DOCX", zipMagic, DefaultRules()[KindResume].Types, true},
		{"a compound file for a kind that takes DOC", oleMagic, DefaultRules()[KindResume].Types, true},
		{"a PDF for a kind that takes Word documents too", []byte("%PDF-1.7"), DefaultRules()[KindResume].Types, false},
		{"a ZIP for a kind that takes only PDF", zipMagic, DefaultRules()[KindPortfolio].Types, false},
		{"a compound file for the gallery", oleMagic, DefaultRules()[KindGallery].Types, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := NeedsWholeFile(tt.head, tt.types), tt.want; got != want {
				t.Errorf("NeedsWholeFile(%q) = %v, want %v", tt.head, got, want)
			}
		})
	}
}

// fixture reads a file of testdata/.
func fixture(tb testing.TB, name string) []byte {
	tb.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// corrupt returns a copy of b changed by change.
func corrupt(b []byte, change func([]byte)) []byte {
	c := bytes.Clone(b)
	change(c)
	return c
}

const wordBody = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe, steel detailer</w:t></w:r></w:p></w:body></w:document>`

func override(part, contentType string) string {
	return fmt.Sprintf(`<Override PartName=%q ContentType=%q/>`, part, contentType)
}

var partName = regexp.MustCompile(`PartName="/([^"]*)"`)

// officePackage is an Office Open XML package: [Content_Types].xml with the given
// declarations, a package relationship to the first part they declare, and the parts.
func officePackage(tb testing.TB, declarations string, parts map[string]string) []byte {
	tb.Helper()
	all := map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` + declarations + `</Types>`,
	}
	for name, body := range parts {
		all[name] = body
	}
	if m := partName.FindStringSubmatch(declarations); m != nil {
		all["_rels/.rels"] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="` + m[1] + `"/></Relationships>`
	}
	return zipOf(tb, all)
}

// docx is a minimal Word document that Word opens.
func docx(tb testing.TB) []byte {
	return wordPackage(tb, "/word/document.xml", "word/document.xml")
}

// wordPackage declares declared as the main document part and holds the part stored.
func wordPackage(tb testing.TB, declared, stored string) []byte {
	return officePackage(tb, override(declared, wordMainPart), map[string]string{stored: wordBody})
}

// xlsx is a minimal Excel workbook.
func xlsx(tb testing.TB) []byte {
	return officePackage(tb, override("/xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
		map[string]string{"xl/workbook.xml": `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>`})
}

func zipOf(tb testing.TB, files map[string]string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	// [Content_Types].xml first, as Office writes it.
	names := []string{"[Content_Types].xml"}
	for name := range files {
		if name != names[0] {
			names = append(names, name)
		}
	}
	for _, name := range names {
		body, ok := files[name]
		if !ok {
			continue
		}
		w, err := zw.Create(name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// manyEntries is a Word package padded with n empty stored entries.
func manyEntries(tb testing.TB, n int) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	write := func(h *zip.FileHeader, body string) {
		w, err := zw.CreateHeader(h)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := io.WriteString(w, body); err != nil {
			tb.Fatal(err)
		}
	}
	write(&zip.FileHeader{Name: "[Content_Types].xml", Method: zip.Store}, `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`+
		override("/word/document.xml", wordMainPart)+`</Types>`)
	write(&zip.FileHeader{Name: "word/document.xml", Method: zip.Store}, wordBody)
	for i := range n {
		write(&zip.FileHeader{Name: fmt.Sprintf("p/%d", i), Method: zip.Store}, "")
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}
