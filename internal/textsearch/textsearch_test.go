package textsearch

import (
	"errors"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/validate"
)

func TestContains(t *testing.T) {
	tests := []struct {
		name, in string
		want     *string
	}{
		{"blank text is no filter", "  \t", nil},
		{"text is trimmed", "  truss ", ptr("truss")},
		{"wildcards and the escape match literally", `50%_off\`, ptr(`50\%\_off\\`)},
		{"200 characters are taken", strings.Repeat("é", MaxLen), ptr(strings.Repeat("é", MaxLen))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Contains("query", tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if (got == nil) != (tt.want == nil) || got != nil && *got != *tt.want {
				t.Errorf("Contains(%q) = %v, want %v", tt.in, deref(got), deref(tt.want))
			}
		})
	}
	t.Run("longer text is refused on its field", func(t *testing.T) {
		_, err := Contains("query", strings.Repeat("a", MaxLen+1))
		var v *validate.Error
		if !errors.As(err, &v) || !strings.Contains(err.Error(), "Search text is too long") {
			t.Errorf("err = %v, want a validation error", err)
		}
	})
}

func ptr(s string) *string { return &s }

func deref(s *string) any {
	if s == nil {
		return nil
	}
	return *s
}
