package stamp_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/drawingpdf/stamp"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

var box = stamp.Box{
	Status:       "Approved as noted",
	Reviewer:     "Ann Lee",
	Organization: "Acme Builders (GC)",
	Date:         time.Date(2026, 11, 28, 15, 4, 0, 0, time.UTC),
	Transmittal:  "T-0001",
}

// sheets is a PDF of n letter-landscape pages, each with a sheet number and a few lines.
func sheets(t testing.TB, n int) []byte {
	t.Helper()
	f := fpdf.New("L", "pt", "Letter", "")
	f.SetFont("Helvetica", "", 12)
	for i := range n {
		f.AddPage()
		f.Text(40, 40, fmt.Sprintf("Sheet B%03d", i+1))
		for j := range 40 {
			f.Line(50, float64(60+j*12), 700, float64(66+j*12))
		}
	}
	var b bytes.Buffer
	if err := f.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func pageCount(t *testing.T, pdf []byte) int {
	t.Helper()
	n, err := api.PageCount(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		t.Fatalf("read the stamped PDF: %v", err)
	}
	return n
}

func TestStamp(t *testing.T) {
	t.Run("the stamped file shows the status, reviewer, organization, date and transmittal", func(t *testing.T) {
		in := sheets(t, 3)
		original := bytes.Clone(in)
		var out bytes.Buffer
		if err := stamp.Stamp(bytes.NewReader(in), &out, box); err != nil {
			t.Fatalf("Stamp: %v", err)
		}
		text, err := pdftext.Text(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"APPROVED AS NOTED", "Reviewer: Ann Lee", "Organization: Acme Builders (GC)",
			"Date: 2026-11-28", "Transmittal: T-0001", "Sheet B003"} {
			if !strings.Contains(text, want) {
				t.Errorf("got text %q, want it to hold %q", text, want)
			}
		}
		if got := pageCount(t, out.Bytes()); got != 3 {
			t.Errorf("got %d pages, want 3", got)
		}
		if !bytes.Equal(in, original) {
			t.Error("the original PDF changed")
		}
	})
	t.Run("the input's text does not hold the status: the check above can fail", func(t *testing.T) {
		text, err := pdftext.Text(bytes.NewReader(sheets(t, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(text, "APPROVED") || !strings.Contains(text, "Sheet B001") {
			t.Errorf("got text %q, want the sheet number and no status", text)
		}
	})
	t.Run("a field's line breaks and control characters stay on its line", func(t *testing.T) {
		b := box
		b.Reviewer = "Ann\nLee\x00"
		var out bytes.Buffer
		if err := stamp.Stamp(bytes.NewReader(pdftest.RedLeftHalf()), &out, b); err != nil {
			t.Fatalf("Stamp: %v", err)
		}
		text, _ := pdftext.Text(bytes.NewReader(out.Bytes()))
		if !strings.Contains(text, "Reviewer: Ann Lee") {
			t.Errorf("got text %q, want one line %q", text, "Reviewer: Ann Lee")
		}
	})
	t.Run("an organization left empty leaves its line out", func(t *testing.T) {
		b := box
		b.Organization = ""
		var out bytes.Buffer
		if err := stamp.Stamp(bytes.NewReader(pdftest.RedLeftHalf()), &out, b); err != nil {
			t.Fatalf("Stamp: %v", err)
		}
		text, _ := pdftext.Text(bytes.NewReader(out.Bytes()))
		if strings.Contains(text, "Organization") {
			t.Errorf("got text %q, want no organization line", text)
		}
	})
}

// encrypted is pdf encrypted with AES-256, with a user password (none opens it without
// one) or, when user is empty, only an owner's (it opens, but its author restricted it).
func encrypted(t *testing.T, pdf []byte, user string) []byte {
	t.Helper()
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(pdf), &out, model.NewAESConfiguration(user, "owner secret", 256)); err != nil {
		t.Fatalf("encrypt: %v", err)
	}
	return out.Bytes()
}

func TestStampRefuses(t *testing.T) {
	good := pdftest.RedLeftHalf()
	tests := []struct {
		name string
		file []byte
		want error
	}{
		{"an empty file is not a PDF", nil, stamp.ErrNotPDF},
		{"a PNG is not a PDF", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), stamp.ErrNotPDF},
		{"a text file is not a PDF", []byte(strings.Repeat("Sheet B101, revision 2\n", 100)), stamp.ErrNotPDF},
		{"a PDF with a user password is encrypted", encrypted(t, good, "user secret"), stamp.ErrEncrypted},
		{"a PDF with only an owner's password is encrypted", encrypted(t, good, ""), stamp.ErrEncrypted},
		{"a PDF cut in half is broken", good[:len(good)/2], stamp.ErrBroken},
		{"a PDF header and nothing else is broken", []byte("%PDF-1.7\n"), stamp.ErrBroken},
		{"a PDF whose page decompresses to 100 MB is too large", pdftest.HugeContent(100 << 20), stamp.ErrTooLarge},
		{"a PDF of garbage is broken", append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("obj << /Kids [1 0 R] >> endobj\n"), 50)...), stamp.ErrBroken},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := stamp.Stamp(bytes.NewReader(tc.file), &out, box)
			if !errors.Is(err, tc.want) {
				t.Errorf("Stamp: got %v, want %v", err, tc.want)
			}
			if out.Len() != 0 {
				t.Errorf("got %d bytes written, want none", out.Len())
			}
			if err := stamp.Check(bytes.NewReader(tc.file)); !errors.Is(err, tc.want) {
				t.Errorf("Check: got %v, want %v", err, tc.want)
			}
		})
	}
	t.Run("a readable PDF passes the check", func(t *testing.T) {
		if err := stamp.Check(bytes.NewReader(good)); err != nil {
			t.Errorf("got %v, want nil", err)
		}
	})
}

// FuzzCheck: whatever the bytes, Check answers nil or one of the sentinel errors, and
// never panics. Run it for a fixed count: go test -run '^$' -fuzz FuzzCheck -fuzztime 2000x.
func FuzzCheck(f *testing.F) {
	good := pdftest.RedLeftHalf()
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 1 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"))
	f.Fuzz(func(t *testing.T, file []byte) {
		err := stamp.Check(bytes.NewReader(file))
		if err != nil && !errors.Is(err, stamp.ErrNotPDF) && !errors.Is(err, stamp.ErrEncrypted) &&
			!errors.Is(err, stamp.ErrBroken) && !errors.Is(err, stamp.ErrTooLarge) {
			t.Errorf("got %v, want nil or a sentinel error", err)
		}
	})
}

// BenchmarkStampFiftyPages stamps a 50-page set (target: at most 1 s an operation).
func BenchmarkStampFiftyPages(b *testing.B) {
	in := sheets(b, 50)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		var out bytes.Buffer
		if err := stamp.Stamp(bytes.NewReader(in), &out, box); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/stamp")
}
