package backup_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/backup"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/demo"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/s3test"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// openSite is a migrated database and an empty bucket, opened as the binary opens them.
// With GUSSET_TEST_BLOB=s3 the bucket is on a real S3-compatible server (versitygw).
func openSite(t *testing.T) *app.App {
	t.Helper()
	bucketURL, err := blobstore.FileURL(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("GUSSET_TEST_BLOB") == "s3" {
		for k, v := range s3test.Env() {
			os.Setenv(k, v)
		}
		bucketURL = s3test.Start(t).Bucket(t, "site")
	}
	// No FileSecret: each site generates its own key into the database, as `gusset serve`
	// does without FILE_URL_SECRET; a restore must replace the target's with the source's.
	// Pages are seeded too: a restore must replace the target's with the source's.
	cfg := app.Config{Pool: pgtest.New(t), BlobURL: bucketURL, Auth: auth.DefaultConfig, PageSeed: os.DirFS("../sitepage/testdata/seed")}
	a, err := app.Open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// siteWithContent is a site holding the demo content, a staff user and a contact message
// (with the mail it queues).
func siteWithContent(t *testing.T) *app.App {
	t.Helper()
	ctx := context.Background()
	a := openSite(t)
	if _, err := demo.Load(ctx, a.Services); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Services.Auth.CreateUser(ctx, "editor", "a long enough password"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Services.Contact.Send(ctx, &contact.Input{Name: "Ann", Email: "ann@example.com", Phone: "555 0100", Message: "A quote, please."}); err != nil {
		t.Fatal(err)
	}
	return a
}

// rowsOf is every row of every table in the public schema as text, by table, sorted: two
// databases holding the same rows give the same map.
func rowsOf(t *testing.T, pool *pgxpool.Pool) map[string][]string {
	t.Helper()
	ctx := context.Background()
	rows, err := pool.Query(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('goose_db_version', 'river_migration', 'river_leader', 'river_client', 'river_client_queue', 'river_queue')`)
	if err != nil {
		t.Fatal(err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, name := range names {
		rows, err := pool.Query(ctx, "SELECT t::text FROM "+pgx.Identifier{name}.Sanitize()+" t ORDER BY 1")
		if err != nil {
			t.Fatal(err)
		}
		if out[name], err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

type storedObject struct {
	key, contentType string
	body             []byte
}

func objectsOf(t *testing.T, bucket *blob.Bucket) []storedObject {
	t.Helper()
	ctx := context.Background()
	var out []storedObject
	it := bucket.List(nil)
	for {
		item, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		attrs, err := bucket.Attributes(ctx, item.Key)
		if err != nil {
			t.Fatal(err)
		}
		body, err := bucket.ReadAll(ctx, item.Key)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, storedObject{item.Key, attrs.ContentType, body})
	}
}

func TestABackupRestoresEveryRowAndObject(t *testing.T) {
	ctx := context.Background()
	src := siteWithContent(t)
	var archive bytes.Buffer
	written, err := backup.Write(ctx, src.Pool, src.Bucket, &archive, nil)
	if err != nil {
		t.Fatal(err)
	}
	dst := openSite(t)
	restored, err := backup.Restore(ctx, dst.Pool, dst.Bucket, bytes.NewReader(archive.Bytes()), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("archive %d bytes: %d tables, %d rows, %d objects (%d bytes)", archive.Len(), written.Tables, written.Rows, written.Objects, written.ObjectBytes)

	t.Run("the restore counts what the backup wrote", func(t *testing.T) {
		if restored.Tables != written.Tables || restored.Rows != written.Rows || restored.Objects != written.Objects || restored.ObjectBytes != written.ObjectBytes {
			t.Errorf("restored %+v, want the counts of written %+v", restored, written)
		}
		if written.Rows == 0 || written.Objects == 0 {
			t.Errorf("written %+v, want rows and objects", written)
		}
	})
	t.Run("every row of every table is back", func(t *testing.T) {
		got, want := rowsOf(t, dst.Pool), rowsOf(t, src.Pool)
		for name, rows := range want {
			if !slices.Equal(got[name], rows) {
				t.Errorf("table %s: got %d rows %.300q, want %d rows %.300q", name, len(got[name]), got[name], len(rows), rows)
			}
		}
	})
	t.Run("every object is back with its content type", func(t *testing.T) {
		got, want := objectsOf(t, dst.Bucket), objectsOf(t, src.Bucket)
		if !slices.EqualFunc(got, want, func(a, b storedObject) bool {
			return a.key == b.key && a.contentType == b.contentType && bytes.Equal(a.body, b.body)
		}) {
			t.Errorf("got %d objects, want the %d of the source, equal", len(got), len(want))
		}
	})
	t.Run("the restored site works: new rows draw fresh ids", func(t *testing.T) {
		if _, err := dst.Services.Contact.Send(ctx, &contact.Input{Name: "Bo", Email: "bo@example.com", Phone: "555 0101", Message: "Another."}); err != nil {
			t.Errorf("sending a message on the restored site: %v", err)
		}
		if _, _, err := dst.Services.Auth.Login(ctx, "editor", "a long enough password", "192.0.2.1"); err != nil {
			t.Errorf("signing in on the restored site: %v", err)
		}
	})
}

func TestABackupWhileTheSiteTakesUploadsIsOneConsistentSnapshot(t *testing.T) {
	ctx := context.Background()
	src := siteWithContent(t)
	pdf := []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")
	var before int
	if err := src.Pool.QueryRow(ctx, "SELECT count(*) FROM files").Scan(&before); err != nil {
		t.Fatal(err)
	}
	// An upload (an object, then its row) after each table is written: the rows are a
	// snapshot from before them, the objects are listed after them.
	uploads := 0
	var archive bytes.Buffer
	_, err := backup.Write(ctx, src.Pool, src.Bucket, &archive, func(kind, _ string) {
		if kind != "table" {
			return
		}
		if _, err := src.Services.Files.Upload(ctx, files.KindPortfolio, "during-backup.pdf", bytes.NewReader(pdf)); err != nil {
			t.Errorf("upload during the backup: %v", err)
		}
		uploads++
	})
	if err != nil {
		t.Fatal(err)
	}
	dst := openSite(t)
	if _, err := backup.Restore(ctx, dst.Pool, dst.Bucket, bytes.NewReader(archive.Bytes()), nil); err != nil {
		t.Fatal(err)
	}
	rows, err := dst.Pool.Query(ctx, "SELECT object_key FROM files")
	if err != nil {
		t.Fatal(err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != before {
		t.Errorf("restored %d files, want the %d of the snapshot (before the %d uploads during the backup)", len(keys), before, uploads)
	}
	for _, key := range keys {
		if ok, err := dst.Bucket.Exists(ctx, key); err != nil || !ok {
			t.Errorf("the restored row of file %s has no object (exists %v, %v)", key, ok, err)
		}
	}
}

func TestARestoreRefusesWhatItCannotRestoreWhole(t *testing.T) {
	ctx := context.Background()
	src := siteWithContent(t)
	var archive bytes.Buffer
	if _, err := backup.Write(ctx, src.Pool, src.Bucket, &archive, nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		archive []byte
		target  func(t *testing.T) *app.App
		want    error
	}{
		{"a site with content is never overwritten", archive.Bytes(), siteWithContent, backup.ErrNotEmpty},
		{"a truncated archive restores nothing", truncate(t, archive.Bytes()), openSite, backup.ErrCorrupt},
		{"an archive of another schema version restores nothing", withSchemaVersion(t, archive.Bytes(), 1), openSite, backup.ErrSchemaVersion},
		{"what is not an archive restores nothing", []byte("not a backup"), openSite, backup.ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dst := tt.target(t)
			rowsBefore, objectsBefore := rowsOf(t, dst.Pool), objectsOf(t, dst.Bucket)
			_, err := backup.Restore(ctx, dst.Pool, dst.Bucket, bytes.NewReader(tt.archive), nil)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Restore = %v, want %v", err, tt.want)
			}
			rowsAfter, objectsAfter := rowsOf(t, dst.Pool), objectsOf(t, dst.Bucket)
			for name, rows := range rowsBefore {
				if len(rowsAfter[name]) != len(rows) {
					t.Errorf("table %s had %d rows, has %d after the failed restore", name, len(rows), len(rowsAfter[name]))
				}
			}
			if len(objectsAfter) != len(objectsBefore) {
				t.Errorf("the bucket had %d objects, has %d after the failed restore", len(objectsBefore), len(objectsAfter))
			}
		})
	}
}

// truncate is archive cut just before its manifest: complete tables and objects, then
// nothing.
func truncate(t *testing.T, archive []byte) []byte {
	return rewrite(t, archive, func(h *tar.Header, body []byte) ([]byte, bool) {
		return body, h.Name != "manifest.json"
	})
}

// withSchemaVersion is archive with another schema version in its header.
func withSchemaVersion(t *testing.T, archive []byte, v int) []byte {
	return rewrite(t, archive, func(h *tar.Header, body []byte) ([]byte, bool) {
		if h.Name == "header.json" {
			body = []byte(`{"format":1,"schema_version":` + string(rune('0'+v)) + `}`)
			h.Size = int64(len(body))
		}
		return body, true
	})
}

// rewrite copies archive entry by entry through edit, which may change an entry or drop it.
func rewrite(t *testing.T, archive []byte, edit func(*tar.Header, []byte) ([]byte, bool)) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(archive))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	tw := tar.NewWriter(zw)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		body, keep := edit(h, body)
		if !keep {
			continue
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(body); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestCopyingTheObjectsHoldsNoSnapshotOpen(t *testing.T) {
	ctx := context.Background()
	src := siteWithContent(t)
	open, objects := -1, 0
	progress := func(kind, _ string) {
		if kind != "object" {
			return
		}
		objects++
		// A transaction left open while the objects copy would hold back vacuum and keep
		// a pool connection for as long as the bucket takes.
		if err := src.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND state LIKE 'idle in transaction%'`).Scan(&open); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := backup.Write(ctx, src.Pool, src.Bucket, io.Discard, progress); err != nil {
		t.Fatal(err)
	}
	if objects == 0 || open != 0 {
		t.Errorf("got %d transactions open while copying %d objects, want none while copying some", open, objects)
	}
}
