package httpgzip

import (
	"net/http"
	"strings"
)

// Encoding is a content coding the site answers in.
type Encoding uint8

const (
	// Identity is the body as it is.
	Identity Encoding = iota
	// Gzip is the body gzipped (RFC 9110's "gzip", alias "x-gzip").
	Gzip
	// Brotli is the body in Brotli (RFC 7932, "br"), offered only for bodies that have a
	// Brotli copy made ahead (the public pages, the app's files).
	Brotli
)

// String is the coding's name as Content-Encoding and Accept-Encoding spell it.
func (e Encoding) String() string {
	switch e {
	case Gzip:
		return "gzip"
	case Brotli:
		return "br"
	case Identity:
	}
	return "identity"
}

// Negotiate is the coding to answer r in, of identity, gzip and those in also (Brotli, for
// a body that has a Brotli copy): the one its Accept-Encoding weighs highest (named, or
// through "*", with a weight above zero), Brotli before gzip when they weigh the same
// (its copy is the smaller) and either before an explicit identity of equal weight. Without
// also it is Gzip or Identity, as for every body that has only a gzip copy. Identity is
// also the answer when the client refuses it ("identity;q=0") and takes nothing else the
// site has: RFC 9110 §12.5.3 leaves the server free then, and an answer it may not decode
// is no better than one it did not ask for.
//
// It is the site's only reading of Accept-Encoding: the public cache keys on it, the
// compressors follow it (Normalize rewrites the header for those that read it
// themselves), and Vary announces it. An element that is not a well-formed coding with an
// optional weight ("x gzip", "gzip;q=2", "gzip;level=9") is ignored, so junk never turns
// compression on.
func Negotiate(r *http.Request, also ...Encoding) Encoding {
	w := parse(r.Header.Values("Accept-Encoding"))
	best, bestQ := Identity, 0
	if w.gzip > 0 && (w.identity == unlisted || w.gzip >= w.identity) {
		best, bestQ = Gzip, w.gzip
	}
	for _, e := range also {
		if e == Brotli && w.br > 0 && w.br >= bestQ && (w.identity == unlisted || w.br >= w.identity) {
			best, bestQ = Brotli, w.br
		}
	}
	return best
}

// Normalize rewrites every request's Accept-Encoding to the codings Negotiate chose, so
// that the handlers below that read the header on their own (Connect's compressor splits
// it on commas and spaces, ignoring weights, and takes the first it has) answer in the
// coding the cache keys on: "br, gzip" when Brotli was chosen and gzip would be for a
// body without a Brotli copy, "br" alone when gzip would not be, else the one coding.
// Negotiate reads the rewritten header as it read the original, with or without Brotli.
func Normalize(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Header.Set("Accept-Encoding", normalized(r))
		next.ServeHTTP(w, r)
	})
}

func normalized(r *http.Request) string {
	plain := Negotiate(r)
	if Negotiate(r, Brotli) != Brotli {
		return plain.String()
	}
	if plain == Gzip {
		return "br, gzip"
	}
	return "br"
}

// Vary adds Accept-Encoding to h's Vary header unless it is already there: every answer
// whose coding Negotiate chose must say so, once.
func Vary(h http.Header) {
	for _, v := range h.Values("Vary") {
		for name := range strings.SplitSeq(v, ",") {
			if strings.EqualFold(strings.TrimSpace(name), "Accept-Encoding") {
				return
			}
		}
	}
	h.Add("Vary", "Accept-Encoding")
}

// unlisted marks a coding the header does not name.
const unlisted = -1

// weights are the weights (thousandths) a header gives the codings the site has.
type weights struct{ gzip, br, identity int }

func parse(values []string) weights {
	gzipQ, brQ, identityQ, anyQ := unlisted, unlisted, unlisted, unlisted
	for _, v := range values {
		for element := range strings.SplitSeq(v, ",") {
			name, q, ok := coding(element)
			if !ok {
				continue
			}
			// A coding named twice counts at its lowest weight: a refusal is never
			// outvoted by a repetition.
			lowest := func(old int) int {
				if old == unlisted {
					return q
				}
				return min(old, q)
			}
			switch name {
			case "gzip", "x-gzip":
				gzipQ = lowest(gzipQ)
			case "br":
				brQ = lowest(brQ)
			case "identity":
				identityQ = lowest(identityQ)
			case "*":
				anyQ = lowest(anyQ)
			}
		}
	}
	if gzipQ == unlisted {
		gzipQ = anyQ
	}
	if brQ == unlisted {
		brQ = anyQ
	}
	return weights{gzip: gzipQ, br: brQ, identity: identityQ}
}

// coding reads one element of Accept-Encoding, `coding [ OWS ";" OWS "q=" qvalue ]`: the
// coding's lower-case name and its weight in thousandths (1000 without one).
func coding(element string) (name string, q int, ok bool) {
	name, weight, weighted := strings.Cut(element, ";")
	name = strings.ToLower(strings.Trim(name, " \t"))
	if name != "*" && !isToken(name) {
		return "", 0, false
	}
	if !weighted {
		return name, 1000, true
	}
	value, found := strings.CutPrefix(strings.ToLower(strings.Trim(weight, " \t")), "q=")
	if !found {
		return "", 0, false
	}
	q, ok = qvalue(value)
	return name, q, ok
}

// qvalue reads `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )` in thousandths.
func qvalue(s string) (int, bool) {
	whole, frac, _ := strings.Cut(s, ".")
	if (whole != "0" && whole != "1") || len(frac) > 3 {
		return 0, false
	}
	n := 0
	for i := range 3 {
		d := byte('0')
		if i < len(frac) {
			d = frac[i]
		}
		if d < '0' || d > '9' {
			return 0, false
		}
		n = n*10 + int(d-'0')
	}
	if whole == "1" {
		if n != 0 {
			return 0, false
		}
		return 1000, true
	}
	return n, true
}

// isToken reports whether s is an HTTP token (RFC 9110 §5.6.2).
func isToken(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 || !tchar[s[i]] {
			return false
		}
	}
	return s != ""
}

var tchar = func() (t [128]bool) {
	for c := range t {
		b := byte(c)
		t[c] = 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' ||
			strings.IndexByte("!#$%&'*+-.^_`|~", b) >= 0
	}
	return t
}()
