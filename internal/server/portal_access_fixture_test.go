package server_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// enableTotp turns two-factor sign-in on for the client of token, answering the secret
// and the recovery codes. The code confirming it is the current step's: a sign-in right
// after uses codeAfter (the next step's, within the allowed skew).
func (f *portalFixture) enableTotp(t *testing.T, token string) (string, []string) {
	t.Helper()
	ctx := context.Background()
	begin, err := f.auth.BeginTotp(ctx, sitetest.WithToken(&portalv1.BeginTotpRequest{}, token))
	if err != nil {
		t.Fatalf("BeginTotp: %v", err)
	}
	secret := begin.Msg.GetSecret()
	res, err := f.auth.ConfirmTotp(ctx, sitetest.WithToken(&portalv1.ConfirmTotpRequest{Code: codeAt(t, secret, time.Now())}, token))
	if err != nil {
		t.Fatalf("ConfirmTotp: %v", err)
	}
	return secret, res.Msg.GetRecoveryCodes()
}

func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	code, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// codeAfter is the next time step's code: accepted once after the current one was used.
func codeAfter(t *testing.T, secret string) string {
	return codeAt(t, secret, time.Now().Add(30*time.Second))
}

// mailedLink reads the newest mail of topic to email for its sign-in link's token ("" if none).
func (f *portalFixture) mailedLink(t testing.TB, topic, email string) string {
	t.Helper()
	var body string
	err := f.Pool.QueryRow(context.Background(), `SELECT coalesce((SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = $2
		ORDER BY create_time DESC LIMIT 1), '')`, strings.ToLower(email), topic).Scan(&body)
	if err != nil {
		t.Fatal(err)
	}
	if m := linkToken.FindStringSubmatch(body); m != nil {
		return m[1]
	}
	return ""
}
