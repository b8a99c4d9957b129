package keyset

import (
	"encoding/base64"
	"testing"
)

func TestTextPaging(t *testing.T) {
	rows := []string{"B1", "B10", "B2"}
	key := func(s string) string { return s }

	t.Run("a full page carries a token that resumes after its last key", func(t *testing.T) {
		r, err := ParseText(2, "", 100, 500)
		if err != nil {
			t.Fatal(err)
		}
		got, token := TrimText(r, rows, key)
		if len(got) != 2 || token == "" {
			t.Fatalf("TrimText = %d rows, token %q; want 2 rows and a token", len(got), token)
		}
		next, err := ParseText(2, token, 100, 500)
		if err != nil || next.After != "B10" {
			t.Errorf("next page starts after %q (%v), want B10", next.After, err)
		}
	})
	t.Run("the last page has no token", func(t *testing.T) {
		r, _ := ParseText(0, "", 100, 500)
		if _, token := TrimText(r, rows, key); token != "" || r.Size != 100 {
			t.Errorf("size %d, token %q; want the default 100 and no token", r.Size, token)
		}
	})
	t.Run("a token of the time lists is not a text token", func(t *testing.T) {
		var b [24]byte
		if _, err := ParseText(0, base64.RawURLEncoding.EncodeToString(b[:]), 100, 500); err == nil {
			t.Error("got no error, want the page_token violation")
		}
	})
}
