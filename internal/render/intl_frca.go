package render

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Canadian French (fr-CA) names and patterns, from CLDR 48 (the data of the ICU in Node 20
// and current browsers); intl_node_test.go checks them against Node's Intl.
var (
	frMonths      = [12]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
	frMonthsShort = [12]string{"janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."}
	frDays        = [7]string{"dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"}
	frDaysShort   = [7]string{"dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."}
	// The metazones' short names in fr-CA, by the abbreviation Go's zone data gives.
	frZones = map[string]string{
		"EST": "HNE", "EDT": "HAE", "CST": "HNC", "CDT": "HAC", "MST": "HNR", "MDT": "HAR",
		"PST": "HNP", "PDT": "HAP", "AST": "HNA", "ADT": "HAA", "NST": "HNT", "NDT": "HAT",
	}
)

// dateStylesFr are fr-CA's date styles as field options (the month's width says how the
// date joins a time: " à " after a long month, ", " after a short one, " " after digits).
var dateStylesFr = map[string]dateOptions{
	"full":   {Weekday: "long", Day: "numeric", Month: "long", Year: "numeric"},
	"long":   {Day: "numeric", Month: "long", Year: "numeric"},
	"medium": {Day: "numeric", Month: "short", Year: "numeric"},
	"short":  {Day: "2-digit", Month: "2-digit", Year: "numeric"},
}

// formatDateFr writes ms as fr-CA Intl.DateTimeFormat would with o.
func formatDateFr(ms float64, o dateOptions) (string, error) {
	loc, err := o.location()
	if err != nil {
		return "", fmt.Errorf("invalid time zone %q", o.TimeZone)
	}
	t := time.UnixMilli(int64(ms)).In(loc)
	var date, clock dateOptions
	if o.DateStyle != "" || o.TimeStyle != "" {
		if o.DateStyle != "" {
			var ok bool
			if date, ok = dateStylesFr[o.DateStyle]; !ok {
				return "", fmt.Errorf("invalid dateStyle %q", o.DateStyle)
			}
		}
		switch o.TimeStyle {
		case "":
		case "short":
			clock = dateOptions{Hour: "2-digit", Minute: "2-digit"}
		case "medium":
			clock = dateOptions{Hour: "2-digit", Minute: "2-digit", Second: "2-digit"}
		case "long":
			clock = dateOptions{Hour: "2-digit", Minute: "2-digit", Second: "2-digit", TimeZoneName: "short"}
		default:
			return "", fmt.Errorf("timeStyle %q is not supported in fr-CA", o.TimeStyle)
		}
	} else {
		if o.Year == "" && o.Month == "" && o.Day == "" && o.Weekday == "" && o.Hour == "" && o.Minute == "" && o.Second == "" {
			o.Year, o.Month, o.Day = "numeric", "numeric", "numeric"
		}
		date = dateOptions{Weekday: o.Weekday, Year: o.Year, Month: o.Month, Day: o.Day}
		clock = dateOptions{Hour: o.Hour, Minute: o.Minute, Second: o.Second, TimeZoneName: o.TimeZoneName}
	}
	d, c := frDate(t, date), frClock(t, clock)
	switch {
	case d == "":
		return c, nil
	case c == "":
		return d, nil
	case date.Month == "long":
		return d + " à " + c, nil
	case date.Month == "short" || date.Month == "narrow" || date.Month == "":
		return d + ", " + c, nil
	}
	return d + " " + c, nil
}

// frDate is the date part: digits as year-month-day, or "[weekday] [day] month [year]".
func frDate(t time.Time, o dateOptions) string {
	num := func(v int, width string) string {
		if width == "2-digit" {
			return fmt.Sprintf("%02d", v%100)
		}
		return strconv.Itoa(v)
	}
	year := ""
	if o.Year != "" {
		year = num(t.Year(), o.Year)
	}
	var parts []string
	switch o.Month {
	case "numeric", "2-digit":
		var digits []string
		if year != "" {
			digits = append(digits, year)
		}
		digits = append(digits, fmt.Sprintf("%02d", int(t.Month())))
		if o.Day != "" {
			digits = append(digits, fmt.Sprintf("%02d", t.Day()))
		}
		parts = append(parts, strings.Join(digits, "-"))
	case "":
		parts = nonEmpty(map[bool]string{true: num(t.Day(), o.Day)}[o.Day != ""], year)
	default:
		month := frMonthsShort[t.Month()-1]
		if o.Month == "long" {
			month = frMonths[t.Month()-1]
		}
		parts = nonEmpty(map[bool]string{true: num(t.Day(), o.Day)}[o.Day != ""], month, year)
	}
	if o.Weekday != "" {
		day := frDaysShort[t.Weekday()]
		if o.Weekday == "long" {
			day = frDays[t.Weekday()]
		}
		parts = append([]string{day}, parts...)
	}
	return strings.Join(nonEmpty(parts...), " ")
}

// frClock is the time part, on the 24-hour clock: "9 h 05", "09 h 05 min 03 s". The hour
// has two digits unless it stands with minutes alone and was asked as numeric.
func frClock(t time.Time, o dateOptions) string {
	if o.Hour == "" {
		if o.Minute != "" {
			return strconv.Itoa(t.Minute())
		}
		return ""
	}
	hour := fmt.Sprintf("%02d", t.Hour())
	if o.Hour == "numeric" && o.Minute != "" && o.Second == "" && o.TimeZoneName == "" {
		hour = strconv.Itoa(t.Hour())
	}
	s := hour + " h"
	if o.Minute != "" {
		s += fmt.Sprintf(" %02d", t.Minute())
	}
	if o.Second != "" {
		s += fmt.Sprintf(" min %02d s", t.Second())
	}
	if o.TimeZoneName != "" {
		s += " " + zoneNameFr(t)
	}
	return s
}

// zoneNameFr is the short name fr-CA gives t's zone: UTC, a Canadian abbreviation, or an
// offset from UTC.
func zoneNameFr(t time.Time) string {
	if t.Location() == time.UTC {
		return "UTC"
	}
	name, offset := t.Zone()
	if fr, ok := frZones[name]; ok {
		return fr
	}
	sign := "+"
	if offset < 0 {
		sign, offset = "−", -offset
	}
	h, m := offset/3600, offset%3600/60
	if m != 0 {
		return fmt.Sprintf("UTC%s%d:%02d", sign, h, m)
	}
	return fmt.Sprintf("UTC%s%d", sign, h)
}
