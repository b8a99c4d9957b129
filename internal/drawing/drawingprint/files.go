package drawingprint

import (
	"fmt"
	"strconv"

	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawingpdf/printout"
)

// fileItems are a transmittal's other files as lines of its item table, after the sheets:
// "File" where a sheet's number goes, the name and size as the title, the revision sent,
// and "For information" (files take no review).
func fileItems(t *drawing.Transmittal) []printout.Item {
	out := make([]printout.Item, 0, len(t.GetFiles()))
	for _, f := range t.GetFiles() {
		out = append(out, printout.Item{
			Sheet: "File", Title: f.GetName() + " (" + sizeText(f.GetSize()) + ")",
			Revision: strconv.Itoa(int(f.GetRevisionNumber())), Status: "For information",
		})
	}
	return out
}

// sizeText is a size as people read it: 512 bytes, 12.5 KB, 3.2 MB, 1.1 GB.
func sizeText(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d bytes", n)
	}
	v, suffix := float64(n)/unit, "KB"
	for _, s := range []string{"MB", "GB", "TB"} {
		if v < unit {
			break
		}
		v, suffix = v/unit, s
	}
	return fmt.Sprintf("%.1f %s", v, suffix)
}
