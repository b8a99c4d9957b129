package richtext_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/gusset/gusset/internal/richtext"
)

// xssPayloads follow the OWASP XSS filter evasion cheat sheet: script, event handlers,
// dangerous URL schemes hidden by case, entities and white space, active elements, CSS
// and mutation tricks.
var xssPayloads = []struct{ name, in string }{
	{"a script element", `<script>alert(1)</script>`},
	{"an external script in capitals", `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`},
	{"an image with onerror", `<img src=x onerror=alert(1)>`},
	{"an onerror with spaces around the equals sign", `<img src="x" onerror  =  "alert(1)">`},
	{"a javascript image source", `<IMG SRC="javascript:alert('XSS');">`},
	{"a mixed-case javascript scheme", `<IMG SRC=JaVaScRiPt:alert('XSS')>`},
	{"a scheme in decimal entities", `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`},
	{"a scheme in padded decimal entities", `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">x</a>`},
	{"a scheme in hex entities without semicolons", `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`},
	{"a scheme split by an encoded tab", `<a href="jav&#x09;ascript:alert(1)">x</a>`},
	{"a scheme split by a raw tab", "<a href=\"jav\tascript:alert(1)\">x</a>"},
	{"a scheme split by an encoded newline", `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`},
	{"a scheme split by a null character", `<a href="java&#0;script:alert(1)">x</a>`},
	{"a scheme after spaces and control characters", `<a href=" &#14;  javascript:alert(1)">x</a>`},
	{"a capitalised javascript link", `<a href="JAVASCRIPT:alert(1)">click</a>`},
	{"a vbscript link", `<a href="vbscript:msgbox(1)">x</a>`},
	{"a data URL link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`},
	{"a data URL image", `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`},
	{"a backtick-quoted source", "<img src=`javascript:alert(1)`>"},
	{"an svg with onload", `<svg onload=alert(1)>`},
	{"a script inside svg", `<svg><script>alert(1)</script></svg>`},
	{"an iframe", `<iframe src="javascript:alert(1)"></iframe>`},
	{"an object", `<object data="javascript:alert(1)"></object>`},
	{"an embed", `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`},
	{"a javascript background in a style", `<div style="background:url(javascript:alert(1))">x</div>`},
	{"a javascript background image beside a colour", `<span style="color: red; background-image: url(javascript:alert(1))">x</span>`},
	{"a fixed-position overlay", `<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>`},
	{"a CSS expression as a colour", `<span style="color: expression(alert(1))">x</span>`},
	{"an IE behaviour", `<p style="behavior: url(x.htc)">x</p>`},
	{"a style element importing script", `<style>@import 'javascript:alert(1)';</style>`},
	{"a math element with a link", `<math href="javascript:alert(1)">x</math>`},
	{"a mutation through math and style", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`},
	{"a mutation through noscript", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`},
	{"a base element", `<base href="javascript:alert(1)//">`},
	{"a meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`},
	{"a form with a javascript action", `<form action="javascript:alert(1)"><input type=submit></form>`},
	{"a body onload", `<body onload=alert(1)>`},
	{"a stylesheet link", `<link rel=stylesheet href="javascript:alert(1)">`},
	{"a table background", `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`},
	{"a details ontoggle", `<details open ontoggle=alert(1)>`},
	{"a video source onerror", `<video><source onerror="alert(1)"></video>`},
	{"a script in a template", `<template><script>alert(1)</script></template>`},
	{"a doubled angle bracket", `<<SCRIPT>alert("XSS");//<</SCRIPT>`},
	{"an unterminated attribute before a script", `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`},
	{"a script tag split by another", `<scr<script>ipt>alert(1)</scr</script>ipt>`},
	{"an event handler on a paragraph", `<p onmouseover="alert(1)">hover</p>`},
	{"an onclick beside a good link", `<a href="https://example.com" onclick="alert(1)">x</a>`},
	{"a srcset beside a good source", `<img src="https://example.com/a.png" srcset="javascript:alert(1)">`},
	{"an unclosed script", `<p>hi</p><script>alert(1)`},
}

var (
	allowedTags = set("p br h1 h2 h3 h4 h5 h6 strong b em i u s del blockquote pre code ol ul li span div figure a img")
	allowedAttr = set("href target rel src alt width height style")
	allowedCSS  = set("color background-color text-align font-family")
	eventAttr   = regexp.MustCompile(`(?i)\son[a-z]+\s*=`)
)

func TestSanitizeRemovesEveryXSSPayload(t *testing.T) {
	if len(xssPayloads) < 25 {
		t.Fatalf("the corpus has %d payloads, want at least 25", len(xssPayloads))
	}
	s := richtext.NewSanitizer()
	for _, tt := range xssPayloads {
		t.Run(tt.name+" is neutralised", func(t *testing.T) {
			got, _ := s.Sanitize(tt.in)
			lower := strings.ToLower(got)
			for _, bad := range []string{
				"<script", "javascript:", "vbscript:", "data:", "<iframe", "<object", "<embed", "<svg",
				"<math", "<base", "<meta", "<form", "<input", "<style", "<link", "<body", "<table",
				"<details", "<video", "<source", "<template", "<noscript", "expression(", "url(",
				"position", "behavior", "srcset",
			} {
				if strings.Contains(lower, bad) {
					t.Errorf("Sanitize(%q) = %q, which contains %q", tt.in, got, bad)
				}
			}
			if eventAttr.MatchString(got) {
				t.Errorf("Sanitize(%q) = %q, which keeps an event handler", tt.in, got)
			}
			checkAllowlist(t, got)
		})
	}
}

// checkAllowlist reads the output as a browser would and fails on any tag, attribute or
// style property outside the allowlist.
func checkAllowlist(t *testing.T, out string) {
	t.Helper()
	z := html.NewTokenizer(strings.NewReader(out))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken && tt != html.EndTagToken {
			continue
		}
		tok := z.Token()
		if !allowedTags[tok.Data] {
			t.Errorf("output %q has element <%s>, want only allowlisted elements", out, tok.Data)
		}
		for _, a := range tok.Attr {
			if !allowedAttr[a.Key] {
				t.Errorf("output %q has attribute %s on <%s>, want only allowlisted attributes", out, a.Key, tok.Data)
			}
			if a.Key == "style" {
				for _, decl := range strings.Split(a.Val, ";") {
					prop, _, _ := strings.Cut(decl, ":")
					if prop = strings.TrimSpace(prop); prop != "" && !allowedCSS[prop] {
						t.Errorf("output %q has style property %q, want only allowlisted properties", out, prop)
					}
				}
			}
		}
	}
}

func TestSanitizeKeepsTheEditorsFormats(t *testing.T) {
	s := richtext.NewSanitizer()
	const rel = ` rel="nofollow noopener noreferrer"`
	tests := []struct{ name, in, want string }{
		{"headings keep their levels",
			"<h1>Steel</h1>\n<h2>Detailing</h2>\n<h6>Notes</h6>",
			"<h1>Steel</h1>\n<h2>Detailing</h2>\n<h6>Notes</h6>"},
		{"bold, italic, underline and strikethrough survive",
			`<p><strong>b</strong> <b>b2</b> <em>i</em> <i>i2</i> <u>u</u> <s>s</s> <del>d</del></p>`,
			`<p><strong>b</strong> <b>b2</b> <em>i</em> <i>i2</i> <u>u</u> <s>s</s> <del>d</del></p>`},
		{"an rgb text colour survives",
			`<p><span style="color: rgb(226,80,65);">red</span></p>`,
			`<p><span style="color: rgb(226,80,65)">red</span></p>`},
		{"a background colour in hex and an rgba colour survive",
			`<p><span style="background-color: #61BD6D;">bg</span><span style="color: rgba(0, 0, 0, 0.5)">a</span></p>`,
			`<p><span style="background-color: #61BD6D">bg</span><span style="color: rgba(0, 0, 0, 0.5)">a</span></p>`},
		{"a named colour survives",
			`<p><span style="color: darkgreen">g</span></p>`,
			`<p><span style="color: darkgreen">g</span></p>`},
		{"an editor font survives",
			`<p><span style="font-family: Georgia;">f</span></p>`,
			`<p><span style="font-family: Georgia">f</span></p>`},
		{"ordered and bullet lists survive",
			"<ol>\n  <li>one</li>\n  <li>two</li>\n</ol>\n<ul>\n  <li>dot</li>\n</ul>",
			"<ol>\n  <li>one</li>\n  <li>two</li>\n</ol>\n<ul>\n  <li>dot</li>\n</ul>"},
		{"block alignment survives",
			`<p style="text-align:center;">c</p><h2 style="text-align: right">r</h2><li style="text-align: justify">j</li>`,
			`<p style="text-align: center">c</p><h2 style="text-align: right">r</h2><li style="text-align: justify">j</li>`},
		{"an https link gets rel and may open a new tab",
			`<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank">site</a></p>`,
			`<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank"` + rel + `>site</a></p>`},
		{"relative and mail links survive",
			`<p><a href="/our-work">work</a> <a href="mailto:sales@example.com">mail</a></p>`,
			`<p><a href="/our-work"` + rel + `>work</a> <a href="mailto:sales@example.com"` + rel + `>mail</a></p>`},
		{"an image keeps its source, alt text and size but loses other styles",
			`<figure><img src="https://cdn.example.com/beam.png" alt="Beam" width="640" height="480" style="height: auto;width: auto"/></figure>`,
			`<figure><img src="https://cdn.example.com/beam.png" alt="Beam" width="640" height="480"/></figure>`},
		{"a relative image survives",
			`<p><img src="/files/blog_image/a.png" alt=""></p>`,
			`<p><img src="/files/blog_image/a.png" alt=""></p>`},
		{"a code block survives with its text escaped",
			`<pre><code>if a &lt; b &amp;&amp; c {}</code></pre>`,
			`<pre><code>if a &lt; b &amp;&amp; c {}</code></pre>`},
		{"a blockquote and a div survive",
			`<blockquote>quoted</blockquote><div>block</div><p>line<br>break</p>`,
			`<blockquote>quoted</blockquote><div>block</div><p>line<br>break</p>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, visible := s.Sanitize(tt.in)
			if got != tt.want {
				t.Errorf("Sanitize(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
			if !visible {
				t.Errorf("Sanitize(%q) reports nothing visible, want visible", tt.in)
			}
		})
	}
}

func TestSanitizeDropsWhatTheEditorNeverMakes(t *testing.T) {
	s := richtext.NewSanitizer()
	tests := []struct{ name, in, want string }{
		{"other style properties go, allowed ones stay",
			`<p style="color: red; font-size: 40px; margin: 0">x</p>`, `<p style="color: red">x</p>`},
		{"a colour that is no colour goes", `<span style="color: url(x)">x</span>`, `<span>x</span>`},
		{"a font outside the list goes", `<span style="font-family: Comic Sans MS">x</span>`, `<span>x</span>`},
		{"alignment on inline text goes", `<span style="text-align: center">x</span>`, `<span>x</span>`},
		{"an unknown alignment goes", `<p style="text-align: start">x</p>`, `<p>x</p>`},
		{"an image cannot be a mail link", `<img src="mailto:a@example.com">`, ``},
		{"a target other than _blank goes", `<a href="/x" target="_top">x</a>`, `<a href="/x" rel="nofollow noopener noreferrer">x</a>`},
		{"a link without an address is unwrapped", `<a name="x">text</a>`, `text`},
		{"classes and ids go", `<p class="x" id="y">t</p>`, `<p>t</p>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _ := s.Sanitize(tt.in); got != tt.want {
				t.Errorf("Sanitize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestSanitizeTellsWhetherAnythingIsVisible(t *testing.T) {
	s := richtext.NewSanitizer()
	tests := []struct {
		in   string
		want bool
	}{
		{"", false},
		{"<p><br></p>", false},
		{"<p>   </p>", false},
		{"<p>&nbsp;&#8203;</p>", false},
		{"<script>x</script>", false},
		{"<style>p{}</style><p></p>", false},
		{`<p><img src="javascript:alert(1)"></p>`, false},
		{"<p>x</p>", true},
		{"plain text", true},
		{`<p><img src="/files/blog_image/a.png"></p>`, true},
	}
	for _, tt := range tests {
		if _, got := s.Sanitize(tt.in); got != tt.want {
			t.Errorf("Sanitize(%q) visible = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
