// Package webapp holds the data files the Go server embeds from the app's folder: the
// route table the app imports from src/config, and the first-start site settings. It
// exists because //go:embed cannot reach a file above its package's folder.
package webapp

import "embed"

// SiteSeed is seed/site-settings.json: the site settings a new site starts with (the
// firm's name, title suffix, phones, e-mails, addresses, links, badges), written to the
// database on first start (internal/site). The public app does not import it: it reads
// the settings from the server (GetSiteSettings); its tests use it as their fixture.
//
//go:embed seed/site-settings.json
var SiteSeed []byte

// Pages is src/config/pages.json: every route of src/app/routes.tsx with its name,
// title, description and what the server needs to know of it (internal/seo's route table).
//
//go:embed src/config/pages.json
var Pages []byte

// PageSeed is seed/pages: one JSON file per public page, the content a new site starts
// with, and _service-template.json, the content a new service page starts with
// (internal/sitepage, docs/pages.md). Written to the database on first start.
//
//go:embed seed/pages/*.json
var PageSeed embed.FS
