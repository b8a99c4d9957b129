package files

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"io"
	"mime"
	"slices"
	"strings"
	"unicode/utf16"
)

// The media types of Word documents. Unlike the other accepted types, their magic bytes
// only name a container (a ZIP archive, an OLE2 compound file): only the whole file tells
// a Word document from a spreadsheet, a slide deck or any other archive.
const (
	DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	DOC  = "application/msword"
)

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// NeedsWholeFile reports whether content starting with head can be told only from the
// whole file by a rule accepting types: a ZIP archive when DOCX is accepted, a compound
// file when DOC is.
func NeedsWholeFile(head []byte, types []string) bool {
	switch {
	case bytes.HasPrefix(head, zipMagic):
		return slices.Contains(types, DOCX)
	case bytes.HasPrefix(head, oleMagic):
		return slices.Contains(types, DOC)
	}
	return false
}

// SniffWhole names the media type of the whole content r of size bytes: what Sniff tells
// from its first bytes, or a Word document recognised from its container's structure.
// It reads only what it needs, within size, and never panics on malformed content.
func SniffWhole(r io.ReaderAt, size int64) string {
	head := make([]byte, min(max(size, 0), SniffLen))
	if n, err := r.ReadAt(head, 0); n < len(head) && err != nil {
		return ""
	}
	switch {
	case bytes.HasPrefix(head, zipMagic):
		if isWordPackage(r, size) {
			return DOCX
		}
		return ""
	case bytes.HasPrefix(head, oleMagic):
		if isWordBinary(r, size) {
			return DOC
		}
		return ""
	}
	return Sniff(head)
}

// maxContentTypes bounds how much of [Content_Types].xml is read: a Word package's is a
// few kilobytes; a larger (or decompression-bomb) one is refused.
const maxContentTypes = 1 << 20

const wordMainPart = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"

// isWordPackage reports whether r is an Office Open XML package (ISO/IEC 29500-2) whose
// main part is a WordprocessingML document: a ZIP archive whose [Content_Types].xml
// declares the main document part type for a part the archive holds (word/document.xml
// in the files Word and LibreOffice write). Spreadsheets (.xlsx), presentations (.pptx),
// macro-enabled documents (.docm) and plain archives are not.
func isWordPackage(r io.ReaderAt, size int64) bool {
	if !plausiblePackage(r, size) {
		return false
	}
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return false
	}
	// Part names are compared case-insensitively (ISO/IEC 29500-2, 8.1.1.2).
	parts := make(map[string]bool, len(zr.File))
	var contentTypes *zip.File
	for _, f := range zr.File {
		name := strings.ToLower(f.Name)
		parts[name] = true
		if name == "[content_types].xml" && contentTypes == nil {
			contentTypes = f
		}
	}
	if contentTypes == nil {
		return false
	}
	rc, err := contentTypes.Open()
	if err != nil {
		return false
	}
	defer rc.Close()
	limited := &io.LimitedReader{R: rc, N: maxContentTypes + 1}
	dec := xml.NewDecoder(limited)
	for {
		tok, err := dec.Token()
		if err != nil || limited.N <= 0 {
			// The end of the declarations, malformed XML, or too much of it, without
			// naming a Word main part that is there.
			return false
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local != "Override" {
			continue
		}
		var part, contentType string
		for _, a := range el.Attr {
			switch a.Name.Local {
			case "PartName":
				part = a.Value
			case "ContentType":
				contentType = a.Value
			}
		}
		mediaType, _, err := mime.ParseMediaType(contentType)
		if err != nil || mediaType != wordMainPart {
			continue
		}
		if name := strings.TrimPrefix(strings.ToLower(part), "/"); name != "" && parts[name] {
			return true
		}
	}
}

// maxCentralDirectory bounds the central directory of a package (from its start to the
// end of the file). archive/zip keeps a record of every entry it reads there, so without
// this bound an upload of millions of tiny entries would take several times its size in
// memory; a Word document's is a few kilobytes (one entry per part: text, styles, images).
const maxCentralDirectory = 1 << 20

