package pdfpage

import (
	"sync"

	"github.com/tetratelabs/wazero/experimental"
)

// memory is the WebAssembly linear memory of one PDFium instance: a fixed reservation of
// the cap's size, of which the module uses what it grows to. Growing never copies (the
// reservation does not move) and the memory is returned to the system as soon as the
// instance is gone, however large it grew.
//
// The cap is enforced here rather than by wazero's RuntimeConfig.WithMemoryLimitPages:
// wazero refuses a growth past its limit without telling anyone, whereas a growth refused
// here is recorded, so a document that ran out of memory is reported as too large and not
// as damaged.
type memory struct {
	mu      sync.Mutex
	buf     []byte // the reservation; nil once released
	refused bool   // a growth past the cap was asked for
	peak    uint64
}

func newMemory(limit int) *memory { return &memory{buf: reserve(limit)} }

// Reallocate grows the memory to size bytes, or answers nil past the cap (wazero then
// fails the module's memory.grow, which PDFium sees as an allocation failure).
func (m *memory) Reallocate(size uint64) []byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf == nil || size > uint64(len(m.buf)) {
		m.refused = true
		return nil
	}
	m.peak = max(m.peak, size)
	return m.buf[:size]
}

// Free does nothing: wazero calls it when the module is closed, which a deadline does while
// the instance's last call may still be reading its memory. The renderer releases the
// memory once that call has returned.
func (*memory) Free() {}

// release gives the reservation back to the system; nothing may use the memory after.
func (m *memory) release() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf != nil {
		unreserve(m.buf)
		m.buf = nil
	}
}

// state answers whether a growth was refused and the most the memory grew to.
func (m *memory) state() (refused bool, peak uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.refused, m.peak
}

var _ experimental.LinearMemory = (*memory)(nil)
