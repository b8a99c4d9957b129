package files

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strconv"
	"time"
)

// Signer makes and checks expiring links to private files (HMAC-SHA256 over path and
// expiry), so a résumé can open in a new browser tab without a bearer header.
type Signer struct {
	secret []byte
	ttl    time.Duration
}

// NewSigner signs with secret; links stay valid for ttl.
func NewSigner(secret []byte, ttl time.Duration) *Signer {
	return &Signer{secret: secret, ttl: ttl}
}

// Sign returns path with exp and sig query parameters.
func (s *Signer) Sign(path string, now time.Time) string {
	exp := strconv.FormatInt(now.Add(s.ttl).Unix(), 10)
	return path + "?" + url.Values{"exp": {exp}, "sig": {s.mac(path, exp)}}.Encode()
}

// Valid reports whether query signs path and has not expired.
func (s *Signer) Valid(path string, query url.Values, now time.Time) bool {
	exp := query.Get("exp")
	unix, err := strconv.ParseInt(exp, 10, 64)
	if err != nil || now.Unix() > unix {
		return false
	}
	return hmac.Equal([]byte(query.Get("sig")), []byte(s.mac(path, exp)))
}

func (s *Signer) mac(path, exp string) string {
	h := hmac.New(sha256.New, s.secret)
	h.Write([]byte(path + "\n" + exp))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}
