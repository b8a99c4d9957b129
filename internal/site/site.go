// Package site is the site settings: who the firm is and how to reach it (name, title
// suffix, tagline, phones, e-mail addresses, postal addresses, social links, the portal
// link, the campus-recruitment links, the software badges, the copyright year). Staff edit
// them in the back office; every public page, head, structured data block, the feed and the
// mail read them. They are one document with a version: a save names the version it edited,
// and a save over someone else's is refused (docs/site-config.md).
package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/webapp"
)

// ErrNotSeeded is no settings in the database: the first start has not written them.
var ErrNotSeeded = apperr.NotFound("the site settings have not been written yet")

// ErrStale is the store's answer to a save of a replaced version; the service answers
// a message that names who saved and when instead.
var ErrStale = apperr.Aborted("the site settings were changed since they were read")

// Settings is the settings document, in the JSON shape the first-start file uses
// (webapp/seed/site-settings.json, SITE_SETTINGS_FILE) and the database stores.
type Settings struct {
	// Company is the trading name, without "Pvt. Ltd.".
	Company string `json:"company"`
	// TitleSuffix follows the name in every page title.
	TitleSuffix string `json:"titleSuffix"`
	Tagline     string `json:"tagline"`
	// CopyrightYear is the footer's year.
	CopyrightYear int32     `json:"copyrightYear"`
	Phones        []Phone   `json:"phones"`
	Emails        Emails    `json:"emails"`
	Addresses     []Address `json:"addresses"`
	Social        []Social  `json:"social"`
	PortalURL     string    `json:"portalUrl"`
	Campus        Campus    `json:"campusRecruitment"`
	Software      []Badge   `json:"software"`
	// TimeZone is the firm's time zone, an IANA name ("America/Chicago"): the server
	// writes times in it (localtime.Format).
	TimeZone string `json:"timeZone"`
}

// Location is the firm's time zone; settings stored before it was a setting (or unread)
// answer localtime.DefaultZone.
func (s Settings) Location() *time.Location { return localtime.Load(s.TimeZone) }

// Phone is one number: Display is printed as is, Dial is E.164 ("+13125550142"), what
// tap-to-call dials.
type Phone struct {
	Label   string `json:"label"`
	Display string `json:"display"`
	Dial    string `json:"dial"`
}

// Emails are where estimate requests and contact messages (Sales) and job applications
// (HR) go.
type Emails struct {
	Sales string `json:"sales"`
	HR    string `json:"hr"`
}

// Address is a postal address in the parts structured data names; pages print Street,
// then "Locality, Region PostalCode", then Country.
type Address struct {
	Label       string   `json:"label"`
	Street      []string `json:"street"`
	Locality    string   `json:"locality"`
	Region      string   `json:"region"`
	PostalCode  string   `json:"postalCode"`
	Country     string   `json:"country"`
	CountryCode string   `json:"countryCode"`
}

// Social is a profile elsewhere: Network picks the icon, Label is what screen readers
// announce.
type Social struct {
	Network string `json:"network"`
	Label   string `json:"label"`
	Href    string `json:"href"`
}

// Networks are the social networks the site draws an icon for.
var Networks = []string{"photos", "business", "social"}

// Campus is the campus-recruitment drive's links.
type Campus struct {
	RegisterURL string `json:"registerUrl"`
	TestURL     string `json:"testUrl"`
}

// Badge is a detailing-software badge: its name and its image's path on the site.
type Badge struct {
	Name  string `json:"name"`
	Image string `json:"image"`
}

// Edited is the stored settings with their version and last change.
type Edited struct {
	Settings   Settings
	Version    int32
	UpdateTime time.Time
	// UpdatedByID and UpdatedBy name who saved last: zero and "" for the first-start seed.
	UpdatedByID uuid.UUID
	UpdatedBy   string
}

// KeptVersions is how many earlier versions are kept: each save keeps the one it
// replaced and drops any older than the newest KeptVersions.
const KeptVersions = 50

// ErrNothingToUndo is an undo of the first-start settings, or of a save whose replaced
// version is no longer kept.
var ErrNothingToUndo = apperr.FailedPrecondition("There is no earlier save to undo.")

// Store keeps the one settings document and its earlier versions.
type Store interface {
	// Get answers the settings, or ErrNotSeeded.
	Get(ctx context.Context) (Edited, error)
	// Seed stores s unless settings are stored already, and reports whether it did.
	Seed(ctx context.Context, s Settings) (bool, error)
	// Save replaces the settings when they are at version, recording who saved, keeping
	// the version replaced and dropping all but the newest keep earlier ones, or answers
	// ErrStale (writing nothing).
	Save(ctx context.Context, s Settings, version int32, byID uuid.UUID, by string, keep int) (Edited, error)
	// Versions answers the kept earlier versions, newest first, without their settings.
	Versions(ctx context.Context) ([]Edited, error)
	// Version answers a kept version, or a NotFound error.
	Version(ctx context.Context, version int32) (Edited, error)
}

// Defaults are the settings a new site starts with (webapp/seed/site-settings.json).
func Defaults() Settings {
	s, err := Parse(Settings{}, webapp.SiteSeed)
	if err != nil {
		panic("webapp/seed/site-settings.json: " + err.Error())
	}
	return s
}

// Parse reads a settings file over base: what the file names replaces base's value, what
// it leaves out keeps it. An unknown field is refused: a misspelt one would otherwise be
// ignored without a word.
func Parse(base Settings, data []byte) (Settings, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	s := clone(base)
	if err := dec.Decode(&s); err != nil {
		return Settings{}, fmt.Errorf("reading the site settings: %w", err)
	}
	return s, nil
}

// clone copies s deeply, so that decoding over the copy leaves s as it was.
func clone(s Settings) Settings {
	data, err := json.Marshal(s)
	if err != nil {
		panic(err) // a struct of strings and numbers always encodes
	}
	var out Settings
	if err := json.Unmarshal(data, &out); err != nil {
		panic(err)
	}
	return out
}
