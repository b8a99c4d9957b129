package render

import (
	"fmt"
	"strings"
	"time"
	// Time zones named by a page's formats resolve on any machine.
	_ "time/tzdata"
)

// dateOptions are the Intl.DateTimeFormat options the app's pages use, in the engine's
// English (en-US) formats: goja has no Intl, and the pages' dates must read as the
// browser's Intl writes them, or hydration finds other text than the server's.
type dateOptions struct {
	DateStyle    string `json:"dateStyle"`
	TimeStyle    string `json:"timeStyle"`
	Weekday      string `json:"weekday"`
	Year         string `json:"year"`
	Month        string `json:"month"`
	Day          string `json:"day"`
	Hour         string `json:"hour"`
	Minute       string `json:"minute"`
	Second       string `json:"second"`
	TimeZoneName string `json:"timeZoneName"`
	TimeZone     string `json:"timeZone"`
}

// location is the options' time zone: the server's pages are drawn in UTC unless a format
// names another zone.
func (o dateOptions) location() (*time.Location, error) {
	if o.TimeZone == "" || strings.EqualFold(o.TimeZone, "UTC") {
		return time.UTC, nil
	}
	return time.LoadLocation(o.TimeZone)
}

var dateStyles = map[string]string{
	"full":   "Monday, January 2, 2006",
	"long":   "January 2, 2006",
	"medium": "Jan 2, 2006",
	"short":  "1/2/06",
}

var monthLayouts = map[string]string{"numeric": "1", "2-digit": "01", "short": "Jan", "long": "January", "narrow": "Jan"}

// formatDate writes ms (milliseconds since the epoch) as en-US Intl.DateTimeFormat would
// with o.
func formatDate(ms float64, o dateOptions) (string, error) {
	loc, err := o.location()
	if err != nil {
		return "", fmt.Errorf("invalid time zone %q", o.TimeZone)
	}
	t := time.UnixMilli(int64(ms)).In(loc)
	if o.DateStyle != "" || o.TimeStyle != "" {
		var parts []string
		if o.DateStyle != "" {
			layout, ok := dateStyles[o.DateStyle]
			if !ok {
				return "", fmt.Errorf("invalid dateStyle %q", o.DateStyle)
			}
			parts = append(parts, t.Format(layout))
		}
		if o.TimeStyle != "" {
			layout := "3:04 PM"
			if o.TimeStyle != "short" {
				layout = "3:04:05 PM"
			}
			parts = append(parts, t.Format(layout))
		}
		return strings.Join(parts, ", "), nil
	}
	if o.Year == "" && o.Month == "" && o.Day == "" && o.Weekday == "" && o.Hour == "" && o.Minute == "" && o.Second == "" {
		o.Year, o.Month, o.Day = "numeric", "numeric", "numeric"
	}
	var date string
	month := monthLayouts[o.Month]
	day := map[string]string{"numeric": "2", "2-digit": "02"}[o.Day]
	year := map[string]string{"numeric": "2006", "2-digit": "06"}[o.Year]
	switch {
	case month == "1" || month == "01":
		date = strings.Join(nonEmpty(month, day, year), "/")
	case month != "":
		date = strings.Join(nonEmpty(month, day), " ")
		if year != "" {
			if day != "" {
				date += ","
			}
			date += " " + year
		}
	default:
		date = strings.Join(nonEmpty(day, year), " ")
	}
	date = t.Format(date)
	if o.Weekday != "" {
		weekday := t.Format(map[bool]string{true: "Monday", false: "Mon"}[o.Weekday == "long"])
		date = strings.TrimSuffix(weekday+", "+date, ", ")
	}
	clock := ""
	if o.Hour != "" {
		clock = "3"
		if o.Minute != "" {
			clock += ":04"
		}
		if o.Second != "" {
			clock += ":05"
		}
		clock = t.Format(clock + " PM")
	}
	if o.TimeZoneName != "" && clock != "" {
		clock += " " + zoneName(t)
	}
	switch {
	case date != "" && clock != "":
		return date + ", " + clock, nil
	case clock != "":
		return clock, nil
	}
	return date, nil
}

// zoneName is the short name en-US gives t's zone: UTC, a letter abbreviation, or an
// offset from GMT.
func zoneName(t time.Time) string {
	name, offset := t.Zone()
	if t.Location() == time.UTC {
		return "UTC"
	}
	if name != "" && strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return name
	}
	sign := "+"
	if offset < 0 {
		sign, offset = "-", -offset
	}
	h, m := offset/3600, offset%3600/60
	if m != 0 {
		return fmt.Sprintf("GMT%s%d:%02d", sign, h, m)
	}
	return fmt.Sprintf("GMT%s%d", sign, h)
}

func nonEmpty(parts ...string) []string {
	out := parts[:0:0]
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}
