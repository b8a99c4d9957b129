package auth

// The pieces the project portal's client sign-in shares with staff sign-in (package
// portal): the same tokens, password rules and brute-force limits, written once.

// NewToken answers a random opaque token and its SHA-256, the only form stored.
func NewToken() (string, []byte, error) { return newToken() }

// HashToken is the SHA-256 of a token, as NewToken answers it.
func HashToken(token string) []byte { return hashToken(token) }

// CheckNewPassword refuses a password too short or too long, as field.
func CheckNewPassword(password, field string) error { return checkPassword(password, field) }

// Limits are the brute-force limits c configures.
func (c Config) Limits() Limits { return c.limits() }
