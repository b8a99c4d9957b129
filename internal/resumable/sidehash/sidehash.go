// Package sidehash hashes a stream beside its consumer: the bytes read through a Reader
// are copied into a few fixed buffers that a goroutine of its own hashes, so that on a
// machine with two cores the SHA-256 of one buffer runs while the next is read and
// written, instead of in line between them. Memory stays flat: a reader holds
// depth × bufSize bytes, however long the stream, and a slow hash holds the stream back.
package sidehash

import (
	"hash"
	"io"
	"sync"
)

const (
	// bufSize is one buffer handed to the hashing goroutine: large enough that the
	// hand-over costs nothing beside the hash, small enough to keep both busy.
	bufSize = 256 << 10
	// depth is how many buffers a reader has: the hash may fall this far behind.
	depth = 4
)

// Reader passes its source's bytes on and hashes them beside.
type Reader struct {
	r    io.Reader
	h    hash.Hash
	n    int64
	cur  []byte
	full chan []byte
	free chan []byte
	done chan struct{}
	once sync.Once
}

// New starts hashing into h what is read from r through the Reader; Wait must be called
// once the reading ends (it ends the goroutine).
func New(r io.Reader, h hash.Hash) *Reader {
	s := &Reader{r: r, h: h, full: make(chan []byte, depth), free: make(chan []byte, depth), done: make(chan struct{})}
	for range depth {
		s.free <- make([]byte, 0, bufSize)
	}
	go s.hash()
	return s
}

func (s *Reader) hash() {
	defer close(s.done)
	for b := range s.full {
		s.h.Write(b)
		s.free <- b[:0]
	}
}

// Read reads from the source, and queues what it read to be hashed.
func (s *Reader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	for rest := p[:n]; len(rest) > 0; {
		if s.cur == nil {
			s.cur = <-s.free
		}
		k := min(len(rest), bufSize-len(s.cur))
		s.cur = append(s.cur, rest[:k]...)
		rest = rest[k:]
		if len(s.cur) == bufSize {
			s.full <- s.cur
			s.cur = nil
		}
	}
	s.n += int64(n)
	return n, err
}

// WriteTo copies the source to w through the hashing buffers themselves (io.Copy prefers
// it): each is read into, handed to the hash, and written while the hash reads it, so
// the bytes are not copied once more and w gets writes of up to bufSize, not io.Copy's
// 32 KiB. A buffer returns to the reader only once hashed, and the next one is taken only
// after the write: the hash and the write share a buffer, never its reuse.
func (s *Reader) WriteTo(w io.Writer) (int64, error) {
	var written int64
	for {
		if s.cur != nil { // bytes Read queued but not yet handed over
			s.full <- s.cur
			s.cur = nil
		}
		buf := (<-s.free)[:bufSize]
		// Filled whole before it is handed over: a socket answers a read with a few
		// KiB, and a hand-over per read would cost more in wake-ups than the hash.
		n, rerr := io.ReadFull(s.r, buf)
		if rerr == io.ErrUnexpectedEOF {
			rerr = io.EOF
		}
		if n == 0 {
			s.free <- buf[:0]
		} else {
			s.n += int64(n)
			s.full <- buf[:n]
			m, werr := w.Write(buf[:n])
			written += int64(m)
			if werr == nil && m < n {
				werr = io.ErrShortWrite
			}
			if werr != nil {
				return written, werr
			}
		}
		if rerr == io.EOF {
			return written, nil
		}
		if rerr != nil {
			return written, rerr
		}
	}
}

// N is how many bytes were read through s.
func (s *Reader) N() int64 { return s.n }

// Wait hashes what is left and answers the hash of every byte read through s; reading
// after it is a mistake. It may be called more than once.
func (s *Reader) Wait() hash.Hash {
	s.once.Do(func() {
		if len(s.cur) > 0 {
			s.full <- s.cur
			s.cur = nil
		}
		close(s.full)
		<-s.done
	})
	return s.h
}
