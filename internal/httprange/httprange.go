// Package httprange serves stored content with http.ServeContent, for the handlers that
// answer files and image variants, with the byte ranges one request may ask for bounded
// and read as RFC 9110 has them.
package httprange

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Max is the most byte ranges one request gets; PDF viewers and video players ask for
// one or a few.
const Max = 8

// ServeContent is http.ServeContent (no name: the caller sets Content-Type) after Limit,
// and answers 416 to a Range that asks only for empty suffixes ("bytes=-0"), which RFC
// 9110 §14.1.1 calls unsatisfiable and net/http would answer 206 with an empty body.
func ServeContent(w http.ResponseWriter, r *http.Request, modtime time.Time, content io.ReadSeeker) {
	Limit(r)
	if !dropEmptySuffixes(r) {
		size, err := content.Seek(0, io.SeekEnd)
		if err == nil {
			w.Header().Set("Content-Range", fmt.Sprintf("bytes */%d", size))
		}
		http.Error(w, "the requested range is not satisfiable", http.StatusRequestedRangeNotSatisfiable)
		return
	}
	http.ServeContent(w, r, "", modtime, content)
}

// Limit drops r's Range header when it asks for more than Max ranges, as nginx's
// max_ranges does: the answer is then the whole content, not a multipart answer of
// thousands of tiny parts whose part headers would outweigh the content.
func Limit(r *http.Request) {
	if h := r.Header.Get("Range"); h != "" && strings.Count(h, ",")+1 > Max {
		r.Header.Del("Range")
	}
}

// dropEmptySuffixes removes the empty suffix ranges ("-0") from r's byte ranges, and
// reports false when nothing satisfiable is left. A Range under If-Range is left to
// net/http, which ignores it when the validator does not match.
func dropEmptySuffixes(r *http.Request) bool {
	h := r.Header.Get("Range")
	set, ok := strings.CutPrefix(h, "bytes=")
	if !ok || r.Header.Get("If-Range") != "" {
		return true
	}
	var kept []string
	for spec := range strings.SplitSeq(set, ",") {
		spec = strings.TrimSpace(spec)
		if digits, suffix := strings.CutPrefix(spec, "-"); suffix && digits != "" && strings.Trim(digits, "0") == "" {
			continue
		}
		kept = append(kept, spec)
	}
	if len(kept) == 0 {
		return false
	}
	r.Header.Set("Range", "bytes="+strings.Join(kept, ","))
	return true
}

// FromTheStart tells a request for content's beginning: no Range, or one from byte 0. A
// download is counted once, on it; a viewer's or a resumed download's later ranges are
// the same download.
func FromTheStart(r *http.Request) bool {
	rg := r.Header.Get("Range")
	return rg == "" || strings.HasPrefix(rg, "bytes=0-")
}
