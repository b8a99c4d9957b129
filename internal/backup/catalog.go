package backup

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
)

// skipped are tables a backup leaves out: the migration bookkeeping (a restore migrates
// the target with its own binary and checks the versions match) and the job queue's
// per-process state, which the processes that work the queue write afresh; the analytics'
// day salts (a copy would outlive the day they must not) and raw events (short-lived; the
// daily rollups are kept).
var skipped = []string{"goose_db_version", "river_migration", "river_leader", "river_client", "river_client_queue", "river_queue",
	"analytics_salts", "analytics_events"}

// replacedOnRestore are tables the site writes when it opens (a generated FILE_URL_SECRET
// in site_settings, the first-start site settings in firm_settings, the seeded pages in
// site_pages and its versions and publishes, the first case studies of migration 00025 in
// case_studies), before a restore can run: a restore replaces
// their rows with the archive's (the source's key then keeps signing, so its links stay
// good; the source's firm and pages are the restored site's) instead of refusing the
// database as not empty.
var replacedOnRestore = []string{"site_settings", "firm_settings", "site_pages", "site_page_versions", "site_page_publishes", "site_page_redirects",
	"case_studies", "case_study_images", "case_study_redirects"}

// table is one table of the backup: its name and the columns stored (generated columns
// are computed again on restore, and cannot be written).
type table struct {
	Name    string   `json:"name"`
	Columns []string `json:"columns"`
	// Rows is how many rows the backup holds; set once they are written.
	Rows int64 `json:"rows"`
}

// tables lists the public schema's tables, parents before children (by foreign key), so
// that a restore in this order never breaks a reference.
func tables(ctx context.Context, q pgx.Tx) ([]table, error) {
	rows, err := q.Query(ctx, `
		SELECT c.relname,
		       array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '')
		FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		JOIN pg_attribute a ON a.attrelid = c.oid
		WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
		GROUP BY c.relname
		ORDER BY c.relname`)
	if err != nil {
		return nil, err
	}
	all, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (table, error) {
		var t table
		return t, r.Scan(&t.Name, &t.Columns)
	})
	if err != nil {
		return nil, err
	}
	all = slices.DeleteFunc(all, func(t table) bool { return slices.Contains(skipped, t.Name) })

	parents := map[string][]string{}
	rows, err = q.Query(ctx, `
		SELECT child.relname, parent.relname
		FROM pg_constraint con
		JOIN pg_class child ON child.oid = con.conrelid
		JOIN pg_class parent ON parent.oid = con.confrelid
		JOIN pg_namespace n ON n.oid = child.relnamespace
		WHERE con.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`)
	if err != nil {
		return nil, err
	}
	var child, parent string
	if _, err := pgx.ForEachRow(rows, []any{&child, &parent}, func() error {
		parents[child] = append(parents[child], parent)
		return nil
	}); err != nil {
		return nil, err
	}
	return parentsFirst(all, parents)
}

// parentsFirst orders ts so that every table comes after the tables it references
// (a depth-first topological sort, stable by name).
func parentsFirst(ts []table, parents map[string][]string) ([]table, error) {
	byName := map[string]table{}
	for _, t := range ts {
		byName[t.Name] = t
	}
	const (
		visiting = 1
		done     = 2
	)
	state := map[string]int{}
	var out []table
	var visit func(name string) error
	visit = func(name string) error {
		switch state[name] {
		case done:
			return nil
		case visiting:
			return fmt.Errorf("backup: tables reference each other in a cycle through %s", name)
		}
		state[name] = visiting
		for _, p := range parents[name] {
			if _, ok := byName[p]; ok {
				if err := visit(p); err != nil {
					return err
				}
			}
		}
		state[name] = done
		out = append(out, byName[name])
		return nil
	}
	for _, t := range ts {
		if err := visit(t.Name); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// schemaVersion is the newest migration applied to the database.
func schemaVersion(ctx context.Context, q pgx.Tx) (int64, error) {
	var v int64
	err := q.QueryRow(ctx, `SELECT coalesce(max(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&v)
	return v, err
}
