package validate

import "testing"

func TestEmail(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"jane@example.com", true},
		{"j.doe+jobs@mail.example.co.uk", true},
		{"jane@example", false},
		{"jane example@example.com", false},
		{"@example.com", false},
		{"jane@@example.com", false},
		{"<jane@example.com>", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := Email(tt.in); got != tt.want {
			t.Errorf("Email(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestPhone(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"+1 (555) 010-0199", true},
		{"555.010.0199", true},
		{"5550100", true},
		{"555-01", false},
		{"call me maybe", false},
		{"+1 555 010 0199 0000 0000", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := Phone(tt.in); got != tt.want {
			t.Errorf("Phone(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
