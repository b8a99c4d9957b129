package analytics_test

import (
	"testing"

	"github.com/gusset/gusset/internal/analytics"
)

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// BenchmarkIsBot is a user agent seen before (the first look runs the crawler list's
// regular expression, about 0.4 ms, and loads the parser).
func BenchmarkIsBot(b *testing.B) {
	analytics.IsBot(chrome)
	for b.Loop() {
		analytics.IsBot(chrome)
	}
}

func BenchmarkClassify(b *testing.B) {
	analytics.Classify(chrome)
	for b.Loop() {
		analytics.Classify(chrome)
	}
}
