package seo

import "testing"

func TestEmploymentType(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"full time with a space maps to FULL_TIME", "Full Time", "FULL_TIME"},
		{"full-time with a hyphen maps to FULL_TIME", "full-time", "FULL_TIME"},
		{"part time maps to PART_TIME", "Part time", "PART_TIME"},
		{"contract maps to CONTRACTOR", "Contract", "CONTRACTOR"},
		{"internship maps to INTERN", "Internship", "INTERN"},
		{"an unknown type is left out", "Hybrid", ""},
		{"no type is left out", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := employmentType(tt.in); got != tt.want {
				t.Errorf("employmentType(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
