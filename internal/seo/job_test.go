package seo

import (
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/careers"
)

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

// Google's job search requires addressCountry on every open job, including those saved
// with only the legacy location text (the REST shim has no other field).
func TestJobPostingAlwaysNamesACountry(t *testing.T) {
	headOffice := DefaultFirm
	headOffice.Addresses = []Address{
		{Locality: "Toronto", Region: "ON", Country: "Canada", CountryCode: "CA"},
		{Locality: "Houston", Region: "TX", Country: "United States", CountryCode: "US"},
	}
	p := New(Config{SiteURL: testOrigin, Index: []byte(testIndex), Firm: headOffice, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	tests := []struct {
		name                          string
		job                           *careers.Job
		locality, region, wantCountry string
	}{
		{"legacy text only: the text as the locality, the firm's first address's country",
			&careers.Job{Location: "Pune"}, "Pune", "", "CA"},
		{"a structured place without a country: the firm's first address's country",
			&careers.Job{Location: "Pune office", City: "Pune", Region: "Maharashtra"}, "Pune", "Maharashtra", "CA"},
		{"a structured country is kept",
			&careers.Job{Location: "Pune", City: "Pune", Region: "Maharashtra", CountryCode: "IN"}, "Pune", "Maharashtra", "IN"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.job.Id, tt.job.Role, tt.job.Active = uuid.NewString(), "Checker", true
			raw := p.jobPosting(headOffice, tt.job)
			_, ld, _ := strings.Cut(string(raw), ">")
			ld = strings.TrimSuffix(ld, "</script>")
			var got jobPostingLD
			if err := json.Unmarshal([]byte(ld), &got); err != nil {
				t.Fatalf("JobPosting %s: %v", raw, err)
			}
			a := got.JobLocation.Address
			if a.AddressLocality != tt.locality || a.AddressRegion != tt.region || a.AddressCountry != tt.wantCountry {
				t.Errorf("address = %+v, want locality %q, region %q, country %q", a, tt.locality, tt.region, tt.wantCountry)
			}
		})
	}
}