// plausiblePackage finds the ZIP archive's end of central directory record as archive/zip
// does (the last signature in the last 65 KiB, whose comment must fit) and refuses, before
// archive/zip reads anything else, an archive whose central directory is larger than
// maxCentralDirectory, does not end where that record starts, or uses ZIP64 (which a
// Word document under the upload caps never needs).
func plausiblePackage(r io.ReaderAt, size int64) bool {
	const endLen = 22 // the record without its comment
	tail := make([]byte, min(size, 65*1024))
	if len(tail) < endLen {
		return false
	}
	if _, err := r.ReadAt(tail, size-int64(len(tail))); err != nil {
		return false
	}
	le := binary.LittleEndian
	i := bytes.LastIndex(tail[:len(tail)-endLen+4], []byte("PK\x05\x06"))
	if i < 0 || i+endLen+int(le.Uint16(tail[i+20:])) > len(tail) {
		return false
	}
	end := size - int64(len(tail)) + int64(i)
	records, dirSize, dirOffset := le.Uint16(tail[i+10:]), le.Uint32(tail[i+12:]), le.Uint32(tail[i+16:])
	if records == 0xFFFF || dirSize == 0xFFFF || dirSize == 0xFFFFFFFF || dirOffset == 0xFFFFFFFF {
		return false
	}
	return int64(dirOffset)+int64(dirSize) == end && size-int64(dirOffset) <= maxCentralDirectory
}

// Compound File Binary format ([MS-CFB]) constants.
const (
	cfbHeaderSize   = 512
	cfbDirEntrySize = 128
	cfbMaxRegSect   = 0xFFFFFFFA // larger sector numbers are markers (end of chain, free...)
	cfbNoStream     = 0xFFFFFFFF
	cfbTypeStorage  = 1
	cfbTypeStream   = 2
	cfbTypeRoot     = 5
	cfbHeaderDIFAT  = 109
	// cfbMaxDirEntries bounds the directory walked: a Word document has a few dozen
	// entries; a 10 MB file could declare tens of thousands.
	cfbMaxDirEntries = 1 << 14
)

var errCFB = errors.New("not a valid compound file")

// isWordBinary reports whether r is an OLE2 compound file ([MS-CFB]) holding a Word 97-2003
// document: a stream named "WordDocument" directly in its root storage ([MS-DOC] 2.1).
// Excel (.xls) and PowerPoint (.ppt) files, and other containers that merely embed a Word
// object in a sub-storage, are not. Every sector number and chain is checked against the
// file's size, so malformed or looping structures are refused, not followed.
func isWordBinary(r io.ReaderAt, size int64) bool {
	c, err := openCFB(r, size)
	if err != nil {
		return false
	}
	dir, err := c.directory()
	if err != nil || len(dir) == 0 {
		return false
	}
	root := dir[0]
	if root.typ != cfbTypeRoot {
		return false
	}
	// The root's children form a tree linked by left and right siblings; walk it without
	// recursion, each entry at most once.
	seen := make([]bool, len(dir))
	stack := []uint32{root.child}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if id == cfbNoStream || int64(id) >= int64(len(dir)) || seen[id] {
			continue
		}
		seen[id] = true
		e := dir[id]
		if e.typ == cfbTypeStream && strings.EqualFold(e.name, "WordDocument") {
			return true
		}
		stack = append(stack, e.left, e.right)
	}
	return false
}

type cfb struct {
	r          io.ReaderAt
	size       int64
	shift      uint16
	sectorSize int64
	sectors    int64 // whole sectors the file holds after the header
	header     []byte
	// fat caches the allocation table sectors read so far, by index in the DIFAT.
	fat map[uint32][]byte
	// difat is the sector numbers of the FAT sectors, read on first need.
	difat []uint32
}

type cfbEntry struct {
	name               string
	typ                byte
	left, right, child uint32
}

func openCFB(r io.ReaderAt, size int64) (*cfb, error) {
	h := make([]byte, cfbHeaderSize)
	if size < cfbHeaderSize {
		return nil, errCFB
	}
	if _, err := r.ReadAt(h, 0); err != nil {
		return nil, errCFB
	}
	le := binary.LittleEndian
	major, order, shift := le.Uint16(h[0x1A:]), le.Uint16(h[0x1C:]), le.Uint16(h[0x1E:])
	if !bytes.HasPrefix(h, oleMagic) || order != 0xFFFE || !(major == 3 && shift == 9 || major == 4 && shift == 12) {
		return nil, errCFB
	}
	c := &cfb{r: r, size: size, shift: shift, sectorSize: 1 << shift, header: h, fat: map[uint32][]byte{}}
	c.sectors = (size - c.sectorSize) >> shift // the header fills sector -1, 4096 bytes in version 4
	if c.sectors <= 0 {
		return nil, errCFB
	}
	return c, nil
}

