//go:build !(linux || darwin || freebsd)

package pdfpage

// reserve falls back to Go's heap where memory cannot be mapped directly: the cap holds,
// but the whole of it is allocated at once.
func reserve(n int) []byte { return make([]byte, n) }

func unreserve([]byte) {}
