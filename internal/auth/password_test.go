package auth

import (
	"strings"
	"testing"
)

func TestPasswordHashing(t *testing.T) {
	hash, err := HashPassword("correct horse")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		hash     string
		password string
		want     bool
		wantErr  bool
	}{
		{"the right password matches", hash, "correct horse", true, false},
		{"a wrong password does not match", hash, "correct horsE", false, false},
		{"an empty password does not match", hash, "", false, false},
		{"a hash of another scheme is an error", "$2a$10$abcdefghijklmnopqrstuv", "x", false, true},
		{"a truncated hash is an error", strings.Join(strings.Split(hash, "$")[:4], "$"), "correct horse", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := VerifyPassword(tt.hash, tt.password)
			if (err != nil) != tt.wantErr {
				t.Fatalf("VerifyPassword error = %v, want error %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("VerifyPassword = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestHashPasswordSaltsEachHash(t *testing.T) {
	a, _ := HashPassword("same")
	b, _ := HashPassword("same")
	if a == b {
		t.Errorf("two hashes of one password are equal (%s): the salt is not random", a)
	}
	if !strings.HasPrefix(a, "$argon2id$v=19$m=12288,t=3,p=1$") {
		t.Errorf("hash = %s, want the argon2id PHC format with the configured parameters", a)
	}
}

func TestNormalizeUsername(t *testing.T) {
	tests := []struct{ in, want string }{
		{"admin", "admin"},
		{"  Admin ", "admin"},
		{"ＡＤＭＩＮ", "admin"}, // full-width letters fold under NFKC
	}
	for _, tt := range tests {
		if got := NormalizeUsername(tt.in); got != tt.want {
			t.Errorf("NormalizeUsername(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
