// Package backup writes the whole site (every row of the database and every stored
// object) into one archive while the site serves, and restores such an archive into an
// empty database and bucket.
//
// The archive is a gzipped tar: header.json (format and schema version) first, then one
// file per table (db/<table>.copy, PostgreSQL's COPY text format, parents before children),
// then every object of the bucket (objects/<key>, its content type in a PAX record), then
// manifest.json (tables with their row counts, objects with their sizes and SHA-256), which
// a restore checks before it commits.
//
// The rows are one consistent snapshot (a REPEATABLE READ transaction). The objects are
// listed after the snapshot is taken: the site writes an object before the row naming it
// and deletes it after, so every object a row of the snapshot names is in the bucket then,
// unless the row was deleted (and its object with it) in between; such an object is
// reported in Summary.Missing.
package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"
	"gocloud.dev/gcerrors"
)

// formatVersion changes when the archive's layout does.
const formatVersion = 1

// PAX records of the archive's entries: an object's content type, a table's columns (in
// the order of its COPY data).
const (
	paxContentType = "GUSSET.content_type"
	paxColumns     = "GUSSET.columns"
)

// header opens the archive: enough to refuse a restore before reading the rest.
type header struct {
	Format        int       `json:"format"`
	SchemaVersion int64     `json:"schema_version"`
	CreateTime    time.Time `json:"create_time"`
}

// object is one stored object of the manifest.
type object struct {
	Key         string `json:"key"`
	Size        int64  `json:"size"`
	ContentType string `json:"content_type"`
	SHA256      string `json:"sha256"`
}

// manifest closes the archive: what it holds, to check a restore against.
type manifest struct {
	Tables  []table  `json:"tables"`
	Objects []object `json:"objects"`
}

// Summary is what a backup or a restore handled.
type Summary struct {
	SchemaVersion int64
	Tables, Rows  int64
	Objects       int64
	ObjectBytes   int64
	// Missing are objects listed in the bucket that were gone when read (deleted after the
	// snapshot, with their rows).
	Missing []string
}

// Progress is told of each table and object as it is written or restored.
type Progress func(kind, name string)

// Write writes the archive of the database of pool and of bucket to w.
func Write(ctx context.Context, pool *pgxpool.Pool, bucket *blob.Bucket, w io.Writer, progress Progress) (Summary, error) {
	if progress == nil {
		progress = func(string, string) {}
	}
	zw := gzip.NewWriter(w)
	tw := tar.NewWriter(zw)
	sum, err := write(ctx, pool, bucket, tw, progress)
	if err != nil {
		return sum, err
	}
	if err := tw.Close(); err != nil {
		return sum, err
	}
	return sum, zw.Close()
}

func write(ctx context.Context, pool *pgxpool.Pool, bucket *blob.Bucket, tw *tar.Writer, progress Progress) (Summary, error) {
	sum, ts, err := writeDatabase(ctx, pool, tw, progress)
	if err != nil {
		return sum, err
	}
	// The snapshot's transaction is over (it would hold back vacuum and a pool connection
	// for as long as the objects take); the objects are listed after it, so every row's
	// object is there.
	objects, err := writeObjects(ctx, bucket, tw, &sum, progress)
	if err != nil {
		return sum, err
	}
	return sum, writeJSON(tw, "manifest.json", manifest{Tables: ts, Objects: objects})
}

