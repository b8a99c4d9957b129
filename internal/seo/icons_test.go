package seo

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	goimage "image"
	"image/png"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// icoEntry is one image of an ICO file as its directory lists it.
type icoEntry struct {
	width, height int
	data          []byte
}

// readICO is the images of an ICO file, failing t when its directory is malformed.
func readICO(t *testing.T, ico []byte) []icoEntry {
	t.Helper()
	if len(ico) < 6 || !bytes.Equal(ico[:4], []byte{0, 0, 1, 0}) {
		t.Fatalf("header % x, want 00 00 01 00 (an icon)", ico[:min(4, len(ico))])
	}
	le := binary.LittleEndian
	n := int(le.Uint16(ico[4:]))
	var out []icoEntry
	for i := range n {
		e := ico[6+16*i : 6+16*(i+1)]
		size, offset := int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
		if offset+size > len(ico) {
			t.Fatalf("entry %d runs past the file's end", i)
		}
		w, h := int(e[0]), int(e[1])
		if w == 0 {
			w = 256
		}
		if h == 0 {
			h = 256
		}
		out = append(out, icoEntry{w, h, ico[offset : offset+size]})
	}
	return out
}

func decodePNG(t *testing.T, body []byte) goimage.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	return img
}

// opaque reports whether img's pixel at (x, y) is fully covered.
func opaque(img goimage.Image, x, y int) bool {
	_, _, _, a := img.At(x, y).RGBA()
	return a == 0xffff
}

func TestFavicon(t *testing.T) {
	mux := http.NewServeMux()
	newTestPages(&fakePosts{}, nil).Mount(mux)
	w := serve(mux, http.MethodGet, FaviconPath)
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "image/x-icon" {
		t.Fatalf("GET %s = %d %q, want 200 image/x-icon", FaviconPath, w.Code, w.Header().Get("Content-Type"))
	}
	entries := readICO(t, w.Body.Bytes())
	if len(entries) != len(faviconSizes) {
		t.Fatalf("%d images, want %d", len(entries), len(faviconSizes))
	}
	for i, e := range entries {
		t.Run("entry "+strconv.Itoa(i+1)+" is a PNG of the size its directory says", func(t *testing.T) {
			img := decodePNG(t, e.data)
			if got, want := img.Bounds().Size(), (goimage.Point{X: faviconSizes[i], Y: faviconSizes[i]}); got != want || e.width != want.X || e.height != want.Y {
				t.Errorf("PNG %v, directory %dx%d, want %v", got, e.width, e.height, want)
			}
		})
	}
	t.Run("an entry of 256 pixels is written as 0, as the format says", func(t *testing.T) {
		ico, err := encodeICO(drawMark(256, rounded))
		if err != nil {
			t.Fatal(err)
		}
		if e := readICO(t, ico); len(e) != 1 || e[0].width != 256 || ico[6] != 0 {
			t.Errorf("entries %v, width byte %d; want one of 256, written 0", e, ico[6])
		}
	})
	t.Run("an image larger than 256 pixels is refused", func(t *testing.T) {
		if _, err := encodeICO(drawMark(257, rounded)); err == nil {
			t.Error("no error, want one")
		}
	})
}

