package seo

import (
	"reflect"
	"testing"
)

func TestParseFirm(t *testing.T) {
	const valid = `{
		"company": "Acme Steel", "titleSuffix": "Detailing | USA", "tagline": "The app's alone.",
		"phones": [{"label": "USA", "display": "+1 (312) 555-0142", "dial": "+13125550142"}, {"dial": "+17135550187"}],
		"emails": {"sales": "sales@acme.example", "hr": "hr@acme.example"},
		"addresses": {
			"usa": {"label": "USA office", "street": ["1 Main St", "Suite 4"], "locality": "Houston", "region": "TX", "postalCode": "77002", "country": "United States", "countryCode": "US"},
			"canada": {"street": ["2 King St"], "locality": "Toronto", "region": "ON", "postalCode": "M5H 1A1", "country": "Canada", "countryCode": "CA"}
		},
		"social": [{"network": "business", "label": "LinkedIn", "href": "https://business.example.net/acme"}]
	}`
	t.Run("the firm is read from the app's fields, its offices in the file's order", func(t *testing.T) {
		got, err := parseFirm([]byte(valid))
		if err != nil {
			t.Fatal(err)
		}
		want := Firm{
			Name:        "Acme Steel",
			TitleSuffix: "Detailing | USA",
			Phones:      []string{"+13125550142", "+17135550187"},
			Email:       "sales@acme.example",
			Addresses: []Address{
				{Street: []string{"1 Main St", "Suite 4"}, Locality: "Houston", Region: "TX", PostalCode: "77002", Country: "United States", CountryCode: "US"},
				{Street: []string{"2 King St"}, Locality: "Toronto", Region: "ON", PostalCode: "M5H 1A1", Country: "Canada", CountryCode: "CA"},
			},
			Social: []string{"https://business.example.net/acme"},
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("parseFirm = %+v, want %+v", got, want)
		}
	})

	tests := []struct {
		name string
		file string
	}{
		{"a file without a company is refused", `{"titleSuffix": "x", "emails": {"sales": "s@x.example"}, "addresses": {}}`},
		{"a file without a sales address is refused", `{"company": "x", "titleSuffix": "x", "addresses": {}}`},
		{"addresses that are a list, not offices by name, are refused", `{"company": "x", "titleSuffix": "x", "emails": {"sales": "s@x.example"}, "addresses": []}`},
		{"an office given twice is refused", `{"company": "x", "titleSuffix": "x", "emails": {"sales": "s@x.example"}, "addresses": {
			"usa": {"street": ["1 Main St"], "locality": "Houston", "country": "United States", "countryCode": "US"},
			"usa": {"street": ["1 Main St"], "locality": "Houston", "country": "United States", "countryCode": "US"}}}`},
		{"an address with a misspelt part is refused", `{"company": "x", "titleSuffix": "x", "emails": {"sales": "s@x.example"}, "addresses": {
			"usa": {"street": ["1 Main St"], "locality": "Houston", "country": "United States", "country_code": "US"}}}`},
		{"an address printed as lines, not parts, is refused", `{"company": "x", "titleSuffix": "x", "emails": {"sales": "s@x.example"}, "addresses": {
			"usa": {"lines": ["1 Main St", "Houston, TX 77002", "United States"]}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := parseFirm([]byte(tt.file)); err == nil {
				t.Errorf("parseFirm = %+v, nil; want an error", got)
			}
		})
	}
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
