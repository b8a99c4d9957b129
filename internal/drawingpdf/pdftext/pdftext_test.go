package pdftext_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

func TestStrings(t *testing.T) {
	tests := []struct {
		name    string
		content string
		want    []string
	}{
		{"a literal string with escapes and nested brackets", `BT /F1 9 Tf (Beam \(B101\) \101 (rev 2)) Tj ET`, []string{"Beam (B101) A (rev 2)"}},
		{"a hexadecimal string", `BT /F1 9 Tf <41707072 6f766564> Tj ET`, []string{"Approved"}},
		{"an array of strings and spacings is one string", `BT /F1 9 Tf [(Appr) -20 (oved) 10 <21>] TJ ET`, []string{"Approved!"}},
		{"the next-line operators show their last operand", `BT /F1 9 Tf 12 TL (one) ' 0 0 (two) " ET`, []string{"one", "two"}},
		{"strings no operator shows are not text", `BT /F1 9 Tf (hidden) ET 0 0 m 10 10 l S`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := pdftext.Strings(bytes.NewReader(pdftest.Page(200, 100, tc.content)))
			if err != nil {
				t.Fatalf("Strings: %v", err)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("a file that is not a PDF is an error", func(t *testing.T) {
		if _, err := pdftext.Strings(bytes.NewReader([]byte("not a PDF"))); err == nil {
			t.Error("got no error, want one")
		}
	})
}
