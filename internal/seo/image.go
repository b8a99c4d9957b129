package seo

import (
	"bytes"
	"html"
	"html/template"
	"strconv"
	"strings"

	xhtml "golang.org/x/net/html"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// responsiveImg is responsive-image.tsx's <img>, attribute for attribute: the variants
// as srcset once made (the original until then), the upright size, the placeholder
// colour, lazy loading below the fold and a high fetch priority for the LCP image.
func responsiveImg(f *sitev1.File, class, alt, sizes string, priority, lazy bool) template.HTML {
	var b strings.Builder
	attr := func(name, value string) {
		b.WriteString(" " + name + `="` + html.EscapeString(value) + `"`)
	}
	b.WriteString("<img")
	if class != "" {
		attr("class", class)
	}
	width, height := f.GetIntrinsicWidth(), f.GetIntrinsicHeight()
	if width == 0 || height == 0 {
		width, height = f.GetWidth(), f.GetHeight()
	}
	variants := f.GetVariants()
	if len(variants) == 0 {
		attr("src", f.GetPath())
	} else {
		src := variants[0]
		for _, v := range variants {
			if v.GetWidth() <= 1024 {
				src = v
			}
		}
		attr("src", src.GetPath())
		set := make([]string, len(variants))
		for i, v := range variants {
			set[i] = v.GetPath() + " " + strconv.Itoa(int(v.GetWidth())) + "w"
		}
		attr("srcset", strings.Join(set, ", "))
		attr("sizes", sizes)
	}
	attr("alt", alt)
	if width > 0 {
		attr("width", strconv.Itoa(int(width)))
	}
	if height > 0 {
		attr("height", strconv.Itoa(int(height)))
	}
	if len(variants) > 0 && f.GetPlaceholder() != "" {
		attr("style", "background-color:"+f.GetPlaceholder())
	}
	if lazy && !priority {
		attr("loading", "lazy")
	}
	if priority {
		attr("fetchpriority", "high")
	}
	attr("decoding", "async")
	b.WriteString("/>")
	return template.HTML(b.String())
}

// lcpPreload is a <link rel="preload"> for the first image of a page's HTML marked
// fetchpriority="high", for the head: the browser starts fetching it with the styles,
// before it lays the page out. Nil when there is none.
func lcpPreload(page []byte) []byte {
	z := xhtml.NewTokenizer(bytes.NewReader(page))
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return nil
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if string(name) != "img" || !hasAttr {
				continue
			}
			attrs := map[string]string{}
			for more := true; more; {
				var k, v []byte
				k, v, more = z.TagAttr()
				attrs[string(k)] = string(v)
			}
			if attrs["fetchpriority"] != "high" {
				continue
			}
			var out strings.Builder
			out.WriteString(`<link rel="preload" as="image" href="` + html.EscapeString(attrs["src"]) + `"`)
			if set := attrs["srcset"]; set != "" {
				out.WriteString(` imagesrcset="` + html.EscapeString(set) + `" imagesizes="` + html.EscapeString(attrs["sizes"]) + `"`)
			}
			out.WriteString(` fetchpriority="high">`)
			return []byte(out.String())
		}
	}
}
