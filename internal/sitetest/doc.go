// Package sitetest runs the real site for tests: the app on a PostgreSQL database of the
// test's own (internal/pgtest), served over real HTTP (HTTP/1.1 and cleartext HTTP/2), with
// the queue's workers and the public cache running as in `gusset serve`. Any package tests
// its rules through it from an external test package (package foo_test), which may import
// internal/app without a cycle:
//
//	func TestMain(m *testing.M) { sitetest.Main(m) }
//
//	func TestSomething(t *testing.T) {
//		s := sitetest.Start(t, auth.DefaultConfig)
//		res, body := s.Get(t, "/some/path", s.StaffToken(t))
//		...
//	}
//
// With GUSSET_TEST_BLOB=s3 every site stores its files in a bucket of its own on a real
// S3-compatible server (versitygw) instead of a folder.
package sitetest
