// Package httprange bounds the byte ranges one request may ask for, for the handlers
// that answer stored content with http.ServeContent (files and image variants).
package httprange

import (
	"net/http"
	"strings"
)

// Max is the most byte ranges one request gets; PDF viewers and video players ask for
// one or a few.
const Max = 8

// Limit drops r's Range header when it asks for more than Max ranges, as nginx's
// max_ranges does: the answer is then the whole content, not a multipart answer of
// thousands of tiny parts whose part headers would outweigh the content.
func Limit(r *http.Request) {
	if h := r.Header.Get("Range"); h != "" && strings.Count(h, ",")+1 > Max {
		r.Header.Del("Range")
	}
}
