package site

import (
	"errors"
	"slices"
	"testing"

	"github.com/gusset/gusset/internal/validate"
)

func TestDefaultsAreValid(t *testing.T) {
	if err := Validate(normalize(Defaults())); err != nil {
		t.Fatalf("Validate(Defaults()) = %v, want nil: a new site must start with settings staff can save", err)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Settings)
		fields []string
	}{
		{"a dial number in E.164 is accepted", func(s *Settings) { s.Phones[0].Display, s.Phones[0].Dial = "+44 20 7946 0958", "+442079460958" }, nil},
		{"a dial number typed with spaces, dashes and brackets is accepted", func(s *Settings) { s.Phones[0].Dial = "+1 (312) 555-0142" }, nil},
		{"a dial number without the country code is refused", func(s *Settings) { s.Phones[0].Dial = "3125550142" }, []string{"phones[0].dial"}},
		{"a dial number with letters is refused", func(s *Settings) { s.Phones[1].Dial = "+1 312 CALL-NOW" }, []string{"phones[1].dial"}},
		{"a dial number of 16 digits is refused", func(s *Settings) { s.Phones[0].Dial = "+1234567890123456" }, []string{"phones[0].dial"}},
		{"a country code of 0 is refused", func(s *Settings) { s.Phones[0].Dial = "+0123456789" }, []string{"phones[0].dial"}},
		{"a phone without its printed text is refused", func(s *Settings) { s.Phones[0].Display = " " }, []string{"phones[0].display"}},
		{"a printed number other than the one dialled is refused", func(s *Settings) {
			s.Phones[0].Display, s.Phones[0].Dial = "+1 (312) 555-0142", "+13125550143"
		}, []string{"phones[0].display"}},
		{"a printed number without its country code is accepted", func(s *Settings) {
			s.Phones[0].Display, s.Phones[0].Dial = "(312) 555-0142", "+13125550142"
		}, nil},
		{"a printed number with the national trunk 0 is accepted", func(s *Settings) {
			s.Phones[0].Display, s.Phones[0].Dial = "020 7946 0958", "+442079460958"
		}, nil},
		{"a printed number missing digits is refused", func(s *Settings) {
			s.Phones[0].Display, s.Phones[0].Dial = "555-0142", "+13125550142"
		}, []string{"phones[0].display"}},
		{"a sales address that is not an e-mail address is refused", func(s *Settings) { s.Emails.Sales = "sales at example.com" }, []string{"sales_email"}},
		{"a missing careers address is refused", func(s *Settings) { s.Emails.HR = "" }, []string{"hr_email"}},
		{"a social link that is not http(s) is refused", func(s *Settings) { s.Social[0].Href = "javascript:alert(1)" }, []string{"social[0].href"}},
		{"a social link with an unknown icon is refused", func(s *Settings) { s.Social[2].Network = "myspace" }, []string{"social[2].network"}},
		{"a portal link without a host is refused", func(s *Settings) { s.PortalURL = "https://" }, []string{"portal_url"}},
		{"a campus link with credentials is refused", func(s *Settings) { s.Campus.TestURL = "https://user:pw@campus.example.com/" }, []string{"campus_test_url"}},
		{"a missing company name is refused", func(s *Settings) { s.Company = "" }, []string{"company"}},
		{"a missing title suffix is refused", func(s *Settings) { s.TitleSuffix = "" }, []string{"title_suffix"}},
		{"an address without a street is refused", func(s *Settings) { s.Addresses[1].Street = []string{" "} }, []string{"addresses[1].street"}},
		{"an address without a country code is refused", func(s *Settings) { s.Addresses[0].CountryCode = "USA" }, []string{"addresses[0].country_code"}},
		{"a country code in small letters is accepted", func(s *Settings) { s.Addresses[0].CountryCode = "us" }, nil},
		{"a badge image on another host is refused", func(s *Settings) { s.Software[0].Image = "https://cdn.example.com/t.svg" }, []string{"software[0].image"}},
		{"a badge image path that climbs out is refused", func(s *Settings) { s.Software[0].Image = "/images/../secret" }, []string{"software[0].image"}},
		{"a year that is not one is refused", func(s *Settings) { s.CopyrightYear = 25 }, []string{"copyright_year"}},
		{"a time zone by its IANA name is accepted", func(s *Settings) { s.TimeZone = "Asia/Kolkata" }, nil},
		{"UTC is accepted as a time zone", func(s *Settings) { s.TimeZone = "UTC" }, nil},
		{"a time zone typed with spaces around it is accepted", func(s *Settings) { s.TimeZone = " America/New_York " }, nil},
		{"an unknown time zone is refused", func(s *Settings) { s.TimeZone = "America/Springfield" }, []string{"time_zone"}},
		{"the server's own zone is refused as a time zone", func(s *Settings) { s.TimeZone = "Local" }, []string{"time_zone"}},
		{"a path in place of a time zone is refused", func(s *Settings) { s.TimeZone = "../../etc/passwd" }, []string{"time_zone"}},
		{"a missing time zone is refused", func(s *Settings) { s.TimeZone = "" }, []string{"time_zone"}},
		{"a NUL in a text is refused", func(s *Settings) { s.Tagline = "a\x00b" }, []string{"tagline"}},
		{"no phones, addresses, links or badges at all is accepted", func(s *Settings) {
			s.Phones, s.Addresses, s.Social, s.Software = nil, nil, nil, nil
		}, nil},
		{"every bad field is reported at once", func(s *Settings) {
			s.Company, s.Emails.Sales, s.Phones[1].Dial = "", "x", "555"
		}, []string{"company", "phones[1].dial", "sales_email"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Defaults()
			tt.change(&s)
			err := Validate(normalize(s))
			var got []string
			var verr *validate.Error
			if errors.As(err, &verr) {
				for _, v := range verr.Violations {
					got = append(got, v.Field)
				}
			} else if err != nil {
				t.Fatalf("Validate = %v, want field violations", err)
			}
			slices.Sort(got)
			got = slices.Compact(got)
			if !slices.Equal(got, tt.fields) {
				t.Errorf("fields refused = %v, want %v (%v)", got, tt.fields, err)
			}
		})
	}
}

func TestParse(t *testing.T) {
	t.Run("a settings file replaces what it names and keeps the rest", func(t *testing.T) {
		got, err := Parse(Defaults(), []byte(`{"company": "Acme Steel", "emails": {"sales": "bids@acme.example"}}`))
		if err != nil {
			t.Fatal(err)
		}
		if got.Company != "Acme Steel" || got.Emails.Sales != "bids@acme.example" {
			t.Errorf("company %q, sales %q; want the file's", got.Company, got.Emails.Sales)
		}
		if want := Defaults(); got.Emails.HR != want.Emails.HR || got.TitleSuffix != want.TitleSuffix || len(got.Phones) != len(want.Phones) {
			t.Errorf("got %+v, want the defaults where the file is silent", got)
		}
	})
	t.Run("a misspelt field is refused", func(t *testing.T) {
		if _, err := Parse(Defaults(), []byte(`{"compnay": "Acme"}`)); err == nil {
			t.Error("Parse of a misspelt field = nil error, want one")
		}
	})
	t.Run("parsing leaves the base as it was", func(t *testing.T) {
		base := Defaults()
		if _, err := Parse(base, []byte(`{"phones": [{"label": "UK", "display": "020 7946 0958", "dial": "+442079460958"}]}`)); err != nil {
			t.Fatal(err)
		}
		if base.Phones[0].Dial != Defaults().Phones[0].Dial {
			t.Errorf("base phone = %q, want it untouched", base.Phones[0].Dial)
		}
	})
}
