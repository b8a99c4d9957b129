package seo

import (
	"reflect"
	"testing"

	"github.com/gusset/gusset/internal/site"
)

func TestFirmOf(t *testing.T) {
	t.Run("the firm is read from the settings, its offices in their order", func(t *testing.T) {
		got := FirmOf(site.Settings{
			Company: "Acme Steel", TitleSuffix: "Detailing | USA", Tagline: "The app's alone.",
			Phones: []site.Phone{{Label: "USA", Display: "+1 (312) 555-0142", Dial: "+13125550142"}, {Dial: "+17135550187"}},
			Emails: site.Emails{Sales: "sales@acme.example", HR: "hr@acme.example"},
			Addresses: []site.Address{
				{Label: "USA office", Street: []string{"1 Main St", "Suite 4"}, Locality: "Houston", Region: "TX", PostalCode: "77002", Country: "United States", CountryCode: "US"},
				{Street: []string{"2 King St"}, Locality: "Toronto", Region: "ON", PostalCode: "M5H 1A1", Country: "Canada", CountryCode: "CA"},
			},
			Social: []site.Social{{Network: "business", Label: "LinkedIn", Href: "https://business.example.net/acme"}},
		})
		want := Firm{
			Name:        "Acme Steel",
			TitleSuffix: "Detailing | USA",
			Phones:      []string{"+13125550142", "+17135550187"},
			Email:       "sales@acme.example",
			Addresses: []Address{
				{Label: "USA office", Street: []string{"1 Main St", "Suite 4"}, Locality: "Houston", Region: "TX", PostalCode: "77002", Country: "United States", CountryCode: "US"},
				{Street: []string{"2 King St"}, Locality: "Toronto", Region: "ON", PostalCode: "M5H 1A1", Country: "Canada", CountryCode: "CA"},
			},
			Social: []string{"https://business.example.net/acme"},
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("FirmOf = %+v, want %+v", got, want)
		}
	})
}

func TestTitles(t *testing.T) {
	firm := Firm{Name: "Acme Steel", TitleSuffix: "Detailing | USA"}
	tests := []struct {
		name  string
		route Route
		want  string
	}{
		{"a page's title is its name, the firm and the suffix, as the app's pageTitle", Route{Name: "Our Firm"}, "Our Firm | Acme Steel Detailing | USA"},
		{"a route's own title names the firm and suffix by placeholder", Route{Name: "Home", Title: "{firm} | {suffix}"}, "Acme Steel | Detailing | USA"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := firm.title(tt.route); got != tt.want {
				t.Errorf("title = %q, want %q", got, tt.want)
			}
		})
	}
}
