package files

import "bytes"

// SniffLen is how many leading bytes Sniff needs.
const SniffLen = 512

// Sniff names the media type of content from its leading bytes (magic numbers), or ""
// for anything Gusset does not accept. The uploader's file name and declared type are
// never trusted.
func Sniff(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return "application/pdf"
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return "image/jpeg"
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return "image/png"
	case bytes.HasPrefix(head, []byte("GIF87a")), bytes.HasPrefix(head, []byte("GIF89a")):
		return "image/gif"
	case len(head) >= 12 && bytes.Equal(head[:4], []byte("RIFF")) && bytes.Equal(head[8:12], []byte("WEBP")):
		return "image/webp"
	case bytes.HasPrefix(head, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return "video/webm"
	case len(head) >= 12 && bytes.Equal(head[4:8], []byte("ftyp")) && isVideoBrand(head[8:12]):
		return "video/mp4"
	}
	return ""
}

// isVideoBrand accepts the ISO base media brands of MP4 video, not HEIF/AVIF images or
// QuickTime.
func isVideoBrand(brand []byte) bool {
	switch string(brand) {
	case "isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash", "mmp4", "MSNV", "NDAS", "f4v ":
		return true
	}
	return false
}
