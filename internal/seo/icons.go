package seo

import (
	"bytes"
	"encoding/json"
	"fmt"
	goimage "image"
	"image/png"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// The icons' addresses. Browsers and iOS ask for /favicon.ico and /apple-touch-icon.png
// without reading a page, so those names are fixed and cached for a week; the manifest's
// icons carry iconVersion and are cached for good.
const (
	FaviconPath    = "/favicon.ico"
	AppleTouchPath = "/apple-touch-icon.png"
	ManifestPath   = "/site.webmanifest"
	// iconVersion changes with the drawing in mark.go, so that a new drawing gets new
	// addresses.
	iconVersion = "1"
)

const (
	cacheForGood = "public, max-age=31536000, immutable"
	cacheAWeek   = "public, max-age=604800"
	// cacheBriefly: what names the firm, which staff may rename.
	cacheBriefly = "public, max-age=300"
)

// asset is a file the server makes itself, on its first request, and keeps.
type asset struct {
	path, contentType, cacheControl string
	body                            func() ([]byte, error)
}

func newAsset(path, contentType, cacheControl string, build func() ([]byte, error)) *asset {
	return &asset{path: path, contentType: contentType, cacheControl: cacheControl, body: sync.OnceValues(build)}
}

func (a *asset) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := a.body()
	if err != nil {
		http.Error(w, a.path+" could not be made", http.StatusInternalServerError)
		return
	}
	serveBody(w, r, a.contentType, a.cacheControl, body)
}

// serveBody answers body whole, with its type and how long it may be kept.
func serveBody(w http.ResponseWriter, r *http.Request, contentType, cacheControl string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", cacheControl)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// manifestIcon is the mark as a PNG of one size, as a manifest lists it.
type manifestIcon struct {
	*asset
	size int
	// purpose is the manifest's: "any", or "maskable" for a full-bleed drawing.
	purpose string
}

func newManifestIcon(size int, style markStyle) manifestIcon {
	name, purpose := "icon", "any"
	if style == fullBleed {
		name, purpose = "icon-maskable", "maskable"
	}
	path := fmt.Sprintf("/icons/%s-%d-v%s.png", name, size, iconVersion)
	return manifestIcon{asset: newAsset(path, "image/png", cacheForGood, markPNG(size, style)), size: size, purpose: purpose}
}

// markPNG draws the mark as a PNG.
func markPNG(size int, style markStyle) func() ([]byte, error) {
	return func() ([]byte, error) { return encodePNG(drawMark(size, style)) }
}

// icons are the firm's mark in every size browsers, phones and search engines ask for.
type icons struct {
	favicon, appleTouch *asset
	// manifestIcons are the installed app's; the second is the logo of the structured data.
	manifestIcons []manifestIcon
}

// The sizes in favicon.ico: tabs, high-density tabs, Windows shortcuts.
var faviconSizes = []int{16, 32, 48}

// faviconSizesAttr is the sizes attribute of favicon.ico's link: "16x16 32x32 48x48".
// Sizes (not "any") let browsers that also take index.html's SVG icon prefer the SVG.
var faviconSizesAttr = func() string {
	var out []string
	for _, size := range faviconSizes {
		out = append(out, fmt.Sprintf("%dx%d", size, size))
	}
	return strings.Join(out, " ")
}()

func newIcons() *icons {
	ic := &icons{
		favicon: newAsset(FaviconPath, "image/x-icon", cacheAWeek, func() ([]byte, error) {
			var imgs []goimage.Image
			for _, size := range faviconSizes {
				imgs = append(imgs, drawMark(size, rounded))
			}
			return encodeICO(imgs...)
		}),
		// iOS rounds the corners itself and shows transparency as black.
		appleTouch: newAsset(AppleTouchPath, "image/png", cacheAWeek, markPNG(appleTouchSize, fullBleed)),
		manifestIcons: []manifestIcon{
			newManifestIcon(192, rounded),
			newManifestIcon(512, rounded),
			newManifestIcon(512, fullBleed),
		},
	}
	return ic
}

// appleTouchSize is what iPhones and iPads ask for.
const appleTouchSize = 180

// logo is the mark as the logo of the firm's structured data: square, 512 pixels, well
// above the 112 search engines ask for.
func (ic *icons) logo(origin string) image {
	i := ic.manifestIcons[1]
	return image{URL: origin + i.path, Width: i.size, Height: i.size}
}

// webManifest is what an installed site is called and how it looks.
type webManifest struct {
	Name            string            `json:"name"`
	ShortName       string            `json:"short_name"`
	StartURL        string            `json:"start_url"`
	Scope           string            `json:"scope"`
	Display         string            `json:"display"`
	ThemeColor      string            `json:"theme_color"`
	BackgroundColor string            `json:"background_color"`
	Icons           []webManifestIcon `json:"icons"`
}

type webManifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// manifestJSON names the firm, and its icons by path: a manifest resolves them on the
// manifest's own origin, whatever address the site is reached by.
func (ic *icons) manifestJSON(f Firm) ([]byte, error) {
	m := webManifest{
		Name:      f.Name,
		ShortName: f.shortName(),
		StartURL:  "/",
		Scope:     "/",
		Display:   "standalone",
		// The app's theme-color (index.html) and page background.
		ThemeColor:      fmt.Sprintf("#%06x", brand),
		BackgroundColor: "#ffffff",
	}
	for _, i := range ic.manifestIcons {
		m.Icons = append(m.Icons, webManifestIcon{Src: i.path, Sizes: fmt.Sprintf("%dx%d", i.size, i.size), Type: "image/png", Purpose: i.purpose})
	}
	return json.MarshalIndent(m, "", "  ")
}

// mount adds every icon and the manifest to mux.
func (ic *icons) mount(mux *http.ServeMux) {
	for _, a := range []*asset{ic.favicon, ic.appleTouch} {
		mux.Handle("GET "+a.path, a)
	}
	for _, i := range ic.manifestIcons {
		mux.Handle("GET "+i.path, i.asset)
	}
}

func encodePNG(img goimage.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
