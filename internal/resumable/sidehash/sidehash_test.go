package sidehash

import (
	"bytes"
	"crypto/sha256"
	"io"
	"math/rand/v2"
	"testing"
	"testing/iotest"
)

func TestTheHashIsOfEveryByteRead(t *testing.T) {
	data := make([]byte, 3*bufSize+12345)
	rng := rand.NewChaCha8([32]byte{7})
	_, _ = rng.Read(data)
	cases := []struct {
		name string
		r    io.Reader
		want []byte
	}{
		{"an empty stream hashes to the hash of nothing", bytes.NewReader(nil), nil},
		{"a stream read in large pieces hashes whole", bytes.NewReader(data), data},
		{"a stream read a byte at a time hashes whole", iotest.OneByteReader(bytes.NewReader(data[:bufSize+3])), data[:bufSize+3]},
		{"a stream that ends in an error hashes what was read", io.MultiReader(bytes.NewReader(data[:1000]), iotest.ErrReader(io.ErrUnexpectedEOF)), data[:1000]},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := New(c.r, sha256.New())
			var out bytes.Buffer
			// Read in pieces that straddle the buffers (io.CopyBuffer would use WriteTo).
			_, _ = io.CopyBuffer(&out, struct{ io.Reader }{s}, make([]byte, bufSize+7))
			want := sha256.Sum256(c.want)
			if got := s.Wait().Sum(nil); !bytes.Equal(got, want[:]) {
				t.Errorf("got hash %x, want %x", got, want)
			}
			if s.N() != int64(len(c.want)) || !bytes.Equal(out.Bytes(), c.want) {
				t.Errorf("got %d bytes passed on (N %d), want %d", out.Len(), s.N(), len(c.want))
			}
			s.Wait() // a second call answers the same
		})
		t.Run(c.name+", copied by WriteTo", func(t *testing.T) {
			r := c.r
			if seeker, ok := r.(io.Seeker); ok {
				_, _ = seeker.Seek(0, io.SeekStart)
			} else {
				t.Skip("a stream read once")
			}
			s := New(r, sha256.New())
			var out bytes.Buffer
			n, _ := io.Copy(&out, s)
			want := sha256.Sum256(c.want)
			if got := s.Wait().Sum(nil); !bytes.Equal(got, want[:]) || n != int64(len(c.want)) || !bytes.Equal(out.Bytes(), c.want) {
				t.Errorf("got hash %x of %d bytes copied, want %x of %d", got, n, want, len(c.want))
			}
		})
	}
}

// A write that fails stops the copy with its error; the hash still ends.
func TestWriteToStopsAtAFailedWrite(t *testing.T) {
	s := New(bytes.NewReader(make([]byte, 3*bufSize)), sha256.New())
	n, err := s.WriteTo(failingWriter{})
	s.Wait()
	if err != io.ErrClosedPipe || n != 0 {
		t.Errorf("got %d, %v, want 0, %v", n, err, io.ErrClosedPipe)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, io.ErrClosedPipe }
