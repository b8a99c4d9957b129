package files

import (
	"encoding/binary"
	"fmt"
	"testing"
	"unicode/utf16"
)

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
