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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Preview(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
