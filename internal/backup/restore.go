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
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"gocloud.dev/blob"
)

var (
	// ErrNotEmpty: a restore goes into an empty database and bucket only, never over a
	// site's data.
	ErrNotEmpty = errors.New("backup: the target is not empty")
	// ErrSchemaVersion: the archive was written by a binary of another schema version.
	ErrSchemaVersion = errors.New("backup: the archive's schema version is not this binary's")
	// ErrCorrupt: the archive is not one Write wrote, is incomplete, or does not match its
	// manifest.
	ErrCorrupt = errors.New("backup: the archive is incomplete or corrupt")
)

// Restore reads an archive written by Write into the (migrated, empty) database of pool
// and the empty bucket. The rows go in in one transaction, committed only once every
// object is written and the manifest checked: a failed restore leaves the database as it
// was and removes the objects it wrote.
func Restore(ctx context.Context, pool *pgxpool.Pool, bucket *blob.Bucket, r io.Reader, progress Progress) (sum Summary, err error) {
	if progress == nil {
		progress = func(string, string) {}
	}
	zr, err := gzip.NewReader(r)
	if err != nil {
		return sum, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	tr := tar.NewReader(zr)
	var h header
	if err := readJSON(tr, "header.json", &h); err != nil {
		return sum, err
	}
	if h.Format != formatVersion {
		return sum, fmt.Errorf("%w: format %d, want %d", ErrCorrupt, h.Format, formatVersion)
	}

	conn, err := pool.Acquire(ctx)
	if err != nil {
		return sum, fmt.Errorf("restore: %w", err)
	}
	defer conn.Release()
	tx, err := conn.Begin(ctx)
	if err != nil {
		return sum, fmt.Errorf("restore: %w", err)
	}
	var written []string
	defer func() {
		if err == nil {
			return
		}
		_ = tx.Rollback(context.WithoutCancel(ctx))
		for _, key := range written {
			_ = bucket.Delete(context.WithoutCancel(ctx), key)
		}
	}()

	if sum.SchemaVersion, err = schemaVersion(ctx, tx); err != nil {
		return sum, fmt.Errorf("restore: reading the schema version: %w", err)
	}
	if sum.SchemaVersion != h.SchemaVersion {
		return sum, fmt.Errorf("%w: the archive is at version %d, this binary's database at %d; restore with the binary that wrote it, then upgrade", ErrSchemaVersion, h.SchemaVersion, sum.SchemaVersion)
	}
	target, err := tables(ctx, tx)
	if err != nil {
		return sum, fmt.Errorf("restore: listing tables: %w", err)
	}
	if err := checkEmpty(ctx, tx, bucket, target); err != nil {
		return sum, err
	}
	// The rows are restored as they were: triggers (such as an audit trail's) must not
	// add rows of their own. Foreign keys stay checked.
	if err := setUserTriggers(ctx, tx, target, "DISABLE"); err != nil {
		return sum, err
	}

	restoredRows := map[string]int64{}
	var objects []object
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return sum, fmt.Errorf("%w: it ends before its manifest", ErrCorrupt)
		}
		if err != nil {
			return sum, fmt.Errorf("%w: %v", ErrCorrupt, err)
		}
		switch name := hdr.Name; {
		case strings.HasPrefix(name, "db/") && strings.HasSuffix(name, ".copy"):
			t := strings.TrimSuffix(strings.TrimPrefix(name, "db/"), ".copy")
			if !slices.ContainsFunc(target, func(x table) bool { return x.Name == t }) {
				return sum, fmt.Errorf("%w: table %s is not in this database", ErrCorrupt, t)
			}
			cols := strings.Split(hdr.PAXRecords[paxColumns], ",")
			tag, err := tx.Conn().PgConn().CopyFrom(ctx, tr, "COPY "+pgx.Identifier{t}.Sanitize()+" ("+columnList(cols)+") FROM STDIN")
			if err != nil {
				return sum, fmt.Errorf("restore: table %s: %w", t, err)
			}
			restoredRows[t] = tag.RowsAffected()
			sum.Tables++
			sum.Rows += tag.RowsAffected()
			progress("table", t)
		case strings.HasPrefix(name, "objects/"):
			o, err := restoreObject(ctx, bucket, tr, hdr)
			if o.Key != "" {
				written = append(written, o.Key)
			}
			if err != nil {
				return sum, err
			}
			objects = append(objects, o)
			sum.Objects++
			sum.ObjectBytes += o.Size
			progress("object", o.Key)
		case name == "manifest.json":
			var m manifest
			if err := json.NewDecoder(tr).Decode(&m); err != nil {
				return sum, fmt.Errorf("%w: manifest: %v", ErrCorrupt, err)
			}
			if err := m.check(restoredRows, objects); err != nil {
				return sum, err
			}
			if err := resetSequences(ctx, tx); err != nil {
				return sum, err
			}
			if err := setUserTriggers(ctx, tx, target, "ENABLE"); err != nil {
				return sum, err
			}
			if err := tx.Commit(ctx); err != nil {
				return sum, fmt.Errorf("restore: %w", err)
			}
			return sum, nil
		default:
			return sum, fmt.Errorf("%w: unexpected entry %q", ErrCorrupt, name)
		}
	}
}

