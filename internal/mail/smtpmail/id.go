package smtpmail

import (
	"crypto/rand"
	"encoding/hex"
	"net/mail"
	"strings"
)

// messageID is a globally unique Message-ID in the sender's own domain (RFC 5322 §3.6.4),
// so replies thread and spam filters see it belongs to the sending domain.
func messageID(domain string) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:]) + "@" + domain
}

func domainOf(from string) string {
	if a, err := mail.ParseAddress(from); err == nil {
		if _, d, ok := strings.Cut(a.Address, "@"); ok && d != "" {
			return d
		}
	}
	return "localhost"
}
