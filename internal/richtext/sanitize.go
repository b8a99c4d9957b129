// Package richtext sanitizes the staff editor's HTML (blog posts, job descriptions) so
// that it is safe to show to every visitor.
package richtext

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/net/html"
)

// The allowlist is what the staff editor (draft-js, exported with draft-js-export-html)
// produces, and nothing more: a post or job is shown to every visitor, so anything the editor
// cannot make is either a paste from elsewhere or an attack.
const (
	// Figure wraps the editor's atomic image blocks.
	textElements = "p br h1 h2 h3 h4 h5 h6 strong b em i u s del blockquote pre code ol ul li span div figure"
	// Alignment is a block format in the editor, never one of a run of text.
	blockElements = "p h1 h2 h3 h4 h5 h6 blockquote pre li div figure"
	// The editor's font menu, plus the generic families a paste may fall back to.
	fontFamilies = "arial,georgia,impact,tahoma,times new roman,verdana,serif,sans-serif,monospace"
	// CSS named colours (CSS Color Module Level 4) and transparent.
	namedColours = "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond " +
		"blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk " +
		"crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki " +
		"darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
		"darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue " +
		"dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite " +
		"gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
		"lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
		"lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen " +
		"lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen " +
		"magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen " +
		"mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream " +
		"mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
		"palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum " +
		"powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown " +
		"seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen " +
		"steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow " +
		"yellowgreen transparent"
	// linkRel keeps a linked page from ranking through the blog, reaching back into the
	// site's window, or learning which post sent the visitor.
	linkRel = "nofollow noopener noreferrer"
	// Colour channels as the editor's pickers write them: 0–255 or a percentage.
	channel = `(25[0-5]|2[0-4][0-9]|1?[0-9]{1,2}|100%|[0-9]{1,2}%)`
	alpha   = `(0|1|0?\.[0-9]+|1\.0+|100%|[0-9]{1,2}%)`
)

// Sanitizer turns editor HTML into HTML that is safe to show to every visitor.
// It is safe for concurrent use.
type Sanitizer struct {
	policy  *bluemonday.Policy
	colours map[string]bool
	fonts   map[string]bool
	hex     *regexp.Regexp
	rgb     *regexp.Regexp
}

// NewSanitizer builds the policy; building is not safe for concurrent use, so it is done
// once and the result shared.
func NewSanitizer() *Sanitizer {
	s := &Sanitizer{
		colours: setOf(strings.Fields(namedColours)),
		fonts:   setOf(strings.Split(fontFamilies, ",")),
		hex:     regexp.MustCompile(`^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$`),
		rgb: regexp.MustCompile(`^rgb\(\s*` + channel + `\s*,\s*` + channel + `\s*,\s*` + channel + `\s*\)$|` +
			`^rgba\(\s*` + channel + `\s*,\s*` + channel + `\s*,\s*` + channel + `\s*,\s*` + alpha + `\s*\)$`),
	}
	p := bluemonday.NewPolicy()
	p.AllowElements(strings.Fields(textElements)...)
	// Scheme checks apply to every URL attribute; an image cannot be a mail link, so
	// src is narrowed further below.
	p.AllowURLSchemes("http", "https", "mailto")
	p.AllowRelativeURLs(true)
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("target").Matching(regexp.MustCompile(`^_blank$`)).OnElements("a")
	// http(s), or no scheme at all: nothing before the first ':' may end the path part.
	p.AllowAttrs("src").Matching(regexp.MustCompile(`(?i)^(https?:|[^:/?#]*([/?#]|$))`)).OnElements("img")
	p.AllowAttrs("alt").OnElements("img")
	p.AllowAttrs("width", "height").Matching(regexp.MustCompile(`^[0-9]{1,5}$`)).OnElements("img")
	p.AllowStyles("color", "background-color").MatchingHandler(s.colour).Globally()
	p.AllowStyles("font-family").MatchingHandler(s.fontFamily).Globally()
	p.AllowStyles("text-align").MatchingEnum("left", "right", "center", "justify").OnElements(strings.Fields(blockElements)...)
	s.policy = p
	return s
}

// Sanitize returns html with everything outside the allowlist removed, and whether what
// is left shows anything: text other than white space, or an image.
func (s *Sanitizer) Sanitize(raw string) (clean string, visible bool) {
	return finish(s.policy.Sanitize(strings.TrimSpace(raw)))
}

// finish gives every link the same rel (bluemonday adds noopener only beside
// target="_blank") and looks for visible content. Tokens it leaves alone are copied byte
// for byte, so bluemonday's escaping stands.
func finish(sanitized string) (string, bool) {
	var b strings.Builder
	visible := false
	z := html.NewTokenizer(strings.NewReader(sanitized))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return strings.TrimSpace(b.String()), visible
		}
		raw := string(z.Raw())
		switch tt {
		case html.TextToken:
			if strings.TrimFunc(string(z.Text()), blank) != "" {
				visible = true
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			switch {
			case tok.Data == "img" && attr(tok, "src") != "":
				visible = true
			case tok.Data == "a" && attr(tok, "href") != "":
				setAttr(&tok, "rel", linkRel)
				raw = tok.String()
			}
		}
		b.WriteString(raw)
	}
}

// blank is white space, including the invisible characters editors leave behind.
func blank(r rune) bool {
	switch r {
	case '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff':
		return true
	}
	return unicode.IsSpace(r)
}

func attr(tok html.Token, key string) string {
	for _, a := range tok.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func setAttr(tok *html.Token, key, val string) {
	for i, a := range tok.Attr {
		if a.Key == key {
			tok.Attr[i].Val = val
			return
		}
	}
	tok.Attr = append(tok.Attr, html.Attribute{Key: key, Val: val})
}

// colour accepts hex, rgb(), rgba() and named colours; bluemonday passes values lower-cased.
func (s *Sanitizer) colour(v string) bool {
	v = strings.TrimSpace(v)
	return s.colours[v] || s.hex.MatchString(v) || s.rgb.MatchString(v)
}

// fontFamily accepts a list of the editor's fonts, quoted or not.
func (s *Sanitizer) fontFamily(v string) bool {
	for _, f := range strings.Split(v, ",") {
		f = strings.Trim(strings.TrimSpace(f), `"'`)
		if !s.fonts[f] {
			return false
		}
	}
	return true
}

func setOf(items []string) map[string]bool {
	m := make(map[string]bool, len(items))
	for _, it := range items {
		m[strings.TrimSpace(it)] = true
	}
	return m
}
