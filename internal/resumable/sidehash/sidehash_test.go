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
			_, _ = io.CopyBuffer(&out, s, make([]byte, bufSize+7)) // pieces that straddle buffers
			want := sha256.Sum256(c.want)
			if got := s.Wait().Sum(nil); !bytes.Equal(got, want[:]) {
				t.Errorf("got hash %x, want %x", got, want)
			}
			if s.N() != int64(len(c.want)) || !bytes.Equal(out.Bytes(), c.want) {
				t.Errorf("got %d bytes passed on (N %d), want %d", out.Len(), s.N(), len(c.want))
			}
			s.Wait() // a second call answers the same
		})
	}
}
