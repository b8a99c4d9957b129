//go:build linux || darwin || freebsd

package pdfpage

import "syscall"

// reserve maps n bytes of zeroed memory outside Go's heap: the system gives pages only
// as they are first touched, and the garbage collector neither scans nor counts them.
func reserve(n int) []byte {
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil // every growth is refused: the document is reported as too large
	}
	return b
}

func unreserve(b []byte) { _ = syscall.Munmap(b) }
