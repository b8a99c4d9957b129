package demo

import "testing"

func BenchmarkPicture(b *testing.B) {
	for _, p := range pictures {
		b.Run(p.name+" draw", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.kind.draw(1, 960, 640, sampleSheet)
			}
		})
		b.Run(p.name+" encode", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.kind.encode(1, 960, 640, sampleSheet)
			}
		})
	}
}
