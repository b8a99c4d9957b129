package localtime_test

import (
	"testing"
	"time"

	"github.com/gusset/gusset/internal/localtime"
)

func TestFormat(t *testing.T) {
	load := func(name string) *time.Location {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		return loc
	}
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	tests := []struct {
		name string
		t    time.Time
		loc  *time.Location
		want string
	}{
		{"a winter time in Chicago is central standard time", at("2026-03-05T15:30:00Z"), load("America/Chicago"), "Mar 5, 2026, 9:30 AM CST"},
		{"a summer time in Chicago is central daylight time", at("2026-07-05T15:30:00Z"), load("America/Chicago"), "Jul 5, 2026, 10:30 AM CDT"},
		{"the first minute of daylight time in Chicago follows 1:59 AM standard", at("2026-03-08T08:00:00Z"), load("America/Chicago"), "Mar 8, 2026, 3:00 AM CDT"},
		{"the hour repeated when daylight time ends is told apart by the zone's name", at("2026-11-01T07:30:00Z"), load("America/Chicago"), "Nov 1, 2026, 1:30 AM CST"},
		{"the same hour's first pass is daylight time", at("2026-11-01T06:30:00Z"), load("America/Chicago"), "Nov 1, 2026, 1:30 AM CDT"},
		{"an evening in Chicago is the next day in UTC but not here", at("2026-03-06T03:30:00Z"), load("America/Chicago"), "Mar 5, 2026, 9:30 PM CST"},
		{"a half-hour zone keeps its minutes", at("2026-03-05T15:30:00Z"), load("Asia/Kolkata"), "Mar 5, 2026, 9:00 PM IST"},
		{"a zone without letters is named by its offset", at("2026-03-05T15:30:00Z"), load("America/Sao_Paulo"), "Mar 5, 2026, 12:30 PM UTC-03"},
		{"a zone with a half-hour offset and no letters keeps the minutes", at("2026-03-05T15:30:00Z"), load("Asia/Kabul"), "Mar 5, 2026, 8:00 PM UTC+04:30"},
		{"no zone is UTC, named", at("2026-03-05T15:30:00Z"), nil, "Mar 5, 2026, 3:30 PM UTC"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := localtime.Format(tt.t, tt.loc); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("a date is the day in the zone, not in UTC", func(t *testing.T) {
		if got, want := localtime.Date(at("2026-03-06T03:30:00Z"), load("America/Chicago")), "Mar 5, 2026"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name, zone, want string
		valid            bool
	}{
		{"a known zone is itself", "Asia/Kolkata", "Asia/Kolkata", true},
		{"UTC is a zone", "UTC", "UTC", true},
		{"no zone is the default", "", localtime.DefaultZone, false},
		{"an unknown zone is the default", "Mars/Olympus_Mons", localtime.DefaultZone, false},
		{"the server's own zone is not one", "Local", localtime.DefaultZone, false},
		{"a path is not a zone", "../../etc/passwd", localtime.DefaultZone, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := localtime.Valid(tt.zone); got != tt.valid {
				t.Errorf("valid: got %v, want %v", got, tt.valid)
			}
			if got := localtime.Load(tt.zone).String(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
