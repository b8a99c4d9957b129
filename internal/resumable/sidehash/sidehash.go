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
