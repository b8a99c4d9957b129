package richtext

import "testing"

func TestPreview(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"text and its markup stay", "<p>Steel <strong>beams</strong></p>", "<p>Steel <strong>beams</strong></p>"},
		{"links become their text (the card is one link)", `<p>See <a href="/x">the truss</a>.</p>`, "<p>See the truss.</p>"},
		{"pictures go", `<p>A<img src="/a.jpg" alt="x">B</p>`, "<p>AB</p>"},
		{"embeds go with their content", `<figure><img src="/a.jpg"><figcaption>Caption</figcaption></figure><p>After</p>`, "<p>After</p>"},
		{"a video goes with its fallback text", `<video src="/v.mp4">Your browser</video><p>Text</p>`, "<p>Text</p>"},
		{"a heading ends its sentence before the next paragraph", `<h2>Delegated design is now the norm</h2><p>More and more contracts.</p>`, "<p>Delegated design is now the norm.</p>\n<p>More and more contracts.</p>"},
		{"a heading keeps its own closing punctuation", `<h3>Why stamp?</h3><p>Because.</p>`, "<p>Why stamp?</p>\n<p>Because.</p>"},
		{"a heading's punctuation is read through its markup and entities", `<h2><em>Bolts &amp; welds:</em> </h2><p>Both.</p>`, "<p><em>Bolts &amp; welds:</em> </p>\n<p>Both.</p>"},
		{"list items are separated", `<ul><li>Shear tabs</li><li>Clip angles</li></ul><p>Next</p>`, "<ul><li>Shear tabs</li>\n<li>Clip angles</li>\n</ul>\n<p>Next</p>"},
		{"a line break separates its lines", `<p>One<br>Two</p>`, "<p>One<br>\nTwo</p>"},
		{"whitespace already between blocks is kept as it is", "<p>One</p>\n<p>Two</p>", "<p>One</p>\n<p>Two</p>"},
		{"an empty heading gets no full stop", `<h2></h2><p>Text</p>`, "<p></p>\n<p>Text</p>"},
		{"a heading whose link is dropped still ends its sentence", `<h2><a href="/x">Read on</a></h2><p>Text</p>`, "<p>Read on.</p>\n<p>Text</p>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Preview(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
