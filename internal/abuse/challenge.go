package abuse

import (
	"strconv"
	"time"

	altcha "github.com/altcha-org/altcha-lib-go"
)

// Challenger makes ALTCHA proof-of-work challenges and verifies their solutions. A
// challenge is signed with the key (HMAC), so any process sharing the key verifies it,
// and it expires; Guard spends each solution once.
type Challenger struct {
	key string
	// MaxNumber sets the work: the browser tries on average half of it SHA-256 hashes
	// (about half a second on a phone at the default).
	maxNumber int64
	ttl       time.Duration
}

// NewChallenger returns a challenger signing with key.
func NewChallenger(key []byte, maxNumber int64, ttl time.Duration) *Challenger {
	if maxNumber <= 0 {
		maxNumber = 100_000
	}
	if ttl <= 0 {
		ttl = 20 * time.Minute
	}
	return &Challenger{key: string(key), maxNumber: maxNumber, ttl: ttl}
}

// New makes a challenge for the altcha widget.
func (c *Challenger) New(now time.Time) (altcha.Challenge, error) {
	expires := now.Add(c.ttl)
	return altcha.CreateChallenge(altcha.ChallengeOptions{HMACKey: c.key, MaxNumber: c.maxNumber, Expires: &expires})
}

// Verify checks a solved payload: signed by this key, solved, not expired. It answers
// the challenge's signature (its identity, for spending) and expiry.
func (c *Challenger) Verify(payload string, now time.Time) (signature string, expires time.Time, ok bool) {
	if payload == "" || len(payload) > 2048 {
		return "", time.Time{}, false
	}
	solved, err := altcha.VerifySolutionSafe(payload, c.key, true)
	if err != nil || !solved {
		return "", time.Time{}, false
	}
	p, err := decode(payload)
	if err != nil {
		return "", time.Time{}, false
	}
	exp, err := strconv.ParseInt(altcha.ExtractParams(p).Get("expires"), 10, 64)
	if err != nil || now.Unix() > exp {
		// A challenge without an expiry was not made here.
		return "", time.Time{}, false
	}
	return p.Signature, time.Unix(exp, 0), true
}
