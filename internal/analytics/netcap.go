package analytics

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// The per-network cap: one network (an IPv4 /24, an IPv6 /56) may have at most
// Config.NetworkCap events counted per Config.NetworkWindow; the writer leaves the others
// out. Without it a script on one connection, changing its user agent, is as many
// visitors as requests. The count is kept in PostgreSQL and added to batch by batch, so
// it holds across instances without a request ever waiting on the database; the request
// is answered 204 either way (docs/analytics.md says why).

// capNetwork is the network the cap counts by: an IPv4 /24 and an IPv6 /56, a home
// connection's usual prefix (RFC 6177), so one subscriber's whole allocation is one
// network while the subscribers of a provider, or the departments of an organization's
// /48, are not lumped together.
func capNetwork(addr string) string { return prefixOf(addr, 24, 56) }

// NetworkWindow is a network's count of events in a window. Network is a keyed hash of the
// network with the day's salt, so the table never holds an address and means nothing
// once the salt is gone.
type NetworkWindow struct {
	Start   time.Time
	Network int64
	Events  int64
}

// slot is where one stored event is counted: its window's start (Unix microseconds, as
// PostgreSQL keeps it) and its network.
type slot struct {
	start   int64
	network int64
}

// netSlot is the cap's slot of an event of the day whose salt is salt.
func (w *writer) netSlot(salt []byte, e Event) slot {
	return slot{start: e.Time.Truncate(w.window).UnixMicro(), network: keyOf(salt, "network cap", capNetwork(e.Visit.Addr))}
}

// capNetworks adds the batch's events to their networks' windows and answers the events
// that fit under the cap (the first ones of each network, in the batch's order); slots[i]
// is stored[i]'s. Should the count fail, the batch is written whole: a cap missed for one
// batch costs less than its visitors' views.
func (w *writer) capNetworks(ctx context.Context, stored []Stored, slots []slot) []Stored {
	sent := map[slot]int64{}
	for _, s := range slots {
		sent[s]++
	}
	add := make([]NetworkWindow, 0, len(sent))
	for s, n := range sent {
		add = append(add, NetworkWindow{Start: time.UnixMicro(s.start).UTC(), Network: s.network, Events: n})
	}
	// One order for every writer, so two adding to the same rows never deadlock.
	slices.SortFunc(add, func(a, b NetworkWindow) int {
		return cmp.Or(a.Start.Compare(b.Start), cmp.Compare(a.Network, b.Network))
	})
	totals, err := w.store.AddNetworkEvents(ctx, add)
	if err != nil {
		w.log.Error("analytics: counting the networks' events (the batch is written uncapped)", "err", err)
		return stored
	}
	// room is how many of the batch's events of each slot still fit: the cap less what was
	// counted before this batch (the total less the batch's own).
	room := make(map[slot]int64, len(totals))
	for _, t := range totals {
		s := slot{start: t.Start.UnixMicro(), network: t.Network}
		room[s] = min(max(w.cap-(t.Events-sent[s]), 0), sent[s])
	}
	kept := stored[:0]
	for i, e := range stored {
		if room[slots[i]] > 0 {
			room[slots[i]]--
			kept = append(kept, e)
		}
	}
	if over := len(stored) - len(kept); over > 0 {
		w.capped.Add(int64(over))
	}
	return kept
}
