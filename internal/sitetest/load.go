package sitetest

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"
)

// LoadResult is what LoadRun measured: each answered call's latency, sorted, and the rate.
type LoadResult struct {
	Latencies []time.Duration
	Rate      float64
}

// At is the latency at quantile q (0.99: p99), in milliseconds.
func (r LoadResult) At(q float64) float64 {
	return float64(r.Latencies[int(q*float64(len(r.Latencies)-1))]) / float64(time.Millisecond)
}

// LoadRun calls call from conns goroutines for d, as the benchmarks' load does: with
// rate 0 each calls again as soon as it is answered (saturation); with rate > 0 each
// pauses at random (uniformly, mean conns/rate) between calls, so arrivals spread out as
// real clients' do. A failed call fails the benchmark.
func LoadRun(b testing.TB, conns int, d time.Duration, call func() (int, error), rate float64) LoadResult {
	var mu sync.Mutex
	var all []time.Duration
	var failures int
	end := time.Now().Add(d)
	var wg sync.WaitGroup
	for range conns {
		wg.Go(func() {
			var mine []time.Duration
			bad := 0
			for time.Now().Before(end) {
				if rate > 0 {
					time.Sleep(time.Duration(rand.Float64() * 2 * float64(conns) / rate * float64(time.Second)))
				}
				start := time.Now()
				if _, err := call(); err != nil {
					bad++
					continue
				}
				mine = append(mine, time.Since(start))
			}
			mu.Lock()
			all, failures = append(all, mine...), failures+bad
			mu.Unlock()
		})
	}
	wg.Wait()
	if failures > 0 || len(all) == 0 {
		b.Fatalf("%d failed calls, %d answered", failures, len(all))
	}
	slices.Sort(all)
	return LoadResult{Latencies: all, Rate: float64(len(all)) / d.Seconds()}
}
