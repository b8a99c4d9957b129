package httpgzip

import "sync"

// fillQueue bounds the bodies waiting for their Brotli copy: past it, a body stays without
// one (it is answered in gzip) until it is made again. A burst of misses (a crawler after a
// change) so never queues more than this many bodies' worth of memory.
const fillQueue = 64

// fill is the one background worker that makes Brotli copies, one at a time: best-quality
// Brotli takes a core while it runs, so visitors' requests keep the other ones.
var fill = struct {
	once    sync.Once
	jobs    chan fillJob
	mu      sync.Mutex
	pending int
	idle    *sync.Cond
}{jobs: make(chan fillJob, fillQueue)}

type fillJob struct {
	body   []byte
	wanted func() bool
	done   func(br []byte)
}

// BrotliLater makes body's Brotli copy (CompressBrotli) in the background and hands it to
// done (nil when Brotli would not make it smaller), so that no request waits for the best
// quality: until done runs, the body is answered in gzip. When its turn comes, a body no
// longer wanted (wanted, when not nil, says false: a page dropped since) is skipped, and
// done is not called: a burst of changes so does not spend a core on pages already gone.
// It reports false, and calls nothing, when the queue is full.
func BrotliLater(body []byte, wanted func() bool, done func(br []byte)) bool {
	fill.once.Do(func() {
		fill.idle = sync.NewCond(&fill.mu)
		go fillWorker()
	})
	fill.mu.Lock()
	defer fill.mu.Unlock()
	select {
	case fill.jobs <- fillJob{body, wanted, done}:
		fill.pending++
		return true
	default:
		return false
	}
}

func fillWorker() {
	for j := range fill.jobs {
		if j.wanted == nil || j.wanted() {
			j.done(CompressBrotli(j.body))
		}
		fill.mu.Lock()
		fill.pending--
		if fill.pending == 0 {
			fill.idle.Broadcast()
		}
		fill.mu.Unlock()
	}
}

// BrotliSettled waits until every body queued by BrotliLater has its copy handed over:
// for tests and benchmarks that compare the copies.
func BrotliSettled() {
	fill.mu.Lock()
	defer fill.mu.Unlock()
	for fill.pending > 0 {
		fill.idle.Wait()
	}
}
