// Package localtime writes the times the server prints for people (the audit trail's
// words, mail, PDFs) in one format, in the firm's time zone (a site setting, internal/site),
// naming the zone: "Mar 5, 2026, 9:30 AM CST", never a bare UTC clock. Machine formats
// (RFC 3339 in APIs, feeds and CSVs read by programs) are not its business.
package localtime

import (
	"strings"
	"time"
	// Zones load on a machine without a zoneinfo database (a scratch container).
	_ "time/tzdata"
)

// DefaultZone is the firm's zone until staff choose another: the demo firm's offices
// answer on Chicago and Houston numbers (docs/site-config.md).
const DefaultZone = "America/Chicago"

// Layouts of the one format, the web app's too (webapp/src/lib/format-date.ts).
const (
	dateLayout     = "Jan 2, 2006"
	dateTimeLayout = "Jan 2, 2006, 3:04 PM"
)

// Valid reports whether name is an IANA zone name this server knows ("America/Chicago",
// "UTC"). "Local", the server's own zone, is not one: it differs between machines.
func Valid(name string) bool {
	if name == "" || name == "Local" || len(name) > 64 {
		return false
	}
	_, err := time.LoadLocation(name)
	return err == nil
}

// Load is the zone named, or DefaultZone's when the name is empty or unknown (settings
// stored before the zone was one of them).
func Load(name string) *time.Location {
	if Valid(name) {
		if loc, err := time.LoadLocation(name); err == nil {
			return loc
		}
	}
	loc, err := time.LoadLocation(DefaultZone)
	if err != nil {
		panic(err) // time/tzdata is linked in
	}
	return loc
}

// Format is t as a date and time in loc, the zone named: "Mar 5, 2026, 9:30 AM CST".
// A nil loc is UTC.
func Format(t time.Time, loc *time.Location) string {
	t = in(t, loc)
	return t.Format(dateTimeLayout) + " " + zoneName(t)
}

// Date is the calendar day t falls on in loc: "Mar 5, 2026".
func Date(t time.Time, loc *time.Location) string { return in(t, loc).Format(dateLayout) }

func in(t time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	return t.In(loc)
}

// zoneName is the zone's abbreviation ("CST", "IST"), or its offset from UTC ("UTC-03")
// where the zone database has no letters for it.
func zoneName(t time.Time) string {
	name, _ := t.Zone()
	if name == "" || strings.HasPrefix(name, "+") || strings.HasPrefix(name, "-") {
		return "UTC" + strings.TrimSuffix(t.Format("-07:00"), ":00")
	}
	return name
}
