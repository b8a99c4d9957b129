package httpgzip

import (
	"net/http"
	"slices"
	"testing"
)

func TestNegotiate(t *testing.T) {
	cases := []struct {
		name   string
		header []string
		want   Encoding
	}{
		{"a request without the header gets the body as it is", nil, Identity},
		{"a browser's list gets gzip", []string{"gzip, deflate, br, zstd"}, Gzip},
		{"the name is read without regard to case", []string{"GZip"}, Gzip},
		{"the old alias x-gzip is gzip", []string{"x-gzip"}, Gzip},
		{"a weight above zero takes gzip", []string{"gzip;q=0.5"}, Gzip},
		{"a weight with spaces around its semicolon is read", []string{"gzip ; q=0.5"}, Gzip},
		{"a weight of zero refuses gzip", []string{"gzip;q=0"}, Identity},
		{"a weight of zero written long refuses gzip", []string{"gzip;q=0.000"}, Identity},
		{"a weight of zero with spaces refuses gzip", []string{"gzip ; q=0"}, Identity},
		{"an upper-case Q is still the weight", []string{"gzip;Q=0"}, Identity},
		{"a space-separated list is not a list", []string{"x gzip"}, Identity},
		{"a coding glued to another by a space is ignored", []string{"gzip deflate"}, Identity},
		{"a weight above one is junk", []string{"gzip;q=2"}, Identity},
		{"a weight with four decimals is junk", []string{"gzip;q=0.0001"}, Identity},
		{"a parameter other than the weight is junk", []string{"gzip;level=9"}, Identity},
		{"a refusal of identity alone leaves nothing better than identity", []string{"identity;q=0"}, Identity},
		{"a refusal of identity beside gzip gets gzip", []string{"gzip, identity;q=0"}, Gzip},
		{"identity preferred over gzip gets identity", []string{"gzip;q=0.3, identity;q=0.8"}, Identity},
		{"gzip preferred over identity gets gzip", []string{"gzip;q=0.8, identity;q=0.3"}, Gzip},
		{"a wildcard takes gzip", []string{"*"}, Gzip},
		{"a refused wildcard refuses gzip", []string{"*;q=0"}, Identity},
		{"gzip named refused beside a wildcard is refused", []string{"gzip;q=0, *"}, Identity},
		{"gzip named twice counts its refusal", []string{"gzip, gzip;q=0"}, Identity},
		{"the header's lines are read together", []string{"br", "gzip"}, Gzip},
		{"empty elements are skipped", []string{" , ,gzip,"}, Gzip},
		{"bytes outside ASCII are junk", []string{"gzip\xff"}, Identity},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := &http.Request{Header: http.Header{"Accept-Encoding": c.header}}
			if got := Negotiate(r); got != c.want {
				t.Errorf("Negotiate(%q) = %v, want %v", c.header, got, c.want)
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