// sector reads sector n whole.
func (c *cfb) sector(n uint32) ([]byte, error) {
	if n > cfbMaxRegSect || int64(n) >= c.sectors {
		return nil, errCFB
	}
	buf := make([]byte, c.sectorSize)
	if _, err := c.r.ReadAt(buf, (int64(n)+1)<<c.shift); err != nil {
		return nil, errCFB
	}
	return buf, nil
}

// fatSectors lists the FAT's sector numbers: the header's first 109, then the DIFAT chain.
func (c *cfb) fatSectors() ([]uint32, error) {
	if c.difat != nil {
		return c.difat, nil
	}
	le := binary.LittleEndian
	count := int64(le.Uint32(c.header[0x2C:]))
	if count == 0 || count > c.sectors {
		return nil, errCFB
	}
	list := make([]uint32, 0, min(count, cfbHeaderDIFAT))
	for i := range min(count, cfbHeaderDIFAT) {
		list = append(list, le.Uint32(c.header[0x4C+4*i:]))
	}
	next := le.Uint32(c.header[0x44:])
	perSector := c.sectorSize/4 - 1 // the last entry links to the next DIFAT sector
	for hops := int64(0); int64(len(list)) < count; hops++ {
		if hops >= c.sectors {
			return nil, errCFB // a loop
		}
		s, err := c.sector(next)
		if err != nil {
			return nil, err
		}
		for i := int64(0); i < perSector && int64(len(list)) < count; i++ {
			list = append(list, le.Uint32(s[4*i:]))
		}
		next = le.Uint32(s[4*perSector:])
	}
	c.difat = list
	return list, nil
}

// next is the sector that follows n in its chain, as the FAT says.
func (c *cfb) next(n uint32) (uint32, error) {
	difat, err := c.fatSectors()
	if err != nil {
		return 0, err
	}
	perSector := uint32(c.sectorSize / 4)
	idx := n / perSector
	if int64(idx) >= int64(len(difat)) {
		return 0, errCFB
	}
	s, ok := c.fat[idx]
	if !ok {
		if s, err = c.sector(difat[idx]); err != nil {
			return 0, err
		}
		c.fat[idx] = s
	}
	return binary.LittleEndian.Uint32(s[4*(n%perSector):]), nil
}

// directory reads the directory entries along the directory sector chain.
func (c *cfb) directory() ([]cfbEntry, error) {
	le := binary.LittleEndian
	var dir []cfbEntry
	n := le.Uint32(c.header[0x30:])
	for hops := int64(0); n != 0xFFFFFFFE; hops++ { // ENDOFCHAIN
		if hops >= c.sectors || len(dir) >= cfbMaxDirEntries {
			return nil, errCFB // a loop, or more than a document needs
		}
		s, err := c.sector(n)
		if err != nil {
			return nil, err
		}
		for off := 0; off+cfbDirEntrySize <= len(s); off += cfbDirEntrySize {
			dir = append(dir, parseDirEntry(s[off:off+cfbDirEntrySize]))
		}
		if n, err = c.next(n); err != nil {
			return nil, err
		}
	}
	return dir, nil
}

func parseDirEntry(b []byte) cfbEntry {
	le := binary.LittleEndian
	e := cfbEntry{typ: b[0x42], left: le.Uint32(b[0x44:]), right: le.Uint32(b[0x48:]), child: le.Uint32(b[0x4C:])}
	// The name is UTF-16LE with its terminating NUL counted in its length (at most 64 bytes).
	if n := int(le.Uint16(b[0x40:])); n >= 2 && n <= 64 && n%2 == 0 {
		units := make([]uint16, n/2-1)
		for i := range units {
			units[i] = le.Uint16(b[2*i:])
		}
		e.name = string(utf16.Decode(units))
	}
	return e
}
