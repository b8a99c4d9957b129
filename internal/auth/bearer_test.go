package auth

import "testing"

func TestBearerToken(t *testing.T) {
	tests := []struct{ header, want string }{
		{"Bearer abc", "abc"},
		{"bearer  abc ", "abc"},
		{"Basic abc", ""},
		{"abc", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := BearerToken(tt.header); got != tt.want {
			t.Errorf("BearerToken(%q) = %q, want %q", tt.header, got, tt.want)
		}
	}
}
