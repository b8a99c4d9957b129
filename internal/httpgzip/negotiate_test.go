package httpgzip

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// negotiateCases are Accept-Encoding headers with the coding chosen for a body with only a
// gzip copy (want) and for one with a Brotli copy too (withBr).
var negotiateCases = []struct {
	name   string
	header []string
	want   Encoding
	withBr Encoding
}{
	{"a request without the header gets the body as it is", nil, Identity, Identity},
	{"a browser's list gets Brotli, or gzip without it", []string{"gzip, deflate, br, zstd"}, Gzip, Brotli},
	{"the name is read without regard to case", []string{"GZip"}, Gzip, Gzip},
	{"Brotli's name is read without regard to case", []string{"BR"}, Identity, Brotli},
	{"the old alias x-gzip is gzip", []string{"x-gzip"}, Gzip, Gzip},
	{"a weight above zero takes gzip", []string{"gzip;q=0.5"}, Gzip, Gzip},
	{"a weight with spaces around its semicolon is read", []string{"gzip ; q=0.5"}, Gzip, Gzip},
	{"a weight of zero refuses gzip", []string{"gzip;q=0"}, Identity, Identity},
	{"a weight of zero written long refuses gzip", []string{"gzip;q=0.000"}, Identity, Identity},
	{"a weight of zero with spaces refuses gzip", []string{"gzip ; q=0"}, Identity, Identity},
	{"an upper-case Q is still the weight", []string{"gzip;Q=0"}, Identity, Identity},
	{"a weight of zero refuses Brotli", []string{"br;q=0, gzip"}, Gzip, Gzip},
	{"a weight of zero written long refuses Brotli", []string{"gzip, br;q=0.000"}, Gzip, Gzip},
	{"Brotli weighed below gzip gets gzip", []string{"br;q=0.5, gzip"}, Gzip, Gzip},
	{"Brotli weighed above gzip gets Brotli", []string{"br, gzip;q=0.5"}, Gzip, Brotli},
	{"Brotli and gzip weighed the same get Brotli", []string{"gzip;q=0.8, br;q=0.8"}, Gzip, Brotli},
	{"Brotli alone gets Brotli, or the body as it is", []string{"br"}, Identity, Brotli},
	{"a space-separated list is not a list", []string{"x gzip"}, Identity, Identity},
	{"a space-separated list with Brotli is not a list", []string{"gzip br"}, Identity, Identity},
	{"a coding glued to another by a space is ignored", []string{"gzip deflate"}, Identity, Identity},
	{"a weight above one is junk", []string{"gzip;q=2"}, Identity, Identity},
	{"a weight above one for Brotli is junk", []string{"br;q=1.5"}, Identity, Identity},
	{"a weight with four decimals is junk", []string{"gzip;q=0.0001"}, Identity, Identity},
	{"a parameter other than the weight is junk", []string{"gzip;level=9"}, Identity, Identity},
	{"a Brotli parameter other than the weight is junk", []string{"br;quality=11"}, Identity, Identity},
	{"a refusal of identity alone leaves nothing better than identity", []string{"identity;q=0"}, Identity, Identity},
	{"a refusal of identity beside gzip gets gzip", []string{"gzip, identity;q=0"}, Gzip, Gzip},
	{"a refusal of identity beside Brotli gets Brotli", []string{"br, identity;q=0"}, Identity, Brotli},
	{"identity preferred over gzip gets identity", []string{"gzip;q=0.3, identity;q=0.8"}, Identity, Identity},
	{"identity preferred over Brotli gets identity", []string{"br;q=0.3, identity;q=0.8"}, Identity, Identity},
	{"gzip preferred over identity gets gzip", []string{"gzip;q=0.8, identity;q=0.3"}, Gzip, Gzip},
	{"a wildcard takes Brotli, or gzip without it", []string{"*"}, Gzip, Brotli},
	{"a refused wildcard refuses both", []string{"*;q=0"}, Identity, Identity},
	{"gzip named refused beside a wildcard is refused", []string{"gzip;q=0, *"}, Identity, Brotli},
	{"Brotli named refused beside a wildcard is refused", []string{"br;q=0, *"}, Gzip, Gzip},
	{"Brotli named above a weaker wildcard wins", []string{"*;q=0.5, br"}, Gzip, Brotli},
	{"gzip named twice counts its refusal", []string{"gzip, gzip;q=0"}, Identity, Identity},
	{"Brotli named twice counts its refusal", []string{"br, gzip, br;q=0"}, Gzip, Gzip},
	{"the header's lines are read together", []string{"br", "gzip"}, Gzip, Brotli},
	{"empty elements are skipped", []string{" , ,gzip,"}, Gzip, Gzip},
	{"bytes outside ASCII are junk", []string{"gzip\xff"}, Identity, Identity},
	{"Brotli with bytes outside ASCII is junk", []string{"br\xff, gzip"}, Gzip, Gzip},
}

func TestNegotiate(t *testing.T) {
	for _, c := range negotiateCases {
		t.Run(c.name, func(t *testing.T) {
			r := &http.Request{Header: http.Header{"Accept-Encoding": c.header}}
			if got := Negotiate(r); got != c.want {
				t.Errorf("Negotiate(%q) = %v, want %v", c.header, got, c.want)
			}
			if got := Negotiate(r, Brotli); got != c.withBr {
				t.Errorf("Negotiate(%q, Brotli) = %v, want %v", c.header, got, c.withBr)
			}
		})
	}
}

// The handlers below Normalize read the rewritten header: it must choose as the original.
func TestNormalizeKeepsTheChoice(t *testing.T) {
	for _, c := range negotiateCases {
		t.Run(c.name, func(t *testing.T) {
			var seen *http.Request
			h := Normalize(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { seen = r }))
			h.ServeHTTP(nil, &http.Request{Header: http.Header{"Accept-Encoding": slices.Clone(c.header)}})
			if got := Negotiate(seen); got != c.want {
				t.Errorf("Negotiate after Normalize(%q) = %v (header %q), want %v", c.header, got, seen.Header.Get("Accept-Encoding"), c.want)
			}
			if got := Negotiate(seen, Brotli); got != c.withBr {
				t.Errorf("Negotiate(Brotli) after Normalize(%q) = %v (header %q), want %v", c.header, got, seen.Header.Get("Accept-Encoding"), c.withBr)
			}
			// Connect takes the first coding it has (gzip) from a comma- or space-separated list.
			connect := "identity"
			for name := range strings.FieldsFuncSeq(seen.Header.Get("Accept-Encoding"), func(r rune) bool { return r == ',' || r == ' ' }) {
				if name == "gzip" {
					connect = name
					break
				}
			}
			if connect != c.want.String() {
				t.Errorf("Connect would answer %s to %q, want %v", connect, seen.Header.Get("Accept-Encoding"), c.want)
			}
		})
	}
}

func TestVaryNamesAcceptEncodingOnce(t *testing.T) {
	cases := []struct {
		name   string
		before []string
		want   []string
	}{
		{"an answer without Vary gets one", nil, []string{"Accept-Encoding"}},
		{"an answer varying on another header gets a second line", []string{"Origin"}, []string{"Origin", "Accept-Encoding"}},
		{"an answer that already names it is left alone", []string{"Origin, accept-encoding"}, []string{"Origin, accept-encoding"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := http.Header{}
			for _, v := range c.before {
				h.Add("Vary", v)
			}
			Vary(h)
			if got := h.Values("Vary"); !slices.Equal(got, c.want) {
				t.Errorf("Vary = %q, want %q", got, c.want)
			}
		})
	}
}
