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
	"unicode/utf16"
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

// A compound file ([MS-CFB]) writer, enough for directory entries and their streams.

const (
	cfbEndOfChain = 0xFFFFFFFE
	cfbFreeSect   = 0xFFFFFFFF
	cfbFATSect    = 0xFFFFFFFD
	cfbDIFSect    = 0xFFFFFFFC
)

type cfbOptions struct {
	major      uint16 // 3: 512-byte sectors; 4: 4096-byte sectors
	padSectors int    // free sectors before the content, to make a large file
}

type cfbNode struct {
	name    string
	storage bool   // a storage; otherwise a stream
	parent  int    // the directory index of its storage: 0, the root, or i+1 for node i
	data    []byte // a stream's content (at least 4096 bytes, or none: no mini stream)
}

// wordBinary is a small Word 97-2003 document: the streams Word writes, without content.
func wordBinary(tb testing.TB) []byte {
	return compoundFile(tb, cfbOptions{major: 3},
		cfbNode{name: "WordDocument", data: fib(4096)},
		cfbNode{name: "1Table", data: make([]byte, 4096)},
		cfbNode{name: "\x05SummaryInformation"})
}

// fib is a WordDocument stream of n bytes starting with a Word 97 file information block.
func fib(n int) []byte {
	b := make([]byte, n)
	binary.LittleEndian.PutUint16(b, 0xA5EC)  // wIdent
	binary.LittleEndian.PutUint16(b[2:], 193) // nFib: Word 97
	return b
}

// filler is n empty streams.
func filler(n int) []cfbNode {
	nodes := make([]cfbNode, n)
	for i := range nodes {
		nodes[i] = cfbNode{name: fmt.Sprintf("Data%d", i)}
	}
	return nodes
}

