package server_test

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/s3test"
)

func TestMain(m *testing.M) {
	code := pgtest.Main(m)
	if s3 != nil {
		s3.Stop()
		os.RemoveAll(s3Dir)
	}
	os.Exit(code)
}

// With GUSSET_TEST_BLOB=s3 every site of these tests stores its files in a bucket of its
// own on a real S3-compatible server (versitygw, one per test binary) instead of a folder:
// make test runs the file tests so (scripts/test).
var (
	s3Once    sync.Once
	s3        *s3test.Server
	s3Dir     string
	s3Err     error
	s3Buckets atomic.Int64
)

// testBucketURL is a new S3 bucket's URL under GUSSET_TEST_BLOB=s3, else "".
func testBucketURL(t testing.TB) string {
	if os.Getenv("GUSSET_TEST_BLOB") != "s3" {
		return ""
	}
	s3Once.Do(func() {
		for k, v := range s3test.Env() {
			os.Setenv(k, v)
		}
		if s3Dir, s3Err = os.MkdirTemp("", "gusset-s3-"); s3Err == nil {
			s3, s3Err = s3test.StartServer(s3Dir)
		}
	})
	if s3Err != nil {
		t.Fatal(s3Err)
	}
	u, err := s3.NewBucket(fmt.Sprintf("site-%d", s3Buckets.Add(1)))
	if err != nil {
		t.Fatal(err)
	}
	return u
}
