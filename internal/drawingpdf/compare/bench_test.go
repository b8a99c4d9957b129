//go:build linux

package compare_test

import (
	"context"
	"fmt"
	"image"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/drawingpdf/compare"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

// archD is an ARCH D sheet (36 × 24 in): a frame, a title block, a grid of 300 lines,
// 200 labels, and one line at height lineY (points).
func archD(lineY int) []byte {
	var c strings.Builder
	c.WriteString("3 w 36 36 2520 1656 re S\n2 w 2016 36 540 216 re S\n0.5 w\n")
	for i := range 150 {
		fmt.Fprintf(&c, "%d 300 m %d 1600 l S\n", 80+i*16, 80+i*16)
		fmt.Fprintf(&c, "80 %d m 2480 %d l S\n", 300+i*8, 300+i*8)
	}
	for i := range 200 {
		fmt.Fprintf(&c, "BT /F1 9 Tf %d %d Td (W12x26 B%03d) Tj ET\n", 90+(i%20)*120, 310+(i/20)*120, i)
	}
	fmt.Fprintf(&c, "BT /F1 24 Tf 2030 200 Td (ERECTION PLAN E1) Tj ET\n2 w 200 %d m 2400 %d l S\n", lineY, lineY)
	return pdftest.Page(2592, 1728, c.String())
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// kib reads a "Vm…:  N kB" line of /proc/self/status, or -1 where there is none.
func kib(field string) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return n
		}
	}
	return -1
}

// BenchmarkCompareArchD compares two revisions of an ARCH D sheet at 150 dpi: both
// pages drawn, the overlay made, and the three pictures encoded as PNGs (targets: at
// most 2 s an operation and 200 MiB peak RSS). The process's peak resident memory is
// reset (Linux's /proc/self/clear_refs) after a warm-up that compiles PDFium (once a
// process, seconds), so peak-RSS-MiB is the whole process's peak during the compares:
// Go's heap, PDFium's WebAssembly memory and the compiled code alike.
func BenchmarkCompareArchD(b *testing.B) {
	r := pdfpage.New(pdfpage.Options{})
	defer func() { _ = r.Close() }()
	ctx := context.Background()
	earlier, later := archD(400), archD(460)
	if _, err := compare.Revisions(ctx, r, file(sheet(100)), file(sheet(100)), compare.Options{DPI: 72}); err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	debug.FreeOSMemory()
	before := kib("VmRSS")
	reset := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
	var size int
	cpu0 := cpuTime()
	for b.Loop() {
		res, err := compare.Revisions(ctx, r, file(earlier), file(later), compare.Options{DPI: 150})
		if err != nil {
			b.Fatal(err)
		}
		if res.Same() {
			b.Fatal("the revisions differ, but the comparison found no difference")
		}
		size = res.Overlay.Bounds().Dx() * res.Overlay.Bounds().Dy()
		for _, img := range []image.Image{res.Earlier, res.Later, res.Overlay} {
			if err := compare.EncodePNG(io.Discard, img); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/compare")
	// The CPU time too: on a machine busy with other work the elapsed time says more
	// about the others than about the comparison.
	b.ReportMetric(float64((cpuTime()-cpu0).Milliseconds())/float64(b.N), "cpu-ms/compare")
	b.ReportMetric(float64(size)/1e6, "Mpixels")
	if reset {
		b.ReportMetric(float64(before)/1024, "RSS-before-MiB")
		b.ReportMetric(float64(kib("VmHWM"))/1024, "peak-RSS-MiB")
	}
}