func TestMark(t *testing.T) {
	tests := []struct {
		name          string
		size          int
		style         markStyle
		cornerOpaque  bool
		wantBoltHoles bool
	}{
		{"the app's mark has transparent rounded corners and bolt holes", 512, rounded, false, true},
		{"a launcher's mark fills its square, for the launcher to cut", 180, fullBleed, true, true},
		{"a favicon leaves the bolt holes out, as favicon.svg", 32, rounded, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := drawMark(tt.size, tt.style)
			s := float64(tt.size) / markGrid
			px := func(u float64) int { return int(u * s) }
			if got := opaque(img, 0, 0); got != tt.cornerOpaque {
				t.Errorf("corner opaque = %v, want %v", got, tt.cornerOpaque)
			}
			if r, g, b, _ := img.At(px(28), px(28)).RGBA(); int(r>>8)<<16|int(g>>8)<<8|int(b>>8) != brand {
				t.Errorf("background %02x%02x%02x, want the brand green %06x", r>>8, g>>8, b>>8, brand)
			}
			if r, g, b, _ := img.At(px(10), px(14)).RGBA(); r>>8 != 0xff || g>>8 != 0xff || b>>8 != 0xff {
				t.Errorf("plate %02x%02x%02x, want white", r>>8, g>>8, b>>8)
			}
			r, _, _, _ := img.At(px(float64(boltHoles[0][0])), px(float64(boltHoles[0][1]))).RGBA()
			if got := r>>8 < 0x80; got != tt.wantBoltHoles {
				t.Errorf("a bolt hole drawn = %v, want %v", got, tt.wantBoltHoles)
			}
		})
	}
}

func TestManifest(t *testing.T) {
	mux := http.NewServeMux()
	newTestPages(&fakePosts{}, nil).Mount(mux)
	w := serve(mux, http.MethodGet, ManifestPath)
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "application/manifest+json" {
		t.Fatalf("GET %s = %d %q, want 200 application/manifest+json", ManifestPath, w.Code, w.Header().Get("Content-Type"))
	}
	var m webManifest
	if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	t.Run("it names the firm, short enough for a launcher", func(t *testing.T) {
		if m.Name != "Gusset Steel Detailing" || m.ShortName != "Gusset" {
			t.Errorf("name %q, short_name %q; want the firm's name and its first word", m.Name, m.ShortName)
		}
	})
	t.Run("it opens the home page in the brand's colours", func(t *testing.T) {
		if m.StartURL != "/" || m.Display != "standalone" || m.ThemeColor != "#1f7a3a" || m.BackgroundColor != "#ffffff" {
			t.Errorf("start_url %q, display %q, theme %q, background %q", m.StartURL, m.Display, m.ThemeColor, m.BackgroundColor)
		}
	})
	sizes := map[string]bool{}
	for _, icon := range m.Icons {
		sizes[icon.Sizes+" "+icon.Purpose] = true
		t.Run("the "+icon.Sizes+" "+icon.Purpose+" icon is a PNG of that size, cached for good", func(t *testing.T) {
			w := serve(mux, http.MethodGet, icon.Src)
			if w.Code != http.StatusOK || w.Header().Get("Content-Type") != icon.Type || !strings.Contains(w.Header().Get("Cache-Control"), "immutable") {
				t.Fatalf("GET %s = %d %q %q, want 200 %s immutable", icon.Src, w.Code, w.Header().Get("Content-Type"), w.Header().Get("Cache-Control"), icon.Type)
			}
			b := decodePNG(t, w.Body.Bytes()).Bounds()
			if got := strconv.Itoa(b.Dx()) + "x" + strconv.Itoa(b.Dy()); got != icon.Sizes {
				t.Errorf("PNG is %s, the manifest says %s", got, icon.Sizes)
			}
		})
	}
	t.Run("it offers 192 and 512 pixel icons, and one a launcher may mask", func(t *testing.T) {
		for _, want := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
			if !sizes[want] {
				t.Errorf("no %s icon in %v", want, sizes)
			}
		}
	})
	t.Run("the apple touch icon is an opaque 180 pixel PNG", func(t *testing.T) {
		w := serve(mux, http.MethodGet, AppleTouchPath)
		if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("GET %s = %d %q, want 200 image/png", AppleTouchPath, w.Code, w.Header().Get("Content-Type"))
		}
		img := decodePNG(t, w.Body.Bytes())
		if got := img.Bounds().Size(); got != (goimage.Point{X: 180, Y: 180}) || !opaque(img, 0, 0) {
			t.Errorf("size %v, corner opaque %v; want 180x180, opaque", got, opaque(img, 0, 0))
		}
	})
}
