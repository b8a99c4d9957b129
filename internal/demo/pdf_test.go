package demo

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"regexp"
	"strconv"
	"testing"
)

var samplePortfolio = portfolioItem{
	title: "Hospital Expansion — Structural Steel", description: "1,850 tons of main and miscellaneous steel",
	facts:  [][2]string{{"Location", "Houston, Texas"}, {"Tonnage", "1,850 tons"}, {"Software", "Tekla Structures"}},
	render: pictureBuilding, seed: 101,
}

func TestPortfolioSheetIsARealPDFWithPictures(t *testing.T) {
	doc, err := portfolioSheet(samplePortfolio)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("every cross-reference points at its object", func(t *testing.T) {
		m := regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`).FindSubmatch(doc)
		if m == nil {
			t.Fatal("got no startxref at the end")
		}
		xref, _ := strconv.Atoi(string(m[1]))
		entries := regexp.MustCompile(`(\d{10}) 00000 n `).FindAllSubmatch(doc[xref:], -1)
		if len(entries) != 9 {
			t.Fatalf("got %d objects, want 9 (catalog, pages, page, two fonts, content, three pictures)", len(entries))
		}
		for i, e := range entries {
			off, _ := strconv.Atoi(string(e[1]))
			if want := fmt.Sprintf("%d 0 obj\n", i+1); !bytes.HasPrefix(doc[off:], []byte(want)) {
				t.Errorf("object %d: got %q at its offset, want %q", i+1, doc[off:off+10], want)
			}
		}
	})
	t.Run("its three pictures are JPEGs of their declared size", func(t *testing.T) {
		streams := regexp.MustCompile(`/Width (\d+) /Height (\d+) /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length (\d+) >>\nstream\n`).FindAllSubmatchIndex(doc, -1)
		if len(streams) != 3 {
			t.Fatalf("got %d pictures, want 3", len(streams))
		}
		for _, s := range streams {
			n, _ := strconv.Atoi(string(doc[s[6]:s[7]]))
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(doc[s[1] : s[1]+n]))
			if err != nil {
				t.Fatalf("got %v, want a JPEG", err)
			}
			if got, want := fmt.Sprintf("%dx%d", cfg.Width, cfg.Height), string(doc[s[2]:s[3]])+"x"+string(doc[s[4]:s[5]]); got != want {
				t.Errorf("got a %s JPEG, want %s", got, want)
			}
		}
	})
	t.Run("it is the same bytes every time", func(t *testing.T) {
		again, _ := portfolioSheet(samplePortfolio)
		if !bytes.Equal(doc, again) {
			t.Error("got different bytes, want the same")
		}
	})
	t.Run("its title is on the page in WinAnsi", func(t *testing.T) {
		if !bytes.Contains(doc, []byte(`(Hospital Expansion \227 Structural Steel) Tj`)) {
			t.Error("got no title with its dash, want it")
		}
	})
}
