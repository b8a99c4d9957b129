package sitetest

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/s3test"
)

// Main runs a test binary's tests (call it from TestMain): it starts PostgreSQL for them,
// stops the S3 server if a test started one, and exits with the tests' code.
func Main(m *testing.M) {
	code := pgtest.Main(m)
	if s3 != nil {
		s3.Stop()
		os.RemoveAll(s3Dir)
	}
	os.Exit(code)
}

// One S3 server per test binary, started by the first site that needs a bucket.
var (
	s3Once    sync.Once
	s3        *s3test.Server
	s3Dir     string
	s3Err     error
	s3Buckets atomic.Int64
)

// BucketURL is a new S3 bucket's URL under GUSSET_TEST_BLOB=s3, else "".
func BucketURL(t testing.TB) string {
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
