package apperr

import (
	"errors"
	"testing"
)

func TestParseIDTakesOnlyTheCanonicalForm(t *testing.T) {
	const id = "0f8fad5b-d9cb-469f-a165-70867728950e"
	notFound := NotFound("record not found")
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"the canonical form is read", id, true},
		{"the URN form is not", "urn:uuid:" + id, false},
		{"braces are not", "{" + id + "}", false},
		{"32 bare digits are not", "0f8fad5bd9cb469fa16570867728950e", false},
		{"capitals are read, as RFC 9562 asks", "0F8FAD5B-D9CB-469F-A165-70867728950E", true},
		{"surrounding spaces are not", " " + id + " ", false},
		{"dashes out of place are not", "0f8fad5bd-9cb-469f-a165-70867728950e", false},
		{"an empty id is not", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseID(tt.in, notFound)
			if tt.ok && (err != nil || got.String() != id) {
				t.Errorf("ParseID(%q) = %v, %v; want %s", tt.in, got, err, id)
			}
			if !tt.ok && !errors.Is(err, ErrNotFound) {
				t.Errorf("ParseID(%q) error = %v, want not found", tt.in, err)
			}
		})
	}
}
