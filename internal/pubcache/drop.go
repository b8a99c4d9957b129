package pubcache

import "slices"

// Drop drops the answers and pages made from any of tables (and those that recorded no
// table), and tells the OnChange listeners first: a write names what it changed (its
// tables' notices, "table:<name>"), and the rest stays cached — a job's edit leaves every
// blog page as it was.
func (c *Cache) Drop(tables ...string) {
	if len(tables) == 0 {
		return
	}
	live := c.Live()
	c.changing(live)
	c.mu.Lock()
	c.gen++
	for _, t := range tables {
		c.tableGen[t] = c.gen
	}
	for k, e := range c.entries {
		if madeFrom(e.tables, tables) {
			c.bytes -= int64(len(k) + len(e.body))
			delete(c.entries, k)
		}
	}
	c.mu.Unlock()
	c.dropped(tables)
}

// madeFrom reports whether what was made from read goes with a drop of tables (nil: of
// everything). What recorded no table read nothing the cache knows of: it goes with any drop.
func madeFrom(read, tables []string) bool {
	if tables == nil || len(read) == 0 {
		return true
	}
	for _, t := range tables {
		if _, found := slices.BinarySearch(read, t); found {
			return true
		}
	}
	return false
}

// fresh reports whether what was made from tables in generation gen may be kept, and
// whether the cache is live.
func (c *Cache) fresh(gen uint64, tables []string) (bool, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.freshLocked(gen, tables), c.live
}

// freshLocked reports whether what was made from tables in generation gen was made after
// the last drop of each of them (c.mu held).
func (c *Cache) freshLocked(gen uint64, tables []string) bool {
	if c.allGen > gen {
		return false
	}
	if len(tables) == 0 {
		return c.gen == gen
	}
	for _, t := range tables {
		if c.tableGen[t] > gen {
			return false
		}
	}
	return true
}

// Kept is a kept page as checks and diagnostics see it: the tables it was made from and the
// cache's generation when it was made (a page made again has a later one).
type Kept struct {
	Tables []string
	Gen    uint64
}

// Kept is every kept page by key.
func (p *Pages) Kept() map[string]Kept {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make(map[string]Kept, len(p.entries))
	for k, e := range p.entries {
		out[k] = Kept{Tables: e.tables, Gen: e.gen}
	}
	return out
}
