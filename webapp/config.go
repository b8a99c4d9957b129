// Package webapp holds the data files that the app and the Go server both read, so that
// each lives once: the app imports them from src/config, the server embeds them from here.
// It exists because //go:embed cannot reach a file above its package's folder, and these
// files belong with the app that a firm edits (docs/site-config.md).
package webapp

import _ "embed"

// Site is src/config/site.json: the firm's name, title suffix, phones, e-mails, postal
// addresses and social links (internal/seo builds its Firm from it).
//
//go:embed src/config/site.json
var Site []byte

// Pages is src/config/pages.json: every route of src/app/routes.tsx with its name,
// title, description and what the server needs to know of it (internal/seo's route table).
//
//go:embed src/config/pages.json
var Pages []byte
