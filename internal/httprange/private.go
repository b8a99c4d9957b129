package httprange

import (
	"mime"
	"net/http"
)

// PrivateDownload sets the headers of a private stored file answered as a download: never
// cached by a shared cache, never sniffed or run by the browser, saved under name, with
// etag (the file's id: a stored file never changes) so that a resumed download's If-Range
// matches.
func PrivateDownload(h http.Header, contentType, name, etag string) {
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	h.Set("ETag", `"`+etag+`"`)
}