// writeDatabase writes the header and every table from one read-only snapshot.
func writeDatabase(ctx context.Context, pool *pgxpool.Pool, tw *tar.Writer, progress Progress) (Summary, []table, error) {
	var sum Summary
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return sum, nil, fmt.Errorf("backup: %w", err)
	}
	defer conn.Release()
	tx, err := conn.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return sum, nil, fmt.Errorf("backup: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	if sum.SchemaVersion, err = schemaVersion(ctx, tx); err != nil {
		return sum, nil, fmt.Errorf("backup: reading the schema version: %w", err)
	}
	if err := writeJSON(tw, "header.json", header{Format: formatVersion, SchemaVersion: sum.SchemaVersion, CreateTime: time.Now().UTC()}); err != nil {
		return sum, nil, err
	}
	ts, err := tables(ctx, tx)
	if err != nil {
		return sum, nil, fmt.Errorf("backup: listing tables: %w", err)
	}
	for i := range ts {
		n, err := writeTable(ctx, tx, tw, ts[i])
		if err != nil {
			return sum, nil, fmt.Errorf("backup: table %s: %w", ts[i].Name, err)
		}
		ts[i].Rows = n
		sum.Tables++
		sum.Rows += n
		progress("table", ts[i].Name)
	}
	return sum, ts, nil
}

// writeTable copies t's rows into the archive. The copy goes through a temporary file:
// a tar entry's size comes before its content.
func writeTable(ctx context.Context, tx pgx.Tx, tw *tar.Writer, t table) (int64, error) {
	tmp, err := os.CreateTemp("", "gusset-backup-*.copy")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	tag, err := tx.Conn().PgConn().CopyTo(ctx, tmp, "COPY (SELECT "+columnList(t.Columns)+" FROM "+pgx.Identifier{t.Name}.Sanitize()+") TO STDOUT")
	if err != nil {
		return 0, err
	}
	size, err := tmp.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return 0, err
	}
	if err := tw.WriteHeader(&tar.Header{
		Name: "db/" + t.Name + ".copy", Mode: 0o600, Size: size, ModTime: time.Now(), Format: tar.FormatPAX,
		PAXRecords: map[string]string{paxColumns: strings.Join(t.Columns, ",")},
	}); err != nil {
		return 0, err
	}
	if _, err := io.Copy(tw, tmp); err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}

// writeObjects copies every object of bucket into the archive.
func writeObjects(ctx context.Context, bucket *blob.Bucket, tw *tar.Writer, sum *Summary, progress Progress) ([]object, error) {
	var objects []object
	it := bucket.List(nil)
	for {
		item, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			return objects, nil
		}
		if err != nil {
			return nil, fmt.Errorf("backup: listing objects: %w", err)
		}
		if item.IsDir {
			continue
		}
		o, err := writeObject(ctx, bucket, tw, item.Key)
		if gcerrors.Code(err) == gcerrors.NotFound {
			sum.Missing = append(sum.Missing, item.Key)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("backup: object %s: %w", item.Key, err)
		}
		objects = append(objects, o)
		sum.Objects++
		sum.ObjectBytes += o.Size
		progress("object", o.Key)
	}
}

func writeObject(ctx context.Context, bucket *blob.Bucket, tw *tar.Writer, key string) (object, error) {
	r, err := bucket.NewReader(ctx, key, nil)
	if err != nil {
		return object{}, err
	}
	defer r.Close()
	o := object{Key: key, Size: r.Size(), ContentType: r.ContentType()}
	if err := tw.WriteHeader(&tar.Header{
		Name: "objects/" + key, Mode: 0o600, Size: o.Size, ModTime: r.ModTime(), Format: tar.FormatPAX,
		PAXRecords: map[string]string{paxContentType: o.ContentType},
	}); err != nil {
		return object{}, err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(tw, h), r)
	if err != nil {
		return object{}, err
	}
	if n != o.Size {
		return object{}, fmt.Errorf("read %d bytes of %d", n, o.Size)
	}
	o.SHA256 = hex.EncodeToString(h.Sum(nil))
	return o, nil
}

func writeJSON(tw *tar.Writer, name string, v any) error {
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: int64(len(b)), ModTime: time.Now()}); err != nil {
		return err
	}
	_, err = tw.Write(b)
	return err
}

func columnList(cols []string) string {
	quoted := make([]string, len(cols))
	for i, c := range cols {
		quoted[i] = pgx.Identifier{c}.Sanitize()
	}
	return strings.Join(quoted, ", ")
}