func compoundFile(tb testing.TB, opts cfbOptions, nodes ...cfbNode) []byte {
	tb.Helper()
	le := binary.LittleEndian
	shift := uint16(9)
	if opts.major == 4 {
		shift = 12
	}
	ss := 1 << shift
	per := ss / 4
	ceil := func(n, d int) int { return (n + d - 1) / d }

	dirSectors := ceil((len(nodes)+1)*cfbDirEntrySize, ss)
	content := opts.padSectors + dirSectors
	for _, n := range nodes {
		content += ceil(len(n.data), ss)
	}
	nFAT, nDIFAT := 0, 0
	for {
		needFAT := ceil(content+nFAT+nDIFAT, per)
		needDIFAT := 0
		if needFAT > cfbHeaderDIFAT {
			needDIFAT = ceil(needFAT-cfbHeaderDIFAT, per-1)
		}
		if needFAT == nFAT && needDIFAT == nDIFAT {
			break
		}
		nFAT, nDIFAT = needFAT, needDIFAT
	}
	total := content + nFAT + nDIFAT
	fat := make([]uint32, nFAT*per)
	for i := range fat {
		fat[i] = cfbFreeSect
	}
	next := opts.padSectors
	chain := func(count int) uint32 {
		if count == 0 {
			return cfbEndOfChain
		}
		start := next
		for i := range count - 1 {
			fat[start+i] = uint32(start + i + 1)
		}
		fat[start+count-1] = cfbEndOfChain
		next += count
		return uint32(start)
	}
	file := make([]byte, (total+1)*ss)
	sector := func(n int) []byte { return file[(n+1)*ss : (n+2)*ss] }

	starts := make([]uint32, len(nodes))
	for i, n := range nodes {
		starts[i] = chain(ceil(len(n.data), ss))
		if len(n.data) > 0 {
			copy(file[(int(starts[i])+1)*ss:], n.data)
		}
	}
	dirStart := chain(dirSectors)
	fatStart := next
	for i := range nFAT {
		fat[fatStart+i] = cfbFATSect
	}
	difatStart := fatStart + nFAT
	for i := range nDIFAT {
		fat[difatStart+i] = cfbDIFSect
	}

	h := file[:512]
	copy(h, oleMagic)
	le.PutUint16(h[0x18:], 0x3E)
	le.PutUint16(h[0x1A:], opts.major)
	le.PutUint16(h[0x1C:], 0xFFFE)
	le.PutUint16(h[0x1E:], shift)
	le.PutUint16(h[0x20:], 6)
	if opts.major == 4 {
		le.PutUint32(h[0x28:], uint32(dirSectors))
	}
	le.PutUint32(h[0x2C:], uint32(nFAT))
	le.PutUint32(h[0x30:], dirStart)
	le.PutUint32(h[0x38:], 4096)
	le.PutUint32(h[0x3C:], cfbEndOfChain)
	le.PutUint32(h[0x44:], cfbEndOfChain)
	if nDIFAT > 0 {
		le.PutUint32(h[0x44:], uint32(difatStart))
	}
	le.PutUint32(h[0x48:], uint32(nDIFAT))
	for i := range cfbHeaderDIFAT {
		v := uint32(cfbFreeSect)
		if i < nFAT {
			v = uint32(fatStart + i)
		}
		le.PutUint32(h[0x4C+4*i:], v)
	}
	for i := range nFAT {
		s := sector(fatStart + i)
		for j := range per {
			le.PutUint32(s[4*j:], fat[i*per+j])
		}
	}
	for d := range nDIFAT {
		s := sector(difatStart + d)
		for j := range per - 1 {
			v := uint32(cfbFreeSect)
			if k := cfbHeaderDIFAT + d*(per-1) + j; k < nFAT {
				v = uint32(fatStart + k)
			}
			le.PutUint32(s[4*j:], v)
		}
		link := uint32(cfbEndOfChain)
		if d+1 < nDIFAT {
			link = uint32(difatStart + d + 1)
		}
		le.PutUint32(s[4*(per-1):], link)
	}

	// The directory: the root, then the nodes; each storage's children chained through
	// their right siblings (a valid, if unbalanced, tree: all black).
	dir := make([]byte, dirSectors*ss)
	entry := func(i int) []byte { return dir[i*cfbDirEntrySize : (i+1)*cfbDirEntrySize] }
	for i := range dirSectors * ss / cfbDirEntrySize {
		e := entry(i)
		le.PutUint32(e[0x44:], cfbNoStream)
		le.PutUint32(e[0x48:], cfbNoStream)
		le.PutUint32(e[0x4C:], cfbNoStream)
	}
	name := func(e []byte, s string) {
		units := utf16.Encode([]rune(s))
		for i, u := range units {
			le.PutUint16(e[2*i:], u)
		}
		le.PutUint16(e[0x40:], uint16(2*len(units)+2))
	}
	root := entry(0)
	name(root, "Root Entry")
	root[0x42], root[0x43] = cfbTypeRoot, 1
	le.PutUint32(root[0x74:], cfbEndOfChain)
	last := map[int]int{} // a storage's last child so far
	for i, n := range nodes {
		id := i + 1
		e := entry(id)
		name(e, n.name)
		e[0x42], e[0x43] = cfbTypeStream, 1
		if n.storage {
			e[0x42] = cfbTypeStorage
		}
		le.PutUint32(e[0x74:], starts[i])
		le.PutUint64(e[0x78:], uint64(len(n.data)))
		if prev, ok := last[n.parent]; ok {
			le.PutUint32(entry(prev)[0x48:], uint32(id))
		} else {
			le.PutUint32(entry(n.parent)[0x4C:], uint32(id))
		}
		last[n.parent] = id
	}
	for i := range dirSectors {
		copy(sector(int(dirStart)+i), dir[i*ss:(i+1)*ss])
	}
	return file
}

// loopDirectory makes the directory chain of compound file b (512-byte sectors, one FAT
// sector) point back at itself.
func loopDirectory(b []byte) {
	le := binary.LittleEndian
	dir, fatSector := le.Uint32(b[0x30:]), le.Uint32(b[0x4C:])
	fat := b[(fatSector+1)*512:]
	le.PutUint32(fat[4*dir:], dir)
}
