// Package readset records which tables a piece of work read, so that what it made (a
// cached page, a cached answer) is dropped by the writes to those tables only
// (internal/pubcache). The database adapter notes the tables of every statement sent in a
// context carrying a set (NoteSQL); a store answering from memory notes the tables it
// read them from (Note).
package readset

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"sync"
)

type key struct{}

// Set is the tables read so far by the work of a context.
type Set struct {
	mu     sync.Mutex
	tables map[string]struct{}
	parent *Set
}

// Start returns ctx carrying a new set, and the set. A set started inside another's work
// passes what it records up to that one too.
func Start(ctx context.Context) (context.Context, *Set) {
	s := &Set{tables: map[string]struct{}{}, parent: From(ctx)}
	return context.WithValue(ctx, key{}, s), s
}

// From is the set of ctx, or nil.
func From(ctx context.Context) *Set {
	s, _ := ctx.Value(key{}).(*Set)
	return s
}

// Note records that the work of ctx read tables; without a set it does nothing.
func Note(ctx context.Context, tables ...string) {
	for s := From(ctx); s != nil; s = s.parent {
		s.mu.Lock()
		for _, t := range tables {
			s.tables[t] = struct{}{}
		}
		s.mu.Unlock()
	}
}

// NoteSQL records the tables sql reads, for the work of ctx.
func NoteSQL(ctx context.Context, sql string) {
	if From(ctx) == nil {
		return
	}
	Note(ctx, TablesRead(sql)...)
}

// Tables is what the set recorded, sorted.
func (s *Set) Tables() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.tables))
	for t := range s.tables {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}

// A table a statement reads follows FROM or JOIN (the house's SQL names tables without a
// schema, and never lists them with commas); a name followed by "(" is a function. CTE
// names are found too: no table is named as one, so they match nothing a write names.
var readRe = regexp.MustCompile(`(?i)\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(\s*\()?`)

// parsed keeps each statement's tables: the statements are the program's own, few.
var parsed sync.Map

// TablesRead is the tables sql reads, lower-cased and sorted; comments are skipped.
func TablesRead(sql string) []string {
	if v, ok := parsed.Load(sql); ok {
		return v.([]string)
	}
	lines := strings.Split(sql, "\n")
	for i, line := range lines {
		if j := strings.Index(line, "--"); j >= 0 {
			lines[i] = line[:j]
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range readRe.FindAllStringSubmatch(strings.Join(lines, "\n"), -1) {
		name := strings.ToLower(m[1])
		if m[2] != "" || seen[name] || sqlWords[name] {
			continue
		}
		seen[name] = true
		out = append(out, name)
	}
	slices.Sort(out)
	parsed.Store(sql, out)
	return out
}

// sqlWords follow FROM in statements without being tables (DELETE FROM is a write's; a
// subquery's FROM ( is skipped by the parenthesis).
var sqlWords = map[string]bool{"select": true, "lateral": true, "only": true, "unnest": true}