// checkEmpty refuses a database with a row in any table, or a bucket with an object; it
// empties the tables a restore replaces (replacedOnRestore), in the restore's transaction.
func checkEmpty(ctx context.Context, tx pgx.Tx, bucket *blob.Bucket, ts []table) error {
	var full []string
	for _, t := range ts {
		if slices.Contains(replacedOnRestore, t.Name) {
			if _, err := tx.Exec(ctx, "DELETE FROM "+pgx.Identifier{t.Name}.Sanitize()); err != nil {
				return fmt.Errorf("restore: %w", err)
			}
			continue
		}
		var has bool
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM "+pgx.Identifier{t.Name}.Sanitize()+")").Scan(&has); err != nil {
			return fmt.Errorf("restore: %w", err)
		}
		if has {
			full = append(full, t.Name)
		}
	}
	if len(full) > 0 {
		return fmt.Errorf("%w: the database has rows in %s", ErrNotEmpty, strings.Join(full, ", "))
	}
	page, _, err := bucket.ListPage(ctx, blob.FirstPageToken, 1, nil)
	if err != nil {
		return fmt.Errorf("restore: listing the bucket: %w", err)
	}
	if len(page) > 0 {
		return fmt.Errorf("%w: the bucket holds objects (%s…)", ErrNotEmpty, page[0].Key)
	}
	return nil
}

func setUserTriggers(ctx context.Context, tx pgx.Tx, ts []table, verb string) error {
	for _, t := range ts {
		if _, err := tx.Exec(ctx, "ALTER TABLE "+pgx.Identifier{t.Name}.Sanitize()+" "+verb+" TRIGGER USER"); err != nil {
			return fmt.Errorf("restore: %s triggers of %s: %w", strings.ToLower(verb), t.Name, err)
		}
	}
	return nil
}

// resetSequences moves every sequence a column draws from past the restored rows.
func resetSequences(ctx context.Context, tx pgx.Tx) error {
	rows, err := tx.Query(ctx, `
		SELECT c.relname, a.attname, s.seq
		FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
		CROSS JOIN LATERAL (SELECT pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS seq) s
		WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND s.seq IS NOT NULL`)
	if err != nil {
		return fmt.Errorf("restore: listing sequences: %w", err)
	}
	type seq struct{ table, column, name string }
	seqs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (seq, error) {
		var s seq
		return s, r.Scan(&s.table, &s.column, &s.name)
	})
	if err != nil {
		return fmt.Errorf("restore: listing sequences: %w", err)
	}
	for _, s := range seqs {
		q := "SELECT setval($1, coalesce((SELECT max(" + pgx.Identifier{s.column}.Sanitize() + ") FROM " + pgx.Identifier{s.table}.Sanitize() + "), 0) + 1, false)"
		if _, err := tx.Exec(ctx, q, s.name); err != nil {
			return fmt.Errorf("restore: sequence %s: %w", s.name, err)
		}
	}
	return nil
}

// restoreObject writes one object of the archive into bucket; the key is set once the
// write started, so that a failure can remove it.
func restoreObject(ctx context.Context, bucket *blob.Bucket, tr *tar.Reader, hdr *tar.Header) (object, error) {
	key := strings.TrimPrefix(hdr.Name, "objects/")
	if key == "" || strings.Contains(key, "..") {
		return object{}, fmt.Errorf("%w: object name %q", ErrCorrupt, hdr.Name)
	}
	o := object{Key: key, ContentType: hdr.PAXRecords[paxContentType]}
	w, err := bucket.NewWriter(ctx, key, &blob.WriterOptions{ContentType: o.ContentType})
	if err != nil {
		return object{}, fmt.Errorf("restore: object %s: %w", key, err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), tr)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return o, fmt.Errorf("restore: object %s: %w", key, err)
	}
	o.Size, o.SHA256 = n, hex.EncodeToString(h.Sum(nil))
	return o, nil
}

// check compares what a restore read with what the archive says it holds.
func (m manifest) check(rows map[string]int64, objects []object) error {
	if len(rows) != len(m.Tables) {
		return fmt.Errorf("%w: %d tables restored, the manifest lists %d", ErrCorrupt, len(rows), len(m.Tables))
	}
	for _, t := range m.Tables {
		if got, ok := rows[t.Name]; !ok || got != t.Rows {
			return fmt.Errorf("%w: table %s has %d rows, the manifest says %d", ErrCorrupt, t.Name, got, t.Rows)
		}
	}
	if !slices.Equal(objects, m.Objects) {
		return fmt.Errorf("%w: the objects differ from the manifest's", ErrCorrupt)
	}
	return nil
}

func readJSON(tr *tar.Reader, name string, v any) error {
	hdr, err := tr.Next()
	if err != nil || hdr.Name != name {
		return fmt.Errorf("%w: it does not start with %s", ErrCorrupt, name)
	}
	if err := json.NewDecoder(tr).Decode(v); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrCorrupt, name, err)
	}
	return nil
}
