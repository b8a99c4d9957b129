package pubcache

import "strconv"

// flightKey is the key under which the concurrent misses of key that arrived at generation
// gen wait for one answer. A miss that arrives after a drop must not be given the answer of
// a make that began before it: that make may have read what the drop's write replaced, and
// the write's own answer has gone out already (Invalidating), so its author would read the
// old page back. The generation in the key sends it to a make of its own.
func flightKey(key string, gen uint64) string {
	return strconv.FormatUint(gen, 10) + " " + key
}
