package pubcache

import (
	"github.com/gusset/gusset/internal/httpgzip"
)

// brotli is e's Brotli copy, nil until it is made.
func (e *pageEntry) brotli() []byte {
	if br := e.br.Load(); br != nil {
		return *br
	}
	return nil
}

// size is what e holds under key, as the store counts it.
func (e *pageEntry) size(key string) int64 {
	return int64(len(key) + len(e.html) + len(e.gz) + len(e.brotli()))
}

// tag is the ETag of e in enc: one per coding (RFC 9110 §8.8.3: a strong tag names one
// representation's bytes), the page's hash with the coding's name after it.
func (e *pageEntry) tag(enc httpgzip.Encoding) string {
	if enc == httpgzip.Identity {
		return `"` + e.etag + `"`
	}
	return `"` + e.etag + "-" + enc.String() + `"`
}

// held is the tag of e that an If-None-Match header names, of any coding ("" for none): a
// client holding the page in one coding has the page, so it is told 304 with the tag it
// holds, even when it would now get another coding (a Brotli copy made since).
func (e *pageEntry) held(ifNoneMatch string) string {
	for _, enc := range []httpgzip.Encoding{httpgzip.Identity, httpgzip.Gzip, httpgzip.Brotli} {
		if tag := e.tag(enc); matches(ifNoneMatch, tag) {
			return tag
		}
	}
	return ""
}

// fillBrotli has e's Brotli copy made in the background, once: best-quality Brotli of a
// page takes tens of milliseconds, which no visitor waits for (gzip is sent meanwhile).
// Its bytes count in the store while e is in it; a page dropped before its turn gets none.
func (p *Pages) fillBrotli(key string, e *pageEntry) {
	stored := func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.entries[key] == e
	}
	httpgzip.BrotliLater(e.html, stored, func(br []byte) {
		if br == nil {
			return
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.entries[key] == e {
			p.bytes += int64(len(br))
		}
		e.br.Store(&br)
	})
}
